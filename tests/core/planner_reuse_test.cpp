// A window plans from its run document's open rank files (PlanRequest::indexed): the plan takes
// those files instead of indexing them again, and is the plan it would make from the disk.
#include <gtest/gtest.h>

#include "convert/planner.h"
#include "inspect/rundocument.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

TEST(PlannerReuse, TheRunDocumentsFilesAreTakenAndThePlanIsTheSame) {
    test::TempDir dir;
    SynthConfig config;  // tiny: 8 ranks, dp 2 x mp 2 x pp 2
    ASSERT_TRUE(writeSynthRun(dir.file("src"), config));
    SynthConfig target;
    target.dp = 1;
    target.mp = 4;
    target.pp = 1;
    ASSERT_TRUE(writeSynthRun(dir.file("dst"), target));
    auto run = loadRunFolder(dir.file("src"));
    ASSERT_TRUE(run) << run.error().describe();

    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy.ckpt");
    request.dstStrategy = dir.file("dst/strategy.ckpt");
    request.dstFolder = dir.file("out");
    auto fromDisk = planConversion(request);
    ASSERT_TRUE(fromDisk) << fromDisk.error().describe();
    request.indexed = run->files;
    auto reused = planConversion(request);
    ASSERT_TRUE(reused) << reused.error().describe();

    ASSERT_EQ(reused->sources.size(), run->files.size());
    for (size_t r = 0; r < run->files.size(); ++r) {
        EXPECT_EQ(reused->sources[r].get(), run->files[r].get()) << "rank " << r;
    }
    ASSERT_EQ(reused->ranks.size(), fromDisk->ranks.size());
    for (size_t i = 0; i < reused->ranks.size(); ++i) {
        const RankPlan& a = fromDisk->ranks[i];
        const RankPlan& b = reused->ranks[i];
        EXPECT_EQ(a.fileSize, b.fileSize);
        EXPECT_EQ(a.sources, b.sources);
        EXPECT_EQ(a.bytesRead, b.bytesRead);
        EXPECT_EQ(a.tensors.size(), b.tensors.size());
    }
    // A file of another path (another saved step, say) is opened, not taken.
    request.indexed.assign(run->files.size(), nullptr);
    request.indexed[0] = run->files[1];
    auto other = planConversion(request);
    ASSERT_TRUE(other) << other.error().describe();
    EXPECT_NE(other->sources[0].get(), run->files[1].get());
    EXPECT_EQ(other->sources[0]->path(), run->files[0]->path());
    // A file whose size changed since the window indexed it is opened again.
    request.indexed = run->files;
    const std::string grown = run->files[2]->path();
    test::writeFile(grown, test::readFile(grown) + std::string(16, '\0'));
    auto again = planConversion(request);
    ASSERT_TRUE(again) << again.error().describe();
    ASSERT_GT(again->sources.size(), 2u);
    EXPECT_NE(again->sources[2].get(), run->files[2].get());
    bool named = false;
    for (const Issue& p : again->problems) {
        named = named || p.text().find(grown) != std::string::npos;
    }
    EXPECT_TRUE(named) << "the grown file's trailing bytes are reported";
}

}  // namespace
}  // namespace shardscope
