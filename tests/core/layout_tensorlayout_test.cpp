// The slice math of docs/layouts.md sections 1-3, on its worked examples and on random layouts.
#include <gtest/gtest.h>

#include "layoutbuilders.h"

#include <algorithm>
#include <map>
#include <random>

#include "layout/tensorlayout.h"

namespace shardscope {
namespace {

using test::classic;
using test::Dims;
using test::makeOk;

ParamLayout nested(const Dims& dev, const std::vector<Dims>& map) {
    ParamLayout p;
    p.name = "w";
    p.devMatrices = {dev};
    p.tensorMap = map;
    p.nested = true;
    return p;
}

Box box(Dims begin, Dims end) {
    return Box{std::move(begin), std::move(end)};
}

TEST(LayoutSlices, WorkedExampleOfSection2) {
    const TensorLayout t = makeOk(classic({2, 4}, {0, -1}), {8, 6});
    EXPECT_EQ(t.deviceCount(), 8);
    EXPECT_EQ(t.coordinates(6), (Dims{1, 2}));
    EXPECT_EQ(t.splitCount(0), 4);
    EXPECT_EQ(t.splitCount(1), 1);
    EXPECT_EQ(t.partIndex(6, 0), 2);
    EXPECT_EQ(t.partIndex(6, 1), 0);
    EXPECT_EQ(t.modelSlice(6), box({4, 0}, {6, 6}));
    EXPECT_EQ(t.modelSlice(2), t.modelSlice(6));
    EXPECT_EQ(t.storedSlice(6), t.modelSlice(6));
    EXPECT_EQ(t.replicaAxes(), std::vector<int>{0});
    EXPECT_EQ(t.replicaGroup(6), (std::vector<int>{2, 6}));
    EXPECT_EQ(t.optShardSize(), 1);
    EXPECT_FALSE(t.optSharded());
    EXPECT_EQ(t.localShape(), (Dims{2, 6}));
}

TEST(LayoutSlices, WorkedExampleOfSection3) {
    const ParamLayout p = classic({4, 4}, {0, -1}, 2, 4);
    const TensorLayout t = makeOk(p, {16, 8});
    EXPECT_EQ(t.modelSlice(5), box({4, 0}, {8, 8}));
    EXPECT_EQ(t.replicaGroup(5), (std::vector<int>{1, 5, 9, 13}));
    EXPECT_EQ(t.replicaPosition(5), 1);
    EXPECT_EQ(t.optShardIndex(5), 1);
    EXPECT_EQ(t.storedSlice(5), box({6, 0}, {8, 8}));
    EXPECT_EQ(t.storedSlice(1), box({4, 0}, {6, 8}));
    EXPECT_EQ(t.storedSlice(9), box({4, 0}, {6, 8}));  // position 2: the second chunk's piece 0
    EXPECT_EQ(t.storedSlice(13), box({6, 0}, {8, 8}));
    EXPECT_EQ(t.localShape(), (Dims{2, 8}));
    const Result<Dims> full = TensorLayout::fullShapeFromLocal(p, {2, 8});
    ASSERT_TRUE(full.ok());
    EXPECT_EQ(*full, (Dims{16, 8}));  // stored_dim0 * s_0 * size
}

TEST(LayoutSlices, NestedMapFirstAxisMostSignificant) {
    // Dimension 0 split by axes 0 (value 2) and 2 (value 0); axis 1 replicates.
    const TensorLayout t = makeOk(nested({2, 2, 2}, {{2, 0}, {-1}}), {8, 3});
    EXPECT_EQ(t.splitAxes(0), (std::vector<int>{0, 2}));
    EXPECT_EQ(t.splitCount(0), 4);
    EXPECT_EQ(t.partIndex(5, 0), 3);  // coordinates (1, 0, 1): 1 * 2 + 1
    EXPECT_EQ(t.modelSlice(5), box({6, 0}, {8, 3}));
    EXPECT_EQ(t.modelSlice(1), box({2, 0}, {4, 3}));
    EXPECT_EQ(t.modelSlice(4), box({4, 0}, {6, 3}));
    EXPECT_EQ(t.replicaGroup(5), (std::vector<int>{5, 7}));

    const TensorLayout swapped = makeOk(nested({2, 2, 2}, {{0, 2}, {-1}}), {8, 3});
    EXPECT_EQ(swapped.modelSlice(1), box({4, 0}, {6, 3}));  // now axis 2 is most significant
}

TEST(LayoutSlices, NestedEntryMayNameOneAxisOrNone) {
    const TensorLayout t = makeOk(nested({2, 4}, {{1}, {}, {0}}), {4, 5, 8});
    EXPECT_EQ(t.modelSlice(7), box({2, 0, 6}, {4, 5, 8}));
    EXPECT_TRUE(t.replicaAxes().empty());
    EXPECT_EQ(t.replicaGroup(7), std::vector<int>{7});
}

TEST(LayoutSlices, OptimizerShardOverTwoReplicaAxes) {
    // Axis 1 splits dimension 0; axes 0 and 2 replicate: q = c0 * 2 + c2.
    ParamLayout p = classic({2, 2, 2}, {1, -1}, 2, 1);
    const TensorLayout t = makeOk(p, {8, 2});
    EXPECT_EQ(t.replicaAxes(), (std::vector<int>{0, 2}));
    EXPECT_EQ(t.replicaGroupSize(), 4);
    EXPECT_EQ(t.replicaGroup(3), (std::vector<int>{2, 3, 6, 7}));
    EXPECT_EQ(t.replicaPosition(6), 2);
    EXPECT_EQ(t.storedSlice(3), box({6, 0}, {8, 2}));
    EXPECT_EQ(t.storedSlice(6), box({4, 0}, {6, 2}));
    EXPECT_EQ(t.storedSlice(7), box({6, 0}, {8, 2}));

    p.optShardSize = -1;  // the whole group: one row each
    const TensorLayout all = makeOk(p, {8, 2});
    EXPECT_EQ(all.optShardSize(), 4);
    EXPECT_EQ(all.storedSlice(7), box({7, 0}, {8, 2}));
    EXPECT_EQ(all.storedSlice(2), box({4, 0}, {5, 2}));
    EXPECT_EQ(all.storedSlice(0), box({0, 0}, {1, 2}));
    EXPECT_EQ(all.localShape(), (Dims{1, 2}));
    const Result<Dims> full = TensorLayout::fullShapeFromLocal(p, {1, 2});
    ASSERT_TRUE(full.ok());
    EXPECT_EQ(*full, (Dims{8, 2}));
}

TEST(LayoutSlices, EitherOptimizerFieldZeroMeansOff) {
    EXPECT_FALSE(makeOk(classic({4, 4}, {0, -1}, 2, 0), {16, 8}).optSharded());
    EXPECT_FALSE(makeOk(classic({4, 4}, {0, -1}, 0, 4), {16, 8}).optSharded());
    // size -1 without any replica leaves a group of one: nothing to shard.
    EXPECT_FALSE(makeOk(classic({4}, {0}, -1, 1), {8}).optSharded());
}

TEST(LayoutSlices, ScalarHasOneEmptyBox) {
    const TensorLayout t = makeOk(classic({2, 2}, {}), {});
    EXPECT_EQ(t.storedSlice(3), box({}, {}));
    EXPECT_EQ(t.replicaGroup(3), (std::vector<int>{0, 1, 2, 3}));
    const Result<Dims> full = TensorLayout::fullShapeFromLocal(classic({2, 2}, {}), {});
    ASSERT_TRUE(full.ok());
    EXPECT_TRUE(full->empty());
}

// A random valid layout: distinct axes spread over the dimensions, an even shape, and now and
// then optimizer sharding with a size that divides the replica group.
struct LayoutCase {
    ParamLayout layout;
    Dims shape;
};

LayoutCase randomLayoutCase(std::mt19937& rng) {
    auto pick = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); };
    LayoutCase c;
    Dims dev(static_cast<size_t>(pick(1, 3)));
    for (int64_t& d : dev) {
        d = pick(1, 4);
    }
    const size_t dims = static_cast<size_t>(pick(0, 3));
    const int m = static_cast<int>(dev.size());
    std::vector<Dims> map(dims);
    for (int v = 0; v < m; ++v) {
        const int slot = pick(-1, static_cast<int>(dims) - 1);  // -1: leave the axis a replica
        if (slot >= 0) {
            map[static_cast<size_t>(slot)].push_back(v);
        }
    }
    bool isNested = false;
    for (Dims& entry : map) {
        std::shuffle(entry.begin(), entry.end(), rng);
        isNested = isNested || entry.size() > 1;
        if (entry.empty()) {
            entry.push_back(-1);
        }
    }
    c.layout.name = "w";
    c.layout.devMatrices = {dev};
    c.layout.tensorMap = map;
    c.layout.nested = isNested;
    int64_t group = 1;
    std::vector<int> realReplicas;
    std::vector<bool> used(dev.size(), false);
    for (const Dims& entry : map) {
        for (const int64_t v : entry) {
            if (v >= 0) {
                used[static_cast<size_t>(m - 1 - v)] = true;
            }
        }
    }
    for (int a = 0; a < m; ++a) {
        if (!used[static_cast<size_t>(a)]) {
            group *= dev[static_cast<size_t>(a)];
            if (dev[static_cast<size_t>(a)] > 1) {
                realReplicas.push_back(a);
            }
        }
    }
    int64_t size = 1;
    if (dims > 0 && group > 1 && pick(0, 1) == 1) {
        Dims divisors;
        for (int64_t k = 2; k <= group; ++k) {
            if (group % k == 0) {
                divisors.push_back(k);
            }
        }
        size = divisors[static_cast<size_t>(pick(0, static_cast<int>(divisors.size()) - 1))];
        c.layout.optShardSize = size == group && pick(0, 1) == 1 ? -1 : static_cast<int32_t>(size);
        int64_t stride = 1;  // the one replica axis's stride, as MindSpore records it
        if (realReplicas.size() == 1) {
            for (int a = realReplicas[0] + 1; a < m; ++a) {
                stride *= dev[static_cast<size_t>(a)];
            }
        }
        c.layout.optShardStep = static_cast<int32_t>(stride);
    }
    for (size_t i = 0; i < dims; ++i) {
        int64_t parts = 1;
        for (const int64_t v : map[i]) {
            parts *= v >= 0 ? dev[static_cast<size_t>(m - 1 - v)] : 1;
        }
        c.shape.push_back(parts * pick(1, 3) * (i == 0 ? size : 1));
    }
    return c;
}

