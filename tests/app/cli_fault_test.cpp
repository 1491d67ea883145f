// Conversion and export under faults (tests/fault/faultfs.c preloaded): a disk that fills up
// after N bytes, a source that cannot be read, a read-only destination, and SIGKILL / SIGTERM at
// random moments. Each must end with a clear error (or a clean stop), no incomplete file under a
// final name, the sources byte-identical, and a re-run that completes and equals a clean run.
#include <gtest/gtest.h>
#include <signal.h>

#include <chrono>
#include <thread>

#include "faulttree.h"
#include "killcampaign.h"
#include "synth/demorun.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using test::FileTree;
using test::Outcome;

// The demo run (8 ranks) converted to 4, as `convert --simulate` does, with a CRC trailer.
class FaultTest : public ::testing::Test {
protected:
    void SetUp() override {
        ASSERT_TRUE(writeDemoRun(m_dir.file("src")));
        m_sources = test::readTree(m_dir.file("src"));
        const Outcome clean = test::runCli(convertArgs(m_dir.file("clean")));
        ASSERT_EQ(clean.status, 0) << clean.output;
        m_clean = test::readTree(m_dir.file("clean"));
        ASSERT_GE(m_clean.size(), 4u);
        for (const auto& [name, bytes] : m_clean) {
            m_cleanBytes += bytes.size();
        }
    }

    std::vector<std::string> convertArgs(const std::string& dst) const {
        return {"convert",
                "--src",
                m_dir.file("src"),
                "--src-strategy",
                m_dir.file("src/strategy.ckpt"),
                "--dst",
                dst,
                "--simulate",
                "dp=1,mp=4,pp=1",
                "--crc",
                "--threads",
                "2"};
    }

    // Sources untouched, and nothing incomplete under a final name in `dst`.
    void checkAfterFault(const std::string& dst, bool allowTemporaries) {
        EXPECT_TRUE(test::readTree(m_dir.file("src")) == m_sources) << "a source changed";
        for (const std::string& name :
             test::notFromCleanRun(test::readTree(dst), m_clean, allowTemporaries)) {
            ADD_FAILURE() << "incomplete or foreign file under a final name: " << name;
        }
    }

    // A run without faults into the same folder completes and writes what a clean run writes.
    void checkRerun(const std::string& dst) {
        const Outcome again = test::runCli(convertArgs(dst));
        ASSERT_EQ(again.status, 0) << again.output;
        EXPECT_EQ(test::treeDifference(test::readTree(dst), m_clean), "")
            << "the re-run differs from a clean run";
    }

    test::TempDir m_dir;
    FileTree m_sources;
    FileTree m_clean;
    uint64_t m_cleanBytes = 0;
};

TEST_F(FaultTest, FullDiskAtAnyPointIsAClearErrorAndLeavesNothingIncomplete) {
    // From the first byte to the last: the rank files, the strategy beside them, the summary.
    for (const uint64_t limit : {uint64_t{0}, uint64_t{1}, uint64_t{4096}, m_cleanBytes / 3,
                                 m_cleanBytes / 2, m_cleanBytes - 64, m_cleanBytes - 1}) {
        SCOPED_TRACE("limit " + std::to_string(limit));
        const std::string dst = m_dir.file("full-" + std::to_string(limit));
        const Outcome out = test::runCli(
            convertArgs(dst), test::faultEnv({"FAULT_WRITE_PATH=" + dst,
                                              "FAULT_WRITE_LIMIT=" + std::to_string(limit)}));
        EXPECT_EQ(out.status, 1) << out.output;
        EXPECT_NE(out.output.find("No space left on device"), std::string::npos) << out.output;
        EXPECT_NE(out.output.find(dst), std::string::npos) << "the error names no file\n"
                                                           << out.output;
        checkAfterFault(dst, false);
        checkRerun(dst);
    }
}

TEST_F(FaultTest, AnUnreadableSourceIsAClearError) {
    const std::string dst = m_dir.file("eio");
    const std::string bad = m_dir.file("src/rank_5");
    const Outcome out = test::runCli(convertArgs(dst), test::faultEnv({"FAULT_EIO_PATH=" + bad}));
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("Input/output error"), std::string::npos) << out.output;
    EXPECT_NE(out.output.find(bad), std::string::npos) << out.output;
    checkAfterFault(dst, false);
    checkRerun(dst);
}

