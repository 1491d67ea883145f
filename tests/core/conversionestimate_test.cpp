// The planner's time estimate: speeds measured where the conversion will read and write, and a
// total that counts reading, writing and verifying.
#include <gtest/gtest.h>

#include <filesystem>

#include "convert/planner.h"
#include "convert/readspeed.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

size_t entriesIn(const std::string& folder) {
    return static_cast<size_t>(std::distance(fs::directory_iterator(folder), {}));
}

TEST(ConversionEstimate, WriteSpeedIsMeasuredInTheDestinationAndLeavesNothing) {
    test::TempDir dir;
    fs::create_directories(dir.file("out"));
    EXPECT_GT(measureWriteSpeed(dir.file("out"), 1u << 20), 0.0);
    EXPECT_EQ(entriesIn(dir.file("out")), 0u);
    // A destination not created yet is measured in the nearest folder above it.
    EXPECT_GT(measureWriteSpeed(dir.file("out/not/yet"), 1u << 20), 0.0);
    EXPECT_EQ(entriesIn(dir.file("out")), 0u);
    EXPECT_FALSE(fs::exists(dir.file("out/not")));
    // Nowhere to write: unknown, not a made-up figure.
    EXPECT_EQ(measureWriteSpeed("/proc/self", 1u << 20), 0.0);
}

TEST(ConversionEstimate, CountsReadingWritingAndVerifying) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("src"), SynthConfig{}));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy");
    request.dstFolder = dir.file("dst");  // merged to one file
    auto plan = planConversion(request);
    ASSERT_TRUE(plan.ok() && plan->runnable());
    const auto read = static_cast<double>(plan->totalRead());
    const auto written = static_cast<double>(plan->totalWritten());
    ASSERT_GT(read, 0);
    ASSERT_GT(written, 0);

    const ConversionEstimate plain = estimateConversion(*plan, 100.0, 50.0, false);
    EXPECT_DOUBLE_EQ(plain.readSeconds, read / 100.0);
    EXPECT_DOUBLE_EQ(plain.writeSeconds, written / 50.0);
    EXPECT_DOUBLE_EQ(plain.verifySeconds, 0.0);
    EXPECT_DOUBLE_EQ(plain.totalSeconds, read / 100.0 + written / 50.0);

    const ConversionEstimate verified = estimateConversion(*plan, 100.0, 50.0, true);
    EXPECT_DOUBLE_EQ(verified.verifySeconds, (written + read) / 100.0);
    EXPECT_DOUBLE_EQ(verified.totalSeconds, plain.totalSeconds + verified.verifySeconds);

    // A speed that could not be measured gives no estimate rather than a wrong one.
    EXPECT_EQ(estimateConversion(*plan, 0.0, 50.0, true).totalSeconds, 0.0);
    EXPECT_EQ(estimateConversion(*plan, 100.0, 0.0, false).totalSeconds, 0.0);

    // The read sample reaches the source files (a speed, not zero).
    EXPECT_GT(measureReadSpeed(*plan, 1u << 20), 0.0);
}

}  // namespace
}  // namespace shardscope
