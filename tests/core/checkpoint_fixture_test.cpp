// The real MindSpore checkpoints in tests/data/real, checked against what an independent reader
// (python3-protobuf with core/proto/checkpoint.proto) reports for them.
#include <gtest/gtest.h>

#include "formats/checkpointfile.h"
#include "inspect/inspectreport.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::realFixture;

struct Expected {
    const char* name;
    const char* dtype;
    std::vector<int64_t> shape;
    uint64_t bytes;
};

void expectTensors(const CheckpointIndex& index, const std::vector<Expected>& expected) {
    ASSERT_EQ(index.tensors.size(), expected.size());
    for (size_t i = 0; i < expected.size(); ++i) {
        SCOPED_TRACE(expected[i].name);
        EXPECT_EQ(index.tensors[i].name, expected[i].name);
        EXPECT_EQ(index.tensors[i].dtypeName, expected[i].dtype);
        EXPECT_EQ(index.tensors[i].shape, expected[i].shape);
        EXPECT_EQ(index.tensors[i].bytes, expected[i].bytes);
    }
}

TEST(CheckpointFixture, Sha256OfEveryRealFixtureMatches) {
    int status = -1;
    const std::string out = test::runCommand(
        "cd '" + test::dataPath("real") + "' && sha256sum --check --strict SHA256SUMS 2>&1",
        &status);
    EXPECT_EQ(status, 0) << out;
    EXPECT_NE(out.find("strategy_8_npus.ckpt: OK"), std::string::npos) << out;
    EXPECT_NE(out.find("lenet_mnist_old_scalars.ckpt: OK"), std::string::npos) << out;
}

TEST(CheckpointFixture, RouterHasOneFloat32Tensor) {
    auto file = CheckpointFile::open(realFixture("router_4x16.ckpt"));
    ASSERT_TRUE(file) << file.error().describe();
    expectTensors(file->index(), {{"gating.weight", "Float32", {4, 16}, 256}});
    EXPECT_EQ(file->index().crc, CrcState::None);
    EXPECT_EQ(file->index().tensors[0].chunks[0].offset, 37u);
    const auto first = file->bytes({37, 4});
    EXPECT_EQ(first[0], 0x32);
    EXPECT_EQ(first[3], 0x3b);
}

TEST(CheckpointFixture, LenetOldScalarsAreScalars) {
    auto file = CheckpointFile::open(realFixture("lenet_mnist_old_scalars.ckpt"));
    ASSERT_TRUE(file) << file.error().describe();
    const CheckpointIndex& index = file->index();
    expectTensors(index, {{"conv1.weight", "Float32", {6, 1, 5, 5}, 600},
                          {"conv2.weight", "Float32", {16, 6, 5, 5}, 9600},
                          {"fc1.weight", "Float32", {120, 400}, 192000},
                          {"fc1.bias", "Float32", {120}, 480},
                          {"fc2.weight", "Float32", {84, 120}, 40320},
                          {"fc2.bias", "Float32", {84}, 336},
                          {"fc3.weight", "Float32", {10, 84}, 3360},
                          {"fc3.bias", "Float32", {10}, 40},
                          {"scale_sense", "Float32", {}, 4},
                          {"learning_rate", "Float32", {}, 4},
                          {"momentum", "Float32", {}, 4},
                          {"moments.conv1.weight", "Float32", {6, 1, 5, 5}, 600},
                          {"moments.conv2.weight", "Float32", {16, 6, 5, 5}, 9600},
                          {"moments.fc1.weight", "Float32", {120, 400}, 192000},
                          {"moments.fc1.bias", "Float32", {120}, 480},
                          {"moments.fc2.weight", "Float32", {84, 120}, 40320},
                          {"moments.fc2.bias", "Float32", {84}, 336},
                          {"moments.fc3.weight", "Float32", {10, 84}, 3360},
                          {"moments.fc3.bias", "Float32", {10}, 40},
                          {"current_iterator_step", "Int32", {}, 4},
                          {"last_overflow_iterator_step", "Int32", {}, 4}});
    EXPECT_EQ(index.tensors[8].kind, TensorKind::Scalar);
    EXPECT_EQ(index.tensors[8].dims, std::vector<int64_t>{0});

    auto report = inspectPath(realFixture("lenet_mnist_old_scalars.ckpt"));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->values.at("scale_sense"), "1048576");
    EXPECT_EQ(report->values.at("momentum"), "0.899999976");
    EXPECT_EQ(report->values.at("current_iterator_step"), "18751");
    EXPECT_EQ(report->values.at("last_overflow_iterator_step"), "17072");
    EXPECT_EQ(report->values.count("fc3.bias"), 0u);
}

TEST(CheckpointFixture, AdamSmallNetKeepsShapeOneTensorsAsTensors) {
    auto file = CheckpointFile::open(realFixture("adam_small_net.ckpt"));
    ASSERT_TRUE(file) << file.error().describe();
    const CheckpointIndex& index = file->index();
    ASSERT_EQ(index.tensors.size(), 22u);
    const TensorEntry* step = index.find("optimizer.global_step");
    ASSERT_NE(step, nullptr);
    EXPECT_EQ(step->dtypeName, "Int32");
    EXPECT_EQ(step->shape, std::vector<int64_t>{1});
    EXPECT_EQ(step->kind, TensorKind::Tensor);
    const TensorEntry* lr = index.find("optimizer.learning_rate");
    ASSERT_NE(lr, nullptr);
    EXPECT_EQ(lr->kind, TensorKind::Scalar);
    EXPECT_EQ(index.tensors[0].name, "optimizer.network.cell_list.0.weight");
    EXPECT_EQ(index.tensors[0].shape, (std::vector<int64_t>{5, 2}));
    EXPECT_EQ(index.tensors[21].name, "optimizer.moment2.network.cell_list.2.bias");
    EXPECT_EQ(index.tensorBytes(),
              2 * (40 + 20 + 100 + 20 + 20 + 4) + 40 + 20 + 100 + 20 + 20 + 4 + 4 + 4 + 4 + 4);

    auto report = inspectPath(realFixture("adam_small_net.ckpt"));
    ASSERT_TRUE(report);
    EXPECT_EQ(report->values.at("optimizer.learning_rate"), "0.00100000005");
    EXPECT_EQ(report->values.at("optimizer.beta2_power"), "4.5134042e-05");
}

TEST(CheckpointFixture, StrategyFileIsNotACheckpoint) {
    auto file = CheckpointFile::open(realFixture("strategy_8_npus.ckpt"));
    ASSERT_FALSE(file);
    EXPECT_EQ(file.error().describe(),
              realFixture("strategy_8_npus.ckpt") + ": this is a strategy file, not a checkpoint");
}

}  // namespace
}  // namespace shardscope
