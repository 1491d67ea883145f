// Issue 34 #16: past ten slices the colours repeated (mp=0 and mp=10 both blue) under the caption
// "Same colour = same slice". Every slice gets a key of its own (twenty colours, then hatchings,
// then shifted shades) and the caption says how to read them.
#include <gtest/gtest.h>

#include <QColor>
#include <cmath>
#include <set>
#include <tuple>

#include "inspect/rundocument.h"
#include "widgets/models/matrix/matrixtexts.h"
#include "widgets/models/slices/slicepalette.h"

using namespace shardscope;

namespace {

std::shared_ptr<RunDocument> sliceColourRepeatRun(int64_t ways, int64_t optShard = 0) {
    auto run = std::make_shared<RunDocument>();
    const int64_t cards = optShard > 1 ? ways * optShard : ways;
    run->stages = {static_cast<int>(cards), 1};
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {optShard > 1 ? std::vector<int64_t>{optShard, ways} : std::vector{ways}};
    p.tensorMap = {{0}, {-1}};
    p.optShardSize = optShard > 1 ? static_cast<int32_t>(optShard) : 0;
    p.optShardStep = optShard > 1 ? static_cast<int32_t>(ways) : 0;
    const std::vector<int64_t> shape{ways * 4, 4};
    ParamInfo info;
    info.name = "w";
    info.globalShape = shape;
    info.layout = TensorLayout::make(p, shape).value();
    info.localShape = info.layout->localShape();
    for (int r = 0; r < cards; ++r) {
        info.ranks.push_back(r);
    }
    run->params.push_back(std::move(info));
    run->files.resize(static_cast<size_t>(cards));
    return run;
}

using SliceColourRepeatKey = std::tuple<QRgb, int>;

SliceColourRepeatKey sliceColourRepeatKeyOf(const SlicePalette::Key& key) {
    return {key.colour.rgb(), static_cast<int>(key.pattern)};
}

// CIELAB distance (D65): how far apart two colours look.
double sliceColourRepeatDeltaE(const QColor& a, const QColor& b) {
    const auto lab = [](const QColor& c) {
        const auto lin = [](double u) {
            return u > 0.04045 ? std::pow((u + 0.055) / 1.055, 2.4) : u / 12.92;
        };
        const double r = lin(c.redF()), g = lin(c.greenF()), bl = lin(c.blueF());
        const double x = (r * 0.4124 + g * 0.3576 + bl * 0.1805) / 0.95047;
        const double y = r * 0.2126 + g * 0.7152 + bl * 0.0722;
        const double z = (r * 0.0193 + g * 0.1192 + bl * 0.9505) / 1.08883;
        const auto f = [](double t) {
            return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116;
        };
        return std::array<double, 3>{116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))};
    };
    const auto p = lab(a);
    const auto q = lab(b);
    return std::hypot(p[0] - q[0], p[1] - q[1], p[2] - q[2]);
}

}  // namespace

TEST(SliceColourRepeat, EverySliceHasAKeyOfItsOwn) {
    std::vector<int> counts;
    for (int n = 1; n <= 64; ++n) {
        counts.push_back(n);
    }
    counts.insert(counts.end(), {140, 141, 1024, 4096});
    for (const bool shaded : {false, true}) {
        for (const int n : counts) {
            std::set<SliceColourRepeatKey> keys;
            for (int s = 0; s < n; ++s) {
                keys.insert(sliceColourRepeatKeyOf(SlicePalette::key(s, n, shaded)));
            }
            EXPECT_EQ(keys.size(), static_cast<size_t>(n)) << n << " slices, shaded " << shaded;
        }
    }
    // Ten slices or fewer keep Tableau 10, plain, as before (and as the loss curves use it).
    for (int s = 0; s < 10; ++s) {
        EXPECT_EQ(SlicePalette::key(s, 10, false).colour, SlicePalette::colour(s));
        EXPECT_EQ(SlicePalette::key(s, 10, false).pattern, Qt::SolidPattern);
    }
    EXPECT_EQ(SlicePalette::colours(16, false), 20);
    EXPECT_EQ(SlicePalette::colours(16, true), 10);
    EXPECT_EQ(SlicePalette::distinct(64, false), 140);
    EXPECT_EQ(SlicePalette::distinct(64, true), 70);
}

TEST(SliceColourRepeat, KeysThatShareAHatchingLookApart) {
    // Up to distinct(): two slices with the same hatching are at least as far apart as
    // Tableau 10's two closest colours nearly are (CIELAB 23; Tableau 10's closest: 25.9).
    for (const bool shaded : {false, true}) {
        const int n = SlicePalette::distinct(64, shaded);
        double closest = 1e9;
        for (int a = 0; a < n; ++a) {
            for (int b = a + 1; b < n; ++b) {
                const SlicePalette::Key ka = SlicePalette::key(a, n, shaded);
                const SlicePalette::Key kb = SlicePalette::key(b, n, shaded);
                if (ka.pattern == kb.pattern) {
                    closest = std::min(closest, sliceColourRepeatDeltaE(ka.colour, kb.colour));
                }
            }
        }
        EXPECT_GT(closest, 23.0) << "shaded " << shaded;
    }
}

TEST(SliceColourRepeat, TheMatrixGivesEachSliceItsKeyAndReplicasShareIt) {
    const MatrixTexts texts(sliceColourRepeatRun(64), 0, QStringList());
    std::set<SliceColourRepeatKey> keys;
    for (int r = 0; r < 64; ++r) {
        ASSERT_TRUE(texts.key(r));
        keys.insert(sliceColourRepeatKeyOf(*texts.key(r)));
    }
    EXPECT_EQ(keys.size(), 64u);
    EXPECT_EQ(texts.key(0)->pattern, Qt::SolidPattern);
    EXPECT_EQ(texts.key(20)->pattern, Qt::BDiagPattern);
    EXPECT_EQ(texts.key(0)->colour, texts.key(20)->colour);  // the hatching tells them apart
    EXPECT_NE(texts.key(0)->colour, texts.key(10)->colour);  // mp=0 and mp=10: not both blue
}

TEST(SliceColourRepeat, TheCaptionSaysHowToTellSlicesApart) {
    const MatrixTexts eight(sliceColourRepeatRun(8), 0, QStringList());
    ASSERT_EQ(eight.caption().size(), 2);
    EXPECT_EQ(eight.caption()[1], QStringLiteral("Same colour = same slice (replicas)."));
    const MatrixTexts sixteen(sliceColourRepeatRun(16), 0, QStringList());
    EXPECT_EQ(sixteen.caption()[1], QStringLiteral("Same colour = same slice (replicas)."));
    const MatrixTexts many(sliceColourRepeatRun(64), 0, QStringList());
    EXPECT_EQ(many.caption()[1],
              QStringLiteral("Same colour and hatching = same slice (replicas)."));
    const MatrixTexts shaded(sliceColourRepeatRun(16, 2), 0, QStringList());
    EXPECT_EQ(shaded.caption()[1],
              QStringLiteral("Same colour and hatching = same slice (replicas). Shades and the "
                             "bar = optimizer pieces (2 per slice)."));
    const MatrixTexts all(sliceColourRepeatRun(1024), 0, QStringList());
    EXPECT_EQ(all.caption()[1],
              QStringLiteral("Past 140 slices colours and hatchings come back a shade darker or "
                             "lighter (1024 in all): a card's tooltip names its slice."));
}
