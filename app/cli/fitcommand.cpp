#include "fitcommand.h"

#include <iostream>

#include "clicommands.h"
#include "common/jsonfailure.h"
#include "convert/planjson.h"
#include "convert/simulatespec.h"
#include "convert/targetrequest.h"
#include "fit/fitconfig.h"
#include "fit/fitmodel.h"
#include "fit/fitnetwork.h"
#include "fit/fitreporttext.h"
#include "fit/fitsearch.h"
#include "inspect/axisroles.h"
#include "inspect/runloader.h"
#include "util/errorwording.h"
#include "util/jsontext.h"
#include "util/messagepiece.h"
#include "util/translatenoop.h"

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
    bool fail(const Error& error, int code) {
        printError(error);
        exitCode = code;
        return false;
    }
};

// A split refused: why, as a coded issue (the catalogue words it).
std::optional<Split> refusedSplit(Issue* why, IssueCode code,
                                  const std::vector<std::string>& args) {
    *why = makeIssue(code, Severity::Error, {}, {}, -1, args);
    return std::nullopt;
}

// "dp=8,mp=4,pp=2,opt=8" of a preset: the same keys as plan's --simulate. `why`: the coded issue
// a split that does not parse reports (its code for --json's "issue_code").
std::optional<Split> parsePresetSplit(const std::string& text, Issue* why) {
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
            return refusedSplit(why, IssueCode::SplitNotNameNumber, {part});
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
            return refusedSplit(why, IssueCode::SplitUnknownAxis, {key});
        }
        start = end + 1;
    }
    constexpr int64_t kMostCards = int64_t{1} << 20;
    if (split.cards() > kMostCards) {
        return refusedSplit(why, IssueCode::SplitTooManyCards, {std::to_string(kMostCards)});
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
SplitBuilder runBuilder(const std::shared_ptr<const RunDocument>& run, const FitInput& base,
                        size_t dpAxis, size_t mpAxis, size_t axes, const NetworkPreset& dimsOnly) {
    return [run, base, dpAxis, mpAxis, axes, dimsOnly](const Split& split,
                                                       const Workload& work) -> Result<FitInput> {
        if (std::optional<Error> refused = splitRefusalError(dimsOnly, split, work)) {
            return std::move(*refused);
        }
        TargetRequest request;
        request.withRun = false;  // fitted, not drawn
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
            if (i.blocking()) {  // the issue's own sentence, as a piece of the error
                return makeError(ErrorCode::InvalidArgument,
                                 QT_TRANSLATE_NOOP("ErrorMessage", "{issue}"),
                                 {issuePiece("issue", i)});
            }
        }
        FitInput in = base;
        in.target = target.strategy;
        in.work = work;
        return in;
    };
}

// The flags fit refuses before it loads anything.
bool checkFitFlags(Context& c) {
    const FitArgs& a = c.args;
    if (!a.src.empty() == !a.model.empty()) {
        std::string names;
        for (const std::string& p : networkPresetNames()) {
            names += (names.empty() ? "" : ", ") + p;
        }
        return c.fail(
            "give the network with --src RUN or --model PRESET (" + names + "), one of them",
            kUsage);
    }
    if (!a.simulate.empty() && !a.dstStrategy.empty()) {
        return c.fail("--simulate and --dst-strategy both name the target: give one", kUsage);
    }
    if (a.search && (a.cards < 1 || !a.simulate.empty() || !a.dstStrategy.empty())) {
        return c.fail(
            "--search needs --cards N and explores the splits itself (no --simulate or "
            "--dst-strategy)",
            kUsage);
    }
    if (!a.search && a.cards > 0) {
        return c.fail("--cards is for --search", kUsage);
    }
    if (!a.precision.empty() && a.model.empty()) {
        return c.fail("--precision is for --model: a run's dtypes come from its checkpoint",
                      kUsage);
    }
    return true;
}

// What fit measures, from a preset or a loaded run, before the step is fitted or searched.
struct FitSetup {
    std::optional<RankTable> table;
    std::shared_ptr<const RunDocument> run;
    std::string source;
    FitInput input;
    NetworkPreset dimsOnly;  // the network's dimensions for splitRefusalError
    std::optional<FitConfig> config;
    std::vector<Issue> targetProblems;  // the target's warnings (printed on stderr)
};

// The MindFormers YAML at `path` into `config`.
bool readFitConfig(Context& c, const std::string& path, std::optional<FitConfig>& config) {
    auto yaml = readYamlSettings(path);
    if (!yaml) {
        return c.fail(yaml.error(), kFailed);
    }
    config = fitConfigFromYaml(*yaml, path);
    return true;
}

