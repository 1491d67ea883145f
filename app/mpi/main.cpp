// shardscope-mpi: `mpirun -np K shardscope-mpi convert ...` converts a run on many machines,
// each destination rank written by a process on the host that will load it (with a rank table)
// or shared out by bytes. The work is core's (core/cluster); this file parses the command line.
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "common/convertoptions.h"
#include "common/interruptwatch.h"
#include "common/jsonfailure.h"
#include "mpiargs.h"
#include "mpitransport.h"
#include "util/terminalsafebuf.h"
#include "version.h"

int main(int argc, char** argv) {
    using namespace shardscope::mpi;
    shardscope::cli::InterruptWatch::catchFromNow();  // before MPI starts: see there
    Transport transport(&argc, &argv);
    const shardscope::TerminalSafeStream safeOut(std::cout);
    const shardscope::TerminalSafeStream safeErr(std::cerr);
    shardscope::cli::JsonFailure::watchStdout();
    CLI::App app{
        "ShardScope's distributed converter: run under mpirun, one or more processes per "
        "host",
        "shardscope-mpi"};
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("shardscope-mpi ") + SHARDSCOPE_VERSION);
    MpiArgs args;
    CLI::App* cmd = app.add_subcommand(
        "convert",
        "Convert a run like `shardscope-cli convert`, with the destination ranks shared out over "
        "the job's processes (by bytes, or by host with --rank-table)");
    shardscope::addConvertOptions(cmd, args, shardscope::ConvertCommand::Mpi);
    cmd->add_flag("--json", args.json, "print the summary as one JSON object");
    cmd->add_flag("--no-progress", args.noProgress, "no progress line on stderr");
    shardscope::addConvertKeyOptions(cmd, args);
    try {
        app.parse(argc, argv);
    } catch (const CLI::Success& e) {
        if (transport.process() == 0) {
            return app.exit(e);
        }
        return 0;
    } catch (const CLI::ParseError& e) {
        if (transport.process() == 0) {
            app.exit(e);
            shardscope::cli::JsonFailure::printUsageError(argc, argv, e);
        }
        return 2;
    }
    const int code = runConvertJob(args, transport);
    if (transport.process() == 0) {
        // A failing --json job prints the error object, as shardscope-cli does.
        shardscope::cli::JsonFailure::printIfNeeded(app, code);
    }
    return code;
}
