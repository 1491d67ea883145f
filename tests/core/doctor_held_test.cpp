// The doctor checks both sides as held in memory (issue 32 §1): openDoctor reads the checkpoint
// side (rank N's file, the strategy, the run's other rank files) and the network once, runDoctor
// reads nothing. With every input deleted from disk after the open, the report's text and JSON
// are the bytes the paths give.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "doctor/doctor.h"
#include "doctor/doctorinputs.h"
#include "doctor/doctorjson.h"
#include "doctor/doctortext.h"
#include "doctorfixtures.h"
#include "formats/strategy.h"
#include "util/jsontext.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

enum class HeldNet { Json, Strategy, Checkpoint };

// A run of 4 cards saved with remove_redundancy (rank 1 lacks what its group's others saved) and
// the network of the full save's rank 1, given as `kind`; the inputs name them in `dir`.
DoctorInputs doctorHeldInputs(const test::TempDir& dir, HeldNet kind) {
    SynthConfig removed = test::synthConfig(4, 1, 1);
    removed.removeRedundancy = true;
    test::writeRun(dir.file("removed"), removed);
    const SynthConfig full = test::synthConfig(4, 1, 1);
    DoctorInputs inputs;
    inputs.ckpt = dir.file("removed");
    inputs.rank = 1;
    switch (kind) {
        case HeldNet::Json: {
            inputs.netJson = dir.file("net.json");
            std::ofstream(inputs.netJson)
                << test::netJson(test::standaloneNet(test::synthModel(full)));
            break;
        }
        case HeldNet::Strategy:
            inputs.netStrategy = dir.file("dst.json");
            EXPECT_TRUE(
                writeStrategyFile(test::jsonStrategy(test::synthModel(full)), inputs.netStrategy));
            break;
        case HeldNet::Checkpoint:
            test::writeRun(dir.file("full"), full);
            inputs.netCkpt = test::rankFile(dir.file("full"), 1);
            break;
    }
    return inputs;
}

TEST(DoctorHeld, BothSidesHeldNeedNoFileAndSayTheSame) {
    for (const HeldNet kind : {HeldNet::Json, HeldNet::Strategy, HeldNet::Checkpoint}) {
        for (const bool flag : {false, true}) {
            SCOPED_TRACE("network kind " + std::to_string(static_cast<int>(kind)) +
                         (flag ? ", --remove-redundancy" : ""));
            test::TempDir dir;
            DoctorInputs inputs = doctorHeldInputs(dir, kind);
            inputs.removeRedundancy = flag;
            auto byPath = test::doctorOf(inputs);
            ASSERT_TRUE(byPath) << byPath.error().describe();
            // Without the flag rank 1 lacks what its group's others saved (a finding); with it
            // their copies load, counted from the run's other rank files.
            EXPECT_EQ(byPath->findings.empty(), flag);

            auto held = openDoctor(inputs);
            ASSERT_TRUE(held) << held.error().describe();
            EXPECT_NE(held->ckpt.run, nullptr);  // the run's other rank files, read once
            ASSERT_GT(fs::remove_all(dir.path()), 0u);
            ASSERT_FALSE(fs::exists(inputs.ckpt));
            const DoctorReport report = runDoctor(*held);
            EXPECT_EQ(doctorText(report), doctorText(*byPath));
            EXPECT_EQ(dumpJson(doctorToJson(report), 2), dumpJson(doctorToJson(*byPath), 2));
            // Nothing left to read: from the paths the doctor now fails.
            EXPECT_FALSE(test::doctorOf(inputs));
        }
    }
}

// The run's other rank files that could not be read are the report's note, as held by the side
// (the check opens nothing to find out).
TEST(DoctorHeld, AnUnreadableRunIsTheSidesHeldError) {
    test::TempDir dir;
    DoctorInputs inputs = doctorHeldInputs(dir, HeldNet::Checkpoint);
    auto held = openDoctor(inputs);
    ASSERT_TRUE(held) << held.error().describe();
    held->ckpt.run = nullptr;
    held->ckpt.runError = std::make_shared<const Error>(
        makeError(ErrorCode::NotFound, "no such file or folder", {}).inFile("/gone"));
    const DoctorReport report = runDoctor(*held);
    ASSERT_FALSE(report.notes.empty());
    EXPECT_EQ(std::string(issueCodeName(report.notes.back().code)), "other-ranks-unreadable");
    EXPECT_NE(report.notes.back().text().find("/gone: no such file or folder"), std::string::npos)
        << report.notes.back().text();
}

}  // namespace
}  // namespace shardscope
