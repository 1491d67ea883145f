// CSV and JSON-lines logs: columns and keys found by name, every other numeric one a series,
// bad rows reported with their line numbers, and the format found from the first line.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "logs/logformat.h"
#include "logtestutil.h"

namespace shardscope {
namespace {

using test::globalSteps;
using test::parseLog;
using test::values;

TEST(LogsCsv, StepLossAndMoreColumns) {
    LogParser parser;
    parser.feed(
        "step,loss,lr,grad_norm\n"
        "1,2.5,0.001,1.25\n"
        "2,2.25,,1.5\n"
        "3,N/A,0.002,\n"
        "4,nan,0.003,2\n");
    parser.finish();
    EXPECT_EQ(parser.format(), LogFormat::Csv);
    const LogTable& t = parser.table();
    EXPECT_EQ(test::metricNames(t), (std::vector<std::string>{"loss", "lr", "grad_norm"}));
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 2, 3, 4}));
    const std::vector<double> loss = values(t, "loss");
    ASSERT_EQ(loss.size(), 3u);
    EXPECT_EQ(loss[0], 2.5);
    EXPECT_EQ(loss[1], 2.25);
    EXPECT_TRUE(std::isnan(loss[2]));
    EXPECT_EQ(test::rowsOf(t, "loss"), (std::vector<uint32_t>{0, 1, 3}));
    EXPECT_EQ(values(t, "lr"), (std::vector<double>{0.001, 0.002, 0.003}));
    EXPECT_EQ(test::rowsOf(t, "lr"), (std::vector<uint32_t>{0, 2, 3}));
    EXPECT_EQ(values(t, "grad_norm"), (std::vector<double>{1.25, 1.5, 2}));
    EXPECT_EQ(t.report().naLosses, 1);
    EXPECT_EQ(t.report().nonFiniteLosses, 1);
    EXPECT_EQ(t.report().lines, 5);
    EXPECT_EQ(t.report().readLines, 4);
    EXPECT_EQ(t.report().otherLines, 1);  // the header
    EXPECT_EQ(t.epoch(0), LogTable::kNone);
    EXPECT_EQ(t.stepOnLine(0), 1);
}

TEST(LogsCsv, ShardScopeExportReadsBack) {
    // What `shardscope-cli logs --csv` writes: global_step wins over the step within the epoch;
    // the run column is a label; wall_time is a time; CRLF and quoted cells are fine.
    const LogTable t = parseLog(
        "run,global_step,epoch,step,loss,\"per_step_time\",wall_time\r\n"
        "\"a,b\",251,2,1,2.5,7.9,1744040067.308\r\n"
        "\"a,b\",252,2,2,2.25,,\r\n");
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{251, 252}));
    EXPECT_EQ(t.epoch(0), 2);
    EXPECT_EQ(t.stepOnLine(1), 2);
    EXPECT_EQ(values(t, "loss"), (std::vector<double>{2.5, 2.25}));
    EXPECT_EQ(values(t, "per_step_time"), std::vector<double>{7.9});
    EXPECT_DOUBLE_EQ(t.wallTime(0), 1744040067.308);
    EXPECT_TRUE(std::isnan(t.wallTime(1)));
    EXPECT_EQ(t.report().unreadLines, 0);
}

TEST(LogsCsv, EpochAndStepWithoutGlobalStepFollowTheLossMonitorRule) {
    const LogTable t = parseLog("Epoch,Step,Loss\n1,1,3\n1,2,2.5\n2,1,2\n2,2,1.5\n");
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 2, 3, 4}));
    EXPECT_EQ(t.stepsPerEpoch(), 2);
}

