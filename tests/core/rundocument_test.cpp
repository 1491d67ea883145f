// A run joined with its strategy: shapes, bytes, split words, and what contradicts the strategy.
#include <gtest/gtest.h>

#include <filesystem>
#include <optional>
#include <vector>

#include "ckptrewrite.h"
#include "formats/checkpointwriter.h"
#include "inspect/rundocument.h"
#include "inspect/runloader.h"
#include "inspect/splitpiece.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

SynthConfig tinyConfig(int optShard) {
    SynthConfig c;
    c.optShard = optShard;
    return c;
}

TEST(RunDocument, SynthRunFindsItsStrategyAndDescribesEverySplit) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(2)));
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->strategyPath, dir.file("strategy.ckpt"));
    EXPECT_TRUE(model->issues.empty());
    EXPECT_EQ(model->rankCount(), 8);
    EXPECT_EQ(model->stages.devices, 4);
    EXPECT_EQ(model->stages.stages, 2);

    const ParamInfo* dense1 = model->find("backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense1, nullptr);
    EXPECT_EQ(dense1->stage, 0);
    EXPECT_EQ(dense1->status, ParamStatus::Ok);
    EXPECT_EQ(dense1->globalShape, (std::vector<int64_t>{64, 64}));
    EXPECT_EQ(dense1->localShape, (std::vector<int64_t>{16, 64}));  // mp 2, optimizer shard 2
    EXPECT_EQ(dense1->ranks, (std::vector<int>{0, 1, 2, 3}));
    EXPECT_EQ(dense1->bytesPerRank, 16u * 64 * 4);
    EXPECT_EQ(dense1->bytesTotal, 4u * 16 * 64 * 4);
    ASSERT_TRUE(dense1->layout);
    EXPECT_EQ(splitArg("split", describeSplit(*dense1->layout)).value,
              "dim 0 / 2 over axis 1, replicated ×2 over axis 0, optimizer shard ×2");

    const ParamInfo* gamma = model->find("backbone.blocks.0.layernorm1.gamma");
    ASSERT_NE(gamma, nullptr);
    EXPECT_EQ(splitArg("split", describeSplit(*gamma->layout)).value,
              "replicated ×4 over axes 0,1, optimizer shard ×2");

    const ParamInfo* lr = model->find("learning_rate");
    ASSERT_NE(lr, nullptr);
    EXPECT_EQ(lr->status, ParamStatus::NotInStrategy);
    EXPECT_TRUE(lr->globalShape.empty());
    EXPECT_EQ(lr->ranks.size(), 4u);  // stage 0's four ranks; stage 1 lists its own row

    // The tied word embedding is one row per stage.
    int tied = 0;
    for (const ParamInfo& p : model->params) {
        tied += p.name == "backbone.embedding.word_embedding.embedding_table";
    }
    EXPECT_EQ(tied, 2);
}

TEST(RunDocument, ARankWhoseShapeContradictsTheStrategyIsReported) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(0)));
    // Rewrite rank 2 with one tensor of the wrong shape and one missing.
    const std::string rank2 = dir.file("rank_2/synth-2_250.ckpt");
    auto original = CheckpointFile::open(rank2);
    ASSERT_TRUE(original);
    std::filesystem::remove(rank2);
    {
        auto w = CheckpointWriter::create(rank2);
        ASSERT_TRUE(w);
        for (const TensorEntry& t : original->index().tensors) {
            if (t.name == "backbone.blocks.0.layernorm1.beta") {
                continue;
            }
            std::vector<int64_t> dims = t.dims;
            std::vector<uint8_t> bytes;
            ASSERT_TRUE(original->readTensor(t, [&](std::span<const uint8_t> b) -> Status {
                bytes.insert(bytes.end(), b.begin(), b.end());
                return {};
            }));
            if (t.name == "backbone.blocks.0.attention.dense1.weight") {
                dims = {64, 32};  // the right bytes, the wrong shape
            }
            ASSERT_TRUE(w->addTensor(t.name, t.dtypeName, dims, bytes));
        }
        ASSERT_TRUE(w->commit());
    }
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_EQ(model->issues.size(), 2u);  // in parameter order
    EXPECT_EQ(model->issues[0].code, IssueCode::MissingOnRanks);
    EXPECT_EQ(model->issues[0].text(),
              "parameter 'backbone.blocks.0.layernorm1.beta' is missing on rank(s) 2");
    EXPECT_EQ(model->issues[1].code, IssueCode::ShapeContradictsStrategy);
    EXPECT_EQ(model->issues[1].rank, 2);
    EXPECT_EQ(model->issues[1].text(),
              "parameter 'backbone.blocks.0.attention.dense1.weight': rank 2 holds shape [64, 32], "
              "the strategy gives [32, 64]");
    EXPECT_EQ(model->find("backbone.blocks.0.attention.dense1.weight")->status,
              ParamStatus::ShapeContradicts);
}

