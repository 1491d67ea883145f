// Converting runs saved with remove_redundancy=True (issue 15): every slice is read from the rank
// that holds it, whatever the target; the result equals the conversion of the full twin byte for
// byte; --remove-redundancy writes MindSpore's layout, and restoring then removing gives the
// original files back.
#include <gtest/gtest.h>

#include <filesystem>
#include <tuple>

#include "convert/executor.h"
#include "convert/planner.h"
#include "converttestutil.h"
#include "formats/checkpointfile.h"
#include "layout/redundancy.h"
#include "redundancyrun.h"
#include "synth/synthmodel.h"
#include "synth/synthrun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// A destination laid out differently from the source: every parameter's rows split by 4.
// A destination laid out differently from the source: every parameter's rows split by 4
// (c's columns, and d replicated).
std::string rows4() {
    std::string layouts;
    for (const test::SmallParam& p : test::smallParams()) {
        const std::string map = p.name == "c" ? "[-1, 0]" : p.name == "d" ? "[-1, -1]" : "[0, -1]";
        layouts += std::string(layouts.empty() ? "" : ", ") + "\"" + p.name +
                   "\": {\"dev_matrix\": [4], \"tensor_map\": " + map +
                   ", \"tensor_shape\": [8, 4], \"field\": 0, \"opt_weight_shard_step\": 0, "
                   "\"opt_weight_shard_size\": 0}";
    }
    return "{\"current_stage\": 1, \"parallel_strategy_item\": {\"MatMul_a\": {\"stage\": 0, "
           "\"parallel_strategy\": [[4, 1]]}}, \"parallel_layout_item\": {" +
           layouts + "}}";
}

Status convertRestoring(const std::string& src, const std::string& srcStrategy,
                        const std::string& dstStrategy, const std::string& out,
                        std::optional<CheckpointFormat> format = std::nullopt,
                        bool removeRedundancy = false,
                        std::optional<std::vector<int>> ranks = std::nullopt) {
    PlanRequest r;
    r.srcFolder = src;
    r.srcStrategy = srcStrategy;
    r.dstStrategy = dstStrategy;
    r.dstFolder = out;
    r.options.format = format;
    r.options.removeRedundancy = removeRedundancy;
    r.options.writeStrategy = false;
    r.dstRanks = std::move(ranks);
    return test::planAndRun(r);
}

// The two folders hold the same files, byte for byte; on failure, which differ.
::testing::AssertionResult sameFiles(const std::string& a, const std::string& b) {
    const auto fa = test::filesOf(a);
    const auto fb = test::filesOf(b);
    if (fa.empty()) {
        return ::testing::AssertionFailure() << a << " holds no file";
    }
    std::string diff;
    for (const auto& [path, bytes] : fa) {
        const auto it = fb.find(path);
        if (it == fb.end()) {
            diff += " only in the first: " + path + ";";
        } else if (it->second != bytes) {
            diff += " differs: " + path + ";";
        }
    }
    for (const auto& [path, bytes] : fb) {
        if (fa.count(path) == 0) {
            diff += " only in the second: " + path + ";";
        }
    }
    if (diff.empty()) {
        return ::testing::AssertionSuccess();
    }
    return ::testing::AssertionFailure() << diff;
}

// name -> dtype, shape and content, whatever the order of the file.
std::map<std::string, std::tuple<std::string, std::vector<int64_t>, std::string>> tensorsOf(
    const CheckpointFile& f) {
    std::map<std::string, std::tuple<std::string, std::vector<int64_t>, std::string>> out;
    for (const TensorEntry& e : f.index().tensors) {
        std::string bytes;
        const Status read = f.readTensor(e, [&](std::span<const uint8_t> b) -> Status {
            bytes.append(reinterpret_cast<const char*>(b.data()), b.size());
            return {};
        });
        EXPECT_TRUE(read);
        out[e.name] = {e.dtypeName, e.shape, std::move(bytes)};
    }
    return out;
}

