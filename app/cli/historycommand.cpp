#include "historycommand.h"

#include <chrono>
#include <cstdio>
#include <iostream>

#include "clicommands.h"
#include "common/interruptwatch.h"
#include "common/progressbar.h"
#include "history/historyjson.h"
#include "history/historyloader.h"
#include "history/historytext.h"
#include "history/stager.h"
#include "util/jsontext.h"
#include "util/ranklist.h"
#include "util/wording.h"

namespace shardscope::cli {

void addHistory(CLI::App& app, HistoryArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "history",
        "List every saved checkpoint step of a run on every rank, tell intact from damaged, and "
        "name the step to resume from");
    cmd->add_option("RUN", args.run,
                    "run folder (rank_<N>/ folders, or a single card's checkpoints)")
        ->required();
    cmd->add_option("--tier", args.tiers,
                    "another copy of the same run (an object-storage mount, a fast cache); "
                    "repeat for several")
        ->allow_extra_args(false);
    cmd->add_option("--strategy", args.strategy,
                    "check the files' shapes against this strategy (default: the one beside "
                    "the run)");
    cmd->add_flag("--no-strategy", args.noStrategy, "do not check against any strategy");
    cmd->add_flag("--verify-crc", args.verifyCrc,
                  "prove the resume step: read its files whole and check their CRC trailers "
                  "(newest complete step first)");
    cmd->add_flag("--verify-crc-all", args.verifyAll,
                  "check the CRC trailer of every file (reads the whole run)");
    cmd->add_option("--steps-per-epoch", args.stepsPerEpoch,
                    "steps per epoch, for global steps (default: from the files, the "
                    "fault-tolerance folders or the training logs)")
        ->check(CLI::PositiveNumber);
    cmd->add_option("--threads", args.threads,
                    "files read at once (default: 8 or twice the cores, whichever is more)");
    cmd->add_flag("--json", args.json, "print one JSON object instead of a table");
    addKeyOptions(cmd, args.key);
    cmd->callback([&args, &exitCode] {
        const auto key = readingKey(args.key, exitCode);
        if (!key) {
            return;
        }
        HistoryOptions options;
        options.key = *key;
        options.tiers = args.tiers;
        options.strategyPath = args.strategy;
        options.useStrategy = !args.noStrategy;
        options.crc = args.verifyAll   ? CrcCheck::All
                      : args.verifyCrc ? CrcCheck::Resume
                                       : CrcCheck::None;
        options.stepsPerEpoch = args.stepsPerEpoch;
        options.threads = args.threads;
        auto history = loadRunHistory(args.run, options);
        if (!history) {
            printError(history.error());
            exitCode = kFailed;
            return;
        }
        if (args.json) {
            std::cout << dumpJson(historyToJson(*history), 2) << "\n";
        } else {
            std::cout << historyToText(*history);
        }
        exitCode = history->resume >= 0 ? kOk : kFailed;
        if (history->resume < 0) {
            printError(args.run + ": " +
                       (history->steps.empty()
                            ? std::string(kNoSavedSteps)
                            : std::string("no saved step is complete and intact on every rank")));
        }
    });
}

void addStage(CLI::App& app, StageArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "stage",
        "Copy one saved step (and the strategy files and rank table) from a slow tier to a fast "
        "one: parallel, verified, atomic per file, resumable");
    cmd->add_option("--step", args.step, "the step: a global step, E_S or a step's name")
        ->required();
    cmd->add_option("--from", args.from,
                    "the run folder holding the step (e.g. an rclone or "
                    "s3fs mount of object storage)")
        ->required();
    cmd->add_option("--to", args.to,
                    "the run folder to fill (created; files already staged are "
                    "kept)")
        ->required();
    cmd->add_option("--ranks", args.ranks, "only these ranks' files, e.g. 0-7,12");
    cmd->add_option("--threads", args.threads, "files copied at once (default 8)");
    cmd->add_flag("--json", args.json, "print one JSON object");
    cmd->callback([&args, &exitCode] {
        StageRequest request;
        request.from = args.from;
        request.to = args.to;
        request.step = args.step;
        request.threads = args.threads;
        if (!args.ranks.empty()) {
            auto ranks = parseRankList(args.ranks);
            if (!ranks) {
                printError(ranks.error());
                exitCode = kUsage;
                return;
            }
            request.ranks = std::move(*ranks);
        }
        ProgressBar bar;
        const auto start = std::chrono::steady_clock::now();
        auto result = [&] {
            const InterruptWatch interrupt;
            request.stop = interrupt.token();
            if (bar.enabled()) {
                request.progress = [&bar](const Progress& p) {
                    bar.update(p.done, p.total, "staging");
                };
            }
            return stageStep(request);
        }();
        bar.finish();
        if (!result) {
            printError(result.error());
            exitCode = kFailed;
            return;
        }
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        size_t skipped = 0;
        size_t crcs = 0;
        for (const StagedFile& f : result->files) {
            skipped += f.skipped ? 1 : 0;
            crcs += f.crcChecked ? 1 : 0;
        }
        if (args.json) {
            nlohmann::ordered_json j;
            j["step"] = result->step;
            j["global_step"] = result->globalStep ? nlohmann::ordered_json(*result->globalStep)
                                                  : nlohmann::ordered_json(nullptr);
            j["from"] = args.from;
            j["to"] = args.to;
            nlohmann::ordered_json files = nlohmann::ordered_json::array();
            for (const StagedFile& f : result->files) {
                files.push_back({{"from", f.from},
                                 {"to", f.to},
                                 {"bytes", f.bytes},
                                 {"skipped", f.skipped},
                                 {"crc_checked", f.crcChecked}});
            }
            j["files"] = files;
            j["bytes_copied"] = result->bytesCopied;
            j["bytes_skipped"] = result->bytesSkipped;
            j["seconds"] = seconds;
            std::cout << dumpJson(j, 2) << "\n";
        } else {
            char rate[64];
            std::snprintf(rate, sizeof rate, "%.2f s, %.0f MB/s", seconds,
                          static_cast<double>(result->bytesCopied) / 1e6 / std::max(seconds, 1e-6));
            std::cout << "staged " << result->step << ": " << result->files.size() << " files, "
                      << humanBytes(result->bytesCopied) << " copied and verified (" << crcs
                      << " CRC trailers checked), " << skipped << " already staged, in " << rate
                      << " -> " << args.to << "\n";
        }
        exitCode = kOk;
    });
}

}  // namespace shardscope::cli
