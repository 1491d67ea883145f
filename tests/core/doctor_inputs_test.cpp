// The two sides the doctor compares: NET.json, a destination strategy or a checkpoint for the
// network; a checkpoint file or a run folder (with its strategy) for the parameter_dict.
#include <gtest/gtest.h>

#include <filesystem>

#include "doctor/checkpointside.h"
#include "doctor/doctor.h"
#include "doctor/netspec.h"
#include "doctorfixtures.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using test::Shape;

TEST(DoctorNetSpec, NetJsonKeepsTheNetworksOrderAndNormalizesDtypes) {
    auto net = NetSpec::fromJson(
        R"({"z.weight": {"shape": [4, 2], "dtype": "Float32"},
            "a.bias": {"shape": [4], "dtype": "float16"},
            "step": {"shape": [], "dtype": null},
            "scale": {"shape": [1]}})",
        "net.json");
    ASSERT_TRUE(net) << net.error().describe();
    ASSERT_EQ(net->params.size(), 4u);
    EXPECT_EQ(net->params[0].name, "z.weight");
    EXPECT_EQ(net->params[0].shape, (Shape{4, 2}));
    EXPECT_EQ(net->params[1].dtype, "Float16");
    EXPECT_EQ(net->params[2].shape, Shape{});
    EXPECT_EQ(net->params[2].dtype, "");
    EXPECT_EQ(net->params[3].dtype, "");
    EXPECT_EQ(net->source, NetSource::Json);
}

TEST(DoctorNetSpec, NetJsonErrorsNameTheParameter) {
    auto bad = NetSpec::fromJson(R"({"w": {"shape": [4, -1]}})", "net.json");
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().describe(),
              "net.json: parameter 'w': 'shape' must be a list of non-negative integers");
    auto noShape = NetSpec::fromJson(R"({"w": {"dtype": "Float32"}})", "net.json");
    ASSERT_FALSE(noShape);
    EXPECT_EQ(noShape.error().message, "'shape' must be a list of integers");
    EXPECT_FALSE(NetSpec::fromJson("[1, 2]", "net.json"));
    EXPECT_EQ(NetSpec::fromJson("{", "net.json").error().message, "not valid JSON");
}

TEST(DoctorNetSpec, ADestinationStrategyGivesOneRanksSlicesOfItsStage) {
    const SynthModel model = test::synthModel(test::synthConfig(2, 2, 2, 2));
    auto net = NetSpec::fromStrategy(test::jsonStrategy(model), "dst.json", 5);
    ASSERT_TRUE(net) << net.error().describe();
    EXPECT_EQ(net->stage, 1);
    EXPECT_EQ(net->stages.devices, 4);
    const NetParam* dense = net->find("backbone.blocks.1.attention.dense1.weight");
    ASSERT_NE(dense, nullptr);
    EXPECT_EQ(dense->shape, (Shape{16, 64}));  // mp 2 and optimizer shard 2
    EXPECT_EQ(dense->dtype, "");
    EXPECT_EQ(net->find("backbone.blocks.0.attention.dense1.weight"), nullptr);
    ASSERT_NE(net->layout("backbone.blocks.1.attention.dense1.weight"), nullptr);

    auto outside = NetSpec::fromStrategy(test::jsonStrategy(model), "dst.json", 8);
    ASSERT_FALSE(outside);
    EXPECT_EQ(outside.error().message, "rank 8 is not in the strategy, which has 8 ranks");
}

TEST(DoctorCheckpointSide, AFileInARankFolderKnowsItsRunRankAndStrategy) {
    test::TempDir dir;
    test::writeRun(dir.file("run"), test::synthConfig(2, 2, 2));
    auto side = CheckpointSide::load(test::rankFile(dir.file("run"), 6), {}, 0);
    ASSERT_TRUE(side) << side.error().describe();
    EXPECT_EQ(side->runFolder, dir.file("run"));
    EXPECT_EQ(side->rank, 6);
    EXPECT_EQ(side->stage(), 1);
    EXPECT_EQ(side->localRank(), 2);
    EXPECT_EQ(side->runRanks, 8);
    EXPECT_EQ(side->strategyPath, dir.file("run/strategy.ckpt"));
    EXPECT_EQ(test::noteTexts(side->notes),
              (std::vector<std::string>{"using the strategy found beside the run: " +
                                        dir.file("run/strategy.ckpt")}));
    EXPECT_EQ(test::noteCodes(side->notes),
              (std::vector<std::string>{"strategy-found-beside-run"}));
    const TensorLayout* l = side->layout("backbone.blocks.1.attention.dense1.weight");
    ASSERT_NE(l, nullptr);
    EXPECT_EQ(l->fullShape(), (Shape{64, 64}));
    EXPECT_EQ(side->stagesOf("backbone.embedding.word_embedding.embedding_table"),
              (std::vector<int>{0, 1}));
    EXPECT_TRUE(side->stagesOf("learning_rate").empty());

    // The run folder itself: rank --rank's file; a rank without one is an error.
    auto byFolder = CheckpointSide::load(dir.file("run/"), {}, 3);
    ASSERT_TRUE(byFolder) << byFolder.error().describe();
    EXPECT_EQ(byFolder->path, test::rankFile(dir.file("run"), 3));
    EXPECT_EQ(byFolder->runFolder, dir.file("run"));
    auto missing = CheckpointSide::load(dir.file("run"), {}, 9);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().describe(), dir.file("run") + ": rank 9 has no checkpoint file");
}

TEST(DoctorCheckpointSide, ALoneSliceWithAStrategyFindsItsStageByName) {
    test::TempDir dir;
    test::writeRun(dir.file("run"), test::synthConfig(2, 2, 2));
    fs::copy_file(test::rankFile(dir.file("run"), 5), dir.file("slice.ckpt"));
    auto side = CheckpointSide::load(dir.file("slice.ckpt"), dir.file("run/strategy.ckpt"), 1);
    ASSERT_TRUE(side) << side.error().describe();
    EXPECT_TRUE(side->runFolder.empty());
    EXPECT_FALSE(side->rankKnown);
    EXPECT_EQ(side->rank, 5);  // --rank 1 is local rank 1 of the stage the names belong to
    EXPECT_EQ(test::noteTexts(side->notes),
              (std::vector<std::string>{"the checkpoint holds the parameters of "
                                        "pipeline stage 1; taken as rank 5"}));
    EXPECT_EQ(test::noteCodes(side->notes), (std::vector<std::string>{"stage-taken"}));
}

TEST(DoctorRequestTest, ExactlyOneNetworkSource) {
    DoctorInputs none;
    none.ckpt = test::realFixture("router_4x16.ckpt");
    auto r = test::doctorOf(none);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::InvalidArgument);
    DoctorInputs missing = none;
    missing.netJson = "/nonexistent/net.json";
    auto m = test::doctorOf(missing);
    ASSERT_FALSE(m);
    EXPECT_EQ(m.error().describe(), "/nonexistent/net.json: cannot open the file");
}

}  // namespace
}  // namespace shardscope