TEST(RunDocument, EveryRankWhoseShapeDiffersIsReportedWithItsOwnShape) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(0)));
    const std::string name = "backbone.blocks.0.attention.dense1.weight";
    // Ranks 1 and 3 hold the right bytes under two different wrong shapes; ranks 0 and 2 agree.
    const auto reshape = [&](const std::string& file, const std::vector<int64_t>& wrong) {
        test::rewriteCheckpoint(file, [&](std::string& entry, std::vector<int64_t>& dims) {
            if (entry == name) {
                dims = wrong;
            }
        });
    };
    reshape(dir.file("rank_1/synth-2_250.ckpt"), {64, 32});
    reshape(dir.file("rank_3/synth-2_250.ckpt"), {16, 128});
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_EQ(model->issues.size(), 2u);
    EXPECT_EQ(model->issues[0].code, IssueCode::ShapeContradictsStrategy);
    EXPECT_EQ(model->issues[0].rank, 1);
    EXPECT_EQ(model->issues[0].text(), "parameter '" + name +
                                           "': rank 1 holds shape [64, 32], the strategy gives "
                                           "[32, 64]");
    EXPECT_EQ(model->issues[1].rank, 3);
    EXPECT_EQ(model->issues[1].text(), "parameter '" + name +
                                           "': rank 3 holds shape [16, 128], the strategy gives "
                                           "[32, 64]");
    EXPECT_EQ(model->find(name)->ranks, (std::vector<int>{0, 1, 2, 3}));
}

// A file that holds a name twice: its first copy is the rank's (as MindSpore's loader takes
// it), so a second copy of another shape is no contradiction, and a wrong first copy is one.
TEST(RunDocument, ANameHeldTwiceIsCheckedByItsFirstCopy) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(0)));
    const std::string name = "backbone.blocks.0.attention.dense1.weight";
    const auto rewrite = [&](const std::string& file, std::vector<int64_t> firstCopy,
                             std::vector<int64_t> secondCopy) {
        auto original = CheckpointFile::open(file);
        ASSERT_TRUE(original);
        const std::string rewritten = file + ".new";
        {
            auto w = CheckpointWriter::create(rewritten);
            ASSERT_TRUE(w);
            std::vector<uint8_t> copied;
            for (const TensorEntry& t : original->index().tensors) {
                std::vector<uint8_t> bytes;
                ASSERT_TRUE(original->readTensor(t, [&](std::span<const uint8_t> b) -> Status {
                    bytes.insert(bytes.end(), b.begin(), b.end());
                    return {};
                }));
                if (t.name == name) {
                    copied = bytes;
                    ASSERT_TRUE(w->addTensor(t.name, t.dtypeName, firstCopy, bytes));
                } else {
                    ASSERT_TRUE(w->addTensor(t.name, t.dtypeName, t.dims.vec(), bytes));
                }
            }
            ASSERT_TRUE(w->addTensor(name, "Float32", secondCopy, copied));
            ASSERT_TRUE(w->commit());
        }
        std::filesystem::rename(rewritten, file);
    };
    rewrite(dir.file("rank_1/synth-2_250.ckpt"), {32, 64}, {64, 32});  // right, then wrong
    rewrite(dir.file("rank_3/synth-2_250.ckpt"), {64, 32}, {32, 64});  // wrong, then right
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model) << model.error().describe();
    std::vector<std::string> contradictions;
    for (const Issue& issue : model->issues) {
        if (issue.code == IssueCode::ShapeContradictsStrategy) {
            contradictions.push_back(issue.text());
        }
    }
    EXPECT_EQ(
        contradictions,
        (std::vector<std::string>{"parameter '" + name +
                                  "': rank 3 holds shape [64, 32], the strategy gives [32, 64]"}));
}

TEST(RunDocument, WithoutAStrategyEveryParameterIsItsOwnShape) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(0)));
    std::filesystem::remove(dir.file("strategy.ckpt"));
    std::filesystem::remove_all(dir.file("strategy"));  // the per-stage files, if any
    std::filesystem::remove_all(dir.file("strategy"));
    auto model = loadRunFolder(dir.path());
    ASSERT_TRUE(model);
    ASSERT_EQ(model->issues.size(), 1u);
    EXPECT_EQ(model->issues[0].code, IssueCode::NoStrategy);
    EXPECT_FALSE(model->strategy);
    const ParamInfo* p = model->find("backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(p, nullptr);
    EXPECT_EQ(p->status, ParamStatus::NotInStrategy);
    EXPECT_EQ(p->globalShape, p->localShape);
}

}  // namespace
}  // namespace shardscope

#include "inspect/runloader.h"
#include "inspect/splitpiece.h"

