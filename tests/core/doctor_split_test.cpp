// The doctor on synthesized runs: one rank's slice in a stand-alone network, optimizer sharding,
// another pipeline stage, another strategy, a full checkpoint in a split network.
#include <gtest/gtest.h>

#include <filesystem>

#include "doctor/diagnoser.h"
#include "doctorfixtures.h"
#include "formats/checkpointfile.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using test::Shape;

CheckpointSide loadSide(const std::string& path, const std::string& strategy = {}, int rank = 0) {
    auto side = CheckpointSide::load(path, strategy, rank);
    EXPECT_TRUE(side) << (side ? "" : side.error().describe());
    return std::move(side).value();
}

using test::findProblem;

size_t count(const DoctorReport& r, ProblemKind kind) {
    return static_cast<size_t>(
        std::count_if(r.problems.begin(), r.problems.end(),
                      [&](const DoctorProblem& p) { return p.kind == kind; }));
}

std::vector<FindingKind> findingKinds(const DoctorReport& r) {
    std::vector<FindingKind> out;
    for (const DoctorFinding& f : r.findings) {
        out.push_back(f.kind);
    }
    return out;
}

class DoctorSplit : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        test::writeRun(s_dir->file("run"), test::synthConfig(2, 2, 2));
    }
    static void TearDownTestSuite() {
        delete s_dir;
        s_dir = nullptr;
    }
    static std::string run() { return s_dir->file("run"); }
    static test::TempDir* s_dir;
};
test::TempDir* DoctorSplit::s_dir = nullptr;