// --model: a preset by name or a MindFormers YAML, on --simulate's split (or the YAML's).
bool setupFromModel(Context& c, FitSetup& s) {
    const FitArgs& a = c.args;
    auto preset = networkPreset(a.model);
    if (!preset && std::filesystem::is_regular_file(a.model)) {
        if (!readFitConfig(c, a.model, s.config)) {
            return false;
        }
        if (!s.config->network) {
            return c.fail(a.model +
                              ": model.model_config gives no hidden_size, num_layers and "
                              "vocab_size: not a MindFormers model configuration",
                          kFailed);
        }
        preset = *s.config->network;
    }
    if (!preset) {
        return c.fail(preset.error().message + " or a MindFormers YAML file", kUsage);
    }
    if (a.work.heads > 0) {
        preset->dims.heads = a.work.heads;
    }
    if (!a.precision.empty()) {
        preset->precision = *precisionFromName(a.precision);
    }
    s.dimsOnly = *preset;
    const FitConfig* config = s.config ? &*s.config : nullptr;
    s.source = config ? config->source : "preset " + preset->name;
    Split split = config && config->split ? *config->split : Split{};
    if (!a.simulate.empty()) {
        Issue why;
        auto parsed = parsePresetSplit(a.simulate, &why);
        if (!parsed) {
            printError("--simulate: " + why.text(), why);  // the split's issue code for --json
            c.exitCode = kUsage;
            return false;
        }
        split = *parsed;
    }
    if (!a.search) {
        if (std::optional<Error> refused =
                splitRefusalError(*preset, split, workloadFrom(a.work, preset->seq, config))) {
            return c.fail(
                rephrased(*refused,
                          QT_TRANSLATE_NOOP("ErrorMessage", "--simulate {split}: {error}"),
                          {{"split", splitSpec(split)}}),
                kFailed);
        }
    }
    s.input = fitInputFromPreset(*preset, split);
    s.input.work = workloadFrom(a.work, preset->seq, config);
    if (!a.dstStrategy.empty()) {
        auto strategy = loadStrategy(a.dstStrategy);
        if (!strategy) {
            return c.fail(strategy.error(), kFailed);
        }
        s.input.target = std::make_shared<const Strategy>(std::move(*strategy));
    }
    if (!a.rankTable.empty()) {
        auto loaded = loadRankTableSpec(a.rankTable);
        if (!loaded) {
            return c.fail(loaded.error(), kFailed);
        }
        s.table = std::move(*loaded);
    }
    return true;
}

// --src with --dst-strategy or --simulate: the loaded run's target, as plan prepares it.
bool applyRunTarget(Context& c, FitSetup& s) {
    const FitArgs& a = c.args;
    const RunDocument& run = *s.run;
    TargetRequest request;
    request.withRun = false;  // fitted, not drawn
    request.strategyPath = a.dstStrategy;
    if (!a.simulate.empty()) {
        if (!run.strategy) {
            return c.fail(a.src +
                              ": --simulate starts from the run's strategy, and the run has "
                              "none: give --src-strategy",
                          kUsage);
        }
        const std::vector<int64_t> dev = mainDeviceMatrix(*run.strategy);
        const std::vector<std::string> axes = defaultAxisNames(axisRoles(run, dev));
        Issue why;
        const auto spec = parseSimulationSpec(a.simulate, axes, &why);
        if (!spec) {
            printError("--simulate: " + why.text(), why);  // the spec's issue code for --json
            c.exitCode = kUsage;
            return false;
        }
        request.simulate = true;
        request.spec = *spec;
    }
    const PreparedTarget target = prepareTarget(run, request);
    for (const Issue& issue : target.problems) {
        std::cerr << issueLine(issue) << "\n";
        JsonFailure::noteIssue(issue);  // in --json's error object, should fit fail
    }
    s.targetProblems = target.problems;
    if (target.error) {
        return c.fail(*target.error, kFailed);
    }
    if (target.blocked()) {
        return c.fail("no fit: the target has the errors above", kFailed);
    }
    if (target.strategy) {
        s.input.target = target.strategy;
    } else {
        s.input.target = std::make_shared<const Strategy>(oneCardStrategy(run));  // merged
        s.input.unlaid.clear();
    }
    return true;
}

// --src: the loaded run, its configuration (--config, else the YAML beside it) and its target.
bool setupFromRun(Context& c, FitSetup& s) {
    const FitArgs& a = c.args;
    auto key = readingKey(a.key, c.exitCode);
    if (!key) {
        return false;
    }
    LoadOptions load;
    load.strategyPath = a.srcStrategy;
    load.step = a.step;
    load.key = *key;
    load.rankTable = a.rankTable;
    auto loaded = loadRunFolder(a.src, load);
    if (!loaded) {
        return c.fail(loaded.error(), kFailed);
    }
    s.run = std::make_shared<const RunDocument>(std::move(*loaded));
    s.source = a.src;
    auto in = fitInputFromRun(*s.run);
    if (!in) {
        return c.fail(in.error(), kFailed);
    }
    s.input = std::move(*in);
    if (!s.config) {
        const std::string beside = fitConfigBeside(a.src);
        if (!beside.empty() && !readFitConfig(c, beside, s.config)) {
            return false;
        }
    }
    if (s.config) {
        s.source += " with " + s.config->source;
        if (s.config->heads && a.work.heads == 0) {
            setAttentionHeads(s.input.dims, *s.config->heads);
        }
    }
    if (a.work.heads > 0) {
        setAttentionHeads(s.input.dims, a.work.heads);
    }
    s.input.work = workloadFrom(a.work, 0, s.config ? &*s.config : nullptr);
    s.dimsOnly.dims = s.input.dims;
    if (s.run->rankTable) {
        s.table = *s.run->rankTable;
    }
    if (!a.dstStrategy.empty() || !a.simulate.empty()) {
        return applyRunTarget(c, s);
    }
    return true;
}

