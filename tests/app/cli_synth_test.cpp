// `shardscope-cli synth` as users and scripts run it: one summary line, a run folder that
// inspect reads, one-line errors with exit status 1.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;

using test::cliAll;

TEST(CliSynth, TinyPresetWritesARunThatInspectReads) {
    test::TempDir dir;
    const std::string out = dir.file("run");
    int status = -1;
    const std::string line = cliAll("synth --out " + out + " --preset tiny", &status);
    ASSERT_EQ(status, 0) << line;
    EXPECT_EQ(line.rfind("synth tiny: 8 ranks (dp 2 x mp 2 x pp 2, opt-shard 0, Float32), "
                         "36 parameters (141056 elements), ",
                         0),
              0u)
        << line;
    EXPECT_EQ(std::count(line.begin(), line.end(), '\n'), 1);

    const std::string report = cliAll("inspect --json " + out, &status);
    ASSERT_EQ(status, 0) << report;
    const json j = json::parse(report);
    EXPECT_EQ(j["format"], "run");
    ASSERT_EQ(j["ranks"].size(), 8u);
    for (size_t r = 0; r < 8; ++r) {
        EXPECT_EQ(j["ranks"][r]["rank"], r);
        EXPECT_EQ(j["ranks"][r]["file"], out + "/rank_" + std::to_string(r) + "/synth-2_250.ckpt");
        EXPECT_FALSE(j["ranks"][r].contains("error")) << j["ranks"][r];
        EXPECT_FALSE(j["ranks"][r].contains("alternatives")) << j["ranks"][r];
    }
    EXPECT_EQ(j["strategy_candidates"], json::array({out + "/strategy.ckpt"}));
    // log/ and strategy/ are known companions of rank folders: no warning.
    EXPECT_TRUE(j["warnings"].empty()) << j["warnings"];

    const std::string strategy = cliAll("inspect --json " + out + "/strategy.ckpt", &status);
    ASSERT_EQ(status, 0) << strategy;
    const json s = json::parse(strategy);
    EXPECT_EQ(s["merged"], true);
    EXPECT_EQ(s["stages"], json::array({0, 1}));
    EXPECT_TRUE(s["warnings"].empty()) << s["warnings"];
}

TEST(CliSynth, FlagsOverrideThePreset) {
    test::TempDir dir;
    int status = -1;
    const std::string line = cliAll("synth --out " + dir.file("run") +
                                        " --preset tiny --dp 4 --mp 1 --pp 1 --opt-shard 2 "
                                        "--dtype bf16 --layers 3 --hidden 32 --vocab 256 --seed 9",
                                    &status);
    ASSERT_EQ(status, 0) << line;
    EXPECT_NE(line.find("4 ranks (dp 4 x mp 1 x pp 1, opt-shard 2, BFloat16)"), std::string::npos)
        << line;
    const json j =
        json::parse(cliAll("inspect --json " + dir.file("run/rank_3/synth-2_250.ckpt"), &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["tensors"][0]["name"], "backbone.embedding.word_embedding.embedding_table");
    EXPECT_EQ(j["tensors"][0]["dtype"], "BFloat16");
    EXPECT_EQ(j["tensors"][0]["shape"], json::array({128, 32}));  // 256 rows cut by the shard
}

TEST(CliSynth, BadArgumentsFailWithOneLine) {
    test::TempDir dir;
    int status = -1;
    std::string out = cliAll("synth --out " + dir.file("a") + " --preset tiny --mp 3", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: model parallel (mp) 3 does not divide the hidden size 64\n");

    out = cliAll("synth --out " + dir.file("b") + " --preset tiny --opt-shard 2 --vocab 511",
                 &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out,
              "shardscope-cli: parameter 'backbone.embedding.word_embedding.embedding_table': "
              "optimizer shard size 2 does not divide the model-parallel slice's dimension 0 "
              "(511)\n");

    out = cliAll("synth --out " + dir.file("c") + " --preset enormous", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(
        out, "shardscope-cli: unknown preset 'enormous' (expected tiny, small, medium or large)\n");

    out = cliAll("synth --out " + dir.file("d") + " --preset tiny --dtype int8", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: unknown dtype 'int8' (expected fp32, fp16 or bf16)\n");

    test::writeFile(dir.file("e"), "");
    out = cliAll("synth --out " + dir.file("e") + " --preset tiny", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: " + dir.file("e") + ": exists and is not a folder\n");

    std::filesystem::create_directory(dir.file("f"));
    test::writeFile(dir.file("f/notes.txt"), "mine");
    out = cliAll("synth --out " + dir.file("f") + " --preset tiny", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: " + dir.file("f") +
                       ": the folder is not empty; refusing to mix a synthetic run into it "
                       "(choose a new or empty folder, or let it replace same-named files "
                       "(--force))\n");
    out = cliAll("synth --out " + dir.file("f") + " --preset tiny --force", &status);
    EXPECT_EQ(status, 0) << out;

    out = cliAll("synth --preset tiny", &status);
    EXPECT_EQ(status, 2) << out;  // usage: --out is required
}

}  // namespace
}  // namespace shardscope