TEST(LogsCsv, BadRowsAreReportedWithLineNumbers) {
    const LogTable t = parseLog(
        "step,loss,lr\n"    // 1
        "1,2.5,0.1\n"       // 2
        "2,2.25\n"          // 3 too few cells
        "3,abc,0.1\n"       // 4 bad loss
        "x,2.0,0.1\n"       // 5 bad step
        "5,2.0,fast\n"      // 6 bad lr
        ",2.0,0.1\n"        // 7 no step
        "\n"                // 8 blank
        "step,loss,lr\n"    // 9 repeated header
        "8,1.75,0.1,9\n");  // 10 too many cells
    const LogReport& r = t.report();
    EXPECT_EQ(r.lines, 10);
    EXPECT_EQ(r.readLines, 1);
    EXPECT_EQ(r.otherLines, 3);
    EXPECT_EQ(r.unreadLines, 6);
    ASSERT_EQ(r.unread.size(), 5u);
    EXPECT_EQ(r.unread[0].line, 3);
    EXPECT_EQ(logLineProblem(r.unread[0].message.code), LogLineProblem::ColumnCount);
    EXPECT_EQ(r.unread[0].message.text(), "2 cells where the header has 3");
    EXPECT_EQ(r.unread[1].line, 4);
    EXPECT_EQ(r.unread[1].message.text(), "column 'loss': 'abc' is not a number");
    EXPECT_EQ(r.unread[2].line, 5);
    EXPECT_EQ(r.unread[2].message.text(), "column 'step': 'x' is not a whole number");
    EXPECT_EQ(r.unread[3].line, 6);
    EXPECT_EQ(r.unread[3].message.text(), "column 'lr': 'fast' is not a number");
    EXPECT_EQ(r.unread[4].line, 7);
    EXPECT_EQ(logLineProblem(r.unread[4].message.code), LogLineProblem::MissingStep);
    EXPECT_EQ(values(t, "loss"), std::vector<double>{2.5});
}

TEST(LogsCsv, HeaderWithoutStepColumnMakesEveryLineUnread) {
    LogParserOptions csv;
    csv.format = LogFormat::Csv;
    const LogTable t = parseLog("time,loss\n1,2.5\n2,2.25\n", csv);
    EXPECT_EQ(t.pointCount(), 0u);
    EXPECT_EQ(t.report().unreadLines, 3);
    ASSERT_FALSE(t.report().unread.empty());
    EXPECT_EQ(t.report().unread[0].line, 1);
    EXPECT_EQ(logLineProblem(t.report().unread[0].message.code), LogLineProblem::BadHeader);
    EXPECT_EQ(t.report().unread[0].message.text(),
              "the header has no step column (expected step, iteration or global_step)");
}

TEST(LogsJson, StepLossAndEveryOtherNumber) {
    LogParser parser;
    parser.feed(
        "{\"step\": 1, \"loss\": 2.5, \"lr\": 1e-4, \"phase\": \"train\", \"skip\": false}\n"
        "{\"step\": 2, \"loss\": NaN, \"lr\": 2e-4, \"cfg\": {\"a\": [1, 2]}, \"skip\": true}\n"
        "{\"step\": 3, \"loss\": null, \"lr\": 3e-4}\n"
        "{\"step\": 4, \"loss\": \"N/A\"}\n"
        "{\"step\": 5, \"loss\": Infinity, \"timestamp\": \"2025-04-07 15:34:27.5\"}\n"
        "{\"iteration\": 6, \"loss\": 1.25, \"wall_time\": 1744040070.25}\n"
        "{\"event\": \"saved\"}\n");
    parser.finish();
    EXPECT_EQ(parser.format(), LogFormat::JsonLines);
    const LogTable& t = parser.table();
    EXPECT_EQ(test::metricNames(t), (std::vector<std::string>{"loss", "lr", "skip"}));
    EXPECT_EQ(globalSteps(t), (std::vector<int64_t>{1, 2, 3, 5, 6}));
    const std::vector<double> loss = values(t, "loss");
    ASSERT_EQ(loss.size(), 4u);
    EXPECT_EQ(loss[0], 2.5);
    EXPECT_TRUE(std::isnan(loss[1]));
    EXPECT_EQ(loss[2], std::numeric_limits<double>::infinity());
    EXPECT_EQ(loss[3], 1.25);
    EXPECT_EQ(values(t, "lr"), (std::vector<double>{1e-4, 2e-4, 3e-4}));
    EXPECT_EQ(values(t, "skip"), (std::vector<double>{0, 1}));
    EXPECT_DOUBLE_EQ(t.wallTime(3), 1744040067.5);
    EXPECT_DOUBLE_EQ(t.wallTime(4), 1744040070.25);
    EXPECT_TRUE(std::isnan(t.wallTime(0)));
    const LogReport& r = t.report();
    EXPECT_EQ(r.naLosses, 2);
    EXPECT_EQ(r.nonFiniteLosses, 2);
    EXPECT_EQ(r.readLines, 6);
    EXPECT_EQ(r.otherLines, 1);
    EXPECT_EQ(r.unreadLines, 0);
}

