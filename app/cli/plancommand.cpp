#include <iostream>

#include <nlohmann/json.hpp>

#include "clicommands.h"
#include "convert/planjson.h"
#include "convert/planner.h"
#include "convertcommands.h"
#include "inspect/reporttext.h"
#include "inspect/texttable.h"
#include "util/jsontext.h"

namespace shardscope::cli {

namespace {

std::string joinRanks(const std::vector<int>& ranks) {
    std::string out;
    for (int r : ranks) {
        out += (out.empty() ? "" : " ") + std::to_string(r);
    }
    return out;
}

}  // namespace

PlanRequest planRequest(const ConvertArgs& args) {
    PlanRequest request;
    request.srcFolder = args.src;
    request.dstFolder = args.dst;
    request.srcStrategy = args.srcStrategy;
    request.dstStrategy = args.dstStrategy;
    request.options.prefix = args.prefix;
    request.options.threads = args.threads;
    request.options.crc = args.crc;
    request.options.format = checkpointFormatFromName(args.format);
    return request;
}

void printProblems(const ConversionPlan& plan) {
    for (const Issue& p : plan.problems) {
        std::cerr << (p.blocking() ? "error" : "warning") << ": " << p.message << "\n";
    }
}

void addPlan(CLI::App& app, ConvertArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "plan", "Preview a conversion: sources, bytes and memory per destination rank, problems");
    cmd->add_option("--src", args.src, "source run folder (rank_<N>/)")->required();
    cmd->add_option("--src-strategy", args.srcStrategy,
                    "source strategy file or folder (omit for one unsplit checkpoint)");
    cmd->add_option("--dst-strategy", args.dstStrategy,
                    "destination strategy file or folder (omit to merge into one)");
    cmd->add_option("--threads", args.threads, "threads the conversion would use");
    cmd->add_option("--format", args.format, "output format (default: the sources' format)")
        ->check(CLI::IsMember({"ckpt", "safetensors"}));
    cmd->add_flag("--json", args.json, "print one JSON object");
    cmd->callback([&args, &exitCode] {
        auto plan = planConversion(planRequest(args));
        if (!plan) {
            printError(plan.error().describe());
            exitCode = kFailed;
            return;
        }
        if (args.json) {
            std::cout << dumpJson(planToJson(*plan), 2) << "\n";
        } else {
            TextTable table({"RANK", "SOURCES", "TENSORS", "READ", "WRITTEN", "PEAK MEMORY"},
                            {true, false, true, true, true, true});
            for (const RankPlan& r : plan->ranks) {
                table.addRow({std::to_string(r.rank), joinRanks(r.sources),
                              std::to_string(r.tensors.size()), humanBytes(r.bytesRead),
                              humanBytes(r.fileSize), humanBytes(r.peakMemory)});
            }
            std::cout << table.render() << "\ntotal: read " << humanBytes(plan->totalRead())
                      << ", write " << humanBytes(plan->totalWritten()) << "\n";
            printProblems(*plan);
        }
        exitCode = plan->runnable() ? kOk : kFailed;
    });
}

}  // namespace shardscope::cli
