// Exporting many small tensors costs per byte, not per tensor: no madvise pair and no stat of the
// source per tensor (80,000 tensors of 4 bytes took 6.7 to 18 s), and a source cut short is still
// found before the output is committed.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "exporthelpers.h"
#include "util/mappedfile.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

void writeManyTinyTensors(const std::string& path, int count) {
    CheckpointWriteOptions options;
    options.readOnly = false;
    auto w = CheckpointWriter::create(path, options);
    ASSERT_TRUE(w);
    for (int i = 0; i < count; ++i) {
        const std::vector<uint8_t> four{static_cast<uint8_t>(i), static_cast<uint8_t>(i >> 8), 0,
                                        0x3f};
        ASSERT_TRUE(w->addTensor("layer" + std::to_string(i) + ".w", "Float32", {1}, four));
    }
    ASSERT_TRUE(w->commit());
}

// The madvise and stat calls of one export of `count` tensors of 4 bytes.
uint64_t mapCallsOfManyTensorExport(const test::TempDir& dir, int count, const std::string& ext) {
    const std::string source = dir.file("many" + std::to_string(count) + ".ckpt");
    writeManyTinyTensors(source, count);
    ExportRequest request;
    request.source = source;
    request.output = dir.file("out" + std::to_string(count) + ext);
    const uint64_t before = MappedFile::systemCalls();
    auto result = exportPath(request);
    const uint64_t calls = MappedFile::systemCalls() - before;
    EXPECT_TRUE(result) << result.error().describe();
    EXPECT_EQ(result ? result->tensors : 0u, static_cast<size_t>(count));
    return calls;
}

TEST(ExportManyTensors, MapCallsDoNotGrowWithTheNumberOfTensors) {
    test::TempDir dir;
    for (const std::string ext : {".safetensors", ".h5"}) {
        SCOPED_TRACE(ext);
        const uint64_t few = mapCallsOfManyTensorExport(dir, 100, ext);
        const uint64_t many = mapCallsOfManyTensorExport(dir, 2000, ext);
        // Opening the file (random access, dropping the header pages), back to normal read-ahead
        // for the export, dropping what was read and one stat before the commit: the same for
        // 100 tensors as for 2,000 (three per tensor before).
        EXPECT_EQ(many, few);
        EXPECT_LE(many, 10u);
    }
}

TEST(ExportManyTensors, TheExportedBytesAreTheSources) {
    test::TempDir dir;
    writeManyTinyTensors(dir.file("many.ckpt"), 3000);
    auto result = test::exportTo(dir.file("many.ckpt"), dir.file("out.safetensors"));
    ASSERT_TRUE(result) << result.error().describe();
    auto out = CheckpointFile::open(dir.file("out.safetensors"));
    ASSERT_TRUE(out) << out.error().describe();
    ASSERT_EQ(out->index().tensors.size(), 3000u);
    for (const int i : {0, 1, 257, 2999}) {
        const std::string name = "layer" + std::to_string(i) + ".w";
        const TensorEntry* entry = nullptr;
        for (const TensorEntry& t : out->index().tensors) {
            entry = t.name == name ? &t : entry;
        }
        ASSERT_NE(entry, nullptr) << name;
        ASSERT_EQ(entry->chunks.size(), 1u);
        const auto bytes = out->bytes(entry->chunks.front());
        EXPECT_EQ(test::hexOf(bytes),
                  test::hexOf(std::vector<uint8_t>{static_cast<uint8_t>(i),
                                                   static_cast<uint8_t>(i >> 8), 0, 0x3f}))
            << name;
    }
}

// HDF5 1.8's object format: a group keeps its links in its own header (no B-tree and heap a
// group, which for a group per dotted name cost a third of the export and 1.7 KB a tensor). The
// superblock says so (version 2; 0 is the format of HDF5 1.6), the file is under 1 KB a tensor,
// and ShardScope reads its own export back, every tensor's bytes in place.
TEST(ExportManyTensors, HdfFiveWritesTheCompactGroupsOfItsVersionOnePointEight) {
    test::TempDir dir;
    const int count = 3000;
    writeManyTinyTensors(dir.file("many.ckpt"), count);
    auto result = test::exportTo(dir.file("many.ckpt"), dir.file("many.h5"));
    ASSERT_TRUE(result) << result.error().describe();
    const std::string head = test::readFile(dir.file("many.h5"));
    ASSERT_GT(head.size(), 9u);
    EXPECT_EQ(head.substr(0, 8), "\x89HDF\r\n\x1a\n");
    EXPECT_EQ(static_cast<int>(head[8]), 2) << "superblock version";
    EXPECT_LT(head.size(), static_cast<size_t>(count) * 1000);
    auto back = CheckpointFile::open(dir.file("many.h5"));
    ASSERT_TRUE(back) << back.error().describe();
    ASSERT_EQ(back->index().tensors.size(), static_cast<size_t>(count));
    for (const TensorEntry& t : back->index().tensors) {
        const int i = std::stoi(t.name.str().substr(5));
        ASSERT_EQ(t.chunks.size(), 1u) << t.name;
        EXPECT_EQ(test::hexOf(back->bytes(t.chunks.front())),
                  test::hexOf(std::vector<uint8_t>{static_cast<uint8_t>(i),
                                                   static_cast<uint8_t>(i >> 8), 0, 0x3f}))
            << t.name;
    }
}

// Read by h5py and by numpy alone: every one of 3,000 tiny tensors, in both formats, holds
// exactly its source's four bytes under its name, in the source's order.
TEST(ExportManyTensors, IndependentReadersFindEveryTensorsBytes) {
    test::TempDir dir;
    const int count = 3000;
    writeManyTinyTensors(dir.file("many.ckpt"), count);
    const auto expected = [](int i) {
        return test::hexOf(
            std::vector<uint8_t>{static_cast<uint8_t>(i), static_cast<uint8_t>(i >> 8), 0, 0x3f});
    };
    auto h5 = test::exportTo(dir.file("many.ckpt"), dir.file("many.h5"));
    ASSERT_TRUE(h5) << h5.error().describe();
    const nlohmann::json read = test::runPython("read_h5.py", dir.file("many.h5"));
    ASSERT_EQ(read["datasets"].size(), static_cast<size_t>(count));
    std::vector<int> seen(count, 0);
    for (const nlohmann::json& d : read["datasets"]) {
        const int order = d["attrs"]["order"].get<int>();
        ASSERT_TRUE(order >= 0 && order < count) << d.dump();
        ++seen[static_cast<size_t>(order)];
        EXPECT_EQ(d["attrs"]["name"], "layer" + std::to_string(order) + ".w");
        EXPECT_EQ(d["path"], "layer" + std::to_string(order) + "/w");
        EXPECT_EQ(d["content"], expected(order)) << d["path"];
        EXPECT_EQ(d["shape"], nlohmann::json::array({1}));
    }
    EXPECT_EQ(std::count(seen.begin(), seen.end(), 1), count);
    auto st = test::exportTo(dir.file("many.ckpt"), dir.file("many.safetensors"));
    ASSERT_TRUE(st) << st.error().describe();
    const nlohmann::json tensors =
        test::runPython("read_safetensors.py", dir.file("many.safetensors"))["tensors"];
    ASSERT_EQ(tensors.size(), static_cast<size_t>(count));
    for (int i = 0; i < count; ++i) {
        const nlohmann::json& t = tensors[static_cast<size_t>(i)];
        EXPECT_EQ(t["name"], "layer" + std::to_string(i) + ".w");
        EXPECT_EQ(t["content"], expected(i)) << t["name"];
    }
}

}  // namespace
}  // namespace shardscope
