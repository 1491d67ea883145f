#pragma once

// The MPI tests' set-up: a source run and its single-process conversion, mpirun as this machine
// needs it, and the job's processes found in /proc.

#include <gtest/gtest.h>
#include <unistd.h>

#include <algorithm>
#include <climits>
#include <filesystem>
#include <string>
#include <vector>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope::test {

namespace fs = std::filesystem;

// mpirun with what this machine needs: more processes than cores, root in containers, and no
// cross-memory attach (containers often forbid it, and the messages here are small anyway).
inline std::string mpirunPrefix() {
    return std::string("OMPI_MCA_btl_vader_single_copy_mechanism=none ") + SHARDSCOPE_MPIEXEC +
           " --oversubscribe" + (geteuid() == 0 ? " --allow-run-as-root" : "");
}

inline std::string mpi(const std::string& args, int* status) {
    return test::runCommand(mpirunPrefix() + " " + args, status);
}

inline std::string hostname() {
    char name[HOST_NAME_MAX + 1] = {};
    gethostname(name, sizeof name - 1);
    return name;
}

// A pipeline run with optimizer sharding on 8 cards, to 6 cards (no multiple of 8).
struct Job {
    test::TempDir dir;
    std::string strategies;
    // `more`: further synth flags for the source run (--steps 2: two saved steps).
    explicit Job(const std::string& preset = "tiny", const std::string& more = "") {
        int status = -1;
        cli("synth --out " + dir.file("src") + " --preset " + preset + " --opt-shard 2" + more,
            &status);
        EXPECT_EQ(status, 0);
        cli("synth --out " + dir.file("dst6") + " --preset " + preset +
                " --dp 3 --mp 1 --pp 2 --opt-shard 0",
            &status);
        EXPECT_EQ(status, 0);
        strategies = " --src-strategy " + dir.file("src/strategy.ckpt") + " --dst-strategy " +
                     dir.file("dst6/strategy.ckpt");
        const std::string out = cli(
            "convert --src " + dir.file("src") + strategies + " --dst " + dir.file("one") + " 2>&1",
            &status);
        EXPECT_EQ(status, 0) << out;
        test::writeFile(dir.file("table.json"), R"({"version": "1.0", "server_count": "2",
            "server_list": [
              {"server_id": "node_a", "device": [{"device_id": "0", "rank_id": "0"},
                 {"device_id": "1", "rank_id": "1"}, {"device_id": "2", "rank_id": "2"}]},
              {"server_id": "node_b", "device": [{"device_id": "0", "rank_id": "3"},
                 {"device_id": "1", "rank_id": "4"}, {"device_id": "2", "rank_id": "5"}]}],
            "status": "completed"})");
    }
    std::string convert(const std::string& dst) const {
        return std::string(SHARDSCOPE_MPI) + " convert --src " + dir.file("src") + strategies +
               " --dst " + dir.file(dst) + " --no-progress";
    }
    std::string file(const std::string& out, int rank) const {
        return dir.file(out + "/rank_" + std::to_string(rank) + "/checkpoint_" +
                        std::to_string(rank) + ".ckpt");
    }
    // Every rank in `ranks` equals the single-process conversion byte for byte, and nothing else
    // was written.
    void expectSameAsOne(const std::string& out, const std::vector<int>& ranks) const {
        // The strategy beside the ranks, as `convert` writes it (pipeline: per stage too).
        std::vector<std::string> expected{"strategy", "strategy.ckpt",
                                          "shardscope-conversion.json"},
            found;
        EXPECT_EQ(test::readFile(dir.file(out + "/strategy.ckpt")),
                  test::readFile(dir.file("one/strategy.ckpt")));
        for (int r : ranks) {
            expected.push_back("rank_" + std::to_string(r));
            const std::string a = test::readFile(file(out, r));
            EXPECT_FALSE(a.empty()) << r;
            EXPECT_TRUE(a == test::readFile(file("one", r))) << "rank " << r << " differs";
        }
        for (const auto& e : fs::directory_iterator(dir.file(out))) {
            found.push_back(e.path().filename().string());
        }
        std::sort(expected.begin(), expected.end());
        std::sort(found.begin(), found.end());
        EXPECT_EQ(found, expected);
        for (const auto& e : fs::recursive_directory_iterator(dir.file(out))) {
            EXPECT_NE(e.path().extension(), ".tmp") << e.path();
        }
    }
};

// The shardscope-mpi processes whose command line holds `mark` (their job's own folder).
inline std::vector<pid_t> processesOf(const std::string& mark) {
    std::vector<pid_t> found;
    const fs::path exe = fs::canonical(SHARDSCOPE_MPI);
    std::error_code ec;
    for (auto it = fs::directory_iterator("/proc", ec); !ec && it != fs::directory_iterator();
         it.increment(ec)) {
        const std::string name = it->path().filename().string();
        std::error_code linkError;
        if (name.find_first_not_of("0123456789") != std::string::npos ||
            fs::read_symlink(it->path() / "exe", linkError) != exe) {
            continue;
        }
        if (readFile((it->path() / "cmdline").string()).find(mark) != std::string::npos) {
            found.push_back(static_cast<pid_t>(std::stol(name)));
        }
    }
    return found;
}

// The pid of the shardscope-mpi process that MPI numbers `rank` in the job whose command line
// holds `mark` (the job's own folder: ctest runs other MPI jobs beside it), or -1.
inline pid_t processOfRank(int rank, const std::string& mark) {
    const std::string number = std::string("OMPI_COMM_WORLD_RANK=") + std::to_string(rank) + '\0';
    for (const pid_t pid : processesOf(mark)) {
        if (readFile("/proc/" + std::to_string(pid) + "/environ").find(number) !=
            std::string::npos) {
            return pid;
        }
    }
    return -1;
}

// Whether process `pid` has a temporary output file open (it is writing a rank).
inline bool writesTemporary(pid_t pid) {
    std::error_code ec;
    const fs::path fds = fs::path("/proc") / std::to_string(pid) / "fd";
    for (auto it = fs::directory_iterator(fds, ec); !ec && it != fs::directory_iterator();
         it.increment(ec)) {
        std::error_code linkError;
        const std::string target = fs::read_symlink(it->path(), linkError).string();
        if (!linkError && target.size() > 4 && target.ends_with(".tmp")) {
            return true;
        }
    }
    return false;
}

}  // namespace shardscope::test
