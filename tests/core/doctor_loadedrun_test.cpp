// The doctor on a run already loaded (the window's): rank N's file, the strategy, the saved step
// and the key come from the loaded run, and nothing of the run is read from its folder again
// (issue 32: core takes the loaded run, not a path).
#include <gtest/gtest.h>

#include <filesystem>

#include "doctor/checkpointside.h"
#include "doctor/diagnoser.h"
#include "doctor/doctor.h"
#include "doctor/doctorinputs.h"
#include "doctor/fixbuilder.h"
#include "doctor/redundancycheck.h"
#include "doctorfixtures.h"
#include "inspect/rundocument.h"
#include "inspect/runloader.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

std::vector<std::string> doctorLoadedRunLines(const DoctorReport& report) {
    std::vector<std::string> lines;
    for (const DoctorProblem& p : report.problems) {
        lines.push_back(p.name + ": " + p.diagnosis.text + " | " + p.fix.describe());
    }
    for (const DoctorFinding& f : report.findings) {
        lines.push_back("finding: " + f.text + " | " + f.fix.describe());
    }
    for (const Issue& n : report.notes) {
        lines.push_back("note: " + n.text());
    }
    return lines;
}

void doctorLoadedRunExpectSame(const DoctorReport& got, const DoctorReport& expected) {
    const std::vector<std::string> a = doctorLoadedRunLines(got);
    const std::vector<std::string> b = doctorLoadedRunLines(expected);
    EXPECT_EQ(a.size(), b.size()) << "got last: " << (a.empty() ? "" : a.back())
                                  << "\nexpected last: " << (b.empty() ? "" : b.back());
    for (size_t i = 0; i < a.size() && i < b.size(); ++i) {
        EXPECT_EQ(a[i], b[i]) << "line " << i;
    }
}

// A run saved with remove_redundancy, loaded without the flag: the run's other rank files say
// who saved what rank 1 lacks. From the loaded run the report is the one the path gives, even
// with the folder gone from disk (so it was not read again).
TEST(DoctorLoadedRun, ARedundancyRemovedRunIsDiagnosedFromTheLoadedRunAlone) {
    test::TempDir dir;
    int status = -1;
    test::cli("synth --out " + dir.file("removed") +
                  " --preset tiny --dp 4 --mp 1 --pp 1 --remove-redundancy",
              &status);
    ASSERT_EQ(status, 0);
    test::cli("synth --out " + dir.file("full") + " --preset tiny --dp 4 --mp 1 --pp 1", &status);
    ASSERT_EQ(status, 0);
    DoctorInputs byPath;
    byPath.ckpt = dir.file("removed");
    byPath.rank = 1;
    byPath.netCkpt = dir.file("full/rank_1/synth-2_250.ckpt");
    auto expected = test::doctorOf(byPath);
    ASSERT_TRUE(expected) << expected.error().describe();
    ASSERT_FALSE(expected->problems.empty());

    auto loaded = loadRunFolder(dir.file("removed"));
    ASSERT_TRUE(loaded) << loaded.error().describe();
    DoctorInputs held;
    held.run = std::make_shared<const RunDocument>(std::move(*loaded));
    held.rank = 1;
    held.netCkpt = byPath.netCkpt;
    fs::rename(dir.file("removed"), dir.file("moved"));
    auto report = test::doctorOf(held);
    ASSERT_TRUE(report) << report.error().describe();
    doctorLoadedRunExpectSame(*report, *expected);
    EXPECT_EQ(report->ckptPath, expected->ckptPath);
    bool saysWhoSaved = false;
    for (const std::string& line : doctorLoadedRunLines(*report)) {
        saysWhoSaved =
            saysWhoSaved || line.find(
                                "were saved by other members of their groups (rank 0: 27, rank "
                                "2: 27, rank 3: 27)") != std::string::npos;
    }
    EXPECT_TRUE(saysWhoSaved);
}

// A run opened at an older saved step is diagnosed at that step: the window's file, not the
// step the run folder recommends.
TEST(DoctorLoadedRun, TheLoadedStepIsTheOneDiagnosed) {
    test::TempDir dir;
    int status = -1;
    test::cli("synth --out " + dir.file("run") + " --preset tiny --dp 2 --mp 2 --pp 2 --steps 2",
              &status);
    ASSERT_EQ(status, 0);
    LoadOptions options;
    options.step = "synth-1_250";
    auto loaded = loadRunFolder(dir.file("run"), options);
    ASSERT_TRUE(loaded) << loaded.error().describe();
    DoctorInputs request;
    request.run = std::make_shared<const RunDocument>(std::move(*loaded));
    request.rank = 3;
    request.netCkpt = dir.file("run/rank_3/synth-2_250.ckpt");
    auto report = test::doctorOf(request);
    ASSERT_TRUE(report) << report.error().describe();
    EXPECT_EQ(fs::path(report->ckptPath).filename(), "synth-1_250.ckpt");
    EXPECT_EQ(fs::path(report->ckptPath).parent_path().filename(), "rank_3");
    DoctorInputs byPath;
    byPath.ckpt = dir.file("run");
    byPath.step = "synth-1_250";
    byPath.rank = 3;
    byPath.netCkpt = request.netCkpt;
    auto expected = test::doctorOf(byPath);
    ASSERT_TRUE(expected) << expected.error().describe();
    doctorLoadedRunExpectSame(*report, *expected);
    EXPECT_EQ(report->ckptPath, expected->ckptPath);

    request.rank = 8;
    auto outside = test::doctorOf(request);
    ASSERT_FALSE(outside);
    EXPECT_EQ(outside.error().describe(), dir.file("run") + ": the run has 8 ranks, not rank 8");
}

