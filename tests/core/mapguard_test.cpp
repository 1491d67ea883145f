// A file another program cuts short while ShardScope has it mapped: reading past its new end
// raises SIGBUS, which would end the process (the CLI, the GUI, one process of an MPI job). The
// guard turns it into zeros that the readers refuse to use, and an error naming the file.
#include "util/mapguard.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>

#include "formats/checkpointfile.h"
#include "synth/demorun.h"
#include "testutil.h"
#include "util/mappedfile.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

const uint64_t kPage = static_cast<uint64_t>(sysconf(_SC_PAGESIZE));

uint8_t readByte(const MappedFile& file, uint64_t at) {
    return *static_cast<const volatile uint8_t*>(file.data() + at);
}

// How a process ends when SIGBUS reaches the action it had before the guard: killed by it (the
// default), or, under the sanitizers (whose handler was there first), reported and then ended
// by an abort (ASAN_OPTIONS abort_on_error=1, as the asan preset sets) or a non-zero exit.
// Exit status 3 is the test's own "could not set up".
bool endedByTheBusError(int status) {
    return (WIFSIGNALED(status) && (WTERMSIG(status) == SIGBUS || WTERMSIG(status) == SIGABRT)) ||
           (WIFEXITED(status) && WEXITSTATUS(status) != 0 && WEXITSTATUS(status) != 3);
}

TEST(MapGuard, AFileCutShortWhileMappedReadsZerosAndSaysWhichFile) {
    test::TempDir dir;
    const std::string path = dir.file("three-pages.bin");
    const std::string other = dir.file("other.bin");
    test::writeFile(path, std::string(3 * kPage, '\xab'));
    test::writeFile(other, std::string(3 * kPage, '\xcd'));
    auto file = MappedFile::open(path);
    auto untouched = MappedFile::open(other);
    ASSERT_TRUE(file && untouched);
    EXPECT_EQ(readByte(*file, 2 * kPage), 0xab);
    ASSERT_TRUE(file->intact());

    ASSERT_EQ(truncate(path.c_str(), static_cast<off_t>(kPage)), 0);
    EXPECT_EQ(readByte(*file, kPage - 1), 0xab);  // still in the file
    EXPECT_TRUE(file->intact());
    EXPECT_EQ(readByte(*file, 2 * kPage + 5), 0);  // past its new end: SIGBUS, caught
    EXPECT_EQ(readByte(*file, kPage + 1), 0);
    const Status status = file->intact();
    ASSERT_FALSE(status);
    EXPECT_EQ(status.error().code, ErrorCode::Truncated);
    EXPECT_EQ(status.error().file, path);
    EXPECT_EQ(status.error().message, "the file was cut short while it was being read: it has " +
                                          std::to_string(kPage) + " bytes now, " +
                                          std::to_string(3 * kPage) +
                                          " when it was opened (another program changed it)");
    EXPECT_EQ(readByte(*untouched, 2 * kPage), 0xcd);
    EXPECT_TRUE(untouched->intact());

    // The guard's slot goes to the next map, clean.
    *file = MappedFile();
    auto again = MappedFile::open(path);
    ASSERT_TRUE(again);
    EXPECT_EQ(again->size(), kPage);
    EXPECT_EQ(readByte(*again, kPage - 1), 0xab);
    EXPECT_TRUE(again->intact());
}

TEST(MapGuard, AFileCutShortInsideAJoinedMapSaysSo) {
    test::TempDir dir;
    const std::vector<std::string> paths{dir.file("a.bin"), dir.file("b.bin")};
    for (const std::string& p : paths) {
        test::writeFile(p, std::string(2 * kPage, '\x11'));
    }
    std::vector<uint64_t> bases;
    auto joined = MappedFile::openJoined("a+b", paths, &bases);
    ASSERT_TRUE(joined);
    ASSERT_EQ(truncate(paths[0].c_str(), 0), 0);
    EXPECT_EQ(readByte(*joined, bases[0] + 10), 0);
    EXPECT_EQ(readByte(*joined, bases[1] + 10), 0x11);  // the other file is still read
    const Status status = joined->intact();
    ASSERT_FALSE(status);
    EXPECT_EQ(status.error().file, paths[0]);  // the file that was cut, not the set's name
    EXPECT_EQ(status.error().message,
              "the file was cut short while it was being read: it has 0 bytes now, " +
                  std::to_string(2 * kPage) + " when it was opened (another program changed it)");
}

// Cut inside a page, the rest of that page reads as zeros with no fault at all: only the file's
// size tells, which sizeUnchanged() asks.
TEST(MapGuard, ACutInsideThePageTheFileNowEndsInIsFoundByItsSize) {
    test::TempDir dir;
    const std::string path = dir.file("cut-mid-page.bin");
    test::writeFile(path, std::string(3 * kPage, '\x5a'));
    auto file = MappedFile::open(path);
    ASSERT_TRUE(file);
    const uint64_t cut = 2 * kPage + kPage / 2;
    ASSERT_EQ(truncate(path.c_str(), static_cast<off_t>(cut)), 0);
    EXPECT_EQ(readByte(*file, cut + 10), 0);  // no SIGBUS: the page is still the file's
    EXPECT_TRUE(file->intact());
    const Status status = file->sizeUnchanged();
    ASSERT_FALSE(status);
    EXPECT_EQ(status.error().file, path);
    EXPECT_EQ(status.error().message, "the file was cut short while it was being read: it has " +
                                          std::to_string(cut) + " bytes now, " +
                                          std::to_string(3 * kPage) +
                                          " when it was opened (another program changed it)");
    const std::string other = dir.file("whole.bin");
    test::writeFile(other, std::string(kPage + 7, '\x01'));
    auto whole = MappedFile::open(other);
    ASSERT_TRUE(whole);
    EXPECT_TRUE(whole->sizeUnchanged());
}

