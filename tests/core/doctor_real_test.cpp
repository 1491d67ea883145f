// The doctor on MindSpore's own files (tests/data/real): LLaMA2-13B's 2-card layout, the
// 8-card pipelined GPT-2 strategy, old-style scalars, an optimizer-prefixed checkpoint.
#include <gtest/gtest.h>

#include "doctor/diagnoser.h"
#include "doctor/doctor.h"
#include "doctorfixtures.h"
#include "formats/checkpointfile.h"
#include "layout/proxyshapes.h"
#include "testutil.h"

namespace shardscope {
namespace {

using Shape = std::vector<int64_t>;

// LLaMA2-13B: hidden 5120, feed-forward 13824, vocabulary 32000, 40 layers.
std::vector<NetParam> llama13b() {
    const std::string dt = "Float16";
    std::vector<NetParam> net{{"model.tok_embeddings.embedding_weight", {32000, 5120}, dt}};
    for (int i = 0; i < 40; ++i) {
        const std::string l = "model.layers." + std::to_string(i) + ".";
        for (const char* w : {"wq", "wk", "wv", "wo"}) {
            net.push_back({l + "attention." + w + ".weight", {5120, 5120}, dt});
        }
        net.push_back({l + "feed_forward.w1.weight", {13824, 5120}, dt});
        net.push_back({l + "feed_forward.w2.weight", {5120, 13824}, dt});
        net.push_back({l + "feed_forward.w3.weight", {13824, 5120}, dt});
        net.push_back({l + "attention_norm.weight", {5120}, dt});
        net.push_back({l + "ffn_norm.weight", {5120}, dt});
    }
    net.push_back({"model.norm_out.weight", {5120}, dt});
    net.push_back({"lm_head.weight", {32000, 5120}, dt});
    return net;
}

Strategy readReal(const std::string& name) {
    auto s = readStrategyFile(test::realFixture(name));
    EXPECT_TRUE(s) << (s ? "" : s.error().describe());
    return std::move(s).value();
}

using test::findProblem;

// Rank `rank`'s checkpoint of a strategy, as metadata: each parameter's stored slice.
CheckpointSide rankSide(const Strategy& strategy, const std::vector<NetParam>& full, int rank) {
    CheckpointSide side;
    side.path = "rank_" + std::to_string(rank) + ".ckpt";
    side.rank = rank;
    side.rankKnown = true;
    std::map<std::string, const ParamLayout*> layouts;
    auto stages = stageShape(strategy, "test");
    EXPECT_TRUE(stages);
    const int devices = stages ? stages->devices : 1;
    for (const ParamLayout& l : strategy.layouts) {
        if (l.stage == rank / devices) {
            layouts[l.name] = &l;
        }
    }
    for (const NetParam& p : full) {
        const auto it = layouts.find(p.name);
        if (it == layouts.end()) {
            continue;
        }
        auto layout = TensorLayout::make(*it->second, p.shape);
        EXPECT_TRUE(layout) << p.name;
        side.entries.push_back({p.name, p.dtype, layout->localShape(), TensorKind::Tensor});
    }
    return side;
}

TEST(DoctorReal, Llama13bRankZeroIntoAnUnsplitNetwork) {
    const Strategy strategy = readReal("llama2_13b_2p_strategy.ckpt");
    NetSpec net;
    net.params = llama13b();
    CheckpointSide side = rankSide(strategy, net.params, 0);
    ASSERT_EQ(side.entries.size(), 363u);
    ASSERT_TRUE(side.attachStrategy(strategy, test::realFixture("llama2_13b_2p_strategy.ckpt")));
    EXPECT_TRUE(side.notes.empty());
    EXPECT_EQ(side.layouts.size(), 363u);

    const DoctorReport r = Diagnoser(side, net).run(false);
    EXPECT_EQ(r.netParams, 363u);
    EXPECT_EQ(r.problems.size(), 280u);  // wq, wk, wv, wo, w1, w2, w3 in 40 layers
    EXPECT_EQ(r.loaded, 83u);
    for (const DoctorProblem& p : r.problems) {
        EXPECT_EQ(p.kind, ProblemKind::Split) << p.name;
    }
    const DoctorProblem* wq = findProblem(r, "model.layers.0.attention.wq.weight");
    ASSERT_NE(wq, nullptr);
    EXPECT_EQ(wq->mindsporeMessage,
              "For 'load_param_into_net', model.layers.0.attention.wq.weight in the argument "
              "'net' should have the same shape as model.layers.0.attention.wq.weight in the "
              "argument 'parameter_dict'. But got its shape (5120, 5120) in the argument 'net' "
              "and shape (2560, 5120) in the argument 'parameter_dict'.May you need to check "
              "whether the checkpoint you loaded is correct or the batch size and so on in the "
              "'net' and 'parameter_dict' are same.");
    EXPECT_EQ(wq->diagnosis.text,
              "rank 0's checkpoint holds one slice of it: dim 0 (5120) is split 2 ways over "
              "device axis 0 of dev_matrix [2]; rank 0 holds part 0, [0, 2560). The network "
              "expects the full tensor (5120, 5120).");
    const DoctorProblem* w2 = findProblem(r, "model.layers.39.feed_forward.w2.weight");
    ASSERT_NE(w2, nullptr);
    EXPECT_EQ(w2->ckptShape, (Shape{5120, 6912}));
    EXPECT_EQ(w2->diagnosis.dim, 1);
    EXPECT_EQ(w2->diagnosis.factor, 2);
    EXPECT_EQ(w2->diagnosis.axes, (std::vector<int>{0}));
    EXPECT_EQ(r.firstError, "model.layers.0.attention.wq.weight");

    // Without a run folder, the fix says how to get one; with it, the exact command.
    EXPECT_TRUE(wq->fix.command.empty());
    EXPECT_EQ(wq->fix.text,
              "this file is one rank's slice: put every rank's checkpoint in rank_<N>/ folders "
              "of one run folder RUN, then merge them: shardscope-cli convert --src RUN "
              "--src-strategy " +
                  test::realFixture("llama2_13b_2p_strategy.ckpt") + " --dst OUT");
    side.runFolder = "/data/llama2-13b";
    const DoctorReport inRun = Diagnoser(side, net).run(false);
    ASSERT_EQ(inRun.findings.size(), 1u);
    EXPECT_EQ(inRun.findings[0].kind, FindingKind::PerRankSlice);
    EXPECT_EQ(inRun.findings[0].text,
              "rank 0's checkpoint is one slice of a run of 2 ranks (1 pipeline stage of 2 "
              "devices): 280 parameters hold slices, and a stand-alone network needs the full "
              "tensors.");
    EXPECT_EQ(inRun.findings[0].fix.command,
              "shardscope-cli convert --src /data/llama2-13b --src-strategy " +
                  test::realFixture("llama2_13b_2p_strategy.ckpt") +
                  " --dst /data/llama2-13b_merged");
}

TEST(DoctorReal, Gpt2EightCardsRankFourHoldsStageOne) {
    const Strategy strategy = readReal("strategy_8_npus.ckpt");
    const FullShapes shapes = proxyShapes(&strategy, nullptr);
    NetSpec net;
    for (const ParamLayout& l : strategy.layouts) {
        if (l.name.rfind("adam_", 0) != 0 && l.name.rfind("accu_grads", 0) != 0 &&
            !net.find(l.name)) {
            net.params.push_back({l.name, shapes.at(l.name), "Float32"});
        }
    }
    CheckpointSide side = rankSide(strategy, net.params, 4);
    ASSERT_TRUE(side.attachStrategy(strategy, test::realFixture("strategy_8_npus.ckpt")));
    EXPECT_EQ(side.stage(), 1);
    EXPECT_EQ(side.localRank(), 0);

    const DoctorReport r = Diagnoser(side, net).run(false);
    const DoctorProblem* pos =
        findProblem(r, "backbone.embedding.position_embedding.embedding_table");
    ASSERT_NE(pos, nullptr);
    EXPECT_EQ(pos->kind, ProblemKind::OtherStage);
    EXPECT_EQ(pos->diagnosis.text,
              "backbone.embedding.position_embedding.embedding_table belongs to pipeline stage 0 "
              "(ranks 0-3), but rank 4's checkpoint holds stage 1 only: each stage saves only its "
              "own parameters.");
    const DoctorProblem* dense = findProblem(r, "backbone.blocks.1.attention.dense1.weight");
    ASSERT_NE(dense, nullptr);
    EXPECT_EQ(dense->kind, ProblemKind::Split);
    EXPECT_EQ(dense->diagnosis.rank, 4);
    EXPECT_EQ(dense->diagnosis.stage, 1);
    EXPECT_EQ(dense->diagnosis.axes, (std::vector<int>{1}));
    std::vector<FindingKind> kinds;
    for (const DoctorFinding& f : r.findings) {
        kinds.push_back(f.kind);
    }
    EXPECT_EQ(kinds,
              (std::vector<FindingKind>{FindingKind::PerRankSlice, FindingKind::OtherStage}));
}

TEST(DoctorReal, AProtobufStrategyCannotDescribeTheNetwork) {
    auto net = NetSpec::loadStrategy(test::realFixture("llama2_13b_2p_strategy.ckpt"), 0);
    ASSERT_FALSE(net);
    EXPECT_EQ(net.error().message,
              "the strategy records no full shapes (tensor_shape), so the network's shapes cannot "
              "be known: protobuf strategy files never record them. Save the strategy as JSON (a "
              "strategy_ckpt_config file name ending in .json), or describe the network with "
              "--net NET.json");
}

TEST(DoctorReal, OldStyleScalarsLoadIntoTheirOwnNetwork) {
    const std::string lenet = test::realFixture("lenet_mnist_old_scalars.ckpt");
    DoctorInputs same;
    same.ckpt = lenet;
    same.netCkpt = lenet;
    auto r = test::doctorOf(same);
    ASSERT_TRUE(r) << r.error().describe();
    EXPECT_TRUE(r->loads());
    EXPECT_TRUE(r->problems.empty());
    EXPECT_EQ(r->loaded, 21u);
    EXPECT_EQ(r->summary(),
              "all 21 parameters of the network would load (strict_load=False); 0 checkpoint "
              "entries not loaded (ckpt_not_load)");

    // A classifier for 100 classes: fc3 changes the same way twice, by no device count.
    auto side = CheckpointSide::load(lenet, {}, 0);
    ASSERT_TRUE(side);
    auto net = NetSpec::loadCheckpoint(lenet);
    ASSERT_TRUE(net);
    for (NetParam& p : net->params) {
        if (p.name == "fc3.weight" || p.name == "fc3.bias") {
            p.shape[0] = 100;
        }
        if (p.name == "momentum") {
            p.shape = {2};
        }
    }
    const DoctorReport changed = Diagnoser(*side, *net).run(false);
    ASSERT_EQ(changed.problems.size(), 3u);
    EXPECT_EQ(findProblem(changed, "fc3.weight")->kind, ProblemKind::ConfigChange);
    EXPECT_EQ(configNameEnglish(findProblem(changed, "fc3.bias")->diagnosis.configName),
              std::string("a model dimension"));
    EXPECT_EQ(findProblem(changed, "momentum")->kind, ProblemKind::ScalarShape);
}

TEST(DoctorReal, OptimizerPrefixedNamesLoadAfterThePrefixRetry) {
    const std::string adam = test::realFixture("adam_small_net.ckpt");
    auto side = CheckpointSide::load(adam, {}, 0);
    ASSERT_TRUE(side);
    NetSpec net;
    net.params = {{"cell_list.0.weight", {5, 2}, "Float32"}, {"cell_list.0.bias", {5}, "Float32"},
                  {"cell_list.1.weight", {5, 5}, "Float32"}, {"cell_list.1.bias", {5}, "Float32"},
                  {"cell_list.2.weight", {1, 5}, "Float32"}, {"cell_list.2.bias", {1}, "Float32"}};
    const DoctorReport loose = Diagnoser(*side, net).run(false);
    EXPECT_TRUE(loose.loads());
    EXPECT_EQ(loose.warnings,
              (std::vector<std::string>{"For 'load_param_into_net', remove parameter prefix "
                                        "name: optimizer.network., continue to load."}));
    const DoctorReport strict = Diagnoser(*side, net).run(true);
    EXPECT_EQ(strict.problems.size(), 6u);
    EXPECT_EQ(strict.problems[0].kind, ProblemKind::Prefix);
    EXPECT_EQ(strict.problems[0].diagnosis.prefix, "optimizer.network.");
    EXPECT_EQ(strict.problems[0].diagnosis.candidates,
              (std::vector<std::string>{"optimizer.network.cell_list.0.weight"}));
}

}  // namespace
}  // namespace shardscope
