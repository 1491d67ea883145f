// The time estimate of `plan` and `convert` (issue 34 #13): one estimate from this machine's
// rates, the time taken beside it afterwards, and each conversion kept to correct the next.
#include <gtest/gtest.h>

#include <cstdlib>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "convert/estimatetext.h"
#include "synth/demorun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// Environment for the CLI this test starts, restored after.
class CliEstimateEnv {
public:
    CliEstimateEnv(const char* name, const char* value) : m_name(name) {
        if (const char* old = std::getenv(name)) {
            m_old = old;
            m_had = true;
        }
        value != nullptr ? ::setenv(name, value, 1) : ::unsetenv(name);
    }
    ~CliEstimateEnv() { m_had ? ::setenv(m_name, m_old.c_str(), 1) : ::unsetenv(m_name); }

private:
    const char* m_name;
    std::string m_old;
    bool m_had = false;
};

TEST(CliEstimate, PlanShowsOneEstimateFromTheGivenRates) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    const CliEstimateEnv rates("SHARDSCOPE_RATES", "read=1M,write=500K,verify=2M,file=0.25");
    const std::string args = "plan --src " + dir.file("src") + " --dst " + dir.file("dst");
    int status = -1;
    const nlohmann::json j = nlohmann::json::parse(test::cli(args + " --json", &status));
    ASSERT_EQ(status, 0);
    uint64_t read = 0, written = 0;
    for (const auto& r : j["ranks"]) {
        read += r["bytes_read"].get<uint64_t>();
        written += r["bytes_written"].get<uint64_t>();
    }
    const double files = static_cast<double>(j["ranks"].size());
    const double readSeconds = static_cast<double>(read) / 1e6;
    const double writeSeconds = static_cast<double>(written) / 5e5 + files * 0.25;
    const double verifySeconds = static_cast<double>(written) / 2e6;
    const nlohmann::json& e = j["estimate"];
    EXPECT_DOUBLE_EQ(e["read_seconds"].get<double>(), readSeconds);
    EXPECT_DOUBLE_EQ(e["write_seconds"].get<double>(), writeSeconds);
    EXPECT_DOUBLE_EQ(e["verify_seconds"].get<double>(), verifySeconds);
    EXPECT_DOUBLE_EQ(e["seconds"].get<double>(), readSeconds + writeSeconds + verifySeconds);
    EXPECT_EQ(e["rates"].dump(),
              R"({"conversions":0,"file_seconds":0.25,"read":1000000.0,"verify":2000000.0,)"
              R"("write":500000.0})");  // parsed into a key-sorted json

    const std::string text = test::cli(args, &status);
    EXPECT_NE(text.find("estimated time (convert --verify): " +
                        durationText(readSeconds + writeSeconds + verifySeconds) +
                        ": reading at 976.6 KiB/s, writing at 488.3 KiB/s with fsync, then "
                        "verifying (" +
                        durationText(verifySeconds) + ") at 1.9 MiB/s (rates from a disk test)\n"),
              std::string::npos)
        << text;
}

TEST(CliEstimate, ConvertShowsTheTimeTakenBesideTheEstimateAndKeepsTheRates) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("src")));
    const CliEstimateEnv given("SHARDSCOPE_RATES", nullptr);  // measured here, then kept
    const CliEstimateEnv cache("XDG_CACHE_HOME", dir.file("cache").c_str());
    int status = -1;
    const std::string plan = test::cli(
        "plan --src " + dir.file("src") + " --dst " + dir.file("dst") + " --json", &status);
    ASSERT_EQ(status, 0) << plan;
    const double estimate = nlohmann::json::parse(plan)["estimate"]["seconds"].get<double>();
    ASSERT_GT(estimate, 0.0);
    const std::string rates = test::readFile(dir.file("cache/shardscope/rates.json"));
    ASSERT_NE(rates.find("\"conversions\": 0"), std::string::npos) << rates;

    const std::string out = test::cli(
        "convert --src " + dir.file("src") + " --dst " + dir.file("dst") + " --verify", &status);
    ASSERT_EQ(status, 0) << out;
    // The plan's estimate, from the rates the plan measured: the same words.
    const size_t took = out.find("\ntook ");
    ASSERT_NE(took, std::string::npos) << out;
    EXPECT_NE(out.find(" s (copying ", took), std::string::npos) << out;
    EXPECT_NE(out.find(" s, verifying ", took), std::string::npos) << out;
    EXPECT_NE(out.find(" s); estimated " + durationText(estimate) + "\n", took), std::string::npos)
        << out;
    // The conversion corrected the rates the next estimate starts from.
    const nlohmann::json kept =
        nlohmann::json::parse(test::readFile(dir.file("cache/shardscope/rates.json")));
    ASSERT_EQ(kept["rates"].size(), 1u) << kept.dump();
    EXPECT_EQ(kept["rates"].begin().value()["conversions"], 1) << kept.dump();
}

}  // namespace
}  // namespace shardscope