// The same files holding the same tensors (name, dtype, shape, bytes), in whatever order.
::testing::AssertionResult sameTensors(const std::string& a, const std::string& b) {
    const auto fa = test::filesOf(a);
    std::string diff;
    for (const auto& [path, bytes] : fa) {
        auto x = CheckpointFile::open(a + "/" + path);
        auto y = CheckpointFile::open(b + "/" + path);
        if (!x || !y) {
            diff += " cannot open " + path + ";";
        } else if (tensorsOf(*x) != tensorsOf(*y)) {
            diff += " tensors differ: " + path + ";";
        }
    }
    if (fa.size() != test::filesOf(b).size()) {
        diff += " not the same files;";
    }
    if (fa.empty() || !diff.empty()) {
        return ::testing::AssertionFailure() << (fa.empty() ? "no file" : diff);
    }
    return ::testing::AssertionSuccess();
}

struct Twins {
    test::TempDir dir;
    std::string full, removed;
    Twins() : full(dir.file("full")), removed(dir.file("removed")) {
        test::writeSmallRun(full, [](int, const std::string&) { return true; });
        test::writeSmallRun(removed, test::smallSavedOnce);
        test::writeFile(dir.file("rows4.json"), rows4());
    }
    std::string strategy() const { return full + "/strategy.json"; }
};

TEST(RedundancyRestore, EveryTargetEqualsTheConversionOfTheFullTwinByteForByte) {
    Twins t;
    struct Target {
        std::string name, dst;
        std::optional<CheckpointFormat> format;
    };
    const std::vector<Target> targets{{"identity", t.strategy(), std::nullopt},
                                      {"rows4", t.dir.file("rows4.json"), std::nullopt},
                                      {"merged", "", std::nullopt},
                                      {"safetensors", t.strategy(), CheckpointFormat::Safetensors}};
    for (const Target& target : targets) {
        SCOPED_TRACE(target.name);
        const std::string a = t.dir.file("from-full-" + target.name);
        const std::string b = t.dir.file("from-removed-" + target.name);
        ASSERT_OK(convertRestoring(t.full, t.strategy(), target.dst, a, target.format));
        ASSERT_OK(convertRestoring(t.removed, t.strategy(), target.dst, b, target.format));
        EXPECT_TRUE(sameFiles(a, b));
    }
    // The identity conversion restores redundancy: every rank holds every parameter again.
    for (int g = 0; g < 4; ++g) {
        const std::string r = std::to_string(g);
        auto f = CheckpointFile::open(
            t.dir.file("from-removed-identity/rank_" + r + "/checkpoint_" + r + ".ckpt"));
        ASSERT_TRUE(f);
        for (const char* name :
             {"a", "s1", "b", "s2", "c", "s3", "d", "learning_rate", "global_step"}) {
            EXPECT_NE(f->index().find(name), nullptr) << "rank " << g << " " << name;
        }
    }
}

TEST(RedundancyRestore, SomeRanksOnlyOpenTheHoldersTheyNeed) {
    Twins t;
    const std::string all = t.dir.file("all");
    const std::string some = t.dir.file("some");
    ASSERT_OK(convertRestoring(t.removed, t.strategy(), t.strategy(), all));
    // Rank 3's own file holds only c: a (rank 0), b (rank 2) and d (rank 1) come from others.
    ASSERT_OK(convertRestoring(t.removed, t.strategy(), t.strategy(), some, std::nullopt, false,
                               std::vector<int>{3}));
    EXPECT_TRUE(test::readFile(some + "/rank_3/checkpoint_3.ckpt") ==
                test::readFile(all + "/rank_3/checkpoint_3.ckpt"));
    EXPECT_FALSE(fs::exists(some + "/rank_0"));
}