namespace shardscope {
namespace {

TEST(RunLoader, ACheckpointIsARunOfOneRank) {
    auto model = loadPath(test::realFixture("lenet_mnist_old_scalars.ckpt"));
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->rankCount(), 1);
    ASSERT_EQ(model->params.size(), 21u);
    EXPECT_EQ(model->params[2].name, "fc1.weight");
    EXPECT_EQ(model->params[2].globalShape, (std::vector<int64_t>{120, 400}));
    EXPECT_EQ(model->params[2].bytesTotal, 192000u);
    EXPECT_FALSE(model->strategy);
}

TEST(RunLoader, AStrategyAloneHasLayoutsButNoShapes) {
    auto model = loadPath(test::realFixture("strategy_8_npus.ckpt"));
    ASSERT_TRUE(model) << model.error().describe();
    EXPECT_EQ(model->rankCount(), 0);
    EXPECT_EQ(model->stages.devices, 4);
    EXPECT_EQ(model->stages.stages, 2);
    ASSERT_EQ(model->params.size(), 148u);
    const ParamInfo& first = model->params[0];
    EXPECT_EQ(first.name, "adam_v.backbone.blocks.1.layernorm1.beta");
    EXPECT_EQ(first.stage, 1);
    EXPECT_TRUE(first.globalShape.empty());
    ASSERT_TRUE(first.layout);
    EXPECT_EQ(first.layout->replicaGroupSize(), 4);
}

TEST(RunLoader, MissingPath) {
    auto model = loadPath("/nonexistent/run");
    ASSERT_FALSE(model);
    EXPECT_EQ(model.error().describe(), "/nonexistent/run: no such file or folder");
}

}  // namespace
}  // namespace shardscope

#include "inspect/axisroles.h"

namespace shardscope {
namespace {

// The roles kept at load are those worked out from every layout, and what the views get.
TEST(RunLoader, KeepsTheMainDeviceMatrixAndItsRolesAsWorkedOut) {
    test::TempDir dir;
    SynthConfig config;  // tiny: dp 2 x mp 2 x pp 2
    ASSERT_TRUE(writeSynthRun(dir.path(), config));
    auto run = loadPath(dir.path(), LoadOptions{});
    ASSERT_TRUE(run.ok()) << run.error().describe();
    ASSERT_FALSE(run->mainRoles.empty());
    RunDocument fresh = *run;
    fresh.mainDevMatrix.clear();
    fresh.mainRoles.clear();
    EXPECT_EQ(runDevMatrix(*run), runDevMatrix(fresh));
    EXPECT_EQ(run->mainDevMatrix, std::vector<int64_t>({2, 2}));
    EXPECT_EQ(axisRoles(*run, run->mainDevMatrix), axisRoles(fresh, run->mainDevMatrix));
    EXPECT_EQ(run->mainRoles,
              std::vector<AxisRole>({AxisRole::DataParallel, AxisRole::ModelParallel}));
    // Another matrix is worked out, not taken from the kept one.
    EXPECT_EQ(axisRoles(*run, {4}), std::vector<AxisRole>({AxisRole::DataParallel}));
}

// Progressive display (issue 35): the layouts come before the rank files are indexed, as a
// strategy opened alone loads, placed in the run's folder; the progress counts every rank file.
TEST(RunDocument, ALoadWatchHearsTheLayoutsFirstAndEveryRankFile) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(0)));
    std::optional<RunDocument> preview;
    std::vector<Progress> reports;
    LoadWatch watch;
    watch.preview = [&](RunDocument layouts) { preview = std::move(layouts); };
    watch.progress = [&](const Progress& p) { reports.push_back(p); };
    auto run = loadPath(dir.path(), LoadOptions{}, watch);
    ASSERT_TRUE(run) << run.error().describe();
    ASSERT_TRUE(preview.has_value());
    EXPECT_EQ(preview->kind, InputKind::Strategy);
    EXPECT_EQ(preview->path, dir.path());
    EXPECT_EQ(preview->strategyPath, dir.file("strategy.ckpt"));
    EXPECT_EQ(preview->rankCount(), 0);
    EXPECT_EQ(preview->stages.stages, 2);
    EXPECT_EQ(preview->stages.ranks(), 8);
    const ParamInfo* dense1 = preview->find("backbone.blocks.0.attention.dense1.weight");
    ASSERT_NE(dense1, nullptr);
    EXPECT_TRUE(dense1->layout.has_value());
    EXPECT_EQ(preview->mainDevMatrix, run->mainDevMatrix);
    ASSERT_FALSE(reports.empty());
    EXPECT_EQ(reports.back().done, 8u);
    EXPECT_EQ(reports.back().total, 8u);
    // The same run as without a watch.
    auto plain = loadPath(dir.path(), LoadOptions{});
    ASSERT_TRUE(plain);
    EXPECT_EQ(run->params.size(), plain->params.size());
    EXPECT_EQ(run->issues.size(), plain->issues.size());
}

TEST(RunDocument, ALoadWatchHearsNoLayoutsOfARunWithoutAStrategy) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(0)));
    std::filesystem::remove(dir.file("strategy.ckpt"));
    std::filesystem::remove_all(dir.file("strategy"));  // the per-stage files, if any
    bool previewed = false;
    LoadWatch watch;
    watch.preview = [&](const RunDocument&) { previewed = true; };
    auto run = loadPath(dir.path(), LoadOptions{}, watch);
    ASSERT_TRUE(run) << run.error().describe();
    EXPECT_FALSE(previewed);
    EXPECT_EQ(run->rankCount(), 8);
}

}  // namespace
}  // namespace shardscope
