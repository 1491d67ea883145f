// safetensors and .npy exports, read back by independent Python readers; what a request that
// cannot be carried out says.
#include <gtest/gtest.h>

#include <filesystem>

#include "exporthelpers.h"
#include "inspect/rundocument.h"
#include "synth/demorun.h"
#include "synth/synthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

TEST(ExportSafetensors, EveryStorableDtypeAndTheStringLeftOut) {
    test::TempDir dir;
    test::writeDtypeCheckpoint(dir.file("all.ckpt"));
    ExportRequest request;
    request.crc = true;
    auto result = test::exportTo(dir.file("all.ckpt"), dir.file("all.safetensors"), request);
    ASSERT_TRUE(result) << result.error().describe();
    ASSERT_EQ(result->notes.size(), 1u);
    EXPECT_EQ(result->notes[0].text(),
              "parameter 'note' is a str entry, which safetensors cannot store; left out");
    const json py = test::runPython("read_safetensors.py", dir.file("all.safetensors"));
    EXPECT_EQ(py["crc"], "ok");
    EXPECT_TRUE(py["keys_sorted"].get<bool>());
    // MindSpore 2.7's form of a qint4x2 tensor: I8 bytes, marked in __metadata__.
    EXPECT_EQ(py["metadata"]["quant.w"], "Int4");
    EXPECT_EQ(py["metadata"]["format"], "ms");
    const auto cases = test::dtypeCases();
    ASSERT_EQ(py["tensors"].size(), cases.size());
    size_t i = 0;
    for (const test::DtypeCase& c : cases) {
        SCOPED_TRACE(c.name);
        const json& t = py["tensors"][i++];
        EXPECT_EQ(t["name"], c.name);
        EXPECT_EQ(t["content"], test::hexOf(c.content));
        EXPECT_EQ(t["shape"], c.name == "old_scalar" ? std::vector<int64_t>{} : c.dims);
        if (c.dtype == "Int4") {
            EXPECT_EQ(t["dtype"], "I8");
        }
    }
    EXPECT_EQ(py["tensors"][0]["dtype"], "F32");
    EXPECT_EQ(py["tensors"][2]["dtype"], "BF16");
    // Read back, the mark makes it Int4 again.
    auto back = CheckpointFile::open(dir.file("all.safetensors"));
    ASSERT_TRUE(back) << back.error().describe();
    bool found = false;
    for (const TensorEntry& t : back->index().tensors) {
        if (t.name == "quant.w") {
            found = true;
            EXPECT_EQ(t.dtype, DType::Int4);
            EXPECT_EQ(t.dtypeName, "Int4");
            EXPECT_EQ(t.bytes, 3u);
        } else if (t.name == "ints.i8") {
            EXPECT_EQ(t.dtype, DType::Int8);
        }
    }
    EXPECT_TRUE(found);
}

TEST(ExportSafetensors, MergedRunInPartsOpensAsOneCheckpoint) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    ExportRequest request;
    request.merged = true;
    request.maxFileBytes = 400000;
    auto result = test::exportTo(dir.file("run"), dir.file("out/model.safetensors"), request);
    ASSERT_TRUE(result) << result.error().describe();
    ASSERT_GE(result->files.size(), 4u);
    EXPECT_EQ(result->files.back(), dir.file("out/model.safetensors.index.json"));
    auto set = CheckpointFile::open(dir.file("out/model.safetensors.index.json"));
    ASSERT_TRUE(set) << set.error().describe();
    EXPECT_EQ(set->index().tensors.size(), result->tensors);
    // The same tensors as the HDF5 merged export holds.
    request.maxFileBytes = 0;
    ASSERT_TRUE(test::exportTo(dir.file("run"), dir.file("merged.h5"), request));
    auto h5 = CheckpointFile::open(dir.file("merged.h5"));
    ASSERT_TRUE(h5) << h5.error().describe();
    ASSERT_EQ(h5->index().tensors.size(), set->index().tensors.size());
    for (size_t i = 0; i < h5->index().tensors.size(); ++i) {
        const TensorEntry& a = h5->index().tensors[i];
        const TensorEntry& b = set->index().tensors[i];
        EXPECT_EQ(a.name, b.name);
        EXPECT_EQ(a.shape, b.shape);
        EXPECT_TRUE(test::contentOf(*h5, a) == test::contentOf(*set, b)) << a.name;
    }
    const json py =
        test::runPython("read_safetensors.py", dir.file("out/model.safetensors.index.json"));
    EXPECT_EQ(py["tensors"].size(), result->tensors);
}

