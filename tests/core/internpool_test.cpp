// Flat tensor entries (issue 17): a run's names and shapes are kept once in one pool shared by
// every rank file, an entry's one content range is inline, and the texts read back exactly.
#include "formats/internpool.h"

#include <gtest/gtest.h>

#include <thread>

#include "formats/checkpointfile.h"
#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

TEST(InternPool, KeepsEachTextAndShapeOnceAndSaysWhichTextsAreNotUtf8) {
    InternPool pool;
    const std::string name = "model.layers.0.attention.wq.weight";
    const InternPool::Text a = pool.text(name);
    const InternPool::Text b = pool.text(std::string(name));
    EXPECT_EQ(&a.text.str(), &b.text.str());
    EXPECT_EQ(a.text, name);
    EXPECT_TRUE(a.validUtf8);
    const InternPool::Text bad =
        pool.text(std::string_view("w\x80"
                                   "eight",
                                   7));
    EXPECT_FALSE(bad.validUtf8);
    EXPECT_EQ(bad.text.size(), 7u);
    EXPECT_EQ(pool.textCount(), 2u);

    const std::vector<int64_t> shape{4096, 512};
    const PooledDims d1 = pool.dims(shape);
    const PooledDims d2 = pool.dims(std::vector<int64_t>{4096, 512});
    EXPECT_EQ(&d1.vec(), &d2.vec());
    EXPECT_EQ(d1.vec(), shape);
    EXPECT_TRUE(pool.dims({}).empty());
    EXPECT_NE(&pool.dims(std::vector<int64_t>{512, 4096}).vec(), &d1.vec());
    EXPECT_EQ(pool.dimsCount(), 2u);
}

TEST(InternPool, ThreadsInterningTheSameNamesGetTheSameTexts) {
    InternPool pool;
    std::vector<std::vector<const std::string*>> seen(4);
    std::vector<std::thread> threads;
    for (size_t t = 0; t < seen.size(); ++t) {
        threads.emplace_back([&pool, &out = seen[t]] {
            for (int i = 0; i < 2000; ++i) {
                out.push_back(&pool.text("layer." + std::to_string(i) + ".weight").text.str());
            }
        });
    }
    for (std::thread& t : threads) {
        t.join();
    }
    for (size_t t = 1; t < seen.size(); ++t) {
        EXPECT_EQ(seen[t], seen[0]);
    }
    EXPECT_EQ(pool.textCount(), 2000u);
}

TEST(ChunkList, OneRangeInlineSeveralInOrder) {
    ChunkList chunks;
    EXPECT_TRUE(chunks.empty());
    EXPECT_EQ(chunks.begin(), chunks.end());
    chunks.push_back({0, 0});  // an empty dataset's one range is a range too
    ASSERT_EQ(chunks.size(), 1u);
    EXPECT_EQ(chunks.front().size, 0u);
    ChunkList several;
    several.push_back({100, 10});
    several.push_back({200, 20});
    several.push_back({300, 30});
    ASSERT_EQ(several.size(), 3u);
    uint64_t total = 0;
    for (const ByteRange& r : several) {
        total += r.size;
    }
    EXPECT_EQ(total, 60u);
    EXPECT_EQ(several[1].offset, 200u);
    several.back().size += 5;
    const ChunkList copy = several;
    EXPECT_EQ(copy.back().size, 35u);
    EXPECT_EQ(std::span<const ByteRange>(copy).size(), 3u);
}

// Every rank file of a run points into the run's one pool: a name that every rank holds is one
// text, and so is a shape that every rank stores.
TEST(FlatEntries, EveryRankOfARunSharesOneTextPerNameAndShape) {
    test::TempDir dir;
    SynthConfig config;
    config.dp = 2;
    config.mp = 2;
    config.pp = 1;  // one stage: every rank holds every name
    ASSERT_TRUE(writeSynthRun(dir.file("run"), config));
    auto model = loadRunFolder(dir.file("run"));
    ASSERT_TRUE(model) << model.error().describe();
    ASSERT_GE(model->rankCount(), 4);
    const CheckpointIndex& first = model->files[0]->index();
    size_t compared = 0;
    for (int r = 1; r < model->rankCount(); ++r) {
        const CheckpointIndex& other = model->files[static_cast<size_t>(r)]->index();
        EXPECT_EQ(other.pool, first.pool);
        for (const TensorEntry& t : first.tensors) {
            const TensorEntry* same = other.find(t.name);
            ASSERT_NE(same, nullptr) << t.name;
            EXPECT_EQ(&same->name.str(), &t.name.str());
            if (same->shape == t.shape) {
                EXPECT_EQ(&same->shape.vec(), &t.shape.vec()) << t.name;
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, 0u);
    // Single files opened alone keep a pool of their own, alive as long as the file.
    auto alone = CheckpointFile::open(model->files[0]->path());
    ASSERT_TRUE(alone);
    EXPECT_NE(alone->index().pool, first.pool);
    EXPECT_EQ(alone->index().tensors.front().name, first.tensors.front().name);
}

}  // namespace
}  // namespace shardscope
