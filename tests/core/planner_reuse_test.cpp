// A window plans from its run document's open rank files (PlanRequest::indexed): the plan takes
// those files instead of indexing them again, and is the plan it would make from the disk.
#include <gtest/gtest.h>

#include "convert/planner.h"
#include "inspect/discoveredrun.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
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
    auto fromDisk = test::planFromPath(request);
    ASSERT_TRUE(fromDisk) << fromDisk.error().describe();
    request.indexed = run->files;
    auto reused = test::planFromPath(request);
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
    auto other = test::planFromPath(request);
    ASSERT_TRUE(other) << other.error().describe();
    EXPECT_NE(other->sources[0].get(), run->files[1].get());
    EXPECT_EQ(other->sources[0]->path(), run->files[0]->path());
    // A file whose size changed since the window indexed it is opened again.
    request.indexed = run->files;
    const std::string grown = run->files[2]->path();
    test::writeFile(grown, test::readFile(grown) + std::string(16, '\0'));
    auto again = test::planFromPath(request);
    ASSERT_TRUE(again) << again.error().describe();
    ASSERT_GT(again->sources.size(), 2u);
    EXPECT_NE(again->sources[2].get(), run->files[2].get());
    bool named = false;
    for (const Issue& p : again->problems) {
        named = named || p.text().find(grown) != std::string::npos;
    }
    EXPECT_TRUE(named) << "the grown file's trailing bytes are reported";
}

// The planner opens no path to find a run (issue 32 §1): a request that names the run's folder
// and hands no run is refused, with the folder named; it used to discover the folder itself.
TEST(PlannerReuse, ARequestWithoutItsSourceRunIsRefused) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("src"), SynthConfig{}));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy.ckpt");
    request.dstStrategy = dir.file("src/strategy.ckpt");
    auto plan = planConversion(request);
    ASSERT_FALSE(plan);
    EXPECT_EQ(plan.error().code, ErrorCode::InvalidArgument);
    EXPECT_EQ(plan.error().describe(),
              dir.file("src") +
                  ": no source run to plan from: open the run first (loadRunFolder or "
                  "discoverRun)");
}

// A run discovered only (discoverRun: what a process of a distributed job or `convert --ranks`
// is handed) plans as the loaded run does, and opens only the sources its ranks read.
TEST(PlannerReuse, ADiscoveredRunPlansAsTheLoadedOneAndOpensOnlyWhatItReads) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("src"), SynthConfig{}));  // dp 2 x mp 2 x pp 2
    SynthConfig target;
    target.dp = 1;
    target.mp = 4;
    target.pp = 1;
    ASSERT_TRUE(writeSynthRun(dir.file("dst"), target));
    auto loaded = loadRunFolder(dir.file("src"));
    ASSERT_TRUE(loaded) << loaded.error().describe();
    LoadOptions options;
    auto discovered = discoverRun(dir.file("src"), options);
    ASSERT_TRUE(discovered) << discovered.error().describe();
    EXPECT_TRUE((*discovered)->files.empty());  // nothing indexed
    EXPECT_EQ((*discovered)->run.ranks.size(), 8u);
    ASSERT_TRUE((*discovered)->run.step && loaded->run.step);
    EXPECT_EQ((*discovered)->run.step->name, loaded->run.step->name);

    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.dstStrategy = dir.file("dst/strategy.ckpt");
    request.dstFolder = dir.file("out");
    request.source = std::make_shared<const RunDocument>(std::move(*loaded));
    auto fromLoaded = planConversion(request);
    ASSERT_TRUE(fromLoaded) << fromLoaded.error().describe();
    request.source = *discovered;
    request.srcFolder = dir.file("not-read");  // names the run; the run is the one handed in
    auto fromDiscovered = planConversion(request);
    ASSERT_TRUE(fromDiscovered) << fromDiscovered.error().describe();
    EXPECT_EQ(fromDiscovered->srcStrategy, dir.file("src/strategy.ckpt"));
    ASSERT_EQ(fromDiscovered->ranks.size(), fromLoaded->ranks.size());
    for (size_t i = 0; i < fromLoaded->ranks.size(); ++i) {
        EXPECT_EQ(fromDiscovered->ranks[i].fileSize, fromLoaded->ranks[i].fileSize);
        EXPECT_EQ(fromDiscovered->ranks[i].sources, fromLoaded->ranks[i].sources);
    }
    // One destination rank: only its sources are opened (and the rank its other entries are
    // copied from), not the run's eight files.
    request.dstRanks = std::vector<int>{0};
    auto one = planConversion(request);
    ASSERT_TRUE(one) << one.error().describe();
    ASSERT_EQ(one->ranks.size(), 1u);
    size_t opened = 0;
    for (const auto& f : one->sources) {
        opened += f != nullptr ? 1 : 0;
    }
    EXPECT_LE(one->ranks.front().sources.size(), opened);
    EXPECT_LT(opened, 8u) << "opened " << opened;
}

}  // namespace
}  // namespace shardscope
