// The conversion's time estimate (issue 34 #13): this machine's rates for reading, writing with
// fsync, each output file and verifying, measured once per pair of file systems and kept in the
// user's cache folder, corrected by each conversion; one estimate for the CLI and the GUI. Rates
// are injected here: no assertion depends on how fast this machine is.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "convert/conversionrates.h"
#include "convert/estimatetext.h"
#include "convert/planner.h"
#include "convert/readspeed.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

size_t entriesIn(const std::string& folder) {
    return static_cast<size_t>(std::distance(fs::directory_iterator(folder), {}));
}

// SHARDSCOPE_RATES as a test needs it, restored after.
class EstimateRatesEnv {
public:
    explicit EstimateRatesEnv(const char* value) {
        if (const char* old = std::getenv("SHARDSCOPE_RATES")) {
            m_old = old;
            m_had = true;
        }
        if (value != nullptr) {
            ::setenv("SHARDSCOPE_RATES", value, 1);
        } else {
            ::unsetenv("SHARDSCOPE_RATES");
        }
    }
    ~EstimateRatesEnv() {
        if (m_had) {
            ::setenv("SHARDSCOPE_RATES", m_old.c_str(), 1);
        } else {
            ::unsetenv("SHARDSCOPE_RATES");
        }
    }

private:
    std::string m_old;
    bool m_had = false;
};

ConversionPlan estimatePlanOf(const test::TempDir& dir) {
    EXPECT_TRUE(writeSynthRun(dir.file("src"), SynthConfig{}));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src/strategy");
    request.dstFolder = dir.file("dst");  // merged to one file
    auto plan = test::planFromPath(request);
    EXPECT_TRUE(plan.ok() && plan->runnable());
    return std::move(plan).value();
}

ConversionRates estimateRates(double read, double write, double verify, double file) {
    ConversionRates r;
    r.readBytesPerSecond = read;
    r.writeBytesPerSecond = write;
    r.verifyBytesPerSecond = verify;
    r.secondsPerFile = file;
    return r;
}

TEST(ConversionEstimate, WriteSpeedIsMeasuredInTheDestinationAndLeavesNothing) {
    test::TempDir dir;
    fs::create_directories(dir.file("out"));
    const WriteProbe probe = measureWriteSpeed(dir.file("out"), 1u << 20);
    EXPECT_GT(probe.writeBytesPerSecond, 0.0);
    EXPECT_GT(probe.secondsPerFile, 0.0);
    EXPECT_GT(probe.verifyBytesPerSecond, 0.0);
    EXPECT_EQ(entriesIn(dir.file("out")), 0u);
    // A destination not created yet is measured in the nearest folder above it.
    EXPECT_GT(measureWriteSpeed(dir.file("out/not/yet"), 1u << 20).writeBytesPerSecond, 0.0);
    EXPECT_EQ(entriesIn(dir.file("out")), 0u);
    EXPECT_FALSE(fs::exists(dir.file("out/not")));
    // A relative name is measured in the current folder.
    const fs::path here = fs::current_path();
    fs::current_path(dir.file("out"));
    EXPECT_GT(measureWriteSpeed("dst", 1u << 20).writeBytesPerSecond, 0.0);
    fs::current_path(here);
    EXPECT_EQ(entriesIn(dir.file("out")), 0u);
    // Nowhere to write: unknown, not a made-up figure.
    EXPECT_EQ(measureWriteSpeed("/proc/self", 1u << 20).writeBytesPerSecond, 0.0);
}

