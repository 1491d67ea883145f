// The planner's last line after a conversion: what was kept and what was written, and the time
// against the estimate, never "Wrote 32 files" after a re-run that kept seven.
#include <gtest/gtest.h>

#include "chinesetranslation.h"
#include "widgets/models/common/durationtext.h"
#include "widgets/models/migration/migrationsummary.h"

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

// The estimate beside the time taken is written as the plan showed it (issue 34 #13: "about 1 s"
// in the plan, "Estimated 0.4 s" in the result, for one estimate).
TEST(MigrationResult, ShowsTheEstimateBesideTheTimeTaken) {
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(0, 32, 40.2), 38.76),
              QStringLiteral("Wrote 32 files in 40.2 s. (Estimated: about 39 s.)"));
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(0, 8, 2.1), 0.4),
              QStringLiteral("Wrote 8 files in 2.1 s. (Estimated: about 1 s.)"));
    EXPECT_EQ(MigrationSummary::resultText(outcomeOf(0, 8, 130), 150),
              QStringLiteral("Wrote 8 files in 130.0 s. (Estimated: about 3 min.)"));
    EXPECT_EQ(DurationText::estimate(0.4), QStringLiteral("about 1 s"));
    EXPECT_EQ(DurationText::estimate(5400), QStringLiteral("about 1.5 h"));
}

// The kept summary says why a tensor failed verification in the window's language: the
// verifier's issue worded from the catalogue, not its English message (issue 32 §2).
TEST(MigrationResult, SaysWhyATensorFailedVerificationInTheWindowsLanguage) {
    using namespace shardscope;
    ConversionPlan plan;
    plan.ranks.emplace_back();
    plan.ranks[0].rank = 0;
    plan.ranks[0].outPath = "/out/rank_0/net.ckpt";
    ConversionOutcome outcome = outcomeOf(0, 1, 1.0);
    RankCheck check;
    check.path = plan.ranks[0].outPath;
    TensorCheck tensor;
    tensor.name = "backbone.w";
    tensor.mismatchedBytes = 3;
    Issue issue = makeIssue(IssueCode::VerifyBytesDiffer, Severity::Error, {}, {}, -1, {"3"});
    tensor.message = issue.text();
    tensor.code = issue.code;
    tensor.issue = issue;
    check.tensors.push_back(tensor);
    outcome.verify.emplace();
    outcome.verify->ranks.push_back(check);
    const auto why = [&] {
        const QString text = MigrationSummary::text({}, plan, outcome);
        const qsizetype at = text.indexOf(QStringLiteral("\n    "));
        return text.mid(at + 5, text.indexOf(QLatin1Char('\n'), at + 1) - at - 5);
    };
    EXPECT_EQ(why(), QStringLiteral("backbone.w: 3 bytes differ from the source bytes they were "
                                    "copied from"));
    ChineseTranslation zh;
    ASSERT_TRUE(zh.loaded());
    EXPECT_EQ(why(), QStringLiteral("backbone.w：有 3 字节与其复制来源的字节不同"));
}

}  // namespace