TEST_F(FaultTest, AReadOnlyDestinationIsAClearErrorAndCreatesNothing) {
    const std::string dst = m_dir.file("ro/dst");
    fs::create_directories(m_dir.file("ro"));
    const Outcome out =
        test::runCli(convertArgs(dst), test::faultEnv({"FAULT_EROFS_PATH=" + m_dir.file("ro")}));
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("Read-only file system"), std::string::npos) << out.output;
    EXPECT_FALSE(fs::exists(dst));
    checkAfterFault(dst, false);
    checkRerun(dst);
}

TEST_F(FaultTest, ExportToAFullOrReadOnlyDiskLeavesNoFile) {
    for (const char* suffix : {".safetensors", ".h5"}) {
        SCOPED_TRACE(suffix);
        const std::string cleanFolder = m_dir.file(std::string("export-clean") + suffix);
        fs::create_directories(cleanFolder);
        const std::string clean = cleanFolder + "/out" + suffix;
        const std::vector<std::string> base{"export", m_dir.file("src"), "--merged", "--to"};
        auto args = [&base](const std::string& to) {
            std::vector<std::string> a = base;
            a.push_back(to);
            return a;
        };
        // The bytes a clean export writes (an HDF5 file has gaps: its size is more), counted by
        // the shim, so that the last limit below fails the very last write.
        const std::string report = m_dir.file(std::string("written") + suffix);
        const Outcome first = test::runCli(
            args(clean),
            test::faultEnv({"FAULT_WRITE_PATH=" + cleanFolder, "FAULT_WRITE_LIMIT=1000000000000",
                            "FAULT_REPORT=" + report}));
        ASSERT_EQ(first.status, 0) << first.output;
        const std::string cleanBytes = test::readFile(clean);
        const uint64_t written = std::stoull(test::readFile(report));
        ASSERT_GT(written, 200u);
        ASSERT_LE(written, cleanBytes.size());
        for (const uint64_t limit : {uint64_t{0}, uint64_t{100}, written / 2, written - 1}) {
            SCOPED_TRACE("limit " + std::to_string(limit));
            const std::string folder = m_dir.file("export-" + std::to_string(limit) + suffix);
            fs::create_directories(folder);
            const std::string to = folder + "/out" + suffix;
            const Outcome out = test::runCli(
                args(to), test::faultEnv({"FAULT_WRITE_PATH=" + folder,
                                          "FAULT_WRITE_LIMIT=" + std::to_string(limit)}));
            EXPECT_EQ(out.status, 1) << out.output;
            EXPECT_NE(out.output.find("No space left on device"), std::string::npos) << out.output;
            EXPECT_TRUE(fs::is_empty(folder)) << "left behind in " << folder;
            EXPECT_TRUE(test::readTree(m_dir.file("src")) == m_sources);
            const Outcome again = test::runCli(args(to));
            ASSERT_EQ(again.status, 0) << again.output;
            EXPECT_TRUE(test::readFile(to) == cleanBytes) << "the re-run differs from a clean run";
        }
        const std::string ro = m_dir.file(std::string("export-ro") + suffix);
        fs::create_directories(ro);
        const Outcome refused =
            test::runCli(args(ro + "/out" + suffix), test::faultEnv({"FAULT_EROFS_PATH=" + ro}));
        EXPECT_EQ(refused.status, 1) << refused.output;
        EXPECT_NE(refused.output.find("Read-only file system"), std::string::npos)
            << refused.output;
        EXPECT_TRUE(fs::is_empty(ro));
    }
}

// A run that stopped on `victim`, rank `rank`, cut to `now` bytes from `before`.
void expectCutError(const Outcome& out, const std::string& victim, uint64_t now, uint64_t before,
                    int rank) {
    EXPECT_EQ(out.signal, 0) << out.output;
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("the file was cut short while it was being read: it has " +
                              std::to_string(now) + " bytes now, " + std::to_string(before) +
                              " when it was opened"),
              std::string::npos)
        << out.output;
    EXPECT_NE(out.output.find(victim), std::string::npos) << out.output;
    EXPECT_NE(out.output.find("rank " + std::to_string(rank)), std::string::npos) << out.output;
}

