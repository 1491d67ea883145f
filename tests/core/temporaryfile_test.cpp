// TemporaryFile, the one temporary-and-rename writer: the final name appears only on publish(),
// whole, with the permissions asked for; a file destroyed or discarded unpublished leaves nothing;
// a library that writes by name (HDF5) gets the path and the file is synced on publish.
#include "util/temporaryfile.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <thread>

#include "testutil.h"
#include "util/atomicfile.h"
#include "util/fileio.h"
#include "util/pendingtemporaries.h"
#include "util/translatenoop.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

std::string temporaryFileText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

TEST(TemporaryFile, TheFinalNameAppearsOnlyOnPublish) {
    test::TempDir dir;
    const std::string final = dir.file("out.ckpt");
    auto file = TemporaryFile::create(final, TemporaryFile::Name::Plain, 0600);
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(file->path(), final + ".tmp");
    EXPECT_EQ(TemporaryFile::pathFor(final), final + ".tmp");
    ASSERT_TRUE(writeFull(file->fd(), "bytes", 5));
    EXPECT_FALSE(fs::exists(final));
    EXPECT_TRUE(fs::exists(final + ".tmp"));
    ASSERT_TRUE(file->publish(/*readOnly=*/true));
    EXPECT_FALSE(file->pending());
    EXPECT_FALSE(fs::exists(final + ".tmp"));
    EXPECT_EQ(temporaryFileText(final), "bytes");
    struct stat st {};
    ASSERT_EQ(::stat(final.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0400u);
    auto again = file->publish();
    ASSERT_FALSE(again);
    EXPECT_EQ(again.error().describe(), final + ": publish after publish or discard");
}

TEST(TemporaryFile, UnpublishedLeavesNothingAndALeftoverIsReplaced) {
    test::TempDir dir;
    const std::string final = dir.file("out.h5");
    {
        std::ofstream(final + ".tmp") << "a killed run's half file";
        auto file = TemporaryFile::create(final);
        ASSERT_TRUE(file);
        EXPECT_EQ(temporaryFileText(final + ".tmp"), "");
        ASSERT_TRUE(writeFull(file->fd(), "half", 4));
    }
    EXPECT_FALSE(fs::exists(final + ".tmp"));
    EXPECT_FALSE(fs::exists(final));
    auto file = TemporaryFile::create(final);
    ASSERT_TRUE(file);
    file->discard();
    EXPECT_FALSE(fs::exists(final + ".tmp"));
    EXPECT_FALSE(file->publish());
}

// libhdf5 opens the temporary by its name: the descriptor is closed, publish opens it to sync.
TEST(TemporaryFile, AFileWrittenByNameIsPublished) {
    test::TempDir dir;
    const std::string final = dir.file("by-name.h5");
    auto file = TemporaryFile::create(final);
    ASSERT_TRUE(file);
    file->closeDescriptor();
    EXPECT_EQ(file->fd(), -1);
    std::ofstream(file->path()) << "written by name";
    ASSERT_TRUE(file->publish());
    EXPECT_EQ(temporaryFileText(final), "written by name");
    struct stat st {};
    ASSERT_EQ(::stat(final.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0200, 0200u);  // not made read-only unless asked
}

TEST(TemporaryFile, UniqueNamesForFilesSeveralProcessesWrite) {
    test::TempDir dir;
    const std::string final = dir.file("shardscope-conversion.json");
    auto a = TemporaryFile::create(final, TemporaryFile::Name::Unique);
    auto b = TemporaryFile::create(final, TemporaryFile::Name::Unique);
    ASSERT_TRUE(a);
    ASSERT_TRUE(b);
    EXPECT_NE(a->path(), b->path());
    EXPECT_TRUE(TemporaryFile::isTemporaryName(fs::path(a->path()).filename().string()));
    EXPECT_EQ(a->path().rfind(final + ".", 0), 0u);
    EXPECT_FALSE(TemporaryFile::isTemporaryName("shardscope-conversion.json"));
    EXPECT_FALSE(TemporaryFile::isTemporaryName(".tmp"));
    ASSERT_TRUE(writeFull(a->fd(), "{}", 2));
    ASSERT_TRUE(writeFull(b->fd(), "{}", 2));
    ASSERT_TRUE(a->publish());
    ASSERT_TRUE(b->publish());
    EXPECT_EQ(temporaryFileText(final), "{}");
    size_t files = 0;
    for (const auto& entry : fs::directory_iterator(dir.path())) {
        (void)entry;
        ++files;
    }
    EXPECT_EQ(files, 1u);
}

// One ioError() for errno, a saved errno and std::filesystem's error_code: the system's words
// as {reason}, and ENOENT is NotFound.
TEST(FileIo, IoErrorFromErrnoASavedErrnoAndAnErrorCode) {
    errno = ENOENT;
    Error e = ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), "/x/a.ckpt");
    EXPECT_EQ(e.code, ErrorCode::NotFound);
    EXPECT_EQ(e.describe(), "/x/a.ckpt: cannot open: No such file or directory");
    e = ioError(EACCES, QT_TRANSLATE_NOOP("ErrorMessage", "cannot map: {reason}"), "/x/b.ckpt");
    EXPECT_EQ(e.code, ErrorCode::Io);
    EXPECT_EQ(e.describe(), "/x/b.ckpt: cannot map: Permission denied");
    std::error_code ec;
    fs::directory_iterator missing("/nonexistent-shardscope-folder", ec);
    e = ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot list folder: {reason}"), "/x");
    EXPECT_EQ(e.code, ErrorCode::NotFound);
    EXPECT_EQ(e.describe(), "/x: cannot list folder: No such file or directory");
    e = ioError(std::make_error_code(std::errc::permission_denied),
                QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder: {reason}"), "/x/y");
    EXPECT_EQ(e.code, ErrorCode::Io);
    EXPECT_EQ(e.describe(), "/x/y: cannot create folder: Permission denied");
    ASSERT_EQ(e.args.size(), 1u);
    EXPECT_EQ(e.args[0].name, "reason");
}

// What a process told to stop does (PendingTemporaries::removeAll, from the thread that saw the
// signal): every pending temporary goes at once, while its writer still holds it, a published
// file stays, and nothing is published or created after. The exit code names the first check
// that failed (0: none).
int checksAfterRemoveAll(const test::TempDir& dir) {
    auto plain = TemporaryFile::create(dir.file("a.ckpt"));
    auto unique = TemporaryFile::create(dir.file("b.json"), TemporaryFile::Name::Unique);
    auto done = TemporaryFile::create(dir.file("done"));
    if (!plain || !unique || !done || !done->publish()) {
        return 10;
    }
    std::thread([] { PendingTemporaries::removeAll(); }).join();
    if (fs::exists(plain->path()) || fs::exists(unique->path())) {
        return 11;
    }
    if (!fs::exists(dir.file("done")) || !PendingTemporaries::removed()) {
        return 12;
    }
    if (!writeFull(plain->fd(), "late", 4)) {  // a writer still busy writes into nothing
        return 13;
    }
    const Status refused = plain->publish();
    if (refused || refused.error().code != ErrorCode::Cancelled ||
        refused.error().describe() != dir.file("a.ckpt") + ": cancelled" ||
        fs::exists(dir.file("a.ckpt"))) {
        return 14;
    }
    auto later = TemporaryFile::create(dir.file("later"));
    if (later || later.error().code != ErrorCode::Cancelled || fs::exists(dir.file("later.tmp"))) {
        return 15;
    }
    auto atomic = AtomicFile::create(dir.file("record.json"), true);
    if (atomic) {
        return 16;
    }
    std::error_code ec;
    size_t left = 0;
    for (const auto& e : fs::directory_iterator(dir.path(), ec)) {
        left += TemporaryFile::isTemporaryName(e.path().filename().string()) ? 1 : 0;
    }
    return left == 0 ? 0 : 17;
}

// In a child process: it holds for the rest of the process.
TEST(TemporaryFile, RemoveAllTakesEveryPendingTemporaryAtOnceAndRefusesMore) {
    test::TempDir dir;
    EXPECT_EXIT(_exit(checksAfterRemoveAll(dir)), ::testing::ExitedWithCode(0), "");
}

}  // namespace
}  // namespace shardscope
