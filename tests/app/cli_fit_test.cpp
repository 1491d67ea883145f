// shardscope-cli fit (docs/cli.md): the memory of every card and the communication of every
// group for one training step, through the real program.
#include <gtest/gtest.h>

#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "synth/synthrun.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using test::CommandOutput;

class CliFit : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        ASSERT_TRUE(writeSynthRun(run(), SynthConfig{}));  // the demo: 2 stages x [2, 2]
    }
    static void TearDownTestSuite() { delete s_dir; }
    static std::string run() { return s_dir->file("run"); }

    static inline test::TempDir* s_dir = nullptr;
};

TEST_F(CliFit, ARunAndThePresetOfItsNetworkGiveTheSameBytes) {
    const CommandOutput fromRun =
        test::cliOutput("fit --json --src " + run() + " --seq 128 --heads 4");
    ASSERT_EQ(fromRun.status, 0) << fromRun.text;
    const CommandOutput fromPreset =
        test::cliOutput("fit --json --model demo --simulate dp=2,mp=2,pp=2");
    ASSERT_EQ(fromPreset.status, 0) << fromPreset.text;
    const auto a = nlohmann::json::parse(fromRun.text);
    const auto b = nlohmann::json::parse(fromPreset.text);
    ASSERT_EQ(a["ranks"].size(), 8u);
    for (size_t r = 0; r < 8; ++r) {
        // The run's files also hold four training scalars (24 bytes) the preset has not.
        EXPECT_EQ(a["ranks"][r]["bytes"]["parameters"], b["ranks"][r]["bytes"]["parameters"]);
        EXPECT_EQ(a["ranks"][r]["bytes"]["gradients"], b["ranks"][r]["bytes"]["gradients"]);
        EXPECT_EQ(a["ranks"][r]["bytes"]["optimizer"].get<uint64_t>(),
                  b["ranks"][r]["bytes"]["optimizer"].get<uint64_t>() + 24);
        EXPECT_EQ(a["ranks"][r]["bytes"]["activations"], b["ranks"][r]["bytes"]["activations"]);
        EXPECT_EQ(a["ranks"][r]["stage"], r / 4);
        EXPECT_EQ(a["ranks"][r]["fits"], true);
    }
    EXPECT_EQ(a["fits"], true);
    EXPECT_EQ(a["groups"], b["groups"]);
    for (const char* key :
         {"fits", "device_memory", "peak", "network", "workload", "target", "activations_known",
          "stages", "ranks", "groups", "communication", "issues"}) {
        EXPECT_TRUE(a.contains(key)) << key;
    }
    std::set<std::string> kinds;
    for (const auto& g : a["groups"]) {
        kinds.insert(g["kind"].get<std::string>());
    }
    EXPECT_EQ(kinds, (std::set<std::string>{"data_parallel", "model_parallel", "pipeline"}));
}

TEST_F(CliFit, TextLeadsWithStagesAndEndsWithTheHeadline) {
    const CommandOutput out = test::cliOutput("fit --src " + run());
    ASSERT_EQ(out.status, 0) << out.text;
    EXPECT_NE(out.text.find("STAGE  RANKS  LAYERS  PARAMETERS"), std::string::npos) << out.text;
    EXPECT_NE(out.text.find("warning: activations are not counted: the sequence length is not "
                            "known (give --seq)\n"),
              std::string::npos)
        << out.text;
    EXPECT_NE(out.text.find("\nfits: peak "), std::string::npos) << out.text;
    EXPECT_NE(out.text.find(" on stage 0 (rank 0) (activations not counted: the sequence length "
                            "is not known (give --seq))\n"),
              std::string::npos)
        << out.text;
}

TEST_F(CliFit, ACardTooSmallFailsAndNamesTheRank) {
    const CommandOutput out =
        test::cliOutput("fit --src " + run() + " --seq 128 --heads 4 --device-memory 1000000");
    EXPECT_EQ(out.status, 1) << out.text;
    EXPECT_NE(out.text.find("does not fit: stage 0 (rank 0) needs 1.7 MiB of 976.6 KiB"),
              std::string::npos)
        << out.text;
}

TEST_F(CliFit, ASimulatedTargetOfTheRunIsFitted) {
    const CommandOutput out = test::cliOutput("fit --json --src " + run() +
                                              " --simulate dp=1,mp=4,pp=2 --seq 128 --heads 4");
    ASSERT_EQ(out.status, 0) << out.text;
    const auto j = nlohmann::json::parse(out.text);
    EXPECT_EQ(j["target"]["cards"], 8);
    EXPECT_EQ(j["stages"][0]["tensor_parallel"], 4);
}

