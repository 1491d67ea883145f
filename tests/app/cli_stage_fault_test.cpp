// `stage` (copying one saved step to fast storage) under faults, with the faultfs shim: a disk
// that fills up, a source that cannot be read or ends while being read, a read-only destination,
// and SIGKILL / SIGTERM at random moments. Each ends with a clear error, no incomplete file
// under a final name, the sources byte-identical, and a re-run that completes and equals a
// clean staging.
#include <gtest/gtest.h>

#include "faulttree.h"
#include "killcampaign.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using test::FileTree;
using test::Outcome;

class StageFaultTest : public ::testing::Test {
protected:
    void SetUp() override {
        int status = -1;
        const std::string line =
            test::runCommand(std::string(SHARDSCOPE_CLI) + " synth --out " + m_dir.file("run") +
                                 " --preset tiny --hidden 32 --vocab 128 --steps 2 --crc 2>&1",
                             &status);
        ASSERT_EQ(status, 0) << line;
        m_sources = test::readTree(m_dir.file("run"));
        const Outcome clean = test::runCli(args(m_dir.file("clean")));
        ASSERT_EQ(clean.status, 0) << clean.output;
        m_clean = test::readTree(m_dir.file("clean"));
        ASSERT_GE(m_clean.size(), 8u);
        for (const auto& [name, bytes] : m_clean) {
            m_cleanBytes += bytes.size();
        }
    }

    std::vector<std::string> args(const std::string& dst) const {
        return {"stage", "--step", "1_250", "--from", m_dir.file("run"), "--to", dst};
    }

    void checkAfterFault(const std::string& dst, bool allowTemporaries) {
        EXPECT_TRUE(test::readTree(m_dir.file("run")) == m_sources) << "a source changed";
        for (const std::string& name :
             test::notFromCleanRun(test::readTree(dst), m_clean, allowTemporaries)) {
            ADD_FAILURE() << "incomplete or foreign file under a final name: " << name;
        }
    }

    void checkRerun(const std::string& dst) {
        const Outcome again = test::runCli(args(dst));
        ASSERT_EQ(again.status, 0) << again.output;
        EXPECT_EQ(test::treeDifference(test::readTree(dst), m_clean), "")
            << "the re-run differs from a clean staging";
    }

    test::TempDir m_dir;
    FileTree m_sources;
    FileTree m_clean;
    uint64_t m_cleanBytes = 0;
};

TEST_F(StageFaultTest, FullDiskAtAnyPointIsAClearError) {
    for (const uint64_t limit : {uint64_t{0}, uint64_t{1}, uint64_t{4096}, m_cleanBytes / 3,
                                 m_cleanBytes / 2, m_cleanBytes - 1}) {
        SCOPED_TRACE("limit " + std::to_string(limit));
        const std::string dst = m_dir.file("full-" + std::to_string(limit));
        const Outcome out =
            test::runCli(args(dst), test::faultEnv({"FAULT_WRITE_PATH=" + dst,
                                                    "FAULT_WRITE_LIMIT=" + std::to_string(limit)}));
        EXPECT_EQ(out.status, 1) << out.output;
        EXPECT_NE(out.output.find("No space left on device"), std::string::npos) << out.output;
        EXPECT_NE(out.output.find(dst), std::string::npos) << out.output;
        checkAfterFault(dst, false);
        checkRerun(dst);
    }
}

TEST_F(StageFaultTest, AnUnreadableOrShortenedSourceIsAClearError) {
    const std::string bad = m_dir.file("run/rank_5");
    const std::string eio = m_dir.file("eio");
    Outcome out = test::runCli(args(eio), test::faultEnv({"FAULT_EIO_PATH=" + bad}));
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("Input/output error"), std::string::npos) << out.output;
    EXPECT_NE(out.output.find(bad), std::string::npos) << out.output;
    checkAfterFault(eio, false);
    checkRerun(eio);

    // The file ends while it is read (cut by another process after it was opened).
    const std::string cut = m_dir.file("cut");
    out = test::runCli(args(cut), test::faultEnv({"FAULT_EOF_PATH=" + bad, "FAULT_EOF_AT=1000"}));
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("the file ended early"), std::string::npos) << out.output;
    EXPECT_NE(out.output.find(bad), std::string::npos) << out.output;
    checkAfterFault(cut, false);
    checkRerun(cut);
}

TEST_F(StageFaultTest, AReadOnlyDestinationIsAClearError) {
    fs::create_directories(m_dir.file("ro"));
    const std::string dst = m_dir.file("ro/fast");
    const Outcome out =
        test::runCli(args(dst), test::faultEnv({"FAULT_EROFS_PATH=" + m_dir.file("ro")}));
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("Read-only file system"), std::string::npos) << out.output;
    EXPECT_FALSE(fs::exists(dst));
    checkRerun(dst);
}

// SHARDSCOPE_FAULT_TRIALS (default 50) kills at random moments; SHARDSCOPE_FAULT_SEED replays.
TEST_F(StageFaultTest, KilledAtRandomMomentsNeverLeavesAnIncompleteFile) {
    const std::string dst = m_dir.file("killed");
    test::runKillCampaign(
        args(dst), dst, [&] { checkRerun(dst); },
        [&](const Outcome& out, int) { checkAfterFault(dst, out.signal != 0); });
}

}  // namespace
}  // namespace shardscope
