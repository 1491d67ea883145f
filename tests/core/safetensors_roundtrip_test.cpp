// safetensors written here and read back, by our parser and by an independent Python reader
// (json + numpy); sets split by size with their index; MindSpore's crc_num.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "formats/checkpointfile.h"
#include "formats/safetensorsheader.h"
#include "formats/safetensorssetwriter.h"
#include "formats/safetensorswriter.h"
#include "tensorcontent.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

using test::hexOf;

nlohmann::json readWithPython(const std::string& path) {
    int status = -1;
    const std::string out =
        test::runCommand(std::string(SHARDSCOPE_PYTHON) + " " + SHARDSCOPE_TEST_SCRIPTS +
                             "/read_safetensors.py '" + path + "'",
                         &status);
    EXPECT_EQ(status, 0) << out;
    return nlohmann::json::parse(out);
}

using test::contentOf;

struct Sample {
    SafetensorsTensorSpec spec;
    std::vector<uint8_t> bytes;
};

// Data order differs from name order on purpose: the header is sorted, the data is not.
std::vector<Sample> samples() {
    return {{{"zeta.weight", "BF16", {6, 7}, 84}, test::patternBytes(84, 1)},
            {{"alpha.bias", "F32", {10}, 40}, test::patternBytes(40, 2)},
            {{"empty", "F16", {0, 3}, 0}, {}},
            {{"step_num", "I64", {}, 8}, test::patternBytes(8, 3)},
            {{"mask", "BOOL", {3}, 3}, {1, 0, 1}}};
}

void write(const std::string& path, const std::vector<Sample>& tensors, bool crc) {
    std::vector<SafetensorsTensorSpec> specs;
    for (const Sample& s : tensors) {
        specs.push_back(s.spec);
    }
    SafetensorsWriteOptions options;
    options.crc = crc;
    auto writer = SafetensorsWriter::create(path, specs, options);
    ASSERT_TRUE(writer) << writer.error().describe();
    for (const Sample& s : tensors) {
        // Pieces of odd sizes, as a streaming producer would hand them over.
        for (size_t at = 0; at < s.bytes.size(); at += 5) {
            const size_t n = std::min<size_t>(5, s.bytes.size() - at);
            ASSERT_TRUE(writer->append({s.bytes.data() + at, n}));
        }
    }
    ASSERT_TRUE(writer->commit());
}

TEST(SafetensorsRoundTrip, OurParserReadsWhatWeWrote) {
    test::TempDir dir;
    const std::string path = dir.file("model.safetensors");
    write(path, samples(), true);
    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file) << file.error().describe();
    const CheckpointIndex& index = file->index();
    EXPECT_EQ(index.format, CheckpointFormat::Safetensors);
    EXPECT_EQ(index.crc, CrcState::Ok);
    EXPECT_EQ(index.metadata.size(), 2u);
    EXPECT_EQ(index.metadata[1], (std::pair<std::string, std::string>{"format", "ms"}));
    const auto want = samples();
    ASSERT_EQ(index.tensors.size(), want.size());
    const char* msNames[] = {"BFloat16", "Float32", "Float16", "Int64", "Bool"};
    for (size_t i = 0; i < want.size(); ++i) {
        SCOPED_TRACE(want[i].spec.name);
        const TensorEntry& t = index.tensors[i];
        EXPECT_EQ(t.name, want[i].spec.name);
        EXPECT_EQ(t.dtypeName, msNames[i]);
        EXPECT_EQ(t.shape, want[i].spec.shape);
        EXPECT_EQ(contentOf(*file, t), want[i].bytes);
    }
    EXPECT_EQ(index.tensors[3].kind, TensorKind::Scalar);
    // The data block starts on an 8-byte boundary.
    EXPECT_EQ(index.tensors[0].chunks.front().offset % 8, 0u);
}