TEST_F(CliFit, PlanAndConvertPrintTheFitHeadlineOfTheirTarget) {
    const std::string target = " --simulate dp=1,mp=4,pp=2 --seq 128 --heads 4";
    const CommandOutput fit = test::cliOutput("fit --src " + run() + target);
    ASSERT_EQ(fit.status, 0) << fit.text;
    const std::string headline = fit.text.substr(fit.text.rfind("fits: peak"));
    EXPECT_EQ(headline, "fits: peak 1.2 MiB of 64.0 GiB on stage 0 (rank 0)\n");
    const CommandOutput plan = test::cliOutput("plan --src " + run() + target);
    ASSERT_EQ(plan.status, 0) << plan.text;
    EXPECT_NE(plan.text.find("\nmemory per card: " + headline), std::string::npos) << plan.text;
    test::TempDir out;
    const CommandOutput convert =
        test::cliOutput("convert --src " + run() + target + " --dst " + out.file("dst"));
    ASSERT_EQ(convert.status, 0) << convert.text;
    EXPECT_NE(convert.text.find("memory per card: " + headline), std::string::npos) << convert.text;
    // Too small a card is said before anything is written (and the conversion still runs: a
    // target may be meant for inference).
    const CommandOutput small =
        test::cliOutput("plan --json --src " + run() + target + " --device-memory 1000000");
    ASSERT_EQ(small.status, 0) << small.text;
    const auto j = nlohmann::json::parse(small.text);
    EXPECT_EQ(j["fit"]["fits"], false);
    EXPECT_EQ(j["fit"]["headline"], "does not fit: stage 0 (rank 0) needs 1.2 MiB of 976.6 KiB");
    // The headline's stable code beside its words (issue 32).
    EXPECT_EQ(j["fit"]["headline_code"], "fit-does-not-fit");
    EXPECT_FALSE(j["fit"].contains("activations_unknown_code"));
}

// A run's search says why a split is refused in the preset's words (the refusal is the
// network's error, its template and arguments; issue 32).
TEST_F(CliFit, ARunsSearchSaysWhyASplitIsRefused) {
    const CommandOutput out =
        test::cliOutput("fit --src " + run() + " --heads 4 --search --cards 8 --device-memory 1GB");
    ASSERT_EQ(out.status, 0) << out.text;
    EXPECT_NE(out.text.find("refused for the network's dimensions:\n  dp=1,mp=8,pp=1: model "
                            "parallel 8 does not divide the 4 attention heads\n"),
              std::string::npos)
        << out.text;
}

// Why activations are not counted has a code too, in fit's and plan's JSON (issue 32).
TEST_F(CliFit, WhyActivationsAreNotCountedHasACode) {
    CommandOutput out = test::cliOutput("fit --json --src " + run());
    ASSERT_EQ(out.status, 0) << out.text;
    auto j = nlohmann::json::parse(out.text);
    EXPECT_EQ(j["activations_unknown_because"], "the sequence length is not known (give --seq)");
    EXPECT_EQ(j["activations_unknown_code"], "activations-no-seq");
    out = test::cliOutput("plan --json --src " + run() + " --simulate dp=1,mp=4,pp=2");
    ASSERT_EQ(out.status, 0) << out.text;
    j = nlohmann::json::parse(out.text);
    EXPECT_EQ(j["fit"]["headline_code"], "fit-fits");
    EXPECT_EQ(j["fit"]["activations_unknown_code"], "activations-no-seq");
    EXPECT_NE(j["fit"]["headline"].get<std::string>().find(
                  " (activations not counted: the sequence length is not known (give --seq))"),
              std::string::npos)
        << j["fit"];
}

TEST(CliFitConfig, AMindFormersYamlGivesNetworkSplitAndStep) {
    const std::string yaml = std::string(SHARDSCOPE_TEST_DATA) + "/fit/llama2_70b_32p.yaml";
    CommandOutput out = test::cliOutput("fit --json --model " + yaml);
    ASSERT_EQ(out.status, 0) << out.text;
    auto j = nlohmann::json::parse(out.text);
    EXPECT_EQ(j["target"]["cards"], 64);
    EXPECT_EQ(j["target"]["stages"], 8);
    EXPECT_EQ(j["workload"]["micro_batches"], 128);
    EXPECT_EQ(j["workload"]["sequence_parallel"], true);
    EXPECT_EQ(j["workload"]["flash_attention"], true);
    EXPECT_EQ(j["network"]["source"], yaml);
    EXPECT_EQ(j["network"]["ffn"], 28416);
    // Flags win over the file.
    out = test::cliOutput("fit --json --model " + yaml +
                          " --simulate dp=1,mp=8,pp=8 --micro-batches 16 --recompute full");
    ASSERT_EQ(out.status, 0) << out.text;
    j = nlohmann::json::parse(out.text);
    EXPECT_EQ(j["workload"]["micro_batches"], 16);
    EXPECT_EQ(j["workload"]["recompute"], "full");
    EXPECT_EQ(j["stages"][0]["tensor_parallel"], 8);
    // A YAML without a model is said so.
    test::TempDir dir;
    const std::string bare = dir.file("bare.yaml");
    test::writeFile(bare, "seed: 0\n");
    out = test::cliOutput("fit --model " + bare);
    EXPECT_EQ(out.status, 1);
    EXPECT_EQ(out.text, "shardscope-cli: " + bare +
                            ": model.model_config gives no hidden_size, num_layers and "
                            "vocab_size: not a MindFormers model configuration\n");
}

