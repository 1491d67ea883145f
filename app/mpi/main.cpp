// shardscope-mpi: `mpirun -np K shardscope-mpi convert ...` converts a run on many machines,
// each destination rank written by a process on the host that will load it (with a rank table)
// or shared out by bytes. The work is core's (core/cluster); this file parses the command line.
#include <CLI/CLI.hpp>
#include <iostream>
#include <string>

#include "common/interruptwatch.h"
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
    cmd->add_option("--src", args.src, "source run folder (rank_<N>/), on storage every host reads")
        ->required();
    cmd->add_option("--dst", args.dst, "destination folder (shared, or local to each host)")
        ->required();
    cmd->add_option("--src-strategy", args.srcStrategy,
                    "source strategy file or folder (omit for one unsplit checkpoint)");
    cmd->add_option("--dst-strategy", args.dstStrategy,
                    "destination strategy file or folder (omit to merge into one)");
    cmd->add_option("--prefix", args.prefix,
                    "output file prefix: rank_<r>/<prefix><r>.ckpt (or .safetensors)");
    cmd->add_option("--format", args.format,
                    "output format, ckpt or safetensors (default: the sources' format)")
        ->check(CLI::IsMember({"ckpt", "safetensors"}));
    cmd->add_option("--ranks", args.ranks, "only these destination ranks, e.g. 0-3,8");
    cmd->add_option("--step", args.step,
                    "the source run's saved step on every rank -- a global step, E_S or a step's "
                    "name as `shardscope-cli history` lists it (default: the newest step complete "
                    "and intact on every rank)");
    CLI::Option* table =
        cmd->add_option("--rank-table", args.rankTable,
                        "the destination job's rank table (or msrun:W:L): each rank is written by "
                        "a process on the server the table places it on");
    cmd->add_option("--host", args.host,
                    "with --rank-table: this process's server (a server_id, its address, or #K); "
                    "default: matched by host name or address")
        ->needs(table);
    cmd->add_option("--threads", args.threads,
                    "copy threads per process (default: the host's cores / its processes)");
    cmd->add_flag("--verify", args.verify, "re-read every output tensor and compare it");
    cmd->add_flag("--crc", args.crc, "write MindSpore's crc_num");
    cmd->add_flag("--json", args.json, "print the summary as one JSON object");
    cmd->add_flag("--no-progress", args.noProgress, "no progress line on stderr");
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
        }
        return 2;
    }
    return runConvertJob(args, transport);
}
