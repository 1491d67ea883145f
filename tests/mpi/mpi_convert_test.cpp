// `mpirun -np 3 shardscope-mpi convert` as users run it (on one machine, oversubscribed): the
// same bytes as one `shardscope-cli convert`, a failing or killed process stopping the whole job
// cleanly, a re-run resuming, and --ranks / --rank-table --host writing exactly their ranks
// from their sources alone.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>

#include <algorithm>
#include <chrono>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "../app/faulttree.h"
#include "../app/jsoncodes.h"
#include "formats/checkpointfile.h"
#include "mpijob.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;
using nlohmann::ordered_json;
using test::cli;
using test::hostname;
using test::Job;
using test::mpi;
using test::mpirunPrefix;
using test::processOfRank;
using test::writesTemporary;

TEST(MpiConvert, ThreeProcessesWriteWhatOneConvertWrites) {
    Job job;
    int status = -1;
    const std::string out = mpi("-np 3 " + job.convert("three") + " --verify --json", &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out.substr(out.find('{')));
    ASSERT_EQ(j["ranks"].size(), 6u);
    EXPECT_EQ(j["process_count"], 3);
    EXPECT_EQ(j["files_written"], 6);
    EXPECT_EQ(j["verified"], true);
    EXPECT_EQ(j["hosts"], json::array({hostname()}));
    for (int p = 0; p < 3; ++p) {
        // Largest first: the three stage-0 files, then the three stage-1 files, round the ring.
        EXPECT_EQ(j["processes"][p]["ranks"], json::array({p, p + 3}));
        EXPECT_GT(j["processes"][p]["peak_rss"].get<uint64_t>(), 0u);
        EXPECT_EQ(j["ranks"][p + 3]["process"], p);
        EXPECT_EQ(j["ranks"][p + 3]["verify"], "ok");
    }
    job.expectSameAsOne("three", {0, 1, 2, 3, 4, 5});
    // The same command again keeps every file: complete and verified against the sources.
    const std::string again = mpi("-np 3 " + job.convert("three") + " 2>&1", &status);
    EXPECT_EQ(status, 0) << again;
    EXPECT_NE(again.find("wrote 0 files (0 B) to " + job.dir.file("three") +
                         " with 3 processes on 1 host in "),
              std::string::npos)
        << again;
    EXPECT_NE(again.find("; 6 already complete and verified, kept\n"), std::string::npos);
}