TEST_F(CliFit, TheYamlBesideARunGivesWhatTheCheckpointCannot) {
    test::TempDir dir;
    const std::string copy = dir.file("run");
    std::filesystem::copy(run(), copy, std::filesystem::copy_options::recursive);
    test::writeFile(copy + "/run_gpt2.yaml",
                    "model:\n  model_config:\n    seq_length: 128\n    num_heads: 4\n");
    const CommandOutput out = test::cliOutput("fit --json --src " + copy);
    ASSERT_EQ(out.status, 0) << out.text;
    const auto j = nlohmann::json::parse(out.text);
    EXPECT_EQ(j["activations_known"], true);
    EXPECT_EQ(j["workload"]["seq"], 128);
    EXPECT_EQ(j["network"]["heads"], 4);
    EXPECT_EQ(j["network"]["source"], copy + " with " + copy + "/run_gpt2.yaml");
}

TEST(CliFitUsage, MistakesAreSaidInOneLine) {
    CommandOutput out = test::cliOutput("fit --seq 128");
    EXPECT_EQ(out.status, 2);
    EXPECT_EQ(out.text,
              "shardscope-cli: give the network with --src RUN or --model PRESET (gpt3-175b, "
              "llama2-7b, llama2-13b, llama2-70b, demo), one of them\n");
    out = test::cliOutput("fit --model gpt5");
    EXPECT_EQ(out.status, 2);
    EXPECT_EQ(out.text,
              "shardscope-cli: unknown model 'gpt5' (expected gpt3-175b, llama2-7b, llama2-13b, "
              "llama2-70b, demo) or a MindFormers YAML file\n");
    out = test::cliOutput("fit --model demo --simulate dp=1,mp=3");
    EXPECT_EQ(out.status, 1);
    EXPECT_EQ(out.text,
              "shardscope-cli: --simulate dp=1,mp=3,pp=1: model parallel 3 does not divide the 4 "
              "attention heads\n");
    out = test::cliOutput("fit --model demo --simulate dp=1,tp=2");
    EXPECT_EQ(out.status, 2);
    EXPECT_EQ(out.text,
              "shardscope-cli: --simulate: unknown axis 'tp' (a preset's axes are dp, mp, pp and "
              "opt)\n");
    out = test::cliOutput("fit --model demo --search");
    EXPECT_EQ(out.status, 2);
    EXPECT_EQ(out.text,
              "shardscope-cli: --search needs --cards N and explores the splits itself (no "
              "--simulate or --dst-strategy)\n");
}

TEST(CliFitSearch, TheOnlySplitThatFitsIsBestAndTheRestSayWhy) {
    // Hand-derived in tests/core/fit_model_test.cpp (FitSearch.TheOnlySplitThatFitsComesFirst).
    CommandOutput out = test::cliOutput(
        "fit --json --model demo --search --cards 2 --device-memory 1700000 --recompute full");
    ASSERT_EQ(out.status, 0) << out.text;
    const auto j = nlohmann::json::parse(out.text);
    ASSERT_EQ(j["candidates"].size(), 5u);  // 4 splits, and mp=2 with sequence parallelism
    const auto& best = j["candidates"][0];
    EXPECT_EQ(best["simulate"], "dp=1,mp=1,pp=2");
    EXPECT_EQ(best["fits"], true);
    EXPECT_EQ(best["peak_bytes"], 1637376);
    EXPECT_EQ(best["refused_because"], nullptr);
    for (size_t i = 1; i < j["candidates"].size(); ++i) {
        EXPECT_EQ(j["candidates"][i]["fits"], false);
    }
    out = test::cliOutput("fit --model demo --search --cards 8 --device-memory 1GB");
    ASSERT_EQ(out.status, 0) << out.text;
    EXPECT_NE(out.text.find("refused for the network's dimensions:\n  dp=1,mp=8,pp=1: model "
                            "parallel 8 does not divide the 4 attention heads\n"),
              std::string::npos)
        << out.text;
    // Nothing fits: exit 1.
    out = test::cliOutput("fit --model demo --search --cards 2 --device-memory 100000");
    EXPECT_EQ(out.status, 1) << out.text;
    EXPECT_NE(out.text.find("2 cards, 97.7 KiB each: 0 of "), std::string::npos) << out.text;
}

}  // namespace
}  // namespace shardscope
