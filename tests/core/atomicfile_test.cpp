// AtomicFile's unique temporaries: what a process killed while writing left is removed by the
// next writer of the same file on the same host; live writers' and other hosts' are kept.
#include "util/atomicfile.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

std::string thisHost() {
    char name[256] = {};
    EXPECT_EQ(::gethostname(name, sizeof(name) - 1), 0);
    return name;
}

pid_t deadPid() {
    const pid_t child = ::fork();
    if (child == 0) {
        ::_exit(0);
    }
    int status = 0;
    ::waitpid(child, &status, 0);
    return child;
}

std::set<std::string> namesIn(const std::string& folder) {
    std::set<std::string> names;
    for (const auto& entry : fs::directory_iterator(folder)) {
        names.insert(entry.path().filename().string());
    }
    return names;
}

TEST(AtomicFile, AUniqueTemporaryOfAKilledWriterIsRemovedByTheNextOne) {
    test::TempDir dir;
    const std::string host = thisHost();
    const std::string dead = "strategy.ckpt." + host + "." + std::to_string(deadPid()) + ".0.tmp";
    const std::string live = "strategy.ckpt." + host + "." + std::to_string(::getppid()) + ".3.tmp";
    const std::string otherHost = "strategy.ckpt.another-host-" + host + ".1.0.tmp";
    const std::string unrelated = "other.ckpt." + host + ".1.0.tmp";
    for (const std::string& name : {dead, live, otherHost, unrelated}) {
        std::ofstream(dir.file(name)) << "half";
    }
    auto file = AtomicFile::create(dir.file("strategy.ckpt"), true);
    ASSERT_TRUE(file) << file.error().describe();
    const std::string temp = fs::path(file->tempPath()).filename().string();
    EXPECT_EQ(temp.rfind("strategy.ckpt." + host + "." + std::to_string(::getpid()) + ".", 0), 0u)
        << temp;
    ASSERT_TRUE(file->write(std::string_view("whole")));
    ASSERT_TRUE(file->commit());
    EXPECT_EQ(namesIn(dir.path()),
              (std::set<std::string>{"strategy.ckpt", live, otherHost, unrelated}));
    EXPECT_EQ(test::readFile(dir.file("strategy.ckpt")), "whole");
}

}  // namespace
}  // namespace shardscope