TEST(ExportNpy, OneTensorRawOrAsFloat32) {
    test::TempDir dir;
    test::writeDtypeCheckpoint(dir.file("all.ckpt"));
    ExportRequest request;
    request.param = "net.w.bf16";
    auto raw = test::exportTo(dir.file("all.ckpt"), dir.file("raw.npy"), request);
    ASSERT_TRUE(raw) << raw.error().describe();
    ASSERT_EQ(raw->notes.size(), 1u);
    EXPECT_EQ(issueCodeName(raw->notes[0].code), std::string("raw-bits"));
    request.float32 = true;
    ASSERT_TRUE(test::exportTo(dir.file("all.ckpt"), dir.file("f32.npy"), request));
    request = {};
    request.param = "note";
    ASSERT_TRUE(test::exportTo(dir.file("all.ckpt"), dir.file("note.npy"), request));
    request.param = "global_step";
    ASSERT_TRUE(test::exportTo(dir.file("all.ckpt"), dir.file("step.npy"), request));
    request.param = "flags";
    ASSERT_TRUE(test::exportTo(dir.file("all.ckpt"), dir.file("flags.npy"), request));
    int status = -1;
    const std::string out =
        test::runCommand(std::string(SHARDSCOPE_PYTHON) +
                             " -c \"import numpy as np, sys\n"
                             "for n in ['raw', 'f32', 'note', 'step', 'flags']:\n"
                             "    a = np.load(sys.argv[1] + '/' + n + '.npy')\n"
                             "    print(n, a.dtype, a.shape, a.tolist())\" " +
                             dir.path(),
                         &status);
    EXPECT_EQ(status, 0);
    const auto step = test::dtypeCases()[15].content;
    int64_t stepValue = 0;
    std::memcpy(&stepValue, step.data(), 8);
    EXPECT_EQ(out,
              "raw uint16 (3, 2) [[16256, 49152], [16457, 0], [49024, 16672]]\n"
              "f32 float32 (3, 2) [[1.0, -2.0], [3.140625, 0.0], [-1.0, 10.0]]\n"
              "note <U5 () h\xc3\xa9llo\n"
              "step int64 () " +
                  std::to_string(stepValue) +
                  "\n"
                  "flags bool (3,) [True, False, True]\n");
}

TEST(ExportRequests, WhatCannotBeDoneIsSaidExactly) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    test::writeDtypeCheckpoint(dir.file("all.ckpt"));
    auto expectError = [&](const std::string& source, const std::string& out,
                           const ExportRequest& request, const std::string& message) {
        auto result = test::exportTo(source, out, request);
        ASSERT_FALSE(result) << out;
        EXPECT_EQ(result.error().describe(), message);
        EXPECT_FALSE(fs::exists(out));
        EXPECT_FALSE(fs::exists(out + ".tmp"));
    };
    ExportRequest none;
    expectError(dir.file("run"), dir.file("a.h5"), none,
                dir.file("run") +
                    ": the run holds 8 ranks: give --rank R to export one rank's slices, or "
                    "--merged for full tensors");
    expectError(dir.file("all.ckpt"), dir.file("a.txt"), none,
                dir.file("a.txt") + ": the output must end in .h5, .hdf5, .safetensors or .npy");
    expectError(dir.file("all.ckpt"), dir.file("a.npy"), none,
                dir.file("a.npy") + ": a .npy file holds one tensor: name it with --param");
    ExportRequest missing;
    missing.param = "nope";
    expectError(dir.file("all.ckpt"), dir.file("a.npy"), missing,
                dir.file("all.ckpt") + ": parameter 'nope': no parameter of that name");
    ExportRequest badRegex;
    badRegex.params = "([";
    expectError(dir.file("all.ckpt"), dir.file("a.h5"), badRegex,
                "--params '([' is not a valid regular expression");
    ExportRequest rank9;
    rank9.rank = 9;
    expectError(dir.file("run"), dir.file("a.h5"), rank9,
                dir.file("run") + ": rank 9: the run has no readable checkpoint for this rank");
    // The rank folders without the strategy beside them: plan and convert refuse them too.
    fs::create_directory(dir.file("slices"));
    for (int r = 0; r < 8; ++r) {
        const std::string name = "rank_" + std::to_string(r);
        fs::copy(dir.file("run/" + name), dir.file("slices/" + name), fs::copy_options::recursive);
    }
    ExportRequest merged;
    merged.merged = true;
    expectError(dir.file("slices"), dir.file("a.h5"), merged,
                dir.file("slices") +
                    ": give a strategy (--strategy) to merge the slices of the run's 8 ranks, or "
                    "--rank R to export one rank's slices: no strategy was given or found beside "
                    "the rank folders");
    expectError(dir.file("run/strategy.ckpt"), dir.file("a.h5"), none,
                dir.file("run/strategy.ckpt") +
                    ": nothing to export: no checkpoint data here (a strategy holds layouts only)");
}

