// Following a log that a run in progress is still writing: only appended bytes are parsed, an
// unfinished last line waits for its rest, and a truncated or replaced file is read anew.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "logs/logfollower.h"
#include "logtestutil.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::globalSteps;
using test::values;

void append(const std::string& path, const std::string& bytes) {
    std::ofstream out(path, std::ios::binary | std::ios::app);
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
}

TEST(LogsFollow, FeedingByteByByteGivesTheSameTableAsAtOnce) {
    const std::string text =
        "2025-04-07 15:34:27,308 - INFO - { Epoch:[  1/  2], step:[    1/   19], loss: 10.649, "
        "per_step_time: 103328ms, lr: 0.0 }\r\n"
        "epoch: 1 step: 2, loss is 2.25\n"
        "epoch time: 10.5 ms, per step time: 5.25 ms\n"
        "epoch: 1 step: 3, loss is\n"
        "epoch: 2 step: 1, loss is 2.0";
    const LogTable whole = test::parseLog(text);
    LogParser parser;
    for (char c : text) {
        parser.feed(std::string_view(&c, 1));
    }
    parser.finish();
    const LogTable& pieces = parser.table();
    EXPECT_EQ(globalSteps(pieces), globalSteps(whole));
    EXPECT_EQ(test::metricNames(pieces), test::metricNames(whole));
    for (const std::string& name : test::metricNames(whole)) {
        EXPECT_EQ(values(pieces, name), values(whole, name)) << name;
    }
    EXPECT_EQ(pieces.report().lines, 5);
    EXPECT_EQ(pieces.report().unreadLines, 1);
    ASSERT_EQ(pieces.report().unread.size(), 1u);
    EXPECT_EQ(pieces.report().unread[0].line, 4);
    EXPECT_EQ(parser.bytesFed(), text.size());
    EXPECT_DOUBLE_EQ(pieces.wallTime(0), whole.wallTime(0));
}

TEST(LogsFollow, AppendedHalfLineWaitsForItsRest) {
    test::TempDir dir;
    const std::string path = dir.file("train.log");
    test::writeFile(path, "epoch: 1 step: 1, loss is 2.5\nepoch: 1 step: 2, lo");
    LogFollower follower(path);
    auto first = follower.poll();
    ASSERT_TRUE(first) << first.error().describe();
    EXPECT_FALSE(first->restarted);
    EXPECT_EQ(first->rowsBefore, 0u);
    EXPECT_EQ(first->bytesRead, 50u);
    EXPECT_EQ(follower.offset(), 50u);
    EXPECT_EQ(globalSteps(follower.table()), std::vector<int64_t>{1});
    EXPECT_EQ(follower.table().report().unreadLines, 0);  // the half line is not judged yet

    auto idle = follower.poll();
    ASSERT_TRUE(idle);
    EXPECT_EQ(idle->bytesRead, 0u);
    EXPECT_EQ(follower.table().rowCount(), 1u);

    append(path, "ss is 2.25\nepoch: 1 step: 3, loss is 2.125\n");
    auto second = follower.poll();
    ASSERT_TRUE(second);
    EXPECT_FALSE(second->restarted);
    EXPECT_EQ(second->rowsBefore, 1u);
    EXPECT_EQ(second->bytesRead, 43u);
    EXPECT_EQ(globalSteps(follower.table()), (std::vector<int64_t>{1, 2, 3}));
    EXPECT_EQ(values(follower.table(), "loss"), (std::vector<double>{2.5, 2.25, 2.125}));
    EXPECT_EQ(follower.table().report().lines, 3);
    EXPECT_EQ(follower.table().report().unreadLines, 0);
}

TEST(LogsFollow, TruncatedOrReplacedFileIsReadAgain) {
    test::TempDir dir;
    const std::string path = dir.file("train.log");
    test::writeFile(path, "epoch: 1 step: 1, loss is 2.5\nepoch: 1 step: 2, loss is 2.25\n");
    LogFollower follower(path);
    ASSERT_TRUE(follower.poll());
    EXPECT_EQ(follower.table().rowCount(), 2u);

    // Truncated and rewritten shorter (a new run writing to the same name).
    test::writeFile(path, "epoch: 1 step: 1, loss is 9.5\n");
    auto shorter = follower.poll();
    ASSERT_TRUE(shorter);
    EXPECT_TRUE(shorter->restarted);
    EXPECT_EQ(shorter->rowsBefore, 0u);
    EXPECT_EQ(values(follower.table(), "loss"), std::vector<double>{9.5});
    EXPECT_EQ(follower.offset(), 30u);

    // Rotated: the old file moved away, a new one of a larger size in its place.
    std::filesystem::rename(path, dir.file("train.log.1"));
    test::writeFile(path,
                    "epoch: 1 step: 1, loss is 7.5\nepoch: 1 step: 2, loss is 7.25\n"
                    "epoch: 1 step: 3, loss is 7.0\n");
    auto rotated = follower.poll();
    ASSERT_TRUE(rotated);
    EXPECT_TRUE(rotated->restarted);
    EXPECT_EQ(values(follower.table(), "loss"), (std::vector<double>{7.5, 7.25, 7.0}));
    EXPECT_EQ(follower.table().report().lines, 3);
}

TEST(LogsFollow, FinishReadsTheLastLineAndALaterGrowthRereads) {
    test::TempDir dir;
    const std::string path = dir.file("train.log");
    test::writeFile(path, "epoch: 1 step: 1, loss is 2.5\nepoch: 1 step: 2, loss is 2.2");
    LogFollower follower(path);
    ASSERT_TRUE(follower.poll());
    EXPECT_EQ(follower.table().rowCount(), 1u);
    follower.finish();
    EXPECT_EQ(values(follower.table(), "loss"), (std::vector<double>{2.5, 2.2}));
    // The "last line" was not finished after all.
    append(path, "5\n");
    auto more = follower.poll();
    ASSERT_TRUE(more);
    EXPECT_TRUE(more->restarted);
    EXPECT_EQ(values(follower.table(), "loss"), (std::vector<double>{2.5, 2.25}));
    EXPECT_EQ(follower.table().report().lines, 2);
}

TEST(LogsFollow, MissingFileIsAnErrorNamingIt) {
    LogFollower follower("/nonexistent/train.log");
    auto r = follower.poll();
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().code, ErrorCode::NotFound);
    EXPECT_EQ(r.error().describe(),
              "/nonexistent/train.log: cannot open: No such file or directory");
}

}  // namespace
}  // namespace shardscope
