// Saved-step names as MindSpore and MindFormers write them: numbers, never text.
#include <gtest/gtest.h>

#include "history/runhistory.h"
#include "history/savedname.h"

namespace shardscope {
namespace {

SavedName parsed(const std::string& name) {
    auto n = parseSavedName(name);
    EXPECT_TRUE(n.has_value()) << name;
    return n.value_or(SavedName{});
}

TEST(HistoryNames, PeriodicSaveIsPrefixEpochAndStepInEpoch) {
    const SavedName n = parsed("net-10_1875.ckpt");
    EXPECT_EQ(n.prefix, "net");
    EXPECT_EQ(n.epoch, 10);
    EXPECT_EQ(n.step, 1875);
    EXPECT_EQ(n.kind, SaveKind::Periodic);
    EXPECT_EQ(n.format, "ckpt");
    EXPECT_FALSE(n.temporary);
    EXPECT_EQ(n.stem(), "net-10_1875");
    EXPECT_EQ(parsed("my-net-2_5.safetensors").prefix, "my-net");
    EXPECT_EQ(parsed("my-net-2_5.safetensors").format, "safetensors");
}

TEST(HistoryNames, NumbersOrderStepsNotText) {
    const SavedName nine = parsed("net-9_1875.ckpt");
    const SavedName ten = parsed("net-10_1875.ckpt");
    const StepKey a{nine.clash, nine.epoch, nine.step, nine.kind, nine.prefix};
    const StepKey b{ten.clash, ten.epoch, ten.step, ten.kind, ten.prefix};
    EXPECT_LT(std::string("net-10_1875.ckpt"), std::string("net-9_1875.ckpt"));
    EXPECT_TRUE(a < b);
    EXPECT_FALSE(b < a);
}

TEST(HistoryNames, ClashSuffixIsALaterRunOnlyBesideTheEarlierPrefix) {
    std::vector<SavedName> names{parsed("net-9_100.ckpt"), parsed("net_1-3_100.ckpt"),
                                 parsed("net_2-1_100.ckpt"), parsed("resnet_50-1_10.ckpt")};
    resolveClashes(names);
    EXPECT_EQ(names[0].clash, 0);
    EXPECT_EQ(names[1].prefix, "net");
    EXPECT_EQ(names[1].clash, 1);
    EXPECT_EQ(names[1].stem(), "net_1-3_100");
    EXPECT_EQ(names[2].clash, 2);
    // Nothing named "resnet-…" is there: "_50" is part of the name, not a clash suffix.
    EXPECT_EQ(names[3].prefix, "resnet_50");
    EXPECT_EQ(names[3].clash, 0);
    const StepKey later{names[1].clash, names[1].epoch, names[1].step, names[1].kind, "net"};
    const StepKey earlier{names[0].clash, names[0].epoch, names[0].step, names[0].kind, "net"};
    EXPECT_TRUE(earlier < later);  // epoch 9 of the first run comes before epoch 3 of the second
}

TEST(HistoryNames, MindFormersRankMarkAndClash) {
    const SavedName n = parsed("llama_rank_3-2_500.safetensors");
    EXPECT_EQ(n.prefix, "llama");
    EXPECT_EQ(n.nameRank, 3);
    EXPECT_EQ(n.stem(), "llama-2_500");
    const SavedName k = parsed("llama_rank_3_1-2_500.ckpt");
    EXPECT_EQ(k.prefix, "llama");
    EXPECT_EQ(k.clash, 1);
    EXPECT_EQ(k.nameRank, 3);
    // The network-only and trainable-only saves (checkpoint_network/, checkpoint_trainable/)
    // carry their kind after the mark: the same stem on every rank.
    const SavedName net = parsed("llama_rank_3-network-2_500.ckpt");
    EXPECT_EQ(net.nameRank, 3);
    EXPECT_EQ(net.prefix, "llama-network");
    EXPECT_EQ(net.stem(), "llama-network-2_500");
    const SavedName trainable = parsed("llama_rank_12_1-trainable_params-2_500.safetensors");
    EXPECT_EQ(trainable.nameRank, 12);
    EXPECT_EQ(trainable.clash, 1);
    EXPECT_EQ(trainable.prefix, "llama-trainable_params");
    EXPECT_EQ(trainable.epoch, 2);
    EXPECT_EQ(trainable.step, 500);
    EXPECT_EQ(parsed("llama_rank_x-network-2_500.ckpt").nameRank, -1);
    // A rank or clash number past an int is no rank mark: the name keeps it in its prefix.
    const SavedName huge = parsed("net_rank_2222322223_10.ckpt");
    EXPECT_EQ(huge.nameRank, -1);
    EXPECT_EQ(huge.prefix, "net_rank_2222322223");
    EXPECT_EQ(huge.step, 10);
    EXPECT_EQ(parsed("net_rank_3_99999999999-1_10.ckpt").nameRank, -1);
    std::vector<SavedName> clash{parsed("net-1_10.ckpt"), parsed("net_99999999999-1_10.ckpt")};
    resolveClashes(clash);
    EXPECT_EQ(clash[1].clash, 0);
    EXPECT_EQ(clash[1].prefix, "net_99999999999");
}

TEST(HistoryNames, BreakpointTemporaryFaultToleranceAndStepOnly) {
    const SavedName b = parsed("net-3_100_breakpoint.ckpt");
    EXPECT_EQ(b.kind, SaveKind::Breakpoint);
    EXPECT_EQ(b.stem(), "net-3_100_breakpoint");
    const SavedName t = parsed("net-3_100.tmp");  // MindSpore 2.4+: <stem>.tmp
    EXPECT_TRUE(t.temporary);
    EXPECT_EQ(t.format, "");
    EXPECT_EQ(t.stem(), "net-3_100");
    EXPECT_TRUE(parsed("net-3_100.ckpt.tmp").temporary);
    const SavedName f = parsed("ttp_rank_2-2_1215.ckpt");
    EXPECT_EQ(f.kind, SaveKind::FaultTolerance);
    EXPECT_EQ(f.nameRank, 2);
    const SavedName s = parsed("ckpt_100.ckpt");
    EXPECT_EQ(s.kind, SaveKind::StepOnly);
    EXPECT_EQ(s.epoch, -1);
    EXPECT_EQ(s.step, 100);
    EXPECT_EQ(s.stem(), "ckpt_100");
    // Found by fuzzing (issue 16): a step-only name with '-' kept its '-' in the stem; "net-1_1"
    // would have named epoch 1, step 1 of "net", another save.
    const SavedName dash = parsed("net-1-1.safetensors");
    EXPECT_EQ(dash.kind, SaveKind::StepOnly);
    EXPECT_EQ(dash.stem(), "net-1-1");
    EXPECT_EQ(parsed(dash.stem() + ".safetensors").stem(), "net-1-1");
    // Also found by fuzzing: "_rank_<r>" with nothing before it is no MindFormers rank mark.
    const SavedName bare = parsed("_rank_3_10.ckpt");
    EXPECT_EQ(bare.nameRank, -1);
    EXPECT_EQ(bare.stem(), "_rank_3_10");
    // And: a step-only name whose prefix without the mark ends in "-<digits>" keeps the mark;
    // "ne_1-3_100" would be the periodic save of epoch 3, step 100.
    const SavedName marked = parsed("ne_1-3_rank_1_100.ckpt");
    EXPECT_EQ(marked.kind, SaveKind::StepOnly);
    EXPECT_EQ(marked.nameRank, -1);
    EXPECT_EQ(marked.stem(), "ne_1-3_rank_1_100");
    EXPECT_EQ(parsed(marked.stem() + ".ckpt").step, 100);
    EXPECT_EQ(parsed("ne_1-3_rank_1-100.ckpt").nameRank, 1);  // '-': no periodic reading
    // And (CI's 20-second run): a prefix that holds a rank mark of its own is no MindFormers
    // name; split once, its stem "ttp_rank_1-3_5" would be rank 1's fault-tolerance save.
    const SavedName doubled = parsed("ttp_rank_1_rank_1-3_5.ckpt");
    EXPECT_EQ(doubled.nameRank, -1);
    EXPECT_EQ(doubled.kind, SaveKind::Periodic);
    EXPECT_EQ(doubled.stem(), "ttp_rank_1_rank_1-3_5");
    EXPECT_EQ(parsed(doubled.stem() + ".ckpt").kind, SaveKind::Periodic);
    EXPECT_EQ(parsed("a_rank_1_rank_2-network-3_5.ckpt").nameRank, -1);
    // The clash number comes back in the stem: "ttp_rank" + "_2" would be rank 2's mark.
    const SavedName viaClash = parsed("ttp_rank_rank_1_2-3_5.ckpt");
    EXPECT_EQ(viaClash.nameRank, -1);
    EXPECT_EQ(parsed(viaClash.stem() + ".ckpt").kind, viaClash.kind);

    const auto folder = parseFaultToleranceFolder("tft_saved_checkpoints-step_2465_tmp");
    ASSERT_TRUE(folder.has_value());
    EXPECT_EQ(folder->globalStep, 2465);
    EXPECT_TRUE(folder->unfinished);
    EXPECT_FALSE(parseFaultToleranceFolder("tft_saved_checkpoints-step_x").has_value());
}

TEST(HistoryNames, NamesThatAreNoSavedStep) {
    for (const char* name :
         {"model.ckpt", "strategy.json", "net.safetensors", "meta.json",
          "net-3_100_breakpoint.json", "7.ckpt", "net-1_10.ckpt.123.4.tmp", "x_breakpoint.ckpt"}) {
        EXPECT_FALSE(parseSavedName(name).has_value()) << name;
    }
}

}  // namespace
}  // namespace shardscope