TEST(SafetensorsRoundTrip, IndependentReaderSeesWhatWeWrote) {
    test::TempDir dir;
    for (bool crc : {false, true}) {
        SCOPED_TRACE(crc);
        const std::string path = dir.file(crc ? "crc.safetensors" : "plain.safetensors");
        write(path, samples(), crc);
        const nlohmann::json j = readWithPython(path);
        EXPECT_EQ(j["crc"], crc ? "ok" : "none");
        EXPECT_TRUE(j["keys_sorted"].get<bool>());
        EXPECT_EQ(j["metadata"]["format"], "ms");
        const auto want = samples();
        ASSERT_EQ(j["tensors"].size(), want.size());
        for (size_t i = 0; i < want.size(); ++i) {
            EXPECT_EQ(j["tensors"][i]["name"], want[i].spec.name);
            EXPECT_EQ(j["tensors"][i]["dtype"], want[i].spec.dtype);
            EXPECT_EQ(j["tensors"][i]["shape"], want[i].spec.shape);
            EXPECT_EQ(j["tensors"][i]["content"], hexOf(want[i].bytes));
        }
    }
}

TEST(SafetensorsRoundTrip, HeaderSizeDoesNotDependOnTheCrc) {
    const std::vector<SafetensorsTensorSpec> specs = {{"w", "F32", {2}, 8}};
    const auto meta = mindsporeSafetensorsMetadata();
    EXPECT_EQ(encodeSafetensorsHeader(specs, meta, 0).size(),
              encodeSafetensorsHeader(specs, meta, 4294967295u).size());
    EXPECT_EQ(encodeSafetensorsHeader(specs, meta).size() % 8, 0u);
    const std::string start =
        R"({"__metadata__":{"format":"ms"},"w":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})";
    EXPECT_EQ(encodeSafetensorsHeader(specs, meta).substr(8, start.size()), start);
}

TEST(SafetensorsRoundTrip, SplitIntoPartsWithAnIndex) {
    test::TempDir dir;
    std::vector<SafetensorsTensorSpec> specs;
    std::vector<std::vector<uint8_t>> contents;
    for (int i = 0; i < 7; ++i) {
        const uint64_t n = 40u + 8u * static_cast<uint64_t>(i);
        specs.push_back({"layer." + std::to_string(i) + ".w", "U8", {static_cast<int64_t>(n)}, n});
        contents.push_back(test::patternBytes(n, static_cast<uint32_t>(i)));
    }
    SafetensorsSetOptions options;
    options.maxFileBytes = 128;
    options.file.crc = true;
    {
        auto set = SafetensorsSetWriter::create(dir.file("model.safetensors"), specs, options);
        ASSERT_TRUE(set) << set.error().describe();
        for (const auto& c : contents) {
            ASSERT_TRUE(set->append(c));
        }
        ASSERT_TRUE(set->commit());
        EXPECT_EQ(set->files().back(), dir.file("model.safetensors.index.json"));
        EXPECT_EQ(set->files().front(), dir.file("model-00001-of-00005.safetensors"));
    }
    EXPECT_FALSE(fs::exists(dir.file("model.safetensors")));
    const nlohmann::json index =
        nlohmann::json::parse(test::readFile(dir.file("model.safetensors.index.json")));
    EXPECT_EQ(index["metadata"]["total_size"], 40 * 7 + 8 * 21);
    EXPECT_EQ(index["weight_map"]["layer.0.w"], "model-00001-of-00005.safetensors");
    EXPECT_EQ(index["weight_map"]["layer.6.w"], "model-00005-of-00005.safetensors");

    auto file = CheckpointFile::open(dir.file("model.safetensors.index.json"));
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(file->index().parts.size(), 5u);
    EXPECT_EQ(file->index().crc, CrcState::Ok);
    ASSERT_EQ(file->index().tensors.size(), specs.size());
    for (size_t i = 0; i < specs.size(); ++i) {
        EXPECT_EQ(file->index().tensors[i].name, specs[i].name);
        EXPECT_EQ(contentOf(*file, file->index().tensors[i]), contents[i]);
    }
    const nlohmann::json py = readWithPython(dir.file("model.safetensors.index.json"));
    EXPECT_EQ(py["files"].size(), 5u);
    EXPECT_EQ(py["crc"], "ok");
    EXPECT_EQ(py["tensors"][6]["content"], hexOf(contents[6]));
}

