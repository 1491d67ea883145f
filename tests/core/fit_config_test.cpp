// MindFormers run configurations (YAML) for `fit`: the settings reader and what fit takes.
#include <gtest/gtest.h>

#include "fit/fitconfig.h"
#include "formats/yamlsettings.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope {
namespace {

TEST(YamlSettings, NestedKeysCommentsQuotesAnchorsAndListsAreReadOrSkipped) {
    const std::string text =
        "seed: 0\n"
        "output_dir: './output' # a comment\n"
        "url: \"http://x#y\"\n"
        "train: &train\n"
        "  batch_size: 8\n"
        "  columns: [\"input_ids\"]\n"
        "task:\n"
        "  config: *train\n"
        "callbacks:\n"
        "  - type: A\n"
        "    prefix: \"p\"\n"
        "  - type: B\n"
        "after: 1\n"
        "text: |\n"
        "  not: a key\n"
        "model:\n"
        "  model_config:\n"
        "    num_heads: 64   # heads\n"
        "\n"
        "    hidden_size: 8192\n"
        "  arch:\n"
        "    type: LlamaForCausalLM\n";
    auto y = parseYamlSettings(text, "x.yaml");
    ASSERT_TRUE(y) << y.error().describe();
    const std::map<std::string, std::string, std::less<>> want = {
        {"seed", "0"},
        {"output_dir", "./output"},
        {"url", "http://x#y"},
        {"train.batch_size", "8"},
        {"after", "1"},
        {"model.model_config.num_heads", "64"},
        {"model.model_config.hidden_size", "8192"},
        {"model.arch.type", "LlamaForCausalLM"}};
    EXPECT_EQ(y->values, want);
}

TEST(YamlSettings, WhatCannotBeYamlIsSaidWithTheLine) {
    auto tab = parseYamlSettings("a:\n\tb: 1\n", "x.yaml");
    ASSERT_FALSE(tab);
    EXPECT_EQ(tab.error().message, "x.yaml:2: a tab in the indentation (YAML allows spaces only)");
    auto nul = parseYamlSettings(std::string("a: 1\nb\0: 2\n", 11), "x.yaml");
    ASSERT_FALSE(nul);
    EXPECT_EQ(nul.error().message, "x.yaml:2: a NUL byte: not a YAML text file");
}

TEST(FitConfig, AMindFormersRunConfigurationGivesNetworkSplitAndStep) {
    const std::string path = std::string(SHARDSCOPE_TEST_DATA) + "/fit/llama2_70b_32p.yaml";
    auto y = readYamlSettings(path);
    ASSERT_TRUE(y) << y.error().describe();
    const FitConfig c = fitConfigFromYaml(*y, path);
    ASSERT_TRUE(c.network);
    const NetworkDims& d = c.network->dims;
    EXPECT_EQ(c.network->family, "llama");
    EXPECT_EQ(d.hidden, 8192);
    EXPECT_EQ(d.layers, 80);
    EXPECT_EQ(d.vocab, 32000);
    EXPECT_EQ(d.heads, 64);
    EXPECT_EQ(d.kvHeads, 8);
    EXPECT_DOUBLE_EQ(d.kvFraction, 0.125);
    // int(1.3 * int(2 * 4 * 8192 / 3)) = 28398, up to a multiple of the file's 256.
    EXPECT_EQ(d.ffn, 28416);
    EXPECT_EQ(llamaFfnWidth(8192, 1.3, 4096), 28672);  // Meta's params.json: multiple_of 4096
    EXPECT_EQ(llamaFfnWidth(4096, 0, 256), 11008);     // llama2-7b
    EXPECT_EQ(d.mlp, MlpKind::SwiGlu);
    // float16 weights and gradients, FP32StateAdamWeightDecay's two fp32 moments.
    EXPECT_EQ(c.network->precision.weightBytes, 2);
    EXPECT_EQ(c.network->precision.gradientBytes, 2);
    EXPECT_EQ(c.network->precision.optimizerBytes, 8);
    ASSERT_TRUE(c.split);
    EXPECT_EQ(c.split->dp, 2);
    EXPECT_EQ(c.split->mp, 4);
    EXPECT_EQ(c.split->pp, 8);
    EXPECT_EQ(c.split->optShard, 2);  // enable_parallel_optimizer: over the whole dp group
    EXPECT_EQ(c.seq, 4096);
    EXPECT_EQ(c.microBatch, 1);
    EXPECT_EQ(c.microBatches, 128);
    EXPECT_EQ(c.recompute, Recompute::None);
    EXPECT_EQ(c.sequenceParallel, true);
    EXPECT_EQ(c.flashAttention, true);
}

TEST(FitConfig, AFileWithoutAModelGivesOnlyWhatItSays) {
    auto y = parseYamlSettings("recompute_config:\n  select_recompute: True\n", "r.yaml");
    ASSERT_TRUE(y);
    const FitConfig c = fitConfigFromYaml(*y, "r.yaml");
    EXPECT_FALSE(c.network);
    EXPECT_FALSE(c.split);
    EXPECT_EQ(c.recompute, Recompute::Selective);
    EXPECT_FALSE(c.seq);
}

TEST(FitConfig, DimensionsNoNetworkHasAreRefusedWithTheKey) {
    auto y = parseYamlSettings(
        "model:\n  model_config:\n    hidden_size: 64\n    num_layers: 99999999\n"
        "    vocab_size: 10\n",
        "big.yaml");
    ASSERT_TRUE(y);
    const FitConfig c = fitConfigFromYaml(*y, "big.yaml");
    EXPECT_FALSE(c.network);
    EXPECT_EQ(c.networkWhy, "num_layers 99999999 is out of range (1 to 4096)");
    auto w = parseYamlSettings(
        "model:\n  model_config:\n    type: LlamaConfig\n    hidden_size: 64\n"
        "    num_layers: 2\n    vocab_size: 10\n    intermediate_size: 5000000\n",
        "wide.yaml");
    ASSERT_TRUE(w);
    EXPECT_EQ(fitConfigFromYaml(*w, "wide.yaml").networkWhy,
              "intermediate_size 5000000 is out of range (1 to 4194304)");
}

}  // namespace
}  // namespace shardscope
