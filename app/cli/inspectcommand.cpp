#include <iostream>

#include "clicommands.h"
#include "cluster/ranktablereport.h"
#include "common/jsonfailure.h"
#include "formats/ranktable.h"
#include "formats/ranktablefiles.h"
#include "inspect/inspectreport.h"
#include "inspect/reportjson.h"
#include "inspect/reporttext.h"
#include "util/jsontext.h"

namespace shardscope::cli {

void printError(const std::string& line) {
    JsonFailure::note(nullptr, line);
    std::cerr << "shardscope-cli: " << line << "\n";
}

void printError(const Error& error) {
    const std::string line = error.describe();
    JsonFailure::note(errorCodeName(error.code), line);
    std::cerr << "shardscope-cli: " << line << "\n";
}

void printError(const std::string& line, const Issue& issue) {
    JsonFailure::note(nullptr, line, issueCodeName(issue.code));
    std::cerr << "shardscope-cli: " << line << "\n";
}

void refuse(const Refusal& why, int& exitCode) {
    const std::string line = why.line();
    JsonFailure::note(why.code, line);
    std::cerr << "shardscope-cli: " << line << "\n";
    exitCode = why.exitCode;
}

void addInspect(CLI::App& app, InspectArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "inspect", "Show what a checkpoint, strategy file or folder, or run folder holds");
    cmd->add_option("PATH", args.path,
                    "checkpoint (.ckpt), strategy (.ckpt/.json), folder of per-stage strategy "
                    "files, run folder (rank_<N>/), or rank table (rank_table.json)")
        ->required();
    cmd->add_flag("--json", args.json, "print one JSON object instead of a table");
    cmd->add_flag("--verify-crc", args.verifyCrc,
                  "run folders: also verify every rank's CRC trailer, and decrypt and check every "
                  "block of encrypted ones (reads all bytes)");
    cmd->add_option("--threads", args.threads,
                    "threads for run folders (default: 8 or twice the cores, whichever is more)");
    addKeyOptions(cmd, args.key);
    addStepOption(cmd, args.step);
    cmd->callback([&args, &exitCode] {
        if (looksLikeRankTable(args.path)) {
            auto table = loadRankTable(args.path);
            if (!table) {
                printError(table.error());
                exitCode = kFailed;
                return;
            }
            if (args.json) {
                std::cout << dumpJson(rankTableToJson(*table), 2) << "\n";
            } else {
                std::cout << rankTableToText(*table);
            }
            exitCode = kOk;
            return;
        }
        const auto key = readingKey(args.key, exitCode);
        if (!key) {
            return;
        }
        InspectOptions options;
        options.verifyRunCrc = args.verifyCrc;
        options.threads = args.threads;
        options.key = *key;
        options.step = args.step;
        auto report = inspectPath(args.path, options);
        if (!report) {
            printError(report.error());
            exitCode = kFailed;
            return;
        }
        if (args.json) {
            std::cout << dumpJson(reportToJson(*report), 2) << "\n";
        } else {
            std::cout << reportToText(*report);
        }
        exitCode = kOk;
        for (const Issue& n : report->issues) {
            if (n.code == IssueCode::CrcMismatch) {
                printError(n.file + ": " + n.text());
                exitCode = kIntegrity;
            }
        }
    });
}

}  // namespace shardscope::cli