TEST(LayoutProperty, StoredSlicesTileTheTensor) {
    std::mt19937 rng(20240611);
    int sharded = 0;
    int nestedMaps = 0;
    for (int iteration = 0; iteration < 500; ++iteration) {
        const LayoutCase c = randomLayoutCase(rng);
        SCOPED_TRACE("iteration " + std::to_string(iteration));
        const TensorLayout t = makeOk(c.layout, c.shape);
        sharded += t.optSharded() ? 1 : 0;
        nestedMaps += c.layout.nested ? 1 : 0;
        std::map<Box, int> holders;
        for (int r = 0; r < t.deviceCount(); ++r) {
            const Box stored = t.storedSlice(r);
            EXPECT_EQ(stored.extent(), t.localShape());
            ++holders[stored];
            // Section 3 spelled out by brute force: the group, the position, the piece.
            std::vector<int> group;
            for (int other = 0; other < t.deviceCount(); ++other) {
                if (t.modelSlice(other) == t.modelSlice(r)) {
                    group.push_back(other);
                }
            }
            ASSERT_EQ(t.replicaGroup(r), group);
            const int64_t q = std::find(group.begin(), group.end(), r) - group.begin();
            Box expected = t.modelSlice(r);
            if (!expected.begin.empty()) {
                const int64_t piece = (expected.end[0] - expected.begin[0]) / t.optShardSize();
                expected.begin[0] += (q % t.optShardSize()) * piece;
                expected.end[0] = expected.begin[0] + piece;
            }
            EXPECT_EQ(stored, expected);
        }
        // Every distinct slice is stored equally often, and the distinct slices partition it.
        int64_t volume = 0;
        for (const auto& [stored, count] : holders) {
            EXPECT_EQ(count, t.replicaGroupSize() / t.optShardSize());
            volume += stored.elementCount();
            for (const auto& [other, n] : holders) {
                EXPECT_TRUE(other == stored || !overlaps(other, stored));
            }
        }
        EXPECT_EQ(volume, wholeBox(c.shape).elementCount());
        const Result<Dims> full = TensorLayout::fullShapeFromLocal(c.layout, t.localShape());
        ASSERT_TRUE(full.ok()) << full.error().describe();
        EXPECT_EQ(*full, c.shape);
    }
    // The seed must keep exercising the interesting cases.
    EXPECT_GT(sharded, 50);
    EXPECT_GT(nestedMaps, 50);
}

}  // namespace
}  // namespace shardscope
