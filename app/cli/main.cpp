#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "clicommands.h"
#include "common/jsonfailure.h"
#include "convertcommands.h"
#include "doctorcommand.h"
#include "exportcommand.h"
#include "fitcommand.h"
#include "historycommand.h"
#include "leftatexit.h"
#include "logscommand.h"
#include "util/terminalsafebuf.h"
#include "version.h"

int main(int argc, char** argv) {
    using namespace shardscope::cli;
    // Whatever a file holds (names that are not UTF-8, control characters) reaches the terminal
    // escaped.
    const shardscope::TerminalSafeStream safeOut(std::cout);
    const shardscope::TerminalSafeStream safeErr(std::cerr);
    JsonFailure::watchStdout();
    CLI::App app{"ShardScope: inspect and convert distributed-training checkpoints",
                 "shardscope-cli"};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("shardscope-cli ") + SHARDSCOPE_VERSION);
    int exitCode = kOk;
    InspectArgs inspect;
    MergeArgs merge;
    SynthArgs synth;
    addInspect(app, inspect, exitCode);
    addMergeStrategies(app, merge, exitCode);
    addSynth(app, synth, exitCode);
    ConvertArgs ranks, plan, convert;
    addRanks(app, ranks, exitCode);
    addPlan(app, plan, exitCode);
    addConvert(app, convert, exitCode);
    DoctorArgs doctor;
    addDoctor(app, doctor, exitCode);
    LogsArgs logs;
    addLogs(app, logs, exitCode);
    ExportArgs exportArgs;
    addExport(app, exportArgs, exitCode);
    HistoryArgs history;
    addHistory(app, history, exitCode);
    StageArgs stage;
    addStage(app, stage, exitCode);
    FitArgs fit;
    addFit(app, fit, exitCode);
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {
        return app.exit(e);
    } catch (const CLI::ParseError& e) {
        app.exit(e);
        JsonFailure::printUsageError(argc, argv, e);
        return kUsage;
    }
    JsonFailure::printIfNeeded(app, exitCode);
    if (LeftAtExit::any()) {
        LeftAtExit::exit(exitCode);
    }
    return exitCode;
}