TEST(ExportRequests, CancelledLeavesNothing) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    for (const std::string out : {"c.h5", "c.safetensors"}) {
        std::stop_source stop;
        ExportRequest request;
        request.source = dir.file("run");
        request.output = dir.file(out);
        request.merged = true;
        request.windowBytes = 4096;
        size_t calls = 0;
        auto result = exportPath(request, stop.get_token(), [&](const ExportProgress& p) {
            if (++calls == 20) {
                stop.request_stop();
            }
            EXPECT_LE(p.done, p.total);
        });
        ASSERT_FALSE(result);
        EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
        EXPECT_FALSE(fs::exists(dir.file(out)));
        EXPECT_FALSE(fs::exists(dir.file(out) + ".tmp"));
    }
}

// The window's source is exported as it was loaded (documents in): at the step it shows, not
// opened again at the step history would recommend.
TEST(ExportRequests, ALoadedRunIsExportedAsLoaded) {
    test::TempDir dir;
    SynthConfig config;
    config.saves = 2;  // synth-1_250 and synth-2_250 on every rank; the newest is recommended
    ASSERT_TRUE(writeSynthRun(dir.file("run"), config));
    LoadOptions older;
    older.step = "1_250";
    auto model = loadRunFolder(dir.file("run"), older);
    ASSERT_TRUE(model) << model.error().describe();
    ExportRequest request;
    request.source = dir.file("run");
    request.output = dir.file("loaded.safetensors");
    request.merged = true;
    ASSERT_TRUE(runExport(std::make_shared<const RunDocument>(std::move(*model)), request));
    ExportRequest reopened;
    reopened.merged = true;
    reopened.step = "1_250";
    ASSERT_TRUE(test::exportTo(dir.file("run"), dir.file("older.safetensors"), reopened));
    reopened.step.clear();
    ASSERT_TRUE(test::exportTo(dir.file("run"), dir.file("newest.safetensors"), reopened));
    const std::string loaded = test::readFile(dir.file("loaded.safetensors"));
    EXPECT_TRUE(loaded == test::readFile(dir.file("older.safetensors")));
    EXPECT_FALSE(loaded == test::readFile(dir.file("newest.safetensors")));
}

// The exporter takes the run as loaded and never opens its path (documents in): a run whose
// folder was renamed away after it was loaded exports byte for byte as it would have there,
// while the path alone names nothing any more.
TEST(ExportRequests, ALoadedRunIsNotOpenedAgain) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    ExportRequest before;
    before.merged = true;
    ASSERT_TRUE(test::exportTo(dir.file("run"), dir.file("before.safetensors"), before));
    auto model = loadRunFolder(dir.file("run"));
    ASSERT_TRUE(model) << model.error().describe();
    const auto run = std::make_shared<const RunDocument>(std::move(*model));
    fs::rename(dir.file("run"), dir.file("moved"));
    ExportRequest request;
    request.source = dir.file("run");
    request.output = dir.file("after.safetensors");
    request.merged = true;
    auto exported = runExport(run, request);
    ASSERT_TRUE(exported) << exported.error().describe();
    EXPECT_EQ(exported->files, std::vector<std::string>{dir.file("after.safetensors")});
    EXPECT_TRUE(test::readFile(dir.file("after.safetensors")) ==
                test::readFile(dir.file("before.safetensors")));
    // The path is what the command line starts from: it is gone.
    request.output = dir.file("again.safetensors");
    auto reopened = exportPath(request);
    ASSERT_FALSE(reopened);
    EXPECT_FALSE(fs::exists(dir.file("again.safetensors")));
}

}  // namespace
}  // namespace shardscope
