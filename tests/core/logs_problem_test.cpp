// A log line's problem has one code, its message's (IssueCode Log...): the kind scripts match on
// (`logs`' "[bad-number]", --json's "problem") is a view of that code, the names as they were
// when each parser also set a kind of its own.
#include <gtest/gtest.h>

#include <string>
#include <utility>
#include <vector>

#include "logs/logparser.h"
#include "logs/logreport.h"
#include "logtestutil.h"

namespace shardscope {
namespace {

std::string kindOf(IssueCode code) {
    return logLineProblemName(logLineProblem(code));
}

TEST(LogLineProblem, EveryLogCodeHasTheKindItsParserGaveIt) {
    const std::vector<std::pair<IssueCode, std::string>> kinds = {
        {IssueCode::LogLineTooLong, "too-long"},
        {IssueCode::LogOutputsUnclosed, "malformed"},
        {IssueCode::LogOutputNotNumber, "bad-number"},
        {IssueCode::LogOutputsNoTensor, "missing-loss"},
        {IssueCode::LogNoNumberAfter, "bad-number"},
        {IssueCode::LogLossWithoutStep, "missing-step"},
        {IssueCode::LogEndsBeforeLoss, "missing-loss"},
        {IssueCode::LogNoColon, "malformed"},
        {IssueCode::LogFieldNotNumber, "bad-number"},
        {IssueCode::LogNoValueAfterLoss, "missing-loss"},
        {IssueCode::LogNoStepOnLine, "missing-step"},
        {IssueCode::LogNoLossOnLine, "missing-loss"},
        {IssueCode::LogColumnNotNumber, "bad-number"},
        {IssueCode::LogColumnCount, "column-count"},
        {IssueCode::LogNoStepColumn, "bad-header"},
        {IssueCode::LogKeyNotNumber, "bad-number"},
        {IssueCode::LogKeyNoValue, "malformed"},
        {IssueCode::LogNotJsonObject, "malformed"},
        {IssueCode::LogPastTraining, "bad-number"},
        {IssueCode::LogSkippedWithoutColon, "malformed"},
        {IssueCode::LogSkippedNotNumber, "bad-number"},
        {IssueCode::LogSkippedTwice, "bad-number"},
        {IssueCode::LogSkippedUnit, "bad-number"},
    };
    for (const auto& [code, kind] : kinds) {
        EXPECT_EQ(kindOf(code), kind) << issueCodeName(code);
    }
    // Not a line's problem: the kind a line had before any parser said otherwise.
    EXPECT_EQ(kindOf(IssueCode::LogFileNoPoints), "malformed");
}

// Each line keeps the one message its parser gave; the kind follows from it.
TEST(LogLineProblem, AnUnreadLineCarriesOnlyItsMessage) {
    LogParserOptions csv;
    csv.format = LogFormat::Csv;
    const LogTable t = test::parseLog("step,loss\n1,2.5\n2\nx,1\n", csv);
    const LogReport& r = t.report();
    ASSERT_EQ(r.unread.size(), 2u);
    EXPECT_EQ(r.unread[0].message.code, IssueCode::LogColumnCount);
    EXPECT_EQ(kindOf(r.unread[0].message.code), "column-count");
    EXPECT_EQ(r.unread[1].message.code, IssueCode::LogColumnNotNumber);
    EXPECT_EQ(kindOf(r.unread[1].message.code), "bad-number");
}

}  // namespace
}  // namespace shardscope
