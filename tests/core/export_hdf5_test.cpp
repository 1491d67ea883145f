// HDF5 export: h5py reads every value and shape back, with the attributes that describe the
// layout; uncompressed exports open again as a checkpoint, alone or as a run folder.
#include <gtest/gtest.h>

#include <filesystem>

#include "convert/executor.h"
#include "convert/planner.h"
#include "exporthelpers.h"
#include "formats/runfolder.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
#include "run/rundiscovery.h"
#include "synth/demorun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

std::vector<uint8_t> float32Of(const std::vector<uint8_t>& bf16) {
    std::vector<uint8_t> out;
    for (size_t i = 0; i + 1 < bf16.size(); i += 2) {
        out.insert(out.end(), {0, 0, bf16[i], bf16[i + 1]});
    }
    return out;
}

TEST(ExportHdf5, EveryDtypeReadByH5pyAndBackByUs) {
    test::TempDir dir;
    const std::string ckpt = dir.file("all.ckpt");
    test::writeDtypeCheckpoint(ckpt);
    ExportRequest request;
    request.float32 = true;
    auto result = test::exportTo(ckpt, dir.file("all.h5"), request);
    ASSERT_TRUE(result) << result.error().describe();
    EXPECT_EQ(result->tensors, test::dtypeCases().size() + 1);
    const json h5 = test::runPython("read_h5.py", dir.file("all.h5"));
    EXPECT_EQ(h5["attrs"]["shardscope_export"], "1");
    EXPECT_EQ(h5["attrs"]["merged"], 0);
    const char* numpyNames[] = {"float32",   "float16", "uint16",  "float64", "int8",   "int16",
                                "int32",     "uint8",   "uint16",  "uint32",  "uint64", "bool",
                                "complex64", "int8",    "float32", "int64",   "float32"};
    const auto cases = test::dtypeCases();
    for (size_t i = 0; i < cases.size(); ++i) {
        const test::DtypeCase& c = cases[i];
        SCOPED_TRACE(c.name);
        const json* d = test::datasetNamed(h5, c.name);
        ASSERT_NE(d, nullptr);
        EXPECT_EQ((*d)["content"], test::hexOf(c.content));
        EXPECT_EQ((*d)["dtype"], numpyNames[i]);
        EXPECT_EQ((*d)["attrs"]["mindspore_dtype"], c.dtype);
        EXPECT_EQ((*d)["attrs"]["order"], i);
        if (c.name == "old_scalar") {
            EXPECT_EQ((*d)["shape"], json::array());
        } else {
            EXPECT_EQ((*d)["shape"], c.dims);
        }
    }
    EXPECT_EQ(test::datasetNamed(h5, "net.w.f32")->at("path"), "net/w/f32");
    const json* bf16 = test::datasetNamed(h5, "net.w.bf16");
    EXPECT_EQ((*bf16)["attrs"]["storage"],
              "bfloat16 bits as uint16: the upper half of an IEEE float32");
    EXPECT_EQ((*bf16)["attrs"]["float32_copy"], "/net/w/bf16_float32");
    bool sawCopy = false;
    for (const auto& d : h5["datasets"]) {
        if (d["path"] == "net/w/bf16_float32") {
            sawCopy = true;
            EXPECT_EQ(d["dtype"], "float32");
            EXPECT_EQ(d["content"], test::hexOf(float32Of(cases[2].content)));
            EXPECT_EQ(d["sum"], 1.0 - 2.0 + 3.140625 + 0.0 - 1.0 + 10.0);
            EXPECT_EQ(d["attrs"]["float32_copy_of"], "net.w.bf16");
        }
    }
    EXPECT_TRUE(sawCopy);
    const json* note = test::datasetNamed(h5, "note");
    ASSERT_NE(note, nullptr);
    EXPECT_EQ((*note)["attrs"]["text"], "h\xc3\xa9llo");
    EXPECT_EQ((*note)["attrs"]["mindspore_dtype"], "str");

    // The export opens again as a checkpoint: same names, types, shapes and bytes, in order.
    auto source = CheckpointFile::open(ckpt);
    auto back = CheckpointFile::open(dir.file("all.h5"));
    ASSERT_TRUE(source);
    ASSERT_TRUE(back) << back.error().describe();
    EXPECT_EQ(back->index().format, CheckpointFormat::Hdf5);
    ASSERT_EQ(back->index().tensors.size(), source->index().tensors.size());
    for (size_t i = 0; i < source->index().tensors.size(); ++i) {
        const TensorEntry& a = source->index().tensors[i];
        const TensorEntry& b = back->index().tensors[i];
        SCOPED_TRACE(a.name);
        EXPECT_EQ(a.name, b.name);
        EXPECT_EQ(a.dtypeName, b.dtypeName);
        EXPECT_EQ(a.shape, b.shape);
        EXPECT_EQ(a.kind, b.kind);
        EXPECT_EQ(test::contentOf(*source, a), test::contentOf(*back, b));
    }
    EXPECT_EQ(*back->readString(*back->index().find("note")), "h\xc3\xa9llo");
}