// --search on a run: its splits resize the dp and mp axes of its device matrix.
std::optional<SplitBuilder> runSplitBuilder(Context& c, const FitSetup& s) {
    const FitArgs& a = c.args;
    if (!s.run->strategy) {
        c.fail(a.src + ": --search starts from the run's strategy, and the run has none", kUsage);
        return std::nullopt;
    }
    const std::vector<int64_t> dev = mainDeviceMatrix(*s.run->strategy);
    const std::vector<std::string> axes = defaultAxisNames(axisRoles(*s.run, dev));
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
        return std::nullopt;
    }
    return runBuilder(s.run, s.input, dpAxis, mpAxis, axes.size(), s.dimsOnly);
}

// --search: every split of --cards, best first.
void searchFit(Context& c, const FitSetup& s, const Links& links) {
    const FitArgs& a = c.args;
    SplitBuilder build;
    if (s.run) {
        auto built = runSplitBuilder(c, s);
        if (!built) {
            return;
        }
        build = std::move(*built);
    } else {
        build = presetBuilder(s.dimsOnly);
    }
    SearchChoices choices;
    if (!a.work.recompute.empty()) {
        choices.recompute = *recomputeFromName(a.work.recompute);
    }
    if (a.work.sequenceParallel) {
        choices.sequenceParallel = true;
    }
    Workload work = s.input.work;
    auto found = searchSplits(build, work, a.cards, a.work.deviceMemory, links, choices);
    if (!found) {
        c.fail(found.error(), kFailed);
        return;
    }
    if (a.json) {
        std::cout << dumpJson(searchJson(*found, a.cards, a.work.deviceMemory), 2) << "\n";
    } else {
        std::cout << searchText(*found, a.cards, a.work.deviceMemory, a.top);
    }
    const bool any = !found->empty() && found->front().fits;
    c.exitCode = any ? kOk : kFailed;
}

void runFit(Context& c) {
    FitArgs& a = c.args;
    if (!checkFitFlags(c)) {
        return;
    }
    Links links;
    links.intraHost = a.work.intraBandwidth;
    links.interHost = a.work.interBandwidth;
    links.cardsPerHost = a.work.cardsPerHost;
    FitSetup s;
    if (!a.config.empty() && !readFitConfig(c, a.config, s.config)) {
        return;
    }
    if (!(a.model.empty() ? setupFromRun(c, s) : setupFromModel(c, s))) {
        return;
    }
    if (s.table) {
        links.rankTable = &*s.table;
    }
    // --rank-table's warnings on stderr, as plan says them (--json lists them among the issues
    // too, and in the error object should fit fail).
    if (!a.rankTable.empty() && s.table) {
        for (const Issue& warning : s.table->warnings) {
            std::cerr << issueLine(warning) << "\n";
            JsonFailure::noteIssue(warning);
        }
    }
    if (a.search) {
        searchFit(c, s, links);
        return;
    }
    auto report = fitStep(s.input, a.work.deviceMemory, links);
    if (!report) {
        c.fail(report.error(), kFailed);
        return;
    }
    if (a.json) {
        nlohmann::ordered_json j = fitReportJson(*report, links, s.source);
        // The target's warnings first, as stderr gave them before the report.
        nlohmann::ordered_json issues = nlohmann::ordered_json::array();
        for (const Issue& p : s.targetProblems) {
            issues.push_back(planProblemToJson(p));
        }
        // Then --rank-table's warnings (stderr said them too).
        for (const Issue& p :
             !a.rankTable.empty() && s.table ? s.table->warnings : std::vector<Issue>{}) {
            issues.push_back(planProblemToJson(p));
        }
        for (auto& i : j["issues"]) {
            issues.push_back(std::move(i));
        }
        j["issues"] = std::move(issues);
        std::cout << dumpJson(std::move(j), 2) << "\n";
    } else {
        std::cout << fitReportText(*report, links, s.source);
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

std::optional<FitReport> conversionTargetFit(const RunDocument& run,
                                             std::shared_ptr<const Strategy> target,
                                             const StepArgs& step, std::string* why) {
    const bool merged = target == nullptr;
    auto input = fitInputFromRun(
        run, merged ? std::make_shared<const Strategy>(oneCardStrategy(run)) : std::move(target));
    if (!input) {
        *why = input.error().describe();
        return std::nullopt;
    }
    if (merged) {
        input->unlaid.clear();  // merged into one card
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