TEST_F(DoctorSplit, RankZeroIntoAStandaloneNetworkNamesSplitAxisRankAndStage) {
    const CheckpointSide side = loadSide(test::rankFile(run(), 0));
    EXPECT_EQ(side.runFolder, run());
    EXPECT_EQ(side.strategyPath, run() + "/strategy.ckpt");
    EXPECT_TRUE(side.rankKnown);
    const NetSpec net = test::standaloneNet(test::synthModel(test::synthConfig(1, 1, 1)));
    const DoctorReport r = Diagnoser(side, net).run(false);

    EXPECT_FALSE(r.loads());
    EXPECT_EQ(r.netParams, 36u);
    EXPECT_EQ(r.loaded, 8u);  // embeddings and the replicated layer-0 params
    EXPECT_EQ(count(r, ProblemKind::Split), 10u);
    EXPECT_EQ(count(r, ProblemKind::OtherStage), 18u);
    EXPECT_EQ(r.firstError, "backbone.blocks.0.attention.dense1.weight");

    const DoctorProblem* dense = findProblem(r, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense, nullptr);
    EXPECT_EQ(dense->kind, ProblemKind::Split);
    EXPECT_EQ(dense->mindsporeMessage,
              "For 'load_param_into_net', backbone.blocks.0.attention.dense1.weight in the "
              "argument 'net' should have the same shape as "
              "backbone.blocks.0.attention.dense1.weight in the argument 'parameter_dict'. But "
              "got its shape (64, 64) in the argument 'net' and shape (32, 64) in the argument "
              "'parameter_dict'.May you need to check whether the checkpoint you loaded is "
              "correct or the batch size and so on in the 'net' and 'parameter_dict' are same.");
    const Diagnosis& d = dense->diagnosis;
    EXPECT_EQ(d.text,
              "rank 0's checkpoint holds one slice of it: dim 0 (64) is split 2 ways over device "
              "axis 1 of dev_matrix [2, 2]; rank 0 holds part 0, [0, 32). The network expects "
              "the full tensor (64, 64).");
    EXPECT_EQ(d.dim, 0);
    EXPECT_EQ(d.factor, 2);
    EXPECT_EQ(d.ckptParts, 2);
    EXPECT_EQ(d.netParts, 1);
    EXPECT_EQ(d.axes, (std::vector<int>{1}));
    EXPECT_EQ(d.devMatrix, (Shape{2, 2}));
    EXPECT_EQ(d.rank, 0);
    EXPECT_EQ(d.part, 0);
    EXPECT_EQ(d.stage, 0);
    EXPECT_EQ(d.optShard, 1);
    EXPECT_EQ(d.optIndex, -1);
    EXPECT_EQ(dense->fix.kind, FixKind::Command);
    EXPECT_EQ(dense->fix.command, "shardscope-cli convert --src " + run() + " --src-strategy " +
                                      run() + "/strategy.ckpt --dst " + run() + "_merged");
    EXPECT_EQ(dense->fix.text, "merge the run's ranks into one full checkpoint, then load " +
                                   run() + "_merged/rank_0/checkpoint_0.ckpt");

    const DoctorProblem* mapping = findProblem(r, "backbone.blocks.0.output.mapping.weight");
    ASSERT_NE(mapping, nullptr);
    EXPECT_EQ(mapping->diagnosis.dim, 1);  // column-parallel: the output dimension

    const DoctorProblem* norm = findProblem(r, "backbone.layernorm.gamma");
    ASSERT_NE(norm, nullptr);
    EXPECT_EQ(norm->kind, ProblemKind::OtherStage);
    EXPECT_EQ(norm->mindsporeMessage,
              "For 'load_param_into_net', 18 parameters in the 'net' are not loaded, because they "
              "are not in the 'parameter_dict', please check whether the network structure is "
              "consistent when training and loading checkpoint.");
    EXPECT_EQ(norm->diagnosis.text,
              "backbone.layernorm.gamma belongs to pipeline stage 1 (ranks 4-7), but rank 0's "
              "checkpoint holds stage 0 only: each stage saves only its own parameters.");
    EXPECT_EQ(norm->diagnosis.otherStage, 1);
    EXPECT_EQ(norm->diagnosis.otherRanks, (std::vector<int>{4, 5, 6, 7}));
    EXPECT_EQ(norm->fix, dense->fix);  // merging every stage fixes both

    EXPECT_EQ(findingKinds(r),
              (std::vector<FindingKind>{FindingKind::PerRankSlice, FindingKind::OtherStage}));
    EXPECT_EQ(r.findings[0].text,
              "rank 0's checkpoint is one slice of a run of 8 ranks (2 pipeline stages of 4 "
              "devices): 10 parameters hold slices, and a stand-alone network needs the full "
              "tensors.");
    EXPECT_EQ(r.findings[0].params, 10u);
}

TEST_F(DoctorSplit, ARankOtherThanZeroHoldsAnotherPart) {
    const CheckpointSide side = loadSide(run(), {}, 3);  // the run folder, rank 3's file
    EXPECT_EQ(side.path, test::rankFile(run(), 3));
    const NetSpec net = test::standaloneNet(test::synthModel(test::synthConfig(1, 1, 1)));
    const DoctorReport r = Diagnoser(side, net).run(false);
    const DoctorProblem* dense = findProblem(r, "backbone.blocks.0.attention.dense1.bias");
    ASSERT_NE(dense, nullptr);
    EXPECT_EQ(dense->diagnosis.part, 1);
    EXPECT_EQ(dense->diagnosis.text,
              "rank 3's checkpoint holds one slice of it: dim 0 (64) is split 2 ways over device "
              "axis 1 of dev_matrix [2, 2]; rank 3 holds part 1, [32, 64). The network expects "
              "the full tensor (64,).");
}

