// shardscope-mpi takes the conversion as `convert` takes it (one ConvertOptions, issue 32): the
// same options with the same help, the keys of encrypted runs, and the same refusals with the
// same exit statuses.
#include <gtest/gtest.h>

#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "mpijob.h"

namespace shardscope {
namespace {

using test::cli;
using test::mpi;

// A command's options in its --help, each with its help text: "--key-file" ->
// "--key-file TEXT             key of encrypted checkpoints ..." (a description CLI11 puts on
// the next line joined to its option's line).
std::map<std::string, std::string> helpOptions(const std::string& help) {
    std::map<std::string, std::string> out;
    std::istringstream lines(help);
    std::string line, option;
    while (std::getline(lines, line)) {
        if (line.rfind("  --", 0) == 0) {
            option = line.substr(2, line.find(' ', 2) - 2);
            out[option] = line.substr(2);
        } else if (!option.empty() && line.rfind("       ", 0) == 0) {
            out[option] += line;
        } else {
            option.clear();
        }
    }
    return out;
}

// What the job's processes printed: mpirun's own box about a failed job cut off.
std::string jobLines(const std::string& out) {
    const size_t box = out.find("\n-----");
    return box == std::string::npos ? out : out.substr(0, box + 1);
}

std::set<std::string> namesOf(const std::map<std::string, std::string>& options) {
    std::set<std::string> names;
    for (const auto& [name, help] : options) {
        names.insert(name);
    }
    return names;
}

// plan, convert and shardscope-mpi declare the conversion's options once: every option convert
// has is the job's too (but those that make no sense for it), each with the same help, but where
// the job's (or the plan's) meaning differs.
TEST(MpiOptions, TheJobHasConvertsOptionsWithTheSameHelp) {
    int status = -1;
    const auto convert = helpOptions(cli("convert --help", &status));
    ASSERT_EQ(status, 0);
    const auto plan = helpOptions(cli("plan --help", &status));
    ASSERT_EQ(status, 0);
    const auto job =
        helpOptions(mpi("-np 1 " + std::string(SHARDSCOPE_MPI) + " convert --help", &status));
    ASSERT_EQ(status, 0);
    // --simulate: the job is given the simulated strategy's file; the memory headline's
    // workload: the job prints none.
    const std::set<std::string> notTheJobs = {
        "--simulate",          "--device-memory",   "--seq",
        "--micro-batch",       "--micro-batches",   "--recompute",
        "--sequence-parallel", "--flash-attention", "--heads"};
    std::set<std::string> expected;
    for (const std::string& name : namesOf(convert)) {
        if (notTheJobs.count(name) == 0) {
            expected.insert(name);
        }
    }
    expected.insert({"--json", "--no-progress"});
    EXPECT_EQ(namesOf(job), expected);
    // Shared storage, processes per host, and a process's own server.
    const std::set<std::string> saidForTheJob = {"--src", "--dst", "--threads", "--rank-table",
                                                 "--host"};
    const std::set<std::string> saidForThePlan = {"--dst", "--host"};
    size_t same = 0;
    for (const auto& [name, help] : convert) {
        if (job.count(name) != 0 && saidForTheJob.count(name) == 0) {
            EXPECT_EQ(job.at(name), help) << name;
            ++same;
        }
        if (plan.count(name) != 0 && saidForThePlan.count(name) == 0) {
            EXPECT_EQ(plan.at(name), help) << name;
        }
    }
    EXPECT_GE(same, 13u);  // --help, --src-strategy ... --ranks, the five key options
    for (const char* name : {"--key-file", "--key-hex", "--key-mode", "--encrypt-mode",
                             "--encrypt-key-file", "--remove-redundancy", "--step"}) {
        EXPECT_EQ(job.count(name), 1u) << name;
    }
}

// An encrypted run (AES-GCM, as save_checkpoint(enc_key) writes it) converted by two processes
// with --key-file: the bytes one `convert --key-file` writes. The job refuses a key it cannot
// make as convert does, from process 0 alone.
TEST(MpiOptions, AnEncryptedRunConvertsAsConvertConvertsIt) {
    test::TempDir dir;
    int status = -1;
    const std::string key = dir.file("ascii.key");
    test::writeFile(key, "0123456789ABCDEF");
    std::string out =
        test::cliAll("synth --preset tiny --opt-shard 2 --out " + dir.file("src") +
                         " --encrypt AES-GCM --key-file " + key + " --encrypt-block-bytes 65536",
                     &status);
    ASSERT_EQ(status, 0) << out;
    out = test::cliAll(
        "synth --preset tiny --dp 3 --mp 1 --pp 2 --opt-shard 0 --strategy-only "
        "--out " +
            dir.file("dst6"),
        &status);
    ASSERT_EQ(status, 0) << out;
    const std::string args = " convert --src " + dir.file("src") + " --dst-strategy " +
                             dir.file("dst6/strategy.ckpt") + " --key-file " + key + " --dst ";
    out = test::cliAll(args + dir.file("one"), &status);
    ASSERT_EQ(status, 0) << out;
    out = mpi("-np 2 " + std::string(SHARDSCOPE_MPI) + args + dir.file("two") +
                  " --verify --no-progress 2>&1",
              &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("wrote 6 files"), std::string::npos) << out;
    const auto rankFile = [&dir](const std::string& folder, int r) {
        return dir.file(folder + "/rank_" + std::to_string(r) + "/checkpoint_" + std::to_string(r) +
                        ".ckpt");
    };
    for (int r = 0; r < 6; ++r) {
        const std::string got = test::readFile(rankFile("two", r));
        EXPECT_FALSE(got.empty()) << r;
        EXPECT_TRUE(got == test::readFile(rankFile("one", r))) << "rank " << r << " differs";
    }
    EXPECT_EQ(test::readFile(dir.file("two/strategy.ckpt")),
              test::readFile(dir.file("one/strategy.ckpt")));
    // Encrypted outputs too (a fresh IV per block: read back, not compared).
    out = mpi("-np 2 " + std::string(SHARDSCOPE_MPI) + args + dir.file("enc") +
                  " --encrypt-mode AES-GCM --verify --no-progress 2>&1",
              &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(test::cliAll("inspect " + rankFile("enc", 4), &status),
              "shardscope-cli: " + rankFile("enc", 4) +
                  ": the checkpoint is encrypted (AES-GCM); a key is needed to read it\n");
    EXPECT_EQ(status, 1);
    // The job plan shows for a rank table reads the run with the same key.
    test::writeFile(dir.file("table.json"), R"({"version": "1.0", "server_count": "2",
        "server_list": [
          {"server_id": "node_a", "device": [{"device_id": "0", "rank_id": "0"},
             {"device_id": "1", "rank_id": "1"}, {"device_id": "2", "rank_id": "2"}]},
          {"server_id": "node_b", "device": [{"device_id": "0", "rank_id": "3"},
             {"device_id": "1", "rank_id": "4"}, {"device_id": "2", "rank_id": "5"}]}],
        "status": "completed"})");
    const std::string plan =
        cli("plan --src " + dir.file("src") + " --dst-strategy " + dir.file("dst6/strategy.ckpt") +
                " --key-file " + key + " --rank-table " + dir.file("table.json") + " --json",
            &status);
    ASSERT_EQ(status, 0) << plan;
    const std::string line = nlohmann::json::parse(plan)["mpirun"];
    EXPECT_TRUE(
        line.ends_with(" --rank-table " + dir.file("table.json") + " --verify --key-file " + key))
        << line;
    // A mode that is none: convert's line, once, and convert's usage status.
    const std::string bad = " --key-mode AES-XTS 2>&1";
    EXPECT_EQ(jobLines(mpi("-np 2 " + std::string(SHARDSCOPE_MPI) + args + dir.file("bad") + bad,
                           &status)),
              "shardscope-mpi: --key-mode AES-XTS: not a mode (AES-GCM, AES-CBC or SM4-CBC)\n");
    EXPECT_EQ(status, 2);
    EXPECT_EQ(test::cliAll(args + dir.file("bad") + bad, &status),
              "shardscope-cli: --key-mode AES-XTS: not a mode (AES-GCM, AES-CBC or SM4-CBC)\n");
    EXPECT_EQ(status, 2);
    EXPECT_FALSE(test::fs::exists(dir.file("bad")));
}

// A rank table that does not fit the destination fails the job as it fails convert (exit 1; the
// job said 2, a usage error, before both chose their ranks in one place), and a rank list that
// does not parse is a usage error for both.
TEST(MpiOptions, TheJobRefusesRanksAsConvertDoes) {
    test::Job job;
    int status = -1;
    test::writeFile(job.dir.file("two.json"), R"({"version": "1.0", "server_count": "1",
        "server_list": [{"server_id": "node_a", "device": [
            {"device_id": "0", "rank_id": "0"}, {"device_id": "1", "rank_id": "1"}]}],
        "status": "completed"})");
    const std::string table = " --rank-table " + job.dir.file("two.json") + " 2>&1";
    const std::string why =
        job.dir.file("two.json") +
        ": the rank table has 2 ranks but the destination has 6; give the table of the job that "
        "will load the converted files\n";
    EXPECT_EQ(jobLines(mpi("-np 2 " + job.convert("table") + table, &status)),
              "shardscope-mpi: " + why);
    EXPECT_EQ(status, 1);
    const std::string convert =
        "convert --src " + job.dir.file("src") + job.strategies + " --dst " + job.dir.file("table");
    EXPECT_EQ(cli(convert + table, &status), "shardscope-cli: " + why);
    EXPECT_EQ(status, 1);
    const std::string list = " --ranks 0-9 2>&1";
    const std::string outOfRange =
        "rank list '0-9': rank 9 is out of range: the destination has 6 ranks\n";
    EXPECT_EQ(jobLines(mpi("-np 2 " + job.convert("table") + list, &status)),
              "shardscope-mpi: " + outOfRange);
    EXPECT_EQ(status, 2);
    EXPECT_EQ(cli(convert + list, &status), "shardscope-cli: " + outOfRange);
    EXPECT_EQ(status, 2);
    EXPECT_FALSE(test::fs::exists(job.dir.file("table")));
}

}  // namespace
}  // namespace shardscope