// Another program cuts a source short while the conversion reads it (the shim truncates it once
// the first bytes reach the destination): the sources are memory-mapped, and reading past the
// new end would end the process with SIGBUS. It must be a clear error naming the file, its rank
// and a parameter, with nothing under a final name; with the file back, a re-run is clean.
TEST_F(FaultTest, ASourceCutShortWhileItIsReadIsAClearError) {
    std::string victim;
    for (const auto& entry : fs::directory_iterator(m_dir.file("src/rank_5"))) {
        if (entry.path().extension() == ".ckpt") {
            victim = entry.path().string();
        }
    }
    ASSERT_FALSE(victim.empty());
    const std::string whole = test::readFile(victim);
    // Cut to an eighth (reading past it faults), or by 100 bytes (inside the page the file
    // now ends in: no fault, only its size tells).
    for (const auto& [after, to] :
         {std::pair{uint64_t{1}, whole.size() / 8}, std::pair{m_cleanBytes / 4, whole.size() / 8},
          std::pair{uint64_t{1}, whole.size() - 100}}) {
        SCOPED_TRACE("cut to " + std::to_string(to) + " after " + std::to_string(after) +
                     " bytes written");
        const std::string dst =
            m_dir.file("cut-" + std::to_string(after) + "-" + std::to_string(to));
        const Outcome out = test::runCli(
            convertArgs(dst), test::faultEnv({"FAULT_WRITE_PATH=" + dst, "FAULT_CUT_FILE=" + victim,
                                              "FAULT_CUT_TO=" + std::to_string(to),
                                              "FAULT_CUT_AFTER=" + std::to_string(after)}));
        expectCutError(out, victim, to, whole.size(), 5);
        EXPECT_NE(out.output.find("parameter '"), std::string::npos) << out.output;
        test::writeFile(victim, whole);
        checkAfterFault(dst, false);
        checkRerun(dst);
    }
}

// The same for an encrypted source, whose ciphertext is read through the map too: the cut is the
// error, not a wrong key or a changed block (the zeros read past the new end fail the GCM tag).
TEST_F(FaultTest, AnEncryptedSourceCutShortWhileItIsReadIsAClearError) {
    const std::string key = m_dir.file("key.hex");
    test::writeFile(key, std::string(64, 'a'));
    const std::string enc = m_dir.file("enc");
    const Outcome made = test::runCli({"synth", "--out", enc, "--preset", "tiny", "--encrypt",
                                       "AES-GCM", "--key-file", key, "--key-hex"});
    ASSERT_EQ(made.status, 0) << made.output;
    std::string victim;
    for (const auto& entry : fs::directory_iterator(enc + "/rank_5")) {  // read by the merge
        victim = entry.path().string();
    }
    const std::string whole = test::readFile(victim);
    const FileTree sources = test::readTree(enc);
    const auto args = [&](const std::string& dst) {
        return std::vector<std::string>{"convert", "--src",      enc,     "--dst",
                                        dst,       "--simulate", "merge", "--threads",
                                        "2",       "--key-file", key,     "--key-hex"};
    };
    const std::string clean = m_dir.file("enc-clean");
    ASSERT_EQ(test::runCli(args(clean)).status, 0);
    for (const uint64_t to : {whole.size() / 8, whole.size() - 100}) {
        SCOPED_TRACE("cut to " + std::to_string(to));
        const std::string dst = m_dir.file("enc-cut-" + std::to_string(to));
        const Outcome out = test::runCli(
            args(dst), test::faultEnv({"FAULT_WRITE_PATH=" + dst, "FAULT_CUT_FILE=" + victim,
                                       "FAULT_CUT_TO=" + std::to_string(to), "FAULT_CUT_AFTER=1"}));
        expectCutError(out, victim, to, whole.size(), 5);
        EXPECT_EQ(out.output.find("key"), std::string::npos) << out.output;
        EXPECT_TRUE(!fs::exists(dst) || test::readTree(dst).empty()) << "left behind in " << dst;
        test::writeFile(victim, whole);
        EXPECT_TRUE(test::readTree(enc) == sources);
        ASSERT_EQ(test::runCli(args(dst)).status, 0);
        EXPECT_EQ(test::treeDifference(test::readTree(dst), test::readTree(clean)), "");
    }
}