TEST(RedundancyRestore, RestoringThenRemovingGivesTheOriginalFilesBack) {
    Twins t;
    const std::string restored = t.dir.file("restored");
    const std::string again = t.dir.file("again");
    ASSERT_OK(convertRestoring(t.removed, t.strategy(), t.strategy(), restored));
    ASSERT_OK(convertRestoring(restored, t.strategy(), t.strategy(), again, std::nullopt, true));
    for (int g = 0; g < 4; ++g) {
        const std::string r = std::to_string(g);
        EXPECT_TRUE(test::readFile(again + "/rank_" + r + "/checkpoint_" + r + ".ckpt") ==
                    test::readFile(t.removed + "/rank_" + r + "/net-1_1.ckpt"))
            << "rank " << g;
    }
}

TEST(RedundancyRestore, RemovingFromAFullRunFollowsMindSporesRoundRobin) {
    Twins t;
    const std::string out = t.dir.file("out");
    ASSERT_TRUE(convertRestoring(t.full, t.strategy(), t.strategy(), out,
                                 CheckpointFormat::Safetensors, true));
    for (int g = 0; g < 4; ++g) {
        const std::string r = std::to_string(g);
        auto f = CheckpointFile::open(out + "/rank_" + r + "/checkpoint_" + r + ".safetensors");
        ASSERT_TRUE(f) << f.error().describe();
        std::vector<std::string> names;
        for (const TensorEntry& e : f->index().tensors) {
            names.push_back(e.name);
        }
        std::vector<std::string> expected;
        for (const char* name : {"a", "s1", "b", "s2", "c", "s3", "d"}) {
            if (test::smallSavedOnce(g, name)) {
                expected.push_back(name);
            }
        }
        expected.push_back("global_step");
        expected.push_back("learning_rate");
        std::sort(names.begin(), names.end());
        std::sort(expected.begin(), expected.end());
        EXPECT_EQ(names, expected) << "rank " << g;
        // MindSpore 2.7 marks such files.
        EXPECT_EQ(f->index().metadata, (std::vector<std::pair<std::string, std::string>>{
                                           {"format", "ms"}, {"remove_redundancy", "True"}}));
    }
}

TEST(RedundancyRestore, MindSporesRuleOnTheSmallStrategy) {
    test::TempDir dir;
    test::writeFile(dir.file("s.json"), test::smallStrategyJson());
    auto strategy = loadStrategy(dir.file("s.json"));
    ASSERT_TRUE(strategy);
    auto saved = savedWithoutRedundancy(*strategy);
    ASSERT_TRUE(saved) << saved.error().describe();
    EXPECT_EQ(*saved, (HolderMap{{"a", {0}},
                                 {"b", {0, 2}},
                                 {"c", {1, 3}},
                                 {"d", {0, 1}},
                                 {"s1", {0, 1, 2, 3}},
                                 {"s2", {0, 1, 2, 3}},
                                 {"s3", {0, 1, 2, 3}}}));
}

