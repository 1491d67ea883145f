// Issue 34 #16: past ten slices the colours repeat (mp=0 and mp=10 both blue) under the caption
// "Same colour = same slice": the caption says where they repeat.
#include <gtest/gtest.h>

#include "inspect/runmodel.h"
#include "models/matrix/matrixtexts.h"

using namespace shardscope;

namespace {

std::shared_ptr<RunModel> sliceColourRepeatRun(int64_t ways) {
    auto run = std::make_shared<RunModel>();
    run->stages = {static_cast<int>(ways), 1};
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {{ways}};
    p.tensorMap = {{0}, {-1}};
    const std::vector<int64_t> shape{64, 4};
    ParamInfo info;
    info.name = "w";
    info.globalShape = shape;
    info.layout = TensorLayout::make(p, shape).value();
    info.localShape = info.layout->localShape();
    for (int r = 0; r < ways; ++r) {
        info.ranks.push_back(r);
    }
    run->params.push_back(std::move(info));
    run->files.resize(static_cast<size_t>(ways));
    return run;
}

}  // namespace

TEST(SliceColourRepeat, TheCaptionSaysWhereColoursRepeat) {
    const MatrixTexts sixteen(sliceColourRepeatRun(16), 0, QStringList());
    ASSERT_EQ(sixteen.caption().size(), 2);
    EXPECT_EQ(sixteen.caption()[1], QStringLiteral("Colours repeat after 10 slices (16 in all)."));
    const MatrixTexts eight(sliceColourRepeatRun(8), 0, QStringList());
    EXPECT_EQ(eight.caption()[1], QStringLiteral("Same colour = same slice (replicas)."));
}