TEST(ExportHdf5, RankSlicesAndMergedTensorsOfARun) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    ExportRequest request;
    request.rank = 5;
    auto rank5 = test::exportTo(dir.file("run"), dir.file("rank5.h5"), request);
    ASSERT_TRUE(rank5) << rank5.error().describe();
    auto model = loadRunFolder(dir.file("run"));
    ASSERT_TRUE(model);
    const json h5 = test::runPython("read_h5.py", dir.file("rank5.h5"));
    EXPECT_EQ(h5["attrs"]["rank"], 5);
    const auto& file5 = model->files[5];
    ASSERT_EQ(h5["datasets"].size(), file5->index().tensors.size());
    for (const TensorEntry& t : file5->index().tensors) {
        SCOPED_TRACE(t.name);
        const json* d = test::datasetNamed(h5, t.name);
        ASSERT_NE(d, nullptr);
        EXPECT_EQ((*d)["content"], test::hexOf(test::contentOf(*file5, t)));
        EXPECT_EQ((*d)["attrs"]["rank"], 5);
        const ParamInfo* p = nullptr;
        for (const ParamInfo& q : model->params) {
            p = q.name == t.name && q.stage == 1 ? &q : p;
        }
        ASSERT_NE(p, nullptr);
        if (p->layout) {
            const Box box = p->layout->storedSlice(5 - 4);
            EXPECT_EQ((*d)["attrs"]["slice_begin"], box.begin);
            EXPECT_EQ((*d)["attrs"]["slice_end"], box.end);
            EXPECT_EQ((*d)["attrs"]["dev_matrix"], p->layout->devMatrix());
            EXPECT_EQ((*d)["attrs"]["stage"], 1);
            EXPECT_EQ((*d)["attrs"]["full_shape"], p->layout->fullShape());
        }
    }

    // Merged: the full tensors, as the converter's merge into one file writes them.
    request = {};
    request.merged = true;
    auto merged = test::exportTo(dir.file("run"), dir.file("merged.h5"), request);
    ASSERT_TRUE(merged) << merged.error().describe();
    ASSERT_EQ(merged->notes.size(), 1u);
    EXPECT_EQ(issueCodeName(merged->notes[0].code), std::string("duplicate"));
    PlanRequest plan;
    plan.srcFolder = dir.file("run");
    plan.srcStrategy = dir.file("run/strategy.ckpt");
    plan.dstFolder = dir.file("one");
    auto planned = test::planFromPath(plan);
    ASSERT_TRUE(planned);
    ASSERT_TRUE(executeConversion(*planned));
    auto one = CheckpointFile::open(dir.file("one/rank_0/checkpoint_0.ckpt"));
    ASSERT_TRUE(one);
    const json m = test::runPython("read_h5.py", dir.file("merged.h5"));
    EXPECT_EQ(m["attrs"]["merged"], 1);
    EXPECT_EQ(m["datasets"].size(), one->index().tensors.size());
    for (const TensorEntry& t : one->index().tensors) {
        SCOPED_TRACE(t.name);
        const json* d = test::datasetNamed(m, t.name);
        ASSERT_NE(d, nullptr);
        EXPECT_EQ((*d)["shape"], t.shape.vec());
        EXPECT_EQ((*d)["content"], test::hexOf(test::contentOf(*one, t)));
    }
}

// A small uncompressed tensor is contiguous (a chunk index per tiny dataset cost HDF5 about 40%
// more, issue 34 #27); one larger than a chunk (4 MiB) is chunked in runs of its C order. Both
// read back in h5py and in place. (1280 rows of 4 KiB: two chunks of 640.)
TEST(ExportHdf5, SmallTensorsAreContiguousAndLargeOnesChunked) {
    test::TempDir dir;
    const std::string ckpt = dir.file("sizes.ckpt");
    std::vector<uint8_t> small(4 * 6), large(size_t{4} * 1280 * 1024);
    for (size_t i = 0; i < small.size(); ++i) {
        small[i] = static_cast<uint8_t>(i);
    }
    for (size_t i = 0; i < large.size(); ++i) {
        large[i] = static_cast<uint8_t>(i * 7 + i / 4096);
    }
    {
        CheckpointWriteOptions options;
        options.readOnly = false;
        auto w = CheckpointWriter::create(ckpt, options);
        ASSERT_TRUE(w);
        ASSERT_TRUE(w->addTensor("net.small", "Int32", {2, 3}, small));
        ASSERT_TRUE(w->addTensor("net.large", "Float32", {1280, 1024}, large));
        ASSERT_TRUE(w->commit());
    }
    auto result = test::exportTo(ckpt, dir.file("sizes.h5"), ExportRequest{});
    ASSERT_TRUE(result) << result.error().describe();
    const json h5 = test::runPython("read_h5.py", dir.file("sizes.h5"));
    const json* s = test::datasetNamed(h5, "net.small");
    const json* l = test::datasetNamed(h5, "net.large");
    ASSERT_NE(s, nullptr);
    ASSERT_NE(l, nullptr);
    EXPECT_EQ((*s)["chunks"], nullptr);
    EXPECT_EQ((*s)["content"], test::hexOf(small));
    EXPECT_EQ((*l)["chunks"], json::array({640, 1024}));
    auto opened = CheckpointFile::open(dir.file("sizes.h5"));
    ASSERT_TRUE(opened) << opened.error().describe();
    const TensorEntry* t = opened->index().find("net.large");
    ASSERT_NE(t, nullptr);
    EXPECT_TRUE(test::contentOf(*opened, *t) == large);
    const TensorEntry* u = opened->index().find("net.small");
    ASSERT_NE(u, nullptr);
    EXPECT_EQ(test::hexOf(test::contentOf(*opened, *u)), test::hexOf(small));
}

