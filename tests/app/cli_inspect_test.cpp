// `shardscope-cli inspect` as scripts use it: JSON keys, human tables, exit statuses.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;

using test::cliAll;

TEST(CliInspect, CheckpointJsonContract) {
    int status = -1;
    const std::string out =
        cliAll("inspect --json " + test::realFixture("router_4x16.ckpt"), &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out);
    EXPECT_EQ(j["format"], "mindspore-ckpt");
    EXPECT_EQ(j["crc"], "none");
    ASSERT_EQ(j["tensors"].size(), 1u);
    EXPECT_EQ(j["tensors"][0]["name"], "gating.weight");
    EXPECT_EQ(j["tensors"][0]["dtype"], "Float32");
    EXPECT_EQ(j["tensors"][0]["shape"], json::array({4, 16}));
    EXPECT_EQ(j["tensors"][0]["bytes"], 256);
}

TEST(CliInspect, OldScalarsHaveEmptyShapeAndValues) {
    int status = -1;
    const std::string out =
        cliAll("inspect --json " + test::realFixture("lenet_mnist_old_scalars.ckpt"), &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out);
    ASSERT_EQ(j["tensors"].size(), 21u);
    EXPECT_EQ(j["tensors"][8]["name"], "scale_sense");
    EXPECT_EQ(j["tensors"][8]["shape"], json::array());
    EXPECT_EQ(j["tensors"][8]["value"], "1048576");
    EXPECT_EQ(j["tensors"][19]["value"], "18751");
}

TEST(CliInspect, HumanTable) {
    int status = -1;
    const std::string out = cliAll("inspect " + test::realFixture("router_4x16.ckpt"), &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(out, test::realFixture("router_4x16.ckpt") +
                       ": MindSpore checkpoint, 1 tensor, 256 B of tensor data, CRC none\n\n"
                       "NAME           DTYPE    SHAPE    BYTES  VALUE\n"
                       "gating.weight  Float32  [4, 16]    256  \n");
}

TEST(CliInspect, MissingFileFailsWithOneLine) {
    int status = -1;
    const std::string out = cliAll("inspect /nonexistent/x.ckpt", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: /nonexistent/x.ckpt: no such file or folder\n");
}

TEST(CliInspect, UsageErrorsExitTwo) {
    int status = -1;
    cliAll("inspect", &status);
    EXPECT_EQ(status, 2);
    cliAll("frobnicate", &status);
    EXPECT_EQ(status, 2);
}

}  // namespace
}  // namespace shardscope
