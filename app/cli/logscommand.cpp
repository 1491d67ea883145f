#include "logscommand.h"

#include <charconv>
#include <cstdio>
#include <iostream>

#include "clicommands.h"
#include "logs/logcsv.h"
#include "logs/logloader.h"

namespace shardscope::cli {

std::string logNumber(double value) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    return std::string(buf, r.ptr);
}

void addLogs(CLI::App& app, LogsArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "logs",
        "Read training logs (LossMonitor / TimeMonitor, MindFormers, CSV, JSON lines): a "
        "summary per log, or every point as CSV or the summary as JSON");
    cmd->add_option("PATH", args.paths,
                    "log files, folders of per-rank logs (rank_<i>.log, worker_<i>.log, "
                    "device<i>/train.log<i>) or run folders (log/, msrun_log/)")
        ->required();
    CLI::Option* csv = cmd->add_flag(
        "--csv", args.csv, "print run,global_step,epoch,step,loss and one column per series");
    cmd->add_flag("--json", args.json, "print the summary as one JSON object")->excludes(csv);
    cmd->add_option("--steps-per-epoch", args.stepsPerEpoch,
                    "steps per epoch of LossMonitor logs (default: inferred; needed to place a "
                    "resumed one-epoch log)")
        ->check(CLI::NonNegativeNumber);
    cmd->callback([&args, &exitCode] {
        LogParserOptions options;
        options.stepsPerEpoch = args.stepsPerEpoch;
        auto logs = loadLogs(args.paths, options);
        if (!logs) {
            printError(logs.error());
            exitCode = kFailed;
            return;
        }
        if (args.csv) {
            // The summary's warnings would go to stdout; a CSV consumer gets them on stderr.
            for (const LogSkippedFile& f : logs->skipped) {
                printError("skipped " + f.path + ": " + f.reason.text());
            }
            for (const LogRun& run : logs->runs) {
                for (const LogRankLog& log : run.logs) {
                    const LogReport& r = log.table.report();
                    if (r.restartCount > 0) {
                        const LogRestart& e = r.restarts.front();
                        printError(
                            log.path + ":" + std::to_string(e.line) + ": step " +
                            std::to_string(e.toStep) + " after step " + std::to_string(e.fromStep) +
                            ", a restarted run (" + std::to_string(r.restartCount) +
                            (r.restartCount == 1 ? " restart" : " restarts") + " in the log)");
                    }
                    if (r.unreadLines > 0) {
                        const LogUnreadLine& u = r.unread.front();
                        printError(log.path + ":" + std::to_string(u.line) + ": " +
                                   u.message.text() + " (" + std::to_string(r.unreadLines) +
                                   (r.unreadLines == 1 ? " line" : " lines") +
                                   " could not be read)");
                    }
                }
            }
            writeLogsCsv(*logs, [](std::string_view chunk) {
                std::fwrite(chunk.data(), 1, chunk.size(), stdout);
            });
            std::fflush(stdout);
        } else if (args.json) {
            writeLogsJson(std::cout, *logs);
        } else {
            writeLogsSummary(std::cout, *logs);
        }
        exitCode = kOk;
    });
}

}  // namespace shardscope::cli