TEST(ExportHdf5, CompressedIsReadByH5pyButNotInPlace) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    ExportRequest request;
    request.rank = 0;
    request.compression = 6;
    request.params = "^backbone\\.blocks\\.0\\.";
    auto result = test::exportTo(dir.file("run"), dir.file("z.h5"), request);
    ASSERT_TRUE(result) << result.error().describe();
    EXPECT_EQ(result->tensors, 16u);
    auto rank0 = CheckpointFile::open(discoverRunFolder(dir.file("run"))->rank(0)->file);
    ASSERT_TRUE(rank0);
    const json h5 = test::runPython("read_h5.py", dir.file("z.h5"));
    ASSERT_EQ(h5["datasets"].size(), 16u);
    for (const auto& d : h5["datasets"]) {
        EXPECT_EQ(d["compression"], "gzip");
        const TensorEntry* t = rank0->index().find(d["attrs"]["name"].get<std::string>());
        ASSERT_NE(t, nullptr);
        EXPECT_EQ(d["content"], test::hexOf(test::contentOf(*rank0, *t)));
    }
    auto opened = CheckpointFile::open(dir.file("z.h5"));
    ASSERT_FALSE(opened);
    EXPECT_EQ(opened.error().describe(),
              dir.file("z.h5") +
                  ": parameter 'backbone.blocks.0.attention.dense1.bias': the dataset is "
                  "compressed or filtered, so its bytes cannot be read in place; export it again "
                  "without --compress to open it here");
}

TEST(ExportHdf5, ARunOfExportedRanksConvertsLikeTheOriginal) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    for (int r = 0; r < 8; ++r) {
        const std::string rank = "/rank_" + std::to_string(r);
        fs::create_directories(dir.file("h5run" + rank));
        ExportRequest request;
        request.rank = r;
        request.windowBytes = 4096;
        auto result =
            test::exportTo(dir.file("run"), dir.file("h5run" + rank + "/net.h5"), request);
        ASSERT_TRUE(result) << result.error().describe();
    }
    auto model = loadRunFolder(dir.file("h5run"), dir.file("run/strategy.ckpt"));
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->run.ranks[3].format, "hdf5");
    for (const std::string src : {"run", "h5run"}) {
        PlanRequest plan;
        plan.srcFolder = dir.file(src);
        plan.srcStrategy = dir.file("run/strategy.ckpt");
        plan.dstFolder = dir.file(src + "-merged");
        plan.options.crc = true;
        auto planned = test::planFromPath(plan);
        ASSERT_TRUE(planned) << planned.error().describe();
        EXPECT_TRUE(planned->runnable());
        EXPECT_EQ(planned->options.format, CheckpointFormat::Ckpt);
        auto done = executeConversion(*planned);
        ASSERT_TRUE(done) << done.error().describe();
    }
    EXPECT_TRUE(test::readFile(dir.file("run-merged/rank_0/checkpoint_0.ckpt")) ==
                test::readFile(dir.file("h5run-merged/rank_0/checkpoint_0.ckpt")));
}

TEST(ExportHdf5, NamesThatAreAlsoGroups) {
    test::TempDir dir;
    {
        auto w = CheckpointWriter::create(dir.file("n.ckpt"));
        ASSERT_TRUE(w);
        ASSERT_TRUE(w->addTensor("a.b", "Float32", {1}, test::patternBytes(4, 1)));
        ASSERT_TRUE(w->addTensor("a.b.c", "Float32", {1}, test::patternBytes(4, 2)));
        ASSERT_TRUE(w->addTensor("x..y/z", "Float32", {1}, test::patternBytes(4, 3)));
        ASSERT_TRUE(w->commit());
    }
    ASSERT_TRUE(test::exportTo(dir.file("n.ckpt"), dir.file("n.h5")));
    const json h5 = test::runPython("read_h5.py", dir.file("n.h5"));
    EXPECT_EQ(test::datasetNamed(h5, "a.b")->at("path"), "a/b_");
    EXPECT_EQ(test::datasetNamed(h5, "a.b.c")->at("path"), "a/b/c");
    EXPECT_EQ(test::datasetNamed(h5, "x..y/z")->at("path"), "x/_/y_z");
    auto back = CheckpointFile::open(dir.file("n.h5"));
    ASSERT_TRUE(back) << back.error().describe();
    ASSERT_EQ(back->index().tensors.size(), 3u);
    EXPECT_EQ(back->index().tensors[0].name, "a.b");
    EXPECT_EQ(back->index().tensors[2].name, "x..y/z");
}

}  // namespace
}  // namespace shardscope
