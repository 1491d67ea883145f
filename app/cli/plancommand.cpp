#include <cstdio>
#include <future>
#include <iostream>

#include <nlohmann/json.hpp>

#include "clicommands.h"
#include "cluster/hosttotals.h"
#include "cluster/mpicommand.h"
#include "convert/conversionrates.h"
#include "convert/estimatetext.h"
#include "convert/executor.h"
#include "convert/planjson.h"
#include "convert/planner.h"
#include "convertcommands.h"
#include "leftatexit.h"
#include "sourcerun.h"
#include "util/jsontext.h"
#include "util/ranklist.h"
#include "util/texttable.h"
#include "util/wording.h"

namespace shardscope::cli {

namespace {

// With a rank table: where each rank is written, per-host totals, and the mpirun command line.
void hostsToJson(const ConversionPlan& plan, const ConvertArgs& args, const RankTable& table,
                 nlohmann::ordered_json& j) {
    for (auto& r : j["ranks"]) {
        r["host"] = table.hostOfRank(r["rank"].get<int>());
    }
    nlohmann::ordered_json hosts = nlohmann::ordered_json::array();
    const auto totals = hostTotals(plan, table, static_cast<double>(args.hostBandwidth));
    for (const HostTotals& t : totals) {
        nlohmann::ordered_json e;
        e["host"] = t.host;
        e["server_id"] = t.server < 0 ? "" : table.servers[static_cast<size_t>(t.server)].id;
        e["ranks"] = t.ranks;
        e["bytes_read"] = t.bytesRead;
        e["bytes_written"] = t.bytesWritten;
        if (args.hostBandwidth > 0) {
            e["seconds"] = t.seconds;
        }
        hosts.push_back(e);
    }
    j["hosts"] = hosts;
    j["host_balance"] = hostBalance(totals);
}

std::string mpirunFor(const ConvertArgs& args, const RankTable* table) {
    MpiJobSpec spec;
    static_cast<ConvertSpec&>(spec) = args;  // the same conversion: step, prefix, format, ...
    spec.dst = args.dst.empty() ? "DST" : args.dst;
    // A simulated strategy is held in memory only: a placeholder, as DST is (the GUI names it so
    // too).
    spec.dstStrategy = args.simulate.empty() ? args.dstStrategy : "TARGET_STRATEGY";
    spec.simulate.clear();
    spec.host.clear();  // every process finds its own server
    spec.verify = true;
    spec.more = keyOptionWords(args.key);  // an encrypted run is read with the same key
    if (table != nullptr) {
        spec.hosts = mpiHostsFromTable(*table);
    } else {
        spec.rankTable.clear();
    }
    return mpirunCommandLine(spec);
}

std::string joinRanks(const std::vector<int>& ranks) {
    std::string out;
    for (int r : ranks) {
        out += (out.empty() ? "" : " ") + std::to_string(r);
    }
    return out;
}

void printHostTotals(const ConversionPlan& plan, const ConvertArgs& args, const RankTable& table) {
    const auto totals = hostTotals(plan, table, static_cast<double>(args.hostBandwidth));
    std::vector<std::string> header = {"HOST", "RANKS", "READ", "WRITTEN"};
    if (args.hostBandwidth > 0) {
        header.push_back("TIME");
    }
    TextTable rows(header, {false, false, true, true, true});
    for (const HostTotals& t : totals) {
        std::vector<std::string> row = {t.server < 0 ? "(not in the table)" : t.host,
                                        formatRankList(t.ranks), humanBytes(t.bytesRead),
                                        humanBytes(t.bytesWritten)};
        if (args.hostBandwidth > 0) {
            char seconds[32];
            std::snprintf(seconds, sizeof seconds, "%.1f s", t.seconds);
            row.push_back(seconds);
        }
        rows.addRow(std::move(row));
    }
    char balance[32];
    std::snprintf(balance, sizeof balance, "%.3f", hostBalance(totals));
    std::cout << "\n"
              << rows.render() << "host balance (max / mean written): " << balance
              << "\nrun on the cluster: " << mpirunFor(args, &table) << "\n";
}

nlohmann::ordered_json estimateJson(const ConversionEstimate& e, const ConversionRates& rates) {
    nlohmann::ordered_json j;
    j["seconds"] = e.totalSeconds;
    j["read_seconds"] = e.readSeconds;
    j["write_seconds"] = e.writeSeconds;
    j["verify_seconds"] = e.verifySeconds;
    j["rates"] = {{"read", rates.readBytesPerSecond},
                  {"write", rates.writeBytesPerSecond},
                  {"verify", rates.verifyBytesPerSecond},
                  {"file_seconds", rates.secondsPerFile},
                  {"conversions", rates.conversions}};
    return j;
}

}  // namespace

void printProblems(const ConversionPlan& plan) {
    for (const Issue& p : plan.problems) {
        std::cerr << issueLine(p) << "\n";
    }
}

void addPlan(CLI::App& app, ConvertArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "plan", "Preview a conversion: sources, bytes and memory per destination rank, problems");
    addConvertOptions(cmd, args, ConvertCommand::Plan);
    cmd->add_flag("--json", args.json, "print one JSON object");
    cmd->add_option("--host-bandwidth", args.hostBandwidth,
                    "with --rank-table: each host's read+write bandwidth for the time estimate, "
                    "per second (e.g. 2GB)")
        ->transform(CLI::AsSizeValue(true));
    addStepOptions(cmd, args.work, false);
    addConvertKeyOptions(cmd, args);
    cmd->callback([&args, &exitCode] {
        auto start = startConversion(args, RankScope::Host, exitCode);
        if (!start) {
            return;
        }
        start->request.summaryOnly = true;  // shown, not carried out: totals per rank only
        const PlanRequest& request = start->request;
        const SourceRun& source = start->source;
        const ResolvedRanks* ranks = &start->ranks;
        const RankTable* table = ranks->table ? &*ranks->table : nullptr;
        // The memory headline reads the run and the target, as the planner does: worked out
        // beside the plan, on the core the planner's single-threaded checks leave free.
        std::optional<FitReport> fit;
        auto headline = std::async(std::launch::async, [&source, &request, &args, &fit] {
            return source.memoryHeadline(request, args.work, &fit);
        });
        auto plan = source.plan(request);
        const std::string memory = headline.get();
        if (!plan) {
            printError(plan.error());
            exitCode = kFailed;
            return;
        }
        // Verifying included: what `convert --verify` (and the Migration tab) would take.
        const ConversionRates rates =
            plan->runnable() ? RatesCache().ratesFor(*plan) : ConversionRates{};
        const ConversionEstimate estimate = estimateConversion(*plan, rates, true);
        if (args.json) {
            nlohmann::ordered_json j = planToJson(*plan);
            // The simulated target's warnings first, then the rank table's, as stderr gave them
            // before the plan's.
            nlohmann::ordered_json problems = nlohmann::ordered_json::array();
            for (const Issue& p : source.targetProblems()) {
                problems.push_back(planProblemToJson(p));
            }
            for (const Issue& p : ranks->tableWarnings()) {
                problems.push_back(planProblemToJson(p));
            }
            for (auto& p : j["problems"]) {
                problems.push_back(std::move(p));
            }
            j["problems"] = std::move(problems);
            if (fit) {
                j["fit"] = {{"fits", fit->fits},
                            {"device_memory", fit->deviceMemory},
                            {"peak",
                             {{"rank", fit->peakRank},
                              {"stage", fit->peak().stage},
                              {"bytes", fit->peakBytes}}},
                            {"activations_known", fit->activationsKnown},
                            {"headline", fitHeadline(*fit)},
                            {"headline_code", issueCodeName(fitHeadlineIssue(*fit).code)}};
                if (fit->activationsReason) {
                    j["fit"]["activations_unknown_code"] =
                        issueCodeName(fit->activationsReason->code);
                }
            }
            if (estimate.totalSeconds > 0) {
                j["estimate"] = estimateJson(estimate, rates);
            }
            if (table != nullptr) {
                hostsToJson(*plan, args, *table, j);
                j["mpirun"] = mpirunFor(args, table);
            }
            std::cout << dumpJson(std::move(j), 2) << "\n";
        } else {
            if (!ranks->selection.note.value.empty()) {
                std::cout << ranks->selection.note.value << "\n";
            }
            std::vector<std::string> header = {"RANK", "SOURCES", "TENSORS",
                                               "READ", "WRITTEN", "PEAK MEMORY"};
            if (table != nullptr) {
                header.push_back("HOST");
            }
            TextTable rows(header, {true, false, true, true, true, true, false});
            for (const RankPlan& r : plan->ranks) {
                std::vector<std::string> row = {
                    std::to_string(r.rank),          joinRanks(r.sources),
                    std::to_string(r.tensorCount()), humanBytes(r.bytesRead),
                    humanBytes(r.fileSize),          humanBytes(r.peakMemory)};
                if (table != nullptr) {
                    row.push_back(table->hostOfRank(r.rank));
                }
                rows.addRow(std::move(row));
            }
            std::cout << rows.render() << "\ntotal: read " << humanBytes(plan->totalRead())
                      << ", write " << humanBytes(plan->totalWritten()) << "\n";
            if (estimate.totalSeconds > 0) {
                std::cout << "estimated time (convert --verify): " << estimateText(estimate, rates)
                          << "\n";
            }
            std::cout << memory << "\n";
            if (table != nullptr) {
                printHostTotals(*plan, args, *table);
            }
            printProblems(*plan);
        }
        exitCode = plan->runnable() ? kOk : kFailed;
        if (source.run() && source.run()->rankCount() >= LeftAtExit::kRanks) {
            LeftAtExit::keep(std::make_shared<ConversionStart>(std::move(*start)));
            LeftAtExit::keep(std::make_shared<ConversionPlan>(std::move(*plan)));
        }
    });
}

}  // namespace shardscope::cli
