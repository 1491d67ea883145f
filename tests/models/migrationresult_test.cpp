// The planner's last line after a conversion: what was kept and what was written, and the time
// against the estimate, never "Wrote 32 files" after a re-run that kept seven.
#include <gtest/gtest.h>

#include "models/migration/migrationsummary.h"

namespace {

shardscope::ConversionOutcome outcomeOf(int kept, int written, double seconds) {
    shardscope::ConversionOutcome outcome;
    outcome.result.emplace();
    for (int i = 0; i < kept + written; ++i) {
        shardscope::RankOutcome rank;
        rank.rank = i;
        rank.skipped = i < kept;
        outcome.result->ranks.push_back(rank);
    }
    outcome.seconds = seconds;
    return outcome;
}

TEST(MigrationResult, SaysWhatWasKeptAndWhatWasWritten) {
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(0, 32, 19.54), 0),
              QStringLiteral("Wrote 32 files in 19.5 s."));
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(7, 25, 12.0), 0),
              QStringLiteral("Kept 7 complete files from an earlier run and wrote 25 files in "
                             "12.0 s."));
    EXPECT_EQ(
        MigrationSummary::resultText(outcomeOf(1, 1, 0.24), 0),
        QStringLiteral("Kept 1 complete file from an earlier run and wrote 1 file in 0.2 s."));
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(8, 0, 1.0), 0),
              QStringLiteral("Kept all 8 files: an earlier run had completed and verified them "
                             "(1.0 s)."));
}

TEST(MigrationResult, ShowsTheEstimateBesideTheTimeTaken) {
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(0, 32, 40.2), 38.76),
              QStringLiteral("Wrote 32 files in 40.2 s. (Estimated 38.8 s.)"));
}

}  // namespace