TEST(LogsJson, BrokenLinesAreReported) {
    LogParserOptions json;
    json.format = LogFormat::JsonLines;
    const LogTable t = parseLog(
        "{\"step\": 1, \"loss\": 2.5}\n"      // 1
        "{\"step\": 2, \"loss\": 2.2\n"       // 2 cut
        "{\"step\": 3 \"loss\": 2.0}\n"       // 3 missing comma
        "{\"loss\": 2.0}\n"                   // 4 no step
        "{\"step\": \"x\", \"loss\": 2.0}\n"  // 5 bad step
        "not json\n"                          // 6
        "{\"step\": 7, \"loss\": [2.0]}\n",   // 7 nested loss
        json);
    const LogReport& r = t.report();
    EXPECT_EQ(r.readLines, 1);
    EXPECT_EQ(r.unreadLines, 6);
    ASSERT_EQ(r.unread.size(), 5u);
    EXPECT_EQ(r.unread[0].line, 2);
    EXPECT_EQ(logLineProblem(r.unread[0].message.code), LogLineProblem::Malformed);
    EXPECT_EQ(r.unread[0].message.text(), "not a JSON object: expected ',' or '}' at column 24");
    EXPECT_EQ(r.unread[1].message.text(), "not a JSON object: expected ',' or '}' at column 12");
    EXPECT_EQ(logLineProblem(r.unread[2].message.code), LogLineProblem::MissingStep);
    EXPECT_EQ(r.unread[3].message.text(), "key 'step': 'x' is not a whole number");
    EXPECT_EQ(r.unread[4].line, 6);
    EXPECT_EQ(r.unread[4].message.text(), "not a JSON object: expected '{' at column 1");
    EXPECT_EQ(values(t, "loss"), std::vector<double>{2.5});
}

TEST(LogsFormat, FoundFromExtensionThenFromTheFirstLine) {
    EXPECT_EQ(logFormatForPath("/x/metrics.csv"), LogFormat::Csv);
    EXPECT_EQ(logFormatForPath("/x/metrics.jsonl"), LogFormat::JsonLines);
    EXPECT_EQ(logFormatForPath("/x/metrics.ndjson"), LogFormat::JsonLines);
    EXPECT_EQ(logFormatForPath("/x/train.log"), LogFormat::Auto);
    EXPECT_EQ(logFormatForPath("/x/train.log3"), LogFormat::Auto);

    const auto detected = [](std::string_view text) {
        LogParser p;
        p.feed(text);
        p.finish();
        return p.format();
    };
    EXPECT_EQ(detected("\n\n{\"step\": 1, \"loss\": 2}\n"), LogFormat::JsonLines);
    EXPECT_EQ(detected("step,loss\n1,2\n"), LogFormat::Csv);
    EXPECT_EQ(detected("\xEF\xBB\xBFglobal_step,loss\n1,2\n"), LogFormat::Csv);
    EXPECT_EQ(detected("{ step:[ 1/ 2], loss: 3 }\n"), LogFormat::Text);
    EXPECT_EQ(detected("epoch: 1 step: 1, loss is 2\n"), LogFormat::Text);
    EXPECT_EQ(detected(""), LogFormat::Auto);
}

}  // namespace
}  // namespace shardscope