TEST(ConversionEstimate, CountsReadingWritingEachFileAndVerifying) {
    test::TempDir dir;
    const ConversionPlan plan = estimatePlanOf(dir);
    const auto read = static_cast<double>(plan.totalRead());
    const auto written = static_cast<double>(plan.totalWritten());
    ASSERT_GT(read, 0);
    ASSERT_GT(written, 0);
    ASSERT_EQ(plan.ranks.size(), 1u);
    const ConversionRates rates = estimateRates(100.0, 50.0, 25.0, 0.5);

    const ConversionEstimate plain = estimateConversion(plan, rates, false);
    EXPECT_DOUBLE_EQ(plain.readSeconds, read / 100.0);
    EXPECT_DOUBLE_EQ(plain.writeSeconds, written / 50.0 + 0.5);
    EXPECT_DOUBLE_EQ(plain.verifySeconds, 0.0);
    EXPECT_DOUBLE_EQ(plain.totalSeconds, read / 100.0 + written / 50.0 + 0.5);

    // Verification at its own measured rate, not at the disk's read speed.
    const ConversionEstimate verified = estimateConversion(plan, rates, true);
    EXPECT_DOUBLE_EQ(verified.verifySeconds, written / 25.0);
    EXPECT_DOUBLE_EQ(verified.totalSeconds, plain.totalSeconds + verified.verifySeconds);

    // A rate that could not be measured gives no estimate rather than a wrong one.
    EXPECT_EQ(estimateConversion(plan, estimateRates(0, 50, 25, 0), true).totalSeconds, 0.0);
    EXPECT_EQ(estimateConversion(plan, estimateRates(100, 50, 0, 0), false).totalSeconds, 0.0);

    // The read sample reaches the source files (a speed, not zero).
    EXPECT_GT(measureReadSpeed(plan, 1u << 20), 0.0);
}

TEST(ConversionEstimate, TheCliSaysOneRoundedEstimateAndWhereItsRatesComeFrom) {
    ConversionEstimate e;
    e.readSeconds = 2;
    e.writeSeconds = 5.2;
    e.verifySeconds = 4.4;
    e.totalSeconds = 11.6;
    ConversionRates rates = estimateRates(150 << 20, 80 << 20, 400 << 20, 0.01);
    EXPECT_EQ(estimateText(e, rates),
              "about 12 s: reading at 150.0 MiB/s, writing at 80.0 MiB/s with fsync, then "
              "verifying (about 4 s) at 400.0 MiB/s (rates from a disk test)");
    rates.conversions = 3;
    e.verifySeconds = 0;
    e.totalSeconds = 0.4;
    EXPECT_EQ(estimateText(e, rates),
              "about 1 s: reading at 150.0 MiB/s, writing at 80.0 MiB/s with fsync (rates from a "
              "disk test corrected by 3 conversions)");
    EXPECT_EQ(durationText(150), "about 3 min");
    EXPECT_EQ(durationText(5400), "about 1.5 h");
}

TEST(ConversionEstimate, RatesAreGivenInTheEnvironment) {
    const auto r = parseRates("read=200M,write=100MB,verify=1G,file=0.01");
    ASSERT_TRUE(r);
    EXPECT_DOUBLE_EQ(r->readBytesPerSecond, 200e6);
    EXPECT_DOUBLE_EQ(r->writeBytesPerSecond, 100e6);
    EXPECT_DOUBLE_EQ(r->verifyBytesPerSecond, 1e9);
    EXPECT_DOUBLE_EQ(r->secondsPerFile, 0.01);
    EXPECT_FALSE(parseRates("read=200M,write=100M,verify=1G"));  // no file cost
    EXPECT_FALSE(parseRates("read=fast,write=100M,verify=1G,file=0"));
    EXPECT_FALSE(parseRates("read=200M,write=100M,verify=1G,file=0,speed=2"));

    test::TempDir dir;
    const ConversionPlan plan = estimatePlanOf(dir);
    const EstimateRatesEnv env("read=200M,write=100M,verify=1G,file=0.01");
    RatesCache cache(dir.file("cache/rates.json"));
    const ConversionRates given = cache.ratesFor(plan);
    EXPECT_DOUBLE_EQ(given.writeBytesPerSecond, 100e6);
    // Given, not measured: nothing is probed, nothing cached, no conversion corrects them.
    cache.record(plan, true, {3.0, 1.0});
    EXPECT_FALSE(fs::exists(dir.file("cache")));
    EXPECT_FALSE(fs::exists(dir.file("dst")));
}

