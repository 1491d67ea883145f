// The summary strip above every tab: a run saved with remove_redundancy says so, with the bytes
// the save left out, and a full run says nothing of it.
#include <gtest/gtest.h>

#include <QTemporaryDir>

#include "inspect/reporttext.h"
#include "inspect/runloader.h"
#include "synth/synthrun.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/shell/summarystrip.h"

using namespace shardscope;

TEST(SummaryStripTest, ARedundancyRemovedRunSaysWhatItLeftOut) {
    for (const bool removed : {false, true}) {
        SCOPED_TRACE(removed);
        QTemporaryDir dir;
        SynthConfig config;
        config.removeRedundancy = removed;
        ASSERT_TRUE(writeSynthRun(dir.path().toStdString(), config));
        auto run = loadPath(dir.path().toStdString(), LoadOptions{});
        ASSERT_TRUE(run) << run.error().describe();
        ASSERT_EQ(run->redundancy.removed, removed);
        const uint64_t saved = run->redundancy.bytesSaved;
        SummaryStrip strip;
        strip.setRunDocument(std::make_shared<const RunDocument>(std::move(*run)));
        const QString text = strip.summaryText();
        const QString said =
            QStringLiteral("(remove_redundancy: %1 less)").arg(SizeText::bytes(saved));
        EXPECT_EQ(text.contains(said), removed) << text.toStdString();
        EXPECT_EQ(text.contains(QStringLiteral("remove_redundancy")), removed);
        EXPECT_EQ(saved > 0, removed);
    }
}

// A run of 1,024 cards and 3,119 parameters: the strip writes its counts as the tables do, with
// the locale's group separator ("1024 ranks" beside tables of "1,024").
TEST(SummaryStripTest, CountsHaveTheLocalesGroupSeparator) {
    auto run = std::make_shared<RunDocument>();
    run->path = "/runs/s1k";
    run->files.resize(1024);
    run->rankSummaries.resize(1024, RankSummary{true, 2, 4096, 4096, {}, {}});
    run->stages.devices = 128;
    run->stages.stages = 8;
    run->params.resize(3119);
    SummaryStrip strip;
    strip.setRunDocument(run);
    const QString total = SizeText::bytes(uint64_t{1024} * 4096);
    const QString each = SizeText::bytes(4096);
    EXPECT_EQ(strip.summaryText().toStdString(),
              QStringLiteral("s1k  ·  1,024 ranks  ·  8 stages  ·  3,119 parameters  ·  %1 in all  "
                             "·  %2 – %2 per rank")
                  .arg(total, each)
                  .toStdString());
    strip.setRunDocument(run, true);
    EXPECT_EQ(strip.summaryText().toStdString(),
              std::string("s1k  ·  reading the rank files…  ·  1,024 ranks  ·  8 stages"));
}
