#include <chrono>
#include <cstdio>
#include <iostream>

#include "clicommands.h"
#include "common/interruptwatch.h"
#include "common/progressbar.h"
#include "convert/conversionrates.h"
#include "convert/estimatetext.h"
#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/planrecord.h"
#include "convert/verifier.h"
#include "convertcommands.h"
#include "sourcerun.h"
#include "util/wording.h"

namespace shardscope::cli {

namespace {

int verifyAndReport(const ConversionPlan& plan) {
    const VerifyReport report = verifyConversion(plan);
    size_t tensors = 0, bad = 0;
    for (const RankCheck& r : report.ranks) {
        if (!r.message.empty()) {
            printError(r.message);
            ++bad;
        }
        for (const TensorCheck& t : r.tensors) {
            ++tensors;
            if (!t.ok) {
                ++bad;
                printError(r.path + ": parameter '" + t.name + "': " + t.message);
            }
        }
    }
    std::cout << "verified " << tensors << (tensors == 1 ? " tensor in " : " tensors in ")
              << report.ranks.size() << (report.ranks.size() == 1 ? " file: " : " files: ")
              << (report.ok() ? "all match their sources" : std::to_string(bad) + " failed")
              << "\n";
    return report.ok() ? kOk : kIntegrity;
}

}  // namespace

void addConvert(CLI::App& app, ConvertArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "convert", "Convert a run to another strategy or card count (transform_checkpoints)");
    addConvertOptions(cmd, args, ConvertCommand::Convert);
    addStepOptions(cmd, args.work, false);
    addConvertKeyOptions(cmd, args);
    cmd->callback([&args, &exitCode] {
        auto start = startConversion(args, RankScope::ThisHost, exitCode);
        if (!start) {
            return;
        }
        const PlanRequest& request = start->request;
        const SourceRun& source = start->source;
        if (!start->ranks.selection.note.value.empty()) {
            std::cout << start->ranks.selection.note.value << "\n";
        }
        auto plan = source.plan(request);
        if (!plan) {
            printError(plan.error());
            exitCode = kFailed;
            return;
        }
        printProblems(*plan);
        if (!plan->runnable()) {
            printError("nothing written: fix the errors above first");
            exitCode = kFailed;
            return;
        }
        std::cout << source.memoryHeadline(request, args.work) << "\n";
        RatesCache cache;
        const ConversionRates rates = cache.ratesFor(*plan);
        const ConversionEstimate estimate = estimateConversion(*plan, rates, args.verify);
        const auto started = std::chrono::steady_clock::now();
        ProgressBar bar;
        auto result = [&] {
            const InterruptWatch interrupt;
            return executeConversion(
                *plan, interrupt.token(),
                bar.enabled() ? ProgressFn([&bar](const ConversionProgress& p) {
                    bar.update(p.done, p.total, "rank " + std::to_string(p.rank));
                })
                              : ProgressFn());
        }();
        bar.finish();
        if (!result) {
            printError(result.error());
            exitCode = kFailed;
            return;
        }
        size_t skipped = 0;
        for (const RankOutcome& r : result->ranks) {
            skipped += r.skipped ? 1 : 0;
        }
        std::cout << "wrote " << result->ranks.size() - skipped << " files ("
                  << humanBytes(result->bytesWritten) << ") to " << args.dst;
        if (skipped > 0) {
            std::cout << "; " << skipped << " already complete and verified, kept";
        }
        std::cout << "\n";
        if (!result->strategyFiles.empty()) {
            std::cout << "strategy: " << result->strategyFiles.front() << "\n";
        }
        const auto copied = std::chrono::steady_clock::now();
        exitCode = args.verify ? verifyAndReport(*plan) : kOk;
        if (args.verify) {
            if (Status s = finishConversionRecord(plan->dstFolder,
                                                  exitCode == kOk ? "verified" : "failed");
                !s) {
                printError(s.error());
                exitCode = kFailed;
            }
        }
        const MeasuredConversion measured{
            std::chrono::duration<double>(copied - started).count(),
            std::chrono::duration<double>(std::chrono::steady_clock::now() - copied).count()};
        char took[96];
        std::snprintf(took, sizeof took, "took %.1f s",
                      measured.copySeconds + measured.verifySeconds);
        std::cout << took;
        if (args.verify) {
            std::snprintf(took, sizeof took, " (copying %.1f s, verifying %.1f s)",
                          measured.copySeconds, measured.verifySeconds);
            std::cout << took;
        }
        if (estimate.totalSeconds > 0) {
            std::cout << "; estimated " << durationText(estimate.totalSeconds);
        }
        std::cout << "\n";
        // Only a conversion that wrote every file measures this machine's rates.
        if (skipped == 0 && exitCode == kOk) {
            cache.record(*plan, args.verify, measured);
        }
    });
}

}  // namespace shardscope::cli