// A bigger run: two stages, optimizer sharding, a tied embedding. Saved without redundancy and
// restored (or merged), every file holds the tensors of the full run's conversion, byte for
// byte. Not always in the same order: a file saved without redundancy lists part of the
// network, and where no file holds two parameters together (b of group (0, 2) and c of (1, 3),
// say) the files cannot tell which came first in the network; the order is then rebuilt by
// stageorder.h's estimate (the four-rank run above is one whose files do tell).
TEST(RedundancyRestore, ASynthRunWithStagesAndOptimizerShardingRestores) {
    test::TempDir dir;
    SynthConfig c;
    c.dp = 2;
    c.mp = 2;
    c.pp = 2;
    c.optShard = 0;
    for (int optShard : {0, 2}) {
        SCOPED_TRACE(optShard);
        c.optShard = optShard;
        const std::string tag = std::to_string(optShard);
        c.removeRedundancy = false;
        ASSERT_TRUE(writeSynthRun(dir.file("full" + tag), c));
        c.removeRedundancy = true;
        ASSERT_TRUE(writeSynthRun(dir.file("removed" + tag), c));
        const std::string s = dir.file("full" + tag + "/strategy.ckpt");
        ASSERT_OK(convertRestoring(dir.file("full" + tag), s, s, dir.file("a" + tag)));
        ASSERT_OK(convertRestoring(dir.file("removed" + tag), s, s, dir.file("b" + tag)));
        EXPECT_TRUE(sameTensors(dir.file("a" + tag), dir.file("b" + tag)));
        ASSERT_OK(convertRestoring(dir.file("full" + tag), s, "", dir.file("m" + tag)));
        ASSERT_OK(convertRestoring(dir.file("removed" + tag), s, "", dir.file("n" + tag)));
        EXPECT_TRUE(sameTensors(dir.file("m" + tag), dir.file("n" + tag)));
        // Removing from the restored run writes what synth wrote, tensor for tensor.
        ASSERT_OK(
            convertRestoring(dir.file("b" + tag), s, s, dir.file("r" + tag), std::nullopt, true));
        for (int g = 0; g < 8; ++g) {
            const std::string r = std::to_string(g);
            auto mine = CheckpointFile::open(
                dir.file("r" + tag + "/rank_" + r + "/checkpoint_" + r + ".ckpt"));
            auto synth = CheckpointFile::open(
                dir.file("removed" + tag + "/rank_" + r + "/" + synthCheckpointName(c)));
            ASSERT_TRUE(mine && synth);
            EXPECT_TRUE(tensorsOf(*mine) == tensorsOf(*synth)) << "rank " << g;
        }
    }
}

}  // namespace
}  // namespace shardscope

namespace shardscope {
namespace {

TensorLayout layoutOf(std::vector<int64_t> devMatrix, std::vector<int64_t> map, int32_t optSize,
                      std::vector<int64_t> shape) {
    ParamLayout l;
    l.name = "w";
    l.devMatrices = {std::move(devMatrix)};
    for (int64_t axis : map) {
        l.tensorMap.push_back({axis});
    }
    l.optShardSize = optSize;
    auto made = TensorLayout::make(l, std::move(shape));
    EXPECT_TRUE(made) << made.error().describe();
    return *made;
}

// The cache gives what redundancyGroups() gives, for every layout, and works each group shape
// out once: layouts that differ only in their tensor's shape or in which dimension the same
// axis splits share it, a split by another axis or another stage does not.
TEST(RedundancyGroupCache, GivesEveryLayoutItsOwnGroups) {
    RedundancyGroupCache cache;
    const std::vector<TensorLayout> layouts = {
        layoutOf({2, 4}, {0, -1}, 0, {8, 16}),  layoutOf({2, 4}, {0, -1}, 0, {64, 3}),
        layoutOf({2, 4}, {-1, 0}, 0, {8, 16}),  layoutOf({2, 4}, {1, -1}, 0, {8, 16}),
        layoutOf({2, 4}, {-1, -1}, 2, {8, 16}), layoutOf({2, 4}, {-1, -1}, 4, {8, 16}),
        layoutOf({8}, {-1, -1}, 0, {8, 16})};
    for (const TensorLayout& l : layouts) {
        for (int first : {0, 8}) {
            EXPECT_EQ(cache.groups(l, first), redundancyGroups(l, first));
        }
    }
    EXPECT_EQ(&cache.groups(layouts[0], 0), &cache.groups(layouts[1], 0));
    EXPECT_NE(&cache.groups(layouts[0], 0), &cache.groups(layouts[0], 8));
    EXPECT_EQ(&cache.groups(layouts[0], 0), &cache.groups(layouts[2], 0));  // the same axis split
    EXPECT_NE(&cache.groups(layouts[0], 0), &cache.groups(layouts[3], 0));
    EXPECT_NE(cache.groups(layouts[0], 0), cache.groups(layouts[3], 0));
}

}  // namespace
}  // namespace shardscope
