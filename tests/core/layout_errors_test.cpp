// Every impossible layout is an error naming the parameter and the numbers involved.
#include <gtest/gtest.h>

#include "layoutbuilders.h"

#include "layout/tensorlayout.h"

namespace shardscope {
namespace {

using test::classic;
using test::Dims;
using test::makeOk;

Error failure(const ParamLayout& p, const Dims& shape) {
    Result<TensorLayout> r = TensorLayout::make(p, shape);
    EXPECT_FALSE(r.ok());
    return r.ok() ? Error{} : r.error();
}

void expectBad(const ParamLayout& p, const Dims& shape, const std::string& message) {
    const Error e = failure(p, shape);
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.param, "w");
    EXPECT_EQ(e.message, message);
}

TEST(LayoutErrors, SplitThatDoesNotDivideNamesTheAxis) {
    const Error e = failure(classic({2, 4}, {0, -1}), {10, 6});
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.describe(),
              "parameter 'w': dimension 0 (size 10) does not divide by 4 (device axis 1 of "
              "dev_matrix [2, 4])");
}

TEST(LayoutErrors, NestedSplitThatDoesNotDivideNamesEveryAxis) {
    ParamLayout p = classic({2, 2, 2}, {});
    p.tensorMap = {{-1}, {2, 0}};
    p.nested = true;
    expectBad(p, {3, 6},
              "dimension 1 (size 6) does not divide by 4 (device axes 0 and 2 of dev_matrix "
              "[2, 2, 2])");
}

TEST(LayoutErrors, TensorMapAgainstDevMatrix) {
    expectBad(classic({2, 4}, {3, -1}), {8, 6},
              "tensor_map entry 0 names device axis 3 but dev_matrix [2, 4] has 2 axes");
    expectBad(classic({8}, {-1, 1}), {8, 6},
              "tensor_map entry 1 names device axis 1 but dev_matrix [8] has 1 axis");
    expectBad(classic({2, 4}, {-2, -1}), {8, 6},
              "tensor_map entry 0 is -2 (expected -1 or a device axis)");
    expectBad(classic({2, 4}, {0, 0}), {8, 8},
              "tensor_map value 0 is used twice (entry 0 and entry 1): a device axis can split "
              "only one dimension");
    ParamLayout twoInOne = classic({2, 4}, {0, -1});
    twoInOne.tensorMap[0] = {1, 0};
    expectBad(twoInOne, {8, 6},
              "tensor_map entry 0 lists 2 device axes but the layout is not nested");
    twoInOne.nested = true;
    twoInOne.tensorMap[0] = {1, -3};
    expectBad(twoInOne, {8, 6}, "tensor_map entry 0 contains -3 (expected -1 or a device axis)");
    twoInOne.tensorMap[0] = {1, 1};
    expectBad(twoInOne, {8, 6},
              "tensor_map value 1 is used twice in entry 0: a device axis can split "
              "only one dimension");
}

TEST(LayoutErrors, TensorMapAgainstShape) {
    expectBad(classic({2, 4}, {0, -1, -1}), {8, 6},
              "tensor_map has 3 entries but the full shape [8, 6] has 2 dimensions");
    expectBad(classic({2}, {0}), {},
              "tensor_map has 1 entry but the full shape [] has 0 dimensions");
    const Error e = failure(classic({2}, {0, -1}), {8, -6});
    EXPECT_EQ(e.code, ErrorCode::InvalidArgument);
    EXPECT_EQ(e.message, "dimension 1 of the full shape [8, -6] is negative");

    const Result<Dims> local = TensorLayout::fullShapeFromLocal(classic({2}, {0, -1}), {4});
    ASSERT_FALSE(local.ok());
    EXPECT_EQ(local.error().describe(),
              "parameter 'w': tensor_map has 2 entries but the local shape [4] has 1 dimension");
}

TEST(LayoutErrors, DevMatrix) {
    ParamLayout none = classic({}, {-1});
    none.devMatrices.clear();
    expectBad(none, {4}, "the layout has no dev_matrix");
    expectBad(classic({2, 0}, {-1}), {4}, "dev_matrix [2, 0] has an axis of size 0");
    expectBad(classic({65536, 65536}, {-1}), {4},
              "dev_matrix [65536, 65536] has more devices than a rank number can hold");
}

TEST(LayoutErrors, OptimizerShard) {
    expectBad(classic({4, 4}, {0, -1}, 3, 4), {16, 8},
              "optimizer shard size 3 does not divide the replica group size 4 (replica axes: "
              "device axis 0 of dev_matrix [4, 4])");
    expectBad(classic({2, 2, 2}, {1, -1}, 8, 1), {16, 8},
              "optimizer shard size 8 does not divide the replica group size 4 (replica axes: "
              "device axes 0 and 2 of dev_matrix [2, 2, 2])");
    expectBad(classic({4}, {0}, 2, 1), {8},
              "optimizer shard size 2 does not divide the replica group size 1 (dev_matrix [4] "
              "has no replica axis)");
    expectBad(classic({4, 4}, {0, -1}, 4, 4), {8, 8},
              "optimizer shard size 4 does not divide the model-parallel slice's dimension 0 (2)");
    expectBad(classic({4, 4}, {0, -1}, 2, 1), {16, 8},
              "optimizer shard step 1 does not match the replica axis (device axis 0 of "
              "dev_matrix [4, 4], whose neighbouring ranks are 4 apart)");
    expectBad(classic({4, 4}, {0, -1}, -2, 4), {16, 8},
              "optimizer shard size -2 is invalid (expected -1, 0 or a positive size)");
    expectBad(classic({4, 4}, {0, -1}, 2, -4), {16, 8},
              "optimizer shard step -4 is invalid (expected 0 or a positive stride)");
    expectBad(classic({4}, {}, 2, 1), {},
              "optimizer shard size 2 needs a dimension 0 to cut but the tensor is a scalar");
    // Size-1 axes put no distance between ranks: the one real replica axis decides the step.
    EXPECT_TRUE(TensorLayout::make(classic({4, 1, 2}, {0, -1}, 2, 2), {4, 4}).ok());
    // With two replica axes the step is information only (layouts.md section 3).
    EXPECT_TRUE(TensorLayout::make(classic({2, 2, 2}, {1, -1}, 2, 7), {8, 2}).ok());
}

}  // namespace
}  // namespace shardscope
