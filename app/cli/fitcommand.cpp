#include "fitcommand.h"

#include <iostream>

#include "clicommands.h"
#include "convert/migrationtarget.h"
#include "convert/simulatespec.h"
#include "fit/fitconfig.h"
#include "fit/fitmodel.h"
#include "fit/fitreporttext.h"
#include "fit/fitsearch.h"
#include "inspect/axisroles.h"
#include "inspect/runloader.h"
#include "util/jsontext.h"

#include <filesystem>

namespace shardscope::cli {

namespace {

struct Context {
    FitArgs& args;
    int& exitCode;
    bool fail(const std::string& line, int code) {
        printError(line);
        exitCode = code;
        return false;
    }
};

// "dp=8,mp=4,pp=2,opt=8" of a preset: the same keys as plan's --simulate.
std::optional<Split> parsePresetSplit(const std::string& text, std::string* why) {
    Split split;
    size_t start = 0;
    while (start <= text.size()) {
        size_t end = text.find(',', start);
        if (end == std::string::npos) {
            end = text.size();
        }
        const std::string part = text.substr(start, end - start);
        const size_t eq = part.find('=');
        int64_t value = 0;
        try {
            size_t used = 0;
            value = eq == std::string::npos ? -1 : std::stoll(part.substr(eq + 1), &used);
            if (eq != std::string::npos && used != part.size() - eq - 1) {
                value = -1;
            }
        } catch (const std::exception&) {
            value = -1;
        }
        const std::string key = eq == std::string::npos ? part : part.substr(0, eq);
        if (value < 0 || (value == 0 && key != "opt")) {
            *why = "'" + part + "' is not NAME=NUMBER with a number of 1 or more";
            return std::nullopt;
        }
        if (key == "dp") {
            split.dp = value;
        } else if (key == "mp") {
            split.mp = value;
        } else if (key == "pp") {
            split.pp = value;
        } else if (key == "opt") {
            split.optShard = value;
        } else {
            *why = "unknown axis '" + key + "' (a preset's axes are dp, mp, pp and opt)";
            return std::nullopt;
        }
        start = end + 1;
    }
    if (split.cards() > (int64_t{1} << 20)) {
        *why = "more than 1048576 cards";
        return std::nullopt;
    }
    return split;
}

// Flags first, then the run configuration, then the defaults.
Workload workloadFrom(const StepArgs& a, int64_t presetSeq, const FitConfig* config = nullptr) {
    Workload w = fitConfigWorkload(config, presetSeq);
    if (a.seq > 0) {
        w.seq = a.seq;
    }
    if (a.microBatch > 0) {
        w.microBatch = a.microBatch;
    }
    if (a.microBatches > 0) {
        w.microBatches = a.microBatches;
    }
    if (!a.recompute.empty()) {
        w.recompute = *recomputeFromName(a.recompute);
    }
    w.sequenceParallel = w.sequenceParallel || a.sequenceParallel;
    w.flashAttention = w.flashAttention || a.flashAttention;
    return w;
}

// A run's network on a split of its own axes (dp and mp by their roles), as plan would simulate it.
SplitBuilder runBuilder(const std::shared_ptr<const RunModel>& run, const FitInput& base,
                        size_t dpAxis, size_t mpAxis, size_t axes, const NetworkPreset& dimsOnly) {
    return [run, base, dpAxis, mpAxis, axes, dimsOnly](const Split& split,
                                                       const Workload& work) -> Result<FitInput> {
        const std::string why = splitRefusal(dimsOnly, split, work);
        if (!why.empty()) {
            return makeError(ErrorCode::InvalidArgument, why);
        }
        TargetRequest request;
        request.simulate = true;
        request.spec.axisSizes.assign(axes, 1);
        request.spec.axisSizes[dpAxis] = split.dp;
        request.spec.axisSizes[mpAxis] = split.mp;
        request.spec.stages = static_cast<int>(split.pp);
        request.spec.optShard = split.optShard > 1 ? static_cast<int>(split.optShard) : 0;
        const PreparedTarget target = prepareTarget(*run, request);
        if (target.error) {
            return *target.error;
        }
        for (const Issue& i : target.problems) {
            if (i.blocking()) {
                return makeError(ErrorCode::InvalidArgument, i.message);
            }
        }
        FitInput in = base;
        in.target = *target.strategy;
        in.work = work;
        return in;
    };
}

void runFit(Context& c) {
    FitArgs& a = c.args;
    if (!a.src.empty() == !a.model.empty()) {
        c.fail(
            "give the network with --src RUN or --model PRESET (" +
                [] {
                    std::string s;
                    for (const std::string& p : networkPresetNames()) {
                        s += (s.empty() ? "" : ", ") + p;
                    }
                    return s;
                }() +
                "), one of them",
            kUsage);
        return;
    }
    if (!a.simulate.empty() && !a.dstStrategy.empty()) {
        c.fail("--simulate and --dst-strategy both name the target: give one", kUsage);
        return;
    }
    if (a.search && (a.cards < 1 || !a.simulate.empty() || !a.dstStrategy.empty())) {
        c.fail(
            "--search needs --cards N and explores the splits itself (no --simulate or "
            "--dst-strategy)",
            kUsage);
        return;
    }
    if (!a.search && a.cards > 0) {
        c.fail("--cards is for --search", kUsage);
        return;
    }
    if (!a.precision.empty() && a.model.empty()) {
        c.fail("--precision is for --model: a run's dtypes come from its checkpoint", kUsage);
        return;
    }
    Links links;
    links.intraHost = a.work.intraBandwidth;
    links.interHost = a.work.interBandwidth;
    links.cardsPerHost = a.work.cardsPerHost;
    std::optional<RankTable> table;
    std::shared_ptr<const RunModel> run;
    std::string source;
    FitInput input;
    NetworkPreset dimsOnly;  // the network's dimensions for splitRefusal
    std::optional<Split> presetSplit;
    std::optional<FitConfig> config;
    if (!a.config.empty()) {
        auto yaml = readYamlSettings(a.config);
        if (!yaml) {
            c.fail(yaml.error().describe(), kFailed);
            return;
        }
        config = fitConfigFromYaml(*yaml, a.config);
    }
    if (!a.model.empty()) {
        auto preset = networkPreset(a.model);
        if (!preset && std::filesystem::is_regular_file(a.model)) {
            auto yaml = readYamlSettings(a.model);
            if (!yaml) {
                c.fail(yaml.error().describe(), kFailed);
                return;
            }
            config = fitConfigFromYaml(*yaml, a.model);
            if (!config->network) {
                c.fail(a.model +
                           ": model.model_config gives no hidden_size, num_layers and "
                           "vocab_size: not a MindFormers model configuration",
                       kFailed);
                return;
            }
            preset = *config->network;
        }
        if (!preset) {
            c.fail(preset.error().message + " or a MindFormers YAML file", kUsage);
            return;
        }
        if (a.work.heads > 0) {
            preset->dims.heads = a.work.heads;
        }
        if (!a.precision.empty()) {
            preset->precision = *precisionFromName(a.precision);
        }
        dimsOnly = *preset;
        source = config ? config->source : "preset " + preset->name;
        Split split = config && config->split ? *config->split : Split{};
        if (!a.simulate.empty()) {
            std::string why;
            auto parsed = parsePresetSplit(a.simulate, &why);
            if (!parsed) {
                c.fail("--simulate: " + why, kUsage);
                return;
            }
            split = *parsed;
        }
        if (!a.search) {
            const std::string why = splitRefusal(
                *preset, split, workloadFrom(a.work, preset->seq, config ? &*config : nullptr));
            if (!why.empty()) {
                c.fail("--simulate " + splitSpec(split) + ": " + why, kFailed);
                return;
            }
        }
        presetSplit = split;
        input = fitInputFromPreset(*preset, split);
        input.work = workloadFrom(a.work, preset->seq, config ? &*config : nullptr);
        if (!a.dstStrategy.empty()) {
            auto strategy = loadStrategy(a.dstStrategy);
            if (!strategy) {
                c.fail(strategy.error().describe(), kFailed);
                return;
            }
            input.target = std::move(*strategy);
        }
        if (!a.rankTable.empty()) {
            auto loaded = loadRankTableSpec(a.rankTable);
            if (!loaded) {
                c.fail(loaded.error().describe(), kFailed);
                return;
            }
            table = std::move(*loaded);
        }
    } else {
        auto key = readingKey(a.key, c.exitCode);
        if (!key) {
            return;
        }
        LoadOptions load;
        load.strategyPath = a.srcStrategy;
        load.step = a.step;
        load.key = *key;
        load.rankTable = a.rankTable;
        auto loaded = loadRunModel(a.src, load);
        if (!loaded) {
            c.fail(loaded.error().describe(), kFailed);
            return;
        }
        run = std::make_shared<const RunModel>(std::move(*loaded));
        source = a.src;
        auto in = fitInputFromRun(*run);
        if (!in) {
            c.fail(in.error().describe(), kFailed);
            return;
        }
        input = std::move(*in);
        if (!config) {
            const std::string beside = fitConfigBeside(a.src);
            if (!beside.empty()) {
                auto yaml = readYamlSettings(beside);
                if (!yaml) {
                    c.fail(yaml.error().describe(), kFailed);
                    return;
                }
                config = fitConfigFromYaml(*yaml, beside);
            }
        }
        if (config) {
            source += " with " + config->source;
            if (config->heads && a.work.heads == 0) {
                setAttentionHeads(input.dims, *config->heads);
            }
        }
        if (a.work.heads > 0) {
            setAttentionHeads(input.dims, a.work.heads);
        }
        input.work = workloadFrom(a.work, 0, config ? &*config : nullptr);
        dimsOnly.dims = input.dims;
        if (run->rankTable) {
            table = *run->rankTable;
        }
        if (!a.dstStrategy.empty() || !a.simulate.empty()) {
            TargetRequest request;
            request.strategyPath = a.dstStrategy;
            if (!a.simulate.empty()) {
                if (!run->strategy) {
                    c.fail(a.src +
                               ": --simulate starts from the run's strategy, and the run has "
                               "none: give --src-strategy",
                           kUsage);
                    return;
                }
                const std::vector<int64_t> dev = mainDeviceMatrix(*run->strategy);
                const std::vector<std::string> axes = defaultAxisNames(axisRoles(*run, dev));
                Issue why;
                const auto spec = parseSimulationSpec(a.simulate, axes, &why);
                if (!spec) {
                    c.fail("--simulate: " + why.message, kUsage);
                    return;
                }
                request.simulate = true;
                request.spec = *spec;
            }
            const PreparedTarget target = prepareTarget(*run, request);
            for (const Issue& issue : target.problems) {
                std::cerr << issueLine(issue) << "\n";
            }
            if (target.error) {
                c.fail(target.error->describe(), kFailed);
                return;
            }
            if (target.blocked()) {
                c.fail("no fit: the target has the errors above", kFailed);
                return;
            }
            if (target.strategy) {
                input.target = *target.strategy;
            } else {
                input.target = oneCardStrategy(*run);  // merged into one card
                input.unlaid.clear();
            }
        }
    }
    if (table) {
        links.rankTable = &*table;
    }

    if (a.search) {
        SplitBuilder build;
        if (run) {
            if (!run->strategy) {
                c.fail(a.src + ": --search starts from the run's strategy, and the run has none",
                       kUsage);
                return;
            }
            const std::vector<int64_t> dev = mainDeviceMatrix(*run->strategy);
            const std::vector<std::string> axes = defaultAxisNames(axisRoles(*run, dev));
            size_t dpAxis = axes.size();
            size_t mpAxis = axes.size();
            for (size_t i = 0; i < axes.size(); ++i) {
                dpAxis = axes[i] == "dp" ? i : dpAxis;
                mpAxis = axes[i] == "mp" ? i : mpAxis;
            }
            if (dpAxis == axes.size() || mpAxis == axes.size()) {
                std::string names;
                for (const std::string& x : axes) {
                    names += (names.empty() ? "" : ", ") + x;
                }
                c.fail(a.src +
                           ": --search resizes a device matrix with one dp and one mp axis; "
                           "this run's axes are " +
                           names + " (use --simulate for each split)",
                       kFailed);
                return;
            }
            build = runBuilder(run, input, dpAxis, mpAxis, axes.size(), dimsOnly);
        } else {
            build = presetBuilder(dimsOnly);
        }
        SearchChoices choices;
        if (!a.work.recompute.empty()) {
            choices.recompute = *recomputeFromName(a.work.recompute);
        }
        if (a.work.sequenceParallel) {
            choices.sequenceParallel = true;
        }
        Workload work = input.work;
        auto found = searchSplits(build, work, a.cards, a.work.deviceMemory, links, choices);
        if (!found) {
            c.fail(found.error().describe(), kFailed);
            return;
        }
        if (a.json) {
            std::cout << dumpJson(searchJson(*found, a.cards, a.work.deviceMemory), 2) << "\n";
        } else {
            std::cout << searchText(*found, a.cards, a.work.deviceMemory, a.top);
        }
        const bool any = !found->empty() && found->front().fits;
        c.exitCode = any ? kOk : kFailed;
        return;
    }

    auto report = fitStep(input, a.work.deviceMemory, links);
    if (!report) {
        c.fail(report.error().describe(), kFailed);
        return;
    }
    if (a.json) {
        std::cout << dumpJson(fitReportJson(*report, links, source), 2) << "\n";
    } else {
        std::cout << fitReportText(*report, links, source);
    }
    c.exitCode = report->fits ? kOk : kFailed;
}

}  // namespace

void addStepOptions(CLI::App* cmd, StepArgs& args, bool links) {
    cmd->add_option("--device-memory", args.deviceMemory,
                    "memory of each card (default 64GB; GB here is 2^30 bytes)")
        ->transform(CLI::AsSizeValue(false));
    cmd->add_option("--seq", args.seq, "sequence length (a preset's own when omitted)")
        ->check(CLI::Range(int64_t{1}, int64_t{1} << 24));
    cmd->add_option("--micro-batch", args.microBatch,
                    "samples per micro-batch (default: the configuration's, else 1)")
        ->check(CLI::Range(int64_t{1}, int64_t{1} << 20));
    cmd->add_option("--micro-batches", args.microBatches,
                    "micro-batches per step (default: as many as pipeline stages)")
        ->check(CLI::Range(int64_t{1}, int64_t{1} << 20));
    cmd->add_option("--recompute", args.recompute,
                    "activation recomputation: none (default), selective or full")
        ->check(CLI::IsMember({"none", "selective", "full"}));
    cmd->add_flag("--sequence-parallel", args.sequenceParallel,
                  "sequence parallelism (Megatron's; needs model parallel above 1)");
    cmd->add_flag("--flash-attention", args.flashAttention,
                  "flash attention: no attention scores are kept");
    cmd->add_option("--heads", args.heads, "attention heads (a checkpoint does not record them)")
        ->check(CLI::Range(int64_t{1}, int64_t{1} << 20));
    if (!links) {
        return;
    }
    cmd->add_option("--cards-per-host", args.cardsPerHost, "cards a host without a rank table")
        ->check(CLI::Range(1, 1 << 16));
    cmd->add_option("--intra-host-bandwidth", args.intraBandwidth,
                    "bytes per second between cards of a host (default 56GB: HCCS class; GB "
                    "here is 10^9)")
        ->transform(CLI::AsSizeValue(true));
    cmd->add_option("--inter-host-bandwidth", args.interBandwidth,
                    "bytes per second between hosts, per card (default 25GB: 200 Gb/s RoCE)")
        ->transform(CLI::AsSizeValue(true));
}

std::optional<FitReport> conversionTargetFit(const RunModel& run, const Strategy* target,
                                             const StepArgs& step, std::string* why) {
    auto input = fitInputFromRun(run);
    if (!input) {
        *why = input.error().describe();
        return std::nullopt;
    }
    if (target != nullptr) {
        input->target = *target;
    } else {
        input->target = oneCardStrategy(run);  // merged into one card
        input->unlaid.clear();
    }
    if (step.heads > 0) {
        input->dims.heads = step.heads;
    }
    input->work = workloadFrom(step, 0);
    auto report = fitStep(*input, step.deviceMemory, Links{}, false);
    if (!report) {
        *why = report.error().describe();
        return std::nullopt;
    }
    return std::move(*report);
}

void addFit(CLI::App& app, FitArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "fit",
        "Memory per card and communication per step of a training step on a strategy, "
        "a simulated split, or every split of N cards");
    cmd->add_option("--src", args.src, "a run folder (its strategy, shapes and dtypes)");
    cmd->add_option("--src-strategy", args.srcStrategy,
                    "the run's strategy file or folder (omit: the one beside the rank folders)");
    cmd->add_option("--model", args.model,
                    "a network without a checkpoint: gpt3-175b, llama2-7b, llama2-13b, "
                    "llama2-70b, demo, or a MindFormers YAML (its model, split and step)");
    cmd->add_option("--config", args.config,
                    "with --src: the run's MindFormers YAML for heads, sequence, micro-batches, "
                    "recomputation (default: the only *.yaml beside the rank folders)");
    cmd->add_option("--precision", args.precision,
                    "with --model: bf16 or fp16 (16-bit weights and gradients, fp32 master "
                    "weights and Adam moments: 16 bytes a parameter; the default) or fp32")
        ->check(CLI::IsMember({"bf16", "fp16", "fp32"}));
    cmd->add_option("--dst-strategy", args.dstStrategy,
                    "the target strategy file or folder (omit: the run's own, or one card for "
                    "--model)");
    cmd->add_option("--simulate", args.simulate,
                    "the target as plan simulates it: \"dp=8,mp=4,pp=2\", opt=SHARD; axes named "
                    "as the run's (a preset's: dp, mp, pp, opt)");
    addStepOptions(cmd, args.work, true);
    cmd->add_option("--rank-table", args.rankTable,
                    "a rank table file or msrun:W:L placing ranks on hosts (default: the run's, "
                    "else --cards-per-host consecutive ranks a host)");
    cmd->add_flag("--search", args.search, "every split of --cards N, best first");
    cmd->add_option("--cards", args.cards, "with --search: the cards to split")
        ->check(CLI::Range(int64_t{1}, int64_t{1} << 20));
    cmd->add_option("--top", args.top, "with --search, as text: the best N splits (0: all)");
    cmd->add_flag("--json", args.json, "print one JSON object");
    addStepOption(cmd, args.step);
    addKeyOptions(cmd, args.key);
    cmd->callback([&args, &exitCode] {
        Context c{args, exitCode};
        runFit(c);
    });
}

}  // namespace shardscope::cli