TEST(MapGuardDeathTest, AFaultOutsideTheWatchedMapsStillEndsTheProcess) {
    ::testing::FLAGS_gtest_death_test_style = "threadsafe";
    test::TempDir dir;
    const std::string path = dir.file("raw.bin");
    test::writeFile(path, std::string(2 * kPage, '\x22'));
    EXPECT_EXIT(
        {
            auto watched = MappedFile::open(path);  // installs the handler
            const int fd = ::open(path.c_str(), O_RDONLY);
            void* raw = mmap(nullptr, 2 * kPage, PROT_READ, MAP_PRIVATE, fd, 0);
            if (!watched || raw == MAP_FAILED || truncate(path.c_str(), 0) != 0) {
                _exit(3);
            }
            // This process ends by the fault, before its TempDir could go: it goes now (the
            // map keeps the cut file).
            std::error_code ec;
            std::filesystem::remove_all(dir.path(), ec);
            (void)*static_cast<const volatile uint8_t*>(static_cast<uint8_t*>(raw) + kPage);
            _exit(0);
        },
        endedByTheBusError, "");
}

// A name that no longer leads to the mapped file (removed, or replaced by a new save) is no cut:
// the map still holds the file it was made from, whole.
TEST(MapGuard, AFileRemovedOrReplacedWhileMappedStaysWhole) {
    test::TempDir dir;
    const std::string removed = dir.file("removed.bin");
    const std::string replaced = dir.file("replaced.bin");
    test::writeFile(removed, std::string(2 * kPage + 3, '\x33'));
    test::writeFile(replaced, std::string(2 * kPage + 3, '\x44'));
    auto a = MappedFile::open(removed);
    auto b = MappedFile::open(replaced);
    ASSERT_TRUE(a && b);
    ASSERT_EQ(::unlink(removed.c_str()), 0);
    test::writeFile(dir.file("new.bin"), "short");
    ASSERT_EQ(::rename(dir.file("new.bin").c_str(), replaced.c_str()), 0);
    EXPECT_EQ(readByte(*a, 2 * kPage + 2), 0x33);
    EXPECT_EQ(readByte(*b, 2 * kPage + 2), 0x44);
    EXPECT_TRUE(a->sizeUnchanged());
    EXPECT_TRUE(b->sizeUnchanged());
}

// A SIGBUS sent to the process (not a fault) still does what it did before the guard: ends the
// process by default, nothing when the process ignored it.
TEST(MapGuardDeathTest, ASentSigbusKeepsItsFormerAction) {
    ::testing::FLAGS_gtest_death_test_style = "threadsafe";
    test::TempDir dir;
    const std::string path = dir.file("any.bin");
    test::writeFile(path, "bytes");
    EXPECT_EXIT(
        {
            signal(SIGBUS, SIG_DFL);
            auto watched = MappedFile::open(path);
            std::error_code ec;
            std::filesystem::remove_all(dir.path(), ec);  // this process ends before its TempDir
            raise(SIGBUS);
            _exit(watched ? 0 : 3);
        },
        endedByTheBusError, "");
    EXPECT_EXIT(
        {
            signal(SIGBUS, SIG_IGN);
            auto watched = MappedFile::open(path);
            std::error_code ec;
            std::filesystem::remove_all(dir.path(), ec);  // this process ends before its TempDir
            raise(SIGBUS);
            _exit(watched ? 0 : 3);
        },
        ::testing::ExitedWithCode(0), "");
}

// The checkpoint reader: a tensor read after its file was cut is an error naming the file and
// the parameter, not zeros.
TEST(MapGuard, ATensorOfACheckpointCutShortIsAnErrorNotZeros) {
    test::TempDir dir;
    ASSERT_TRUE(writeDemoRun(dir.file("run")));
    std::string path;
    for (const auto& entry : fs::directory_iterator(dir.file("run/rank_5"))) {
        if (entry.path().extension() == ".ckpt") {
            path = entry.path().string();
        }
    }
    ASSERT_FALSE(path.empty());
    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file) << file.error().describe();
    const TensorEntry& last = file->index().tensors.back();
    ASSERT_EQ(truncate(path.c_str(), static_cast<off_t>(last.chunks.front().offset / 2)), 0);

    uint64_t sum = 0;
    const Status read = file->readTensor(last, [&sum](std::span<const uint8_t> bytes) {
        for (const uint8_t b : bytes) {
            sum += b;
        }
        return Status{};
    });
    ASSERT_FALSE(read);
    EXPECT_EQ(read.error().file, path);
    EXPECT_EQ(read.error().param, last.name);
    EXPECT_NE(read.error().message.find("cut short while it was being read"), std::string::npos)
        << read.error().describe();

    std::vector<uint8_t> out(static_cast<size_t>(last.chunks.front().size));
    const Status copied = file->copy(last.chunks.front().offset, out);
    ASSERT_FALSE(copied);
    EXPECT_EQ(copied.error().code, ErrorCode::Truncated);

    // Opening it again reads what is there now: an error about the file's end, as for any
    // short file.
    auto reopened = CheckpointFile::open(path);
    EXPECT_FALSE(reopened);
}

}  // namespace
}  // namespace shardscope
