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