TEST(DoctorOptimizerShard, TheFactorIncludesTheOptimizerShard) {
    test::TempDir dir;
    test::writeRun(dir.file("run"), test::synthConfig(2, 2, 1, 2));
    const CheckpointSide side = loadSide(test::rankFile(dir.file("run"), 1));
    const NetSpec net = test::standaloneNet(test::synthModel(test::synthConfig(1, 1, 1)));
    const DoctorReport r = Diagnoser(side, net).run(false);
    EXPECT_EQ(count(r, ProblemKind::Split), static_cast<size_t>(r.netParams));

    const DoctorProblem* dense = findProblem(r, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense, nullptr);
    EXPECT_EQ(dense->ckptShape, (Shape{16, 64}));
    EXPECT_EQ(dense->diagnosis.factor, 4);
    EXPECT_EQ(dense->diagnosis.ckptParts, 4);
    EXPECT_EQ(dense->diagnosis.optShard, 2);
    EXPECT_EQ(dense->diagnosis.optIndex, 0);
    EXPECT_EQ(dense->diagnosis.text,
              "rank 1's checkpoint holds one slice of it: dim 0 (64) is split 2 ways over device "
              "axis 1 of dev_matrix [2, 2] and a further 2 ways by optimizer sharding "
              "(opt_weight_shard_size 2); rank 1 holds part 1, optimizer shard 0, [32, 48). The "
              "network expects the full tensor (64, 64).");

    // Replicated by the model, cut by the optimizer alone.
    const DoctorProblem* gamma = findProblem(r, "backbone.blocks.0.layernorm1.gamma");
    ASSERT_NE(gamma, nullptr);
    EXPECT_EQ(gamma->diagnosis.text,
              "rank 1's checkpoint holds one slice of it: dim 0 (64) is cut 2 ways by optimizer "
              "sharding (opt_weight_shard_size 2); rank 1 holds optimizer shard 1, [32, 64). The "
              "network expects the full tensor (64,).");
    EXPECT_TRUE(gamma->diagnosis.axes.empty());
    EXPECT_EQ(gamma->diagnosis.optIndex, 1);
}

TEST_F(DoctorSplit, AnotherStagesCheckpointInAPipelineNetwork) {
    const SynthModel model = test::synthModel(test::synthConfig(2, 2, 2));
    const std::string d = s_dir->file("dst_same.json");
    ASSERT_TRUE(writeStrategyFile(test::jsonStrategy(model), d));
    auto net = NetSpec::loadStrategy(d, 4);
    ASSERT_TRUE(net) << net.error().describe();
    EXPECT_EQ(net->stage, 1);
    const CheckpointSide side = loadSide(test::rankFile(run(), 0));
    const DoctorReport r = Diagnoser(side, *net).run(false);
    EXPECT_FALSE(r.loads());
    EXPECT_EQ(count(r, ProblemKind::OtherStage), r.problems.size());
    const DoctorProblem* p = findProblem(r, "backbone.blocks.1.attention.dense1.weight");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->fix.kind, FixKind::LoadFile);
    EXPECT_EQ(p->fix.describe(), "load rank 4's own checkpoint: " + test::rankFile(run(), 4));
    // The tied word embedding is in both stages' checkpoints: it loads.
    EXPECT_EQ(r.netParams - r.problems.size(), r.loaded);
    EXPECT_GE(r.loaded, 1u);

    // The right rank's file loads.
    const DoctorReport own = Diagnoser(loadSide(test::rankFile(run(), 4)), *net).run(false);
    EXPECT_TRUE(own.loads()) << own.summary();
    // A stage's network has the stage's layer only, as the stage's checkpoint does: no changed
    // layer count (the whole model's two layers were once reported), for the other stage's
    // checkpoint neither (the other-stage problems tell it).
    for (const DoctorReport* report : {&own, &r}) {
        for (const DoctorFinding& f : report->findings) {
            EXPECT_NE(f.kind, FindingKind::LayerCount) << f.text;
        }
    }
}