// Another rank's file of the run (FixBuilder::loadRank) comes from the run as the side found it
// (from a path) or as the window loaded it: with the run folder gone, the fix still names it.
TEST(DoctorLoadedRun, AnotherRanksFileIsTheRunsAsAlreadyFound) {
    test::TempDir dir;
    int status = -1;
    test::cli("synth --out " + dir.file("run") + " --preset tiny --dp 2 --mp 2 --pp 2 --steps 2",
              &status);
    ASSERT_EQ(status, 0);
    const std::string rank1 = dir.file("run/rank_1/synth-2_250.ckpt");
    auto byPath = CheckpointSide::load(dir.file("run/rank_5/synth-2_250.ckpt"), "", 1);
    ASSERT_TRUE(byPath) << byPath.error().describe();
    auto loaded = loadRunFolder(dir.file("run"));
    ASSERT_TRUE(loaded) << loaded.error().describe();
    auto fromRun =
        CheckpointSide::fromRun(std::make_shared<const RunDocument>(std::move(*loaded)), 5);
    ASSERT_TRUE(fromRun) << fromRun.error().describe();
    fs::rename(dir.file("run"), dir.file("moved"));
    const NetSpec net;
    for (const CheckpointSide* side : {&*byPath, &*fromRun}) {
        const Fix fix = FixBuilder(*side, net).loadRank(1);
        EXPECT_EQ(fix.kind, FixKind::LoadFile);
        EXPECT_EQ(fix.command, rank1);
        EXPECT_EQ(fix.text, "load rank 1's own checkpoint");
    }
}

// doctor from a path: the opener reads the run's other rank files for the redundancy check from
// the run folder and strategy the checkpoint side found and read, not found and read again (the
// strategy file gone by then, the report is the same); the check itself reads nothing.
TEST(DoctorLoadedRun, TheRedundancyCheckReusesTheRunTheSideFound) {
    test::TempDir dir;
    int status = -1;
    test::cli("synth --out " + dir.file("removed") +
                  " --preset tiny --dp 4 --mp 1 --pp 1 --remove-redundancy --steps 2",
              &status);
    ASSERT_EQ(status, 0);
    test::cli("synth --out " + dir.file("full") + " --preset tiny --dp 4 --mp 1 --pp 1", &status);
    ASSERT_EQ(status, 0);
    DoctorInputs byPath;
    byPath.ckpt = dir.file("removed");
    byPath.rank = 1;
    byPath.netCkpt = dir.file("full/rank_1/synth-2_250.ckpt");
    auto expected = test::doctorOf(byPath);
    ASSERT_TRUE(expected) << expected.error().describe();

    auto side = openCheckpointSide(byPath);
    ASSERT_TRUE(side) << side.error().describe();
    ASSERT_TRUE(side->strategy.has_value());
    ASSERT_NE(side->run, nullptr);
    EXPECT_EQ(side->runError, nullptr);
    auto net = openNetSide(byPath);
    ASSERT_TRUE(net) << net.error().describe();
    fs::rename(dir.file("removed"), dir.file("moved"));
    DoctorReport report = Diagnoser(*side, *net).run(false);
    RedundancyCheck(*side, *net).apply(false, report);
    doctorLoadedRunExpectSame(report, *expected);
}

// A single checkpoint the window opened alone (loadPath of one rank's file) is diagnosed as from
// its path: rank 1 of the run around it, cut by the strategy beside that run. The file is the
// one the window loaded, not opened again: removed from disk, the report is the same.
TEST(DoctorLoadedRun, ASingleCheckpointIsDiagnosedFromTheLoadedFile) {
    test::TempDir dir;
    int status = -1;
    test::cli("synth --out " + dir.file("run") + " --preset tiny --dp 1 --mp 2 --pp 1", &status);
    ASSERT_EQ(status, 0);
    test::cli("synth --out " + dir.file("full") + " --preset tiny --dp 1 --mp 1 --pp 1", &status);
    ASSERT_EQ(status, 0);
    const std::string file = dir.file("run/rank_1/synth-2_250.ckpt");
    DoctorInputs byPath;
    byPath.ckpt = file;
    byPath.netCkpt = dir.file("full/rank_0/synth-2_250.ckpt");
    auto expected = test::doctorOf(byPath);
    ASSERT_TRUE(expected) << expected.error().describe();
    ASSERT_FALSE(expected->problems.empty());
    EXPECT_EQ(expected->rank, 1);

    auto loaded = loadPath(file, LoadOptions{});
    ASSERT_TRUE(loaded) << loaded.error().describe();
    ASSERT_EQ(loaded->kind, InputKind::Checkpoint);
    DoctorInputs held;
    held.run = std::make_shared<const RunDocument>(std::move(*loaded));
    held.netCkpt = byPath.netCkpt;
    ASSERT_TRUE(fs::remove(file));
    auto report = test::doctorOf(held);
    ASSERT_TRUE(report) << report.error().describe();
    doctorLoadedRunExpectSame(*report, *expected);
    EXPECT_EQ(report->ckptPath, expected->ckptPath);
    EXPECT_EQ(report->rank, 1);
    EXPECT_EQ(report->summary(), expected->summary());
}

}  // namespace
}  // namespace shardscope
