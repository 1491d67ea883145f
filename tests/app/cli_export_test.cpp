// safetensors and HDF5 through the CLI as scripts use it: export's JSON and exit statuses,
// convert --format, inspect of safetensors files and runs, and every broken safetensors header.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/corpusfile.h"
#include "../core/testutil.h"
#include "synth/demorun.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using test::cli;

TEST(CliExport, JsonContractAndExitStatuses) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    int status = -1;
    const std::string out =
        cli("export " + dir.file("run") + " --merged --to " + dir.file("m.h5") +
                " --params '^backbone\\.' --float32 --compress 1 --json 2>/dev/null",
            &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out);
    EXPECT_EQ(j["format"], "hdf5");
    EXPECT_EQ(j["files"], json::array({dir.file("m.h5")}));
    EXPECT_EQ(j["tensors"], 36);
    EXPECT_GT(j["bytes"], 100000);
    ASSERT_EQ(j["notes"].size(), 1u);
    EXPECT_EQ(j["notes"][0]["kind"], "duplicate");

    const std::string text = cli("export " + dir.file("run") + " --rank 2 --to " +
                                     dir.file("r2.safetensors") + " --crc --max-file-size 200kb",
                                 &status);
    EXPECT_EQ(status, 0) << text;
    EXPECT_EQ(text.rfind("exported 58 tensors (", 0), 0u) << text;
    EXPECT_NE(text.find(" files)\n"), std::string::npos) << text;
    EXPECT_TRUE(fs::exists(dir.file("r2.safetensors.index.json")));

    const std::string usage =
        cli("export " + dir.file("run") + " --to " + dir.file("x.h5") + " 2>&1", &status);
    EXPECT_EQ(status, 2);
    EXPECT_EQ(usage, "shardscope-cli: " + dir.file("run") +
                         ": the run holds 8 ranks: give --rank R to export one rank's slices, or "
                         "--merged for full tensors\n");
    cli("export " + dir.file("nowhere") + " --to " + dir.file("x.h5") + " 2>&1", &status);
    EXPECT_EQ(status, 1);
    cli("export " + dir.file("run") + " --to x.h5 --compress 12 2>&1", &status);
    EXPECT_EQ(status, 2);
}

// Issue 34 #2: rank slices without a strategy are not merged as if they were whole tensors.
TEST(CliExport, MergedSlicesWithoutAStrategyAreRefused) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    fs::create_directory(dir.file("slices"));
    for (int r = 0; r < 8; ++r) {
        const std::string name = "rank_" + std::to_string(r);
        fs::copy(dir.file("run/" + name), dir.file("slices/" + name), fs::copy_options::recursive);
    }
    const auto refused =
        test::cliOutput("export " + dir.file("slices") + " --merged --to " + dir.file("m.h5"));
    EXPECT_EQ(refused.status, 2);
    EXPECT_EQ(refused.text,
              "shardscope-cli: " + dir.file("slices") +
                  ": give a strategy (--strategy) to merge the slices of the run's 8 ranks, or "
                  "--rank R to export one rank's slices: no strategy was given or found beside "
                  "the rank folders\n");
    EXPECT_FALSE(fs::exists(dir.file("m.h5")));
    const auto named =
        test::cliOutput("export " + dir.file("slices") + " --merged --strategy " +
                        dir.file("run/strategy.ckpt") + " --to " + dir.file("m.h5") + " --json");
    EXPECT_EQ(named.status, 0) << named.text;
    EXPECT_TRUE(fs::exists(dir.file("m.h5")));
}

TEST(CliExport, ConvertFormatAndInspectSafetensors) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    const std::string strategy = dir.file("run/strategy.ckpt");
    int status = -1;
    const std::string plan = cli("plan --src " + dir.file("run") + " --src-strategy " + strategy +
                                     " --format safetensors --json",
                                 &status);
    ASSERT_EQ(status, 0) << plan;
    EXPECT_EQ(json::parse(plan)["format"], "safetensors");
    const std::string out =
        cli("convert --src " + dir.file("run") + " --dst " + dir.file("st") + " --src-strategy " +
                strategy + " --dst-strategy " + strategy + " --format safetensors --crc --verify",
            &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("verified "), std::string::npos);
    EXPECT_TRUE(fs::exists(dir.file("st/rank_7/checkpoint_7.safetensors")));
    const std::string one =
        cli("inspect --json " + dir.file("st/rank_7/checkpoint_7.safetensors"), &status);
    ASSERT_EQ(status, 0) << one;
    const json j = json::parse(one);
    EXPECT_EQ(j["format"], "safetensors");
    EXPECT_EQ(j["crc"], "ok");
    EXPECT_EQ(j["metadata"]["format"], "ms");
    EXPECT_TRUE(fs::exists(dir.file("st/strategy.ckpt")));  // convert wrote it beside the ranks
    const std::string run = cli("inspect --json " + dir.file("st"), &status);
    ASSERT_EQ(status, 0) << run;
    const json r = json::parse(run);
    ASSERT_EQ(r["ranks"].size(), 8u);
    EXPECT_EQ(r["ranks"][0]["format"], "safetensors");
    EXPECT_GT(r["ranks"][0]["tensors"], 10);
    cli("convert --src " + dir.file("run") + " --dst " + dir.file("x") + " --src-strategy " +
            strategy + " --format hdf5 2>&1",
        &status);
    EXPECT_EQ(status, 2);
}

TEST(CliExport, EveryBrokenSafetensorsHeader) {
    const auto cases = test::readCorpus(test::dataPath("broken-safetensors/expected.tsv"));
    ASSERT_EQ(cases.size(), 37u);
    for (const test::CorpusCase& c : cases) {
        SCOPED_TRACE(c.file);
        const std::string path = test::dataPath("broken-safetensors/" + c.file);
        int status = -1;
        const std::string err = cli("inspect --json '" + path + "' 2>&1 >/dev/null", &status);
        EXPECT_EQ(status, c.exitStatus);
        EXPECT_EQ(err, "shardscope-cli: " + path + ": " + c.message + "\n");
    }
}

}  // namespace
}  // namespace shardscope