TEST_F(DoctorSplit, AnotherStrategyIsResplitWithAConvertCommand) {
    const SynthModel model = test::synthModel(test::synthConfig(1, 4, 2));
    const std::string d = s_dir->file("dst_mp4.json");
    ASSERT_TRUE(writeStrategyFile(test::jsonStrategy(model), d));
    auto net = NetSpec::loadStrategy(d, 0);
    ASSERT_TRUE(net) << net.error().describe();
    const NetParam* w = net->find("backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(w, nullptr);
    EXPECT_EQ(w->shape, (Shape{16, 64}));

    const DoctorReport r = Diagnoser(loadSide(test::rankFile(run(), 0)), *net).run(false);
    const DoctorProblem* p = findProblem(r, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->kind, ProblemKind::Split);
    EXPECT_EQ(p->diagnosis.ckptParts, 2);
    EXPECT_EQ(p->diagnosis.netParts, 4);
    EXPECT_EQ(p->diagnosis.text,
              "the checkpoint and the network cut the same (64, 64) differently. The "
              "checkpoint's strategy: dim 0 (64) is split 2 ways over device axis 1 of "
              "dev_matrix [2, 2]; rank 0 holds part 0, [0, 32). The network's strategy: dim 0 "
              "(64) is split 4 ways over device axis 1 of dev_matrix [1, 4]; rank 0 holds part "
              "0, [0, 16).");
    const std::string convert = "shardscope-cli convert --src " + run() + " --src-strategy " +
                                run() + "/strategy.ckpt --dst-strategy " + d + " --dst " + run() +
                                "_converted";
    EXPECT_EQ(p->fix.command, convert);
    EXPECT_EQ(p->fix.text, "reshard the run for the network's strategy, then load " + run() +
                               "_converted/rank_0/checkpoint_0.ckpt on rank 0");
    ASSERT_FALSE(r.findings.empty());
    EXPECT_EQ(r.findings[0].kind, FindingKind::Resplit);
    EXPECT_EQ(r.findings[0].fix.command, convert);
}

TEST_F(DoctorSplit, AFullCheckpointIntoASplitNetwork) {
    test::TempDir dir;
    test::writeRun(dir.file("full"), test::synthConfig(1, 1, 1));
    fs::copy_file(test::rankFile(dir.file("full"), 0), dir.file("model.ckpt"));
    const SynthModel model = test::synthModel(test::synthConfig(2, 2, 2));
    ASSERT_TRUE(writeStrategyFile(test::jsonStrategy(model), dir.file("dst.json")));
    auto net = NetSpec::loadStrategy(dir.file("dst.json"), 1);
    ASSERT_TRUE(net);

    const CheckpointSide side = loadSide(dir.file("model.ckpt"));
    EXPECT_TRUE(side.runFolder.empty());
    EXPECT_FALSE(side.strategy);
    const DoctorReport r = Diagnoser(side, *net).run(false);
    const DoctorProblem* p = findProblem(r, "backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->kind, ProblemKind::Split);
    EXPECT_EQ(p->diagnosis.text,
              "the checkpoint holds the full tensor (64, 64), but the network is compiled for a "
              "strategy in which dim 0 (64) is split 2 ways over device axis 1 of dev_matrix [2, "
              "2]; rank 1 holds part 1, [32, 64).");
    EXPECT_EQ(p->diagnosis.rank, 1);
    EXPECT_EQ(p->diagnosis.ckptParts, 1);
    EXPECT_EQ(p->diagnosis.netParts, 2);
    const std::string src = dir.file("model_src");
    EXPECT_EQ(p->fix.command, "mkdir -p " + src + "/rank_0 && ln -sf " + dir.file("model.ckpt") +
                                  " " + src + "/rank_0/ && shardscope-cli convert --src " + src +
                                  " --dst-strategy " + dir.file("dst.json") + " --dst " +
                                  dir.file("model_converted"));
    ASSERT_FALSE(r.findings.empty());
    EXPECT_EQ(r.findings[0].kind, FindingKind::FullIntoSplit);
    // Stage 1's parameters are in the full checkpoint too; only split ones fail.
    EXPECT_EQ(count(r, ProblemKind::Split), r.problems.size());
}

}  // namespace
}  // namespace shardscope