// Each process reads --dst-strategy once: process 0 for the ranks' count, the job's plan, its
// own share and the strategy written beside the ranks; the others for their share and the
// strategy (the faultfs shim counts the opens, one line per process).
TEST(MpiConvert, EachProcessReadsTheTargetStrategyOnce) {
    Job job;
    const std::string report = job.dir.file("opens");
    std::string pass;
    for (const std::string& s :
         test::faultEnv({"FAULT_OPENS_OF=" + job.dir.file("dst6/strategy.ckpt"),
                         "FAULT_OPENS_REPORT=" + report})) {
        pass += " -x " + s;
    }
    int status = -1;
    const std::string out =
        mpi(pass + " -np 3 " + job.convert("once") + " --ranks 0-5 --threads 1 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    job.expectSameAsOne("once", {0, 1, 2, 3, 4, 5});
    EXPECT_EQ(test::readFile(report), "1\n1\n1\n");
}

// docs/cli.md, --ranks: a job opens only the source files its ranks read. Destination ranks 0-2
// (stage 0) read source ranks 0-3; no process opens rank 5's file, without --ranks either when
// its own ranks do not read it (6 processes: one rank each; process 0 loads the whole run).
TEST(MpiConvert, NoProcessOpensASourceFileItsRanksDoNotRead) {
    Job job;
    const std::string report = job.dir.file("opens");
    std::string pass;
    for (const std::string& s :
         test::faultEnv({"FAULT_OPENS_OF=" + job.dir.file("src/rank_5/synth-2_250.ckpt"),
                         "FAULT_OPENS_REPORT=" + report})) {
        pass += " -x " + s;
    }
    int status = -1;
    std::string out =
        mpi(pass + " -np 3 " + job.convert("some") + " --ranks 0-2 --threads 1 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    job.expectSameAsOne("some", {0, 1, 2});
    EXPECT_EQ(test::readFile(report), "0\n0\n0\n");
    fs::remove(report);
    out = mpi(pass + " -np 6 " + job.convert("all") + " --threads 1 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    job.expectSameAsOne("all", {0, 1, 2, 3, 4, 5});
    // One line per process as each ends: process 0 indexes every rank file (the job's plan),
    // processes 3-5 write stage 1 from source ranks 4-7, processes 1 and 2 stage 0.
    std::vector<std::string> lines;
    std::istringstream opens(test::readFile(report));
    for (std::string line; std::getline(opens, line);) {
        lines.push_back(line);
    }
    EXPECT_EQ(lines.size(), 6u);
    EXPECT_EQ(std::count(lines.begin(), lines.end(), "0"), 2) << test::readFile(report);
}

// Process 0 discovers and indexes the source run once, for the job's plan and for its own share
// (as `convert` does): one process writing the whole job opens a source rank's folder and files
// as often as one `convert` does (the job opened them twice as often).
TEST(MpiConvert, ProcessZeroReadsTheSourceRunOnce) {
    Job job;
    const auto opens = [&job](const std::string& name) {
        std::vector<std::string> env;
        for (const std::string& s : test::faultEnv({"FAULT_OPENS_OF=" + job.dir.file("src/rank_5"),
                                                    "FAULT_OPENS_REPORT=" + job.dir.file(name)})) {
            env.push_back(s);
        }
        return env;
    };
    std::string pass, set;
    for (const std::string& s : opens("job.opens")) {
        pass += " -x " + s;
    }
    for (const std::string& s : opens("convert.opens")) {
        set += s + " ";
    }
    int status = -1;
    const std::string out = mpi(pass + " -np 1 " + job.convert("once") + " 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    job.expectSameAsOne("once", {0, 1, 2, 3, 4, 5});
    const std::string single =
        test::runCommand(set + SHARDSCOPE_CLI + " convert --src " + job.dir.file("src") +
                             job.strategies + " --dst " + job.dir.file("single") + " 2>&1",
                         &status);
    ASSERT_EQ(status, 0) << single;
    const std::string convert = test::readFile(job.dir.file("convert.opens"));
    EXPECT_EQ(test::readFile(job.dir.file("job.opens")), convert);
    EXPECT_LE(std::stoi(convert), 3);  // the folder, and its file for the step and the index
}

// Another conversion in the folder stops the job before anything is written, with the lines
// `convert` prints (issue 34).
TEST(MpiConvert, AnotherConversionInTheFolderStopsTheJobBeforeItStarts) {
    Job job;
    int status = -1;
    const std::string one = job.dir.file("one");
    const std::string strategyBefore = test::readFile(one + "/strategy.ckpt");
    const std::string out =
        mpi("-np 2 " + std::string(SHARDSCOPE_MPI) + " convert --src " + job.dir.file("src") +
                " --dst-strategy " + job.dir.file("src/strategy.ckpt") + " --dst " + one +
                " --no-progress 2>&1",
            &status);
    EXPECT_EQ(status, 1);
    EXPECT_NE(out.find("error: " + one +
                       "/shardscope-conversion.json records another conversion: "
                       "of " +
                       job.dir.file("src") + " (step synth-2_250) to " +
                       job.dir.file("dst6/strategy.ckpt") +
                       " (6 ranks)\n"
                       "error: " +
                       one +
                       "/strategy.ckpt describes another strategy than this "
                       "conversion's target\n"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("error: nothing is written into " + one +
                       ": choose another destination folder, or remove these from it first: "
                       "rank_{0..5}/, strategy.ckpt, strategy/, "
                       "shardscope-conversion.json\n"
                       "shardscope-mpi: nothing written: fix the errors above first\n"),
              std::string::npos)
        << out;
    EXPECT_FALSE(fs::exists(one + "/rank_6"));
    EXPECT_EQ(test::readFile(one + "/strategy.ckpt"), strategyBefore);
}

// With --json, a job that does not start prints shardscope-cli's error object on stdout (its
// lines on stderr and its status as before), listing the plan's problems that stopped it, each
// with its code; a job that ran lists the plan's problems in its summary (issue 32).
TEST(MpiConvert, JsonCarriesThePlansProblemsWithTheirCodes) {
    Job job;
    int status = -1;
    const std::string one = job.dir.file("one");
    const std::string job1 = std::string(SHARDSCOPE_MPI) + " convert --src " + job.dir.file("src") +
                             " --dst-strategy " + job.dir.file("src/strategy.ckpt") +
                             " --no-progress";
    const std::string err = job.dir.file("stderr");
    const std::string out = mpi("-np 2 " + job1 + " --dst " + one + " --json 2>" + err, &status);
    EXPECT_EQ(status, 1);
    const ordered_json error =
        ordered_json::parse(out)["error"];  // nothing but the object on stdout
    EXPECT_EQ(error["code"], "failed");
    EXPECT_EQ(error["message"], "nothing written: fix the errors above first");
    std::vector<std::string> codes;
    for (const ordered_json& issue : error["issues"]) {
        codes.push_back(issue["code"]);
    }
    EXPECT_EQ(codes,
              (std::vector<std::string>{"source-strategy-found", "destination-other-conversion",
                                        "destination-other-strategy", "destination-in-use"}));
    // Each as stderr words it, in order.
    const std::string lines = test::readFile(err);
    size_t at = 0;
    for (const ordered_json& issue : error["issues"]) {
        const std::string severity = issue["severity"];
        const std::string line = (severity == "info" ? "note" : severity) + ": " +
                                 issue["message"].get<std::string>() + "\n";
        const size_t found = lines.find(line, at);
        EXPECT_NE(found, std::string::npos) << line;
        at = found == std::string::npos ? at : found + line.size();
    }
    EXPECT_EQ(
        error["issues"][1].dump(),
        ordered_json({{"severity", "error"},
                      {"kind", "destination-other-conversion"},
                      {"code", "destination-other-conversion"},
                      {"param", ""},
                      {"message", one +
                                      "/shardscope-conversion.json records another conversion: "
                                      "of " +
                                      job.dir.file("src") + " (step synth-2_250) to " +
                                      job.dir.file("dst6/strategy.ckpt") + " (6 ranks)"}})
            .dump());
    // Without --json, stdout stays empty.
    EXPECT_EQ(mpi("-np 2 " + job1 + " --dst " + one + " 2>/dev/null", &status), "");

    const std::string ran =
        mpi("-np 2 " + job1 + " --dst " + job.dir.file("two") + " --json 2>/dev/null", &status);
    ASSERT_EQ(status, 0) << ran;
    EXPECT_EQ(ordered_json::parse(ran)["problems"].dump(),
              R"j([{"severity":"info","kind":"source-strategy-found","code":)j"
              R"j("source-strategy-found","param":"","message":"source strategy: )j" +
                  job.dir.file("src/strategy.ckpt") + R"j( (found beside the rank folders)"}])j");
}

// --rank-table's warnings (a table HCCL does not use yet: status "initializing") lead the
// summary's problems under --json, each with its code, as process 0 says them on stderr; every
// message of the summary carries its code (the CLI's sweep: tests/app/cli_jsonsweep_test.cpp).
TEST(MpiConvert, JsonMessagesCarryTheirCodes) {
    Job job;
    std::string table = test::readFile(job.dir.file("table.json"));
    table.replace(table.find("\"completed\""), 11, "\"initializing\"");
    test::writeFile(job.dir.file("early.json"), table);
    const std::string early = " --rank-table " + job.dir.file("early.json");
    const std::string err = job.dir.file("stderr");
    int status = -1;
    const std::string out =
        mpi("-np 1 " + job.convert("hosts") + early + " --host node_a --json : -np 1 " +
                job.convert("hosts") + early + " --host node_b --json 2>" + err,
            &status);
    ASSERT_EQ(status, 0) << out;
    const ordered_json j = ordered_json::parse(out);
    const std::string words =
        "status is 'initializing', not 'completed': HCCL does not use the "
        "table yet";
    EXPECT_NE(
        test::readFile(err).find("warning: " + job.dir.file("early.json") + ": " + words + "\n"),
        std::string::npos);
    ASSERT_FALSE(j["problems"].empty());
    EXPECT_EQ(j["problems"][0].dump(),
              R"({"severity":"warning","kind":"status","code":"status","param":"","message":)" +
                  ordered_json(words).dump() + "}");
    EXPECT_EQ(test::uncodedMessages(j), std::vector<std::string>{});
}

TEST(MpiConvert, AFailingProcessStopsTheJobWithOneLine) {
    Job job;
    fs::create_directories(job.dir.file("blocked"));
    test::writeFile(job.dir.file("blocked/rank_4"), "a file where rank 4's folder goes");
    int status = -1;
    const std::string out = mpi("-np 3 " + job.convert("blocked") + " 2>&1", &status);
    EXPECT_NE(status, 0);
    // Rank 4 is process 1's (see above); the other processes are told to stop.
    const std::string line = "process 1 (host '" + hostname() +
                             "'): rank 4: " + job.dir.file("blocked/rank_4") +
                             ": cannot create folder: Not a directory (the job stopped; no "
                             "partial file is kept under a final name; complete files stay, and "
                             "the same command resumes)";
    EXPECT_NE(out.find("shardscope-mpi: " + line + "\n"), std::string::npos) << out;
    // With --json, process 0 prints the failure as shardscope-cli prints one: process 1's error
    // came whole, its code with it.
    const std::string j = mpi("-np 3 " + job.convert("blocked") + " --json 2>/dev/null", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(j, "{\n  \"error\": {\n    \"code\": \"io\",\n    \"message\": " + json(line).dump() +
                     "\n  }\n}\n");
    for (const auto& e : fs::recursive_directory_iterator(job.dir.file("blocked"))) {
        EXPECT_NE(e.path().extension(), ".tmp") << e.path();
        if (e.path().extension() == ".ckpt") {
            EXPECT_TRUE(CheckpointFile::open(e.path().string())) << e.path();
        }
    }
    fs::remove(job.dir.file("blocked/rank_4"));
    const std::string rerun = mpi("-np 3 " + job.convert("blocked") + " 2>&1", &status);
    EXPECT_EQ(status, 0) << rerun;
    job.expectSameAsOne("blocked", {0, 1, 2, 3, 4, 5});
}

TEST(MpiConvert, AKilledProcessFailsTheJobCleanlyAndARerunCompletes) {
    Job job("small");
    const std::string log = job.dir.file("mpirun.log");
    const std::string command =
        mpirunPrefix() + " -np 3 " + job.convert("killed") + " --threads 1 >" + log + " 2>&1";
    const pid_t pid = fork();
    ASSERT_GE(pid, 0);
    if (pid == 0) {
        execl("/bin/sh", "sh", "-c", command.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    // Process 1 is stopped as soon as it exists, then let run a millisecond at a time until it
    // holds a temporary file open, and killed there: mid-write, however fast the machine (a
    // kill timed by the clock missed on a fast one, where the whole job took 0.3 s).
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::seconds(30);
    pid_t victim = -1;
    while ((victim = processOfRank(1, job.dir.file("killed"))) <= 0 &&
           std::chrono::steady_clock::now() < deadline && waitpid(pid, nullptr, WNOHANG) == 0) {
        std::this_thread::sleep_for(std::chrono::microseconds(200));
    }
    bool midWrite = false;
    if (victim > 0) {
        kill(victim, SIGSTOP);
        // Until it holds a temporary file open, or is gone (then kill() says so).
        while (!(midWrite = writesTemporary(victim)) &&
               std::chrono::steady_clock::now() < deadline && kill(victim, SIGCONT) == 0) {
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            kill(victim, SIGSTOP);
        }
        kill(victim, SIGKILL);
    }
    int wstatus = 0;
    if (!midWrite) {
        kill(pid, SIGKILL);  // the job's shell; mpirun ends with its processes' pipes
    }
    waitpid(pid, &wstatus, 0);
    const std::string out = test::readFile(log);
    ASSERT_GT(victim, 0) << "process 1 was not found running\n" << out;
    ASSERT_TRUE(midWrite) << "process 1 never wrote a temporary file\n" << out;
    ASSERT_TRUE(WIFEXITED(wstatus)) << out;
    EXPECT_NE(WEXITSTATUS(wstatus), 0) << out;
    EXPECT_NE(out.find(" noticed that process rank 1 with PID"), std::string::npos) << out;
    EXPECT_NE(out.find("shardscope-mpi: stopped by a signal before the job finished"),
              std::string::npos)
        << out;
    // The others may or may not have finished their own ranks by then.
    EXPECT_NE(out.find("Processes that had not finished: "), std::string::npos) << out;
    EXPECT_NE(out.find("process 1 (host '" + hostname() + "', ranks 1,4)"), std::string::npos)
        << out;
    // Whatever rank file carries a final name is whole; the killed process's temporary file is
    // gone too (process 0 clears what it can see of the unfinished ranks).
    for (const auto& e : fs::recursive_directory_iterator(job.dir.file("killed"))) {
        const bool rankFile = e.path().parent_path().filename().string().starts_with("rank_");
        if (rankFile && e.path().extension() == ".ckpt") {
            EXPECT_TRUE(CheckpointFile::open(e.path().string())) << e.path();
        }
        EXPECT_NE(e.path().extension(), ".tmp") << e.path();
    }
    int status = -1;
    const std::string rerun = mpi("-np 3 " + job.convert("killed") + " --verify 2>&1", &status);
    EXPECT_EQ(status, 0) << rerun;
    EXPECT_NE(rerun.find("verified "), std::string::npos) << rerun;
    EXPECT_NE(rerun.find(" in 6 files: all match their sources"), std::string::npos) << rerun;
    job.expectSameAsOne("killed", {0, 1, 2, 3, 4, 5});
}

TEST(MpiConvert, RanksAndHostsWriteExactlyTheirRanksFromTheirSources) {
    Job job;
    int status = -1;
    // By host: one process on node_a, two on node_b (an MPMD launch gives each its --host).
    const std::string table = " --rank-table " + job.dir.file("table.json");
    const std::string byHost =
        mpi("-np 1 " + job.convert("hosts") + table + " --host node_a" + " --json : -np 2 " +
                job.convert("hosts") + table + " --host node_b --json",
            &status);
    ASSERT_EQ(status, 0) << byHost;
    const json j = json::parse(byHost.substr(byHost.find('{')));
    for (int r = 0; r < 6; ++r) {
        EXPECT_EQ(j["ranks"][r]["host"], r < 3 ? "node_a" : "node_b") << r;
        if (r < 3) {
            EXPECT_EQ(j["ranks"][r]["process"], 0);
        } else {
            EXPECT_NE(j["ranks"][r]["process"], 0);
        }
    }
    EXPECT_EQ(j["processes"][1]["ranks"].size() + j["processes"][2]["ranks"].size(), 3u);
    job.expectSameAsOne("hosts", {0, 1, 2, 3, 4, 5});
    // Processes that are none of the table's servers: the job does not start.
    const std::string lost = mpi("-np 2 " + job.convert("lost") + table + " 2>&1", &status);
    EXPECT_NE(status, 0);
    EXPECT_NE(lost.find("shardscope-mpi: process 0 (host '" + hostname() +
                        "'): " + job.dir.file("table.json") +
                        ": this machine is none of the table's servers ('node_a', 'node_b')"),
              std::string::npos)
        << lost;
    EXPECT_FALSE(fs::exists(job.dir.file("lost")));
    // Stage 1's ranks read stage 1's sources only: without the others they still convert.
    for (int g = 0; g < 4; ++g) {
        fs::remove_all(job.dir.file("src/rank_" + std::to_string(g)));
    }
    const std::string some =
        mpi("-np 2 " + job.convert("some") + " --ranks 4,5 --verify 2>&1", &status);
    ASSERT_EQ(status, 0) << some;
    job.expectSameAsOne("some", {4, 5});
    const std::string host =
        mpi("-np 2 " + job.convert("host") + table + " --host node_b --ranks 3-5 --verify 2>&1",
            &status);
    ASSERT_EQ(status, 0) << host;
    job.expectSameAsOne("host", {3, 4, 5});
}

TEST(MpiConvert, StepConvertsThatSavedStepOnEveryProcess) {
    Job job("tiny", " --steps 2");  // synth-1_250 and synth-2_250 on every rank; `one`: the newest
    int status = -1;
    const std::string older = cli("convert --src " + job.dir.file("src") + job.strategies +
                                      " --dst " + job.dir.file("older") + " --step 1_250 2>&1",
                                  &status);
    ASSERT_EQ(status, 0) << older;
    const std::string out =
        mpi("-np 3 " + job.convert("three") + " --step 1_250 --verify 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    for (int r = 0; r < 6; ++r) {
        const std::string got = test::readFile(job.file("three", r));
        EXPECT_TRUE(got == test::readFile(job.file("older", r))) << "rank " << r << " differs";
        EXPECT_FALSE(got == test::readFile(job.file("one", r))) << "rank " << r << ": newest step";
    }
    // A step the run did not save: one error from process 0, nothing written.
    const std::string none = mpi("-np 2 " + job.convert("none") + " --step 3_250 2>&1", &status);
    EXPECT_NE(status, 0);
    EXPECT_NE(none.find(job.dir.file("src") + ": no saved step is epoch 3, step 250; saved "
                                              "steps: synth-1_250 (250), synth-2_250 (500)"),
              std::string::npos)
        << none;
    EXPECT_FALSE(fs::exists(job.dir.file("none")));
}

// The job takes the conversion's options as convert declares them (one ConvertSpec): a
// destination saved without redundancy is the one `convert --remove-redundancy` writes.
TEST(MpiConvert, RemoveRedundancyWritesWhatConvertWrites) {
    Job job;
    int status = -1;
    const std::string single =
        cli("convert --src " + job.dir.file("src") + job.strategies + " --dst " +
                job.dir.file("single") + " --remove-redundancy 2>&1",
            &status);
    ASSERT_EQ(status, 0) << single;
    const std::string out =
        mpi("-np 2 " + job.convert("two") + " --remove-redundancy --verify 2>&1", &status);
    ASSERT_EQ(status, 0) << out;
    for (int r = 0; r < 6; ++r) {
        const std::string got = test::readFile(job.file("two", r));
        EXPECT_TRUE(got == test::readFile(job.file("single", r))) << "rank " << r << " differs";
    }
    // Without redundancy some ranks keep fewer tensors than the full save.
    bool smaller = false;
    for (int r = 0; r < 6; ++r) {
        smaller = smaller || test::readFile(job.file("two", r)).size() <
                                 test::readFile(job.file("one", r)).size();
    }
    EXPECT_TRUE(smaller) << "no rank dropped a copy";
}

// A 4-stage run (issue 35): every process plans its own destination ranks only (five processes:
// some hold ranks of some stages only), and the planner drops the layouts those ranks do not
// need, leaving stages of the source strategy without a layout; the job writes what one
// `convert` writes all the same, for the whole run and for --ranks 4-7 (stage 1 alone).
TEST(MpiConvert, ProcessesOfAFourStageRunWriteWhatOneConvertWrites) {
    test::TempDir dir;
    int status = -1;
    const std::string synth = " --preset tiny --dp 2 --mp 2 --pp 4 --layers 4 --opt-shard 2";
    cli("synth --out " + dir.file("src") + synth, &status);
    ASSERT_EQ(status, 0);
    cli("synth --out " + dir.file("dst") + synth + " --strategy-only", &status);
    ASSERT_EQ(status, 0);
    const std::string args = " convert --src " + dir.file("src") + " --dst-strategy " +
                             dir.file("dst/strategy.ckpt") + " --dst ";
    const std::string one = cli(args + dir.file("one") + " 2>&1", &status);
    ASSERT_EQ(status, 0) << one;
    const auto rankFile = [&dir](const std::string& out, int r) {
        return dir.file(out + "/rank_" + std::to_string(r) + "/checkpoint_" + std::to_string(r) +
                        ".ckpt");
    };
    const std::string all =
        mpi("-np 5 " + std::string(SHARDSCOPE_MPI) + args + dir.file("all") + " --no-progress 2>&1",
            &status);
    ASSERT_EQ(status, 0) << all;
    EXPECT_NE(all.find("wrote 16 files"), std::string::npos) << all;
    for (int r = 0; r < 16; ++r) {
        EXPECT_TRUE(test::readFile(rankFile("all", r)) == test::readFile(rankFile("one", r)))
            << "rank " << r << " differs";
    }
    const std::string some = mpi("-np 2 " + std::string(SHARDSCOPE_MPI) + args + dir.file("some") +
                                     " --ranks 4-7 --no-progress 2>&1",
                                 &status);
    ASSERT_EQ(status, 0) << some;
    EXPECT_NE(some.find("wrote 4 files"), std::string::npos) << some;
    for (int r = 4; r < 8; ++r) {
        EXPECT_TRUE(test::readFile(rankFile("some", r)) == test::readFile(rankFile("one", r)))
            << "rank " << r << " differs";
    }
    EXPECT_FALSE(fs::exists(dir.file("some/rank_3")));
    EXPECT_FALSE(fs::exists(dir.file("some/rank_8")));
}

}  // namespace
}  // namespace shardscope