TEST_F(FaultTest, ASourceCutShortWhileItIsExportedIsAClearError) {
    std::string victim;
    for (const auto& entry : fs::directory_iterator(m_dir.file("src/rank_0"))) {
        if (entry.path().extension() == ".ckpt") {
            victim = entry.path().string();
        }
    }
    const std::string whole = test::readFile(victim);
    const std::string folder = m_dir.file("export-cut");
    fs::create_directories(folder);
    const std::vector<std::string> args{"export", m_dir.file("src"), "--merged", "--to",
                                        folder + "/out.safetensors"};
    const Outcome out =
        test::runCli(args, test::faultEnv({"FAULT_WRITE_PATH=" + folder, "FAULT_CUT_FILE=" + victim,
                                           "FAULT_CUT_TO=64", "FAULT_CUT_AFTER=1"}));
    EXPECT_EQ(out.signal, 0) << out.output;
    EXPECT_EQ(out.status, 1) << out.output;
    EXPECT_NE(out.output.find("the file was cut short while it was being read: it has 64 bytes "
                              "now, " +
                              std::to_string(whole.size()) + " when it was opened"),
              std::string::npos)
        << out.output;
    EXPECT_NE(out.output.find(victim), std::string::npos) << out.output;
    EXPECT_TRUE(fs::is_empty(folder)) << "left behind in " << folder;
    test::writeFile(victim, whole);
    EXPECT_TRUE(test::readTree(m_dir.file("src")) == m_sources);
    const Outcome again = test::runCli(args);
    EXPECT_EQ(again.status, 0) << again.output;
}

// SIGTERM while the conversion is in the middle of a write slower than the grace a supervisor
// gives before SIGKILL (mpirun and `timeout -k 1` a second, Slurm's KillWait, docker stop): the
// temporary file goes when SIGTERM comes, not when the writer returns from its write.
TEST_F(FaultTest, SigtermThenSigkillDuringASlowWriteLeavesNoTemporaryFile) {
    const std::string dst = m_dir.file("stalled");
    bool writing = false;
    const Outcome out = test::runCli(
        convertArgs(dst), test::faultEnv({"FAULT_WRITE_PATH=" + dst, "FAULT_STALL_MS=4000"}),
        [&](pid_t pid) {
            // Its first write (the folder's record) has begun once its temporary is there.
            const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
            while (!writing && std::chrono::steady_clock::now() < deadline) {
                std::error_code ec;
                for (const auto& e : fs::recursive_directory_iterator(dst, ec)) {
                    writing = writing || e.path().extension() == ".tmp";
                }
                std::this_thread::sleep_for(std::chrono::milliseconds(5));
            }
            std::this_thread::sleep_for(std::chrono::milliseconds(100));
            kill(pid, SIGTERM);
            std::this_thread::sleep_for(std::chrono::seconds(1));
            kill(pid, SIGKILL);
        });
    EXPECT_TRUE(writing) << out.output;
    EXPECT_EQ(out.signal, SIGKILL) << out.output;
    checkAfterFault(dst, false);
    checkRerun(dst);
}

// SIGKILL or SIGTERM at a random moment of a conversion, many times over, into a destination
// that keeps what the earlier trials left (or starts empty, at random). SHARDSCOPE_FAULT_TRIALS
// sets the count (default 50; docs/reliability.md reports a longer run); the seed is printed.
TEST_F(FaultTest, KilledAtRandomMomentsNeverLeavesAnIncompleteFile) {
    const std::string dst = m_dir.file("killed");
    test::runKillCampaign(
        convertArgs(dst), dst, [&] { checkRerun(dst); },
        [&](const Outcome& out, int sig) {
            // SIGTERM once the CLI watches for it is a clean stop: exit 1 and no temporary left.
            if (out.status != 0 && sig == SIGTERM && out.signal == 0) {
                EXPECT_EQ(out.status, 1) << out.output;
            }
            checkAfterFault(dst, out.signal != 0);
        });
}

}  // namespace
}  // namespace shardscope