TEST(ConversionEstimate, MeasuredOnceThenKeptInTheCache) {
    test::TempDir dir;
    const ConversionPlan plan = estimatePlanOf(dir);
    const EstimateRatesEnv env(nullptr);
    RatesCache cache(dir.file("cache/rates.json"));
    EXPECT_FALSE(cache.cachedRatesFor(plan));
    const ConversionRates probed = cache.ratesFor(plan);
    ASSERT_TRUE(probed.known());
    EXPECT_EQ(probed.conversions, 0);
    EXPECT_GT(probed.secondsPerFile, 0.0);
    // Kept under the pair of file systems, found again without measuring.
    const nlohmann::json kept = nlohmann::json::parse(test::readFile(dir.file("cache/rates.json")));
    struct stat st {};
    ASSERT_EQ(::stat(dir.path().c_str(), &st), 0);
    const std::string device = std::to_string(static_cast<unsigned long long>(st.st_dev));
    EXPECT_EQ(RatesCache::keyFor(plan), device + ">" + device);
    ASSERT_TRUE(kept["rates"].contains(device + ">" + device)) << kept.dump();
    EXPECT_DOUBLE_EQ(kept["rates"][device + ">" + device]["write"].get<double>(),
                     probed.writeBytesPerSecond);
    const ConversionRates again = cache.ratesFor(plan);
    EXPECT_DOUBLE_EQ(again.readBytesPerSecond, probed.readBytesPerSecond);
    EXPECT_DOUBLE_EQ(again.verifyBytesPerSecond, probed.verifyBytesPerSecond);
    // The probe left nothing where the conversion will write.
    EXPECT_FALSE(fs::exists(dir.file("dst")));
}

TEST(ConversionEstimate, EachConversionCorrectsTheRates) {
    test::TempDir dir;
    const ConversionPlan plan = estimatePlanOf(dir);
    const EstimateRatesEnv env(nullptr);
    const std::string key = RatesCache::keyFor(plan);
    fs::create_directories(dir.file("cache"));
    nlohmann::json j;
    j["rates"][key] = {
        {"read", 1000.0}, {"write", 500.0}, {"verify", 250.0}, {"file", 0.5}, {"conversions", 0}};
    test::writeFile(dir.file("cache/rates.json"), j.dump());
    RatesCache cache(dir.file("cache/rates.json"));
    const ConversionRates before = cache.ratesFor(plan);
    ASSERT_EQ(before.readBytesPerSecond, 1000.0);
    const double copy = estimateConversion(plan, before, false).totalSeconds;
    const auto written = static_cast<double>(plan.totalWritten());

    // Copying took twice the estimate, verifying ran at 100 B/s: each moves half way.
    cache.record(plan, true, {2 * copy, written / 100.0});
    const ConversionRates after = cache.ratesFor(plan);
    EXPECT_EQ(after.conversions, 1);
    EXPECT_DOUBLE_EQ(after.readBytesPerSecond, 1000.0 / 1.5);
    EXPECT_DOUBLE_EQ(after.writeBytesPerSecond, 500.0 / 1.5);
    EXPECT_DOUBLE_EQ(after.secondsPerFile, 0.5 * 1.5);
    EXPECT_DOUBLE_EQ(after.verifyBytesPerSecond, 1.0 / (0.5 / 250.0 + 0.5 / 100.0));
    // The next estimate of the same plan is that much longer.
    EXPECT_DOUBLE_EQ(estimateConversion(plan, after, false).totalSeconds, 1.5 * copy);
    // Not verified: the verify rate stays.
    cache.record(plan, false, {1.5 * copy, 0});
    EXPECT_DOUBLE_EQ(cache.ratesFor(plan).verifyBytesPerSecond, after.verifyBytesPerSecond);
    EXPECT_EQ(cache.ratesFor(plan).conversions, 2);
}

}  // namespace
}  // namespace shardscope
