// How many threads index a run's rank files (issue 35): as many as asked; one per core when a
// sample of the files is in the page cache; ioThreads' default (more than cores, for reads in
// flight) when it is not, or cannot be told.
#include "inspect/indexthreads.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/mman.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "util/parallel.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

class IndexThreadsTest : public ::testing::Test {
protected:
    void SetUp() override {
        m_dir = fs::temp_directory_path() /
                ("indexthreads-" + std::to_string(::getpid()) + "-" +
                 ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::create_directories(m_dir);
    }
    void TearDown() override { fs::remove_all(m_dir); }
    // A file of `bytes` just written: its pages are in the page cache.
    std::string write(const std::string& name, size_t bytes) {
        const fs::path path = m_dir / name;
        std::ofstream(path, std::ios::binary) << std::string(bytes, 'x');
        return path.string();
    }

    fs::path m_dir;
};

TEST_F(IndexThreadsTest, AsManyAsAskedElseOnePerCoreWhenCachedElseMoreForTheDisk) {
    EXPECT_EQ(indexThreads(5, true, 2), 5u);
    EXPECT_EQ(indexThreads(5, false, 2), 5u);
    EXPECT_EQ(indexThreads(0, true, 2), 2u);
    EXPECT_EQ(indexThreads(0, true, 16), 16u);
    EXPECT_EQ(indexThreads(0, true, 0), 1u) << "a core count the system does not tell";
    EXPECT_EQ(indexThreads(0, false, 2), ioThreads(0));
    EXPECT_GE(ioThreads(0), 8u);
}

TEST_F(IndexThreadsTest, FilesJustWrittenAreCachedMissingOrEmptyOnesAreNot) {
    std::vector<std::string> files;
    for (int i = 0; i < 40; ++i) {
        files.push_back(write("rank_" + std::to_string(i), 3 * 4096 + 17));
    }
    EXPECT_TRUE(sampleCached(files, 16));
    EXPECT_TRUE(sampleCached(files, 1));
    EXPECT_FALSE(sampleCached(files, 0));
    EXPECT_FALSE(sampleCached({}, 16));
    // The sample takes the first and the last file: either missing is enough to say no.
    std::vector<std::string> lastMissing = files;
    lastMissing.push_back((m_dir / "missing").string());
    EXPECT_FALSE(sampleCached(lastMissing, 16));
    std::vector<std::string> firstEmpty = files;
    firstEmpty.insert(firstEmpty.begin(), write("empty", 0));
    EXPECT_FALSE(sampleCached(firstEmpty, 16));
    EXPECT_FALSE(sampleCached({m_dir.string()}, 16)) << "a folder is no file to map";
}

TEST_F(IndexThreadsTest, AFileWhoseLastPageLeftThePageCacheIsNotCached) {
    const std::string path = write("big", 64 * 4096);
    ASSERT_TRUE(sampleCached({path}, 1));
    // Written back and dropped: the kernel may keep pages it cannot drop (then nothing to test).
    const int fd = ::open(path.c_str(), O_RDONLY);
    ASSERT_GE(fd, 0);
    ::fdatasync(fd);
    ::posix_fadvise(fd, 32 * 4096, 0, POSIX_FADV_DONTNEED);
    void* map = ::mmap(nullptr, 64 * 4096, PROT_READ, MAP_SHARED, fd, 0);
    ::close(fd);
    ASSERT_NE(map, MAP_FAILED);
    unsigned char resident = 1;
    ::mincore(static_cast<char*>(map) + 63 * 4096, 4096, &resident);
    ::munmap(map, 64 * 4096);
    if ((resident & 1U) != 0) {
        GTEST_SKIP() << "this file system keeps the pages";
    }
    const std::vector<std::string> both = {path, write("small", 100)};
    EXPECT_FALSE(sampleCached(both, 2));
}

}  // namespace
}  // namespace shardscope