TEST(SafetensorsRoundTrip, MindSporePartsWithParamNameMap) {
    test::TempDir dir;
    write(dir.file("part0.safetensors"), {samples()[0], samples()[1]}, false);
    write(dir.file("part1.safetensors"), {samples()[3]}, true);
    test::writeFile(dir.file("param_name_map.json"),
                    R"({"metadata": {"total_size": 132}, "weight_map": {"zeta.weight": )"
                    R"("part0.safetensors", "alpha.bias": "part0.safetensors", "step_num": )"
                    R"("part1.safetensors"}})");
    auto file = CheckpointFile::open(dir.file("param_name_map.json"));
    ASSERT_TRUE(file) << file.error().describe();
    ASSERT_EQ(file->index().tensors.size(), 3u);
    EXPECT_EQ(file->index().tensors[2].name, "step_num");
    EXPECT_EQ(contentOf(*file, file->index().tensors[2]), samples()[3].bytes);
    EXPECT_EQ(file->index().crc, CrcState::Ok);

    // MindSpore 2.4 and 2.5's unified_safetensors write the map flat: the same set.
    test::writeFile(dir.file("param_name_map.json"),
                    R"({"zeta.weight": "part0.safetensors", "alpha.bias": "part0.safetensors", )"
                    R"("step_num": "part1.safetensors"})");
    auto flat = CheckpointFile::open(dir.file("param_name_map.json"));
    ASSERT_TRUE(flat) << flat.error().describe();
    ASSERT_EQ(flat->index().tensors.size(), 3u);
    EXPECT_EQ(contentOf(*flat, flat->index().tensors[2]), samples()[3].bytes);
    // Beside it, hyper_param.safetensors holds what the map does not list (global_step, ...):
    // MindSpore loads it with the set, and so does ShardScope.
    write(dir.file("hyper_param.safetensors"), {samples()[4]}, false);
    auto withHyper = CheckpointFile::open(dir.file("param_name_map.json"));
    ASSERT_TRUE(withHyper) << withHyper.error().describe();
    ASSERT_EQ(withHyper->index().tensors.size(), 4u);
    EXPECT_EQ(withHyper->index().tensors[3].name, samples()[4].spec.name);
    EXPECT_EQ(contentOf(*withHyper, withHyper->index().tensors[3]), samples()[4].bytes);
    std::filesystem::remove(dir.file("hyper_param.safetensors"));
    // Another index file without a weight_map is still refused.
    test::writeFile(dir.file("model.safetensors.index.json"),
                    R"({"zeta.weight": "part0.safetensors"})");
    auto notMap = CheckpointFile::open(dir.file("model.safetensors.index.json"));
    ASSERT_FALSE(notMap);
    EXPECT_EQ(notMap.error().describe(),
              dir.file("model.safetensors.index.json") +
                  ": the safetensors index has no \"weight_map\" object of file names");

    test::writeFile(dir.file("param_name_map.json"),
                    R"({"weight_map": {"zeta.weight": "part1.safetensors", "alpha.bias": )"
                    R"("part0.safetensors", "step_num": "part1.safetensors"}})");
    auto wrong = CheckpointFile::open(dir.file("param_name_map.json"));
    ASSERT_FALSE(wrong);
    EXPECT_EQ(wrong.error().describe(),
              dir.file("part0.safetensors") +
                  ": parameter 'zeta.weight': the index places this parameter in "
                  "'part1.safetensors', not here");
    test::writeFile(dir.file("param_name_map.json"),
                    R"({"weight_map": {"zeta.weight": "part0.safetensors", "alpha.bias": )"
                    R"("part0.safetensors", "step_num": "part1.safetensors", "gone": )"
                    R"("part1.safetensors"}})");
    auto missing = CheckpointFile::open(dir.file("param_name_map.json"));
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().describe(),
              dir.file("param_name_map.json") +
                  ": parameter 'gone': the index places this parameter in 'part1.safetensors', "
                  "which does not hold it");
}

// The Int4 marks never replace the file's own keys: a tensor named crc_num marked "Int4" would
// make the file's CRC unreadable.
TEST(SafetensorsRoundTrip, Int4MarksLeaveTheFilesOwnKeysAlone) {
    SafetensorsMetadata metadata = mindsporeSafetensorsMetadata();
    metadata.emplace_back("remove_redundancy", "True");
    appendInt4Marks({"z.w", "crc_num", "format", "a.w", "remove_redundancy"}, metadata);
    EXPECT_EQ(
        metadata,
        (SafetensorsMetadata{
            {"format", "ms"}, {"remove_redundancy", "True"}, {"a.w", "Int4"}, {"z.w", "Int4"}}));
}

}  // namespace
}  // namespace shardscope
