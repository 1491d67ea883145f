#include <chrono>
#include <cstdio>
#include <iostream>

#include "clicommands.h"
#include "synth/synthrun.h"

namespace shardscope::cli {

namespace {

std::string megabytes(uint64_t bytes) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.1f MB", static_cast<double>(bytes) / 1e6);
    return buf;
}

// The options whose presence, not their value, overrides the preset.
struct SynthGiven {
    CLI::Option* dp = nullptr;
    CLI::Option* mp = nullptr;
    CLI::Option* pp = nullptr;
    CLI::Option* opt = nullptr;
    CLI::Option* dtype = nullptr;
    CLI::Option* layers = nullptr;
    CLI::Option* hidden = nullptr;
    CLI::Option* vocab = nullptr;
    CLI::Option* epochs = nullptr;
    CLI::Option* perEpoch = nullptr;
};

// The preset with the options given over it; nullopt (and the exit code) when one is wrong.
std::optional<SynthConfig> synthConfigFrom(const SynthArgs& args, const SynthGiven& given,
                                           int& exitCode) {
    auto preset = synthPreset(args.preset);
    if (!preset) {
        printError(preset.error());
        exitCode = kFailed;
        return std::nullopt;
    }
    SynthConfig config = *preset;
    auto override = [](CLI::Option* option, int value, int& field) {
        if (option->count() > 0) {
            field = value;
        }
    };
    override(given.dp, args.dp, config.dp);
    override(given.mp, args.mp, config.mp);
    override(given.pp, args.pp, config.pp);
    override(given.opt, args.optShard, config.optShard);
    override(given.layers, args.layers, config.layers);
    override(given.hidden, args.hidden, config.hidden);
    override(given.vocab, args.vocab, config.vocab);
    override(given.epochs, args.epochs, config.epochs);
    override(given.perEpoch, args.stepsPerEpoch, config.stepsPerEpoch);
    config.saves = std::max(args.saves, 1);
    config.keepMax = args.keepMax;
    config.crc = args.crc;
    if (given.dtype->count() > 0) {
        config.dtype = synthDtypeName(args.dtype);
        if (config.dtype.empty()) {
            printError("unknown dtype '" + args.dtype + "' (expected fp32, fp16 or bf16)");
            exitCode = kFailed;
            return std::nullopt;
        }
    }
    config.seed = args.seed;
    config.removeRedundancy = args.removeRedundancy;
    return config;
}

// How the run is written: threads, encryption and the damage asked for.
std::optional<SynthOptions> synthOptionsFrom(const SynthArgs& args, const CheckpointKeyRef& key,
                                             int& exitCode) {
    SynthOptions options;
    options.force = args.force;
    options.threads = args.threads;
    options.strategyOnly = args.strategyOnly;
    options.encryptKey = key;
    if (args.key.encryptBlockBytes > 0) {
        options.encryptBlockBytes = args.key.encryptBlockBytes;
    }
    for (const std::string& text : args.damage) {
        auto damage = parseSynthDamage(text);
        if (!damage) {
            printError(damage.error());
            exitCode = kUsage;
            return std::nullopt;
        }
        options.damage.push_back(std::move(*damage));
    }
    return options;
}

// The run written: its split, parameters, bytes and rate, and the steps saved.
void printSynthSummary(const SynthArgs& args, const SynthConfig& config,
                       const SynthSummary& summary, double seconds) {
    char rate[64];
    std::snprintf(rate, sizeof rate, "%.2f s, %.0f MB/s", seconds,
                  static_cast<double>(summary.fileBytes) / 1e6 / std::max(seconds, 1e-6));
    std::cout << "synth " << config.preset << ": " << summary.ranks << " ranks (dp " << config.dp
              << " x mp " << config.mp << " x pp " << config.pp << ", opt-shard " << config.optShard
              << ", " << config.dtype << (config.removeRedundancy ? ", remove_redundancy" : "")
              << "), " << summary.networkParams << " parameters (" << summary.elements
              << " elements), " << megabytes(summary.fileBytes) << " in " << rate << " -> "
              << args.out << "\n";
    if (summary.savedNames.size() > 1) {
        std::cout << "saved steps: ";
        for (size_t i = 0; i < summary.savedNames.size(); ++i) {
            std::cout << (i > 0 ? ", " : "") << summary.savedNames[i];
        }
        std::cout << "\n";
    }
}

void runSynth(const SynthArgs& args, const SynthGiven& given, int& exitCode) {
    const auto key = writingKey(args.key, exitCode);
    if (!key) {
        return;
    }
    if (*key && args.crc) {
        printError("--crc and --encrypt exclude each other (MindSpore's crc_check and enc_key)");
        exitCode = kUsage;
        return;
    }
    const auto config = synthConfigFrom(args, given, exitCode);
    if (!config) {
        return;
    }
    const auto options = synthOptionsFrom(args, *key, exitCode);
    if (!options) {
        return;
    }
    const auto start = std::chrono::steady_clock::now();
    auto summary = writeSynthRun(args.out, *config, *options);
    if (!summary) {
        printError(summary.error());
        exitCode = kFailed;
        return;
    }
    if (args.strategyOnly) {
        std::cout << "synth " << config->preset << ": strategy of " << summary->ranks
                  << " ranks (dp " << config->dp << " x mp " << config->mp << " x pp " << config->pp
                  << ", opt-shard " << config->optShard << ") -> " << args.out
                  << "/strategy.ckpt\n";
        exitCode = kOk;
        return;
    }
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    printSynthSummary(args, *config, *summary, seconds);
    exitCode = kOk;
}

}  // namespace

void addSynth(CLI::App& app, SynthArgs& args, int& exitCode) {
    CLI::App* cmd = app.add_subcommand(
        "synth",
        "Write a synthetic MindSpore-style training run: rank checkpoints, per-stage and merged "
        "strategy files, and LossMonitor logs; the same seed gives the same bytes");
    SynthGiven given;
    cmd->add_option("--out", args.out, "folder to create (must be empty unless --force)")
        ->required();
    cmd->add_option(
           "--preset", args.preset,
           "tiny (6 MB, 8 ranks), small (92 MB), medium (1.1 GB) or large (4.1 GB, 32 ranks)")
        ->required();
    given.dp = cmd->add_option("--dp", args.dp, "data-parallel degree");
    given.mp = cmd->add_option("--mp", args.mp, "model-parallel degree");
    given.pp = cmd->add_option("--pp", args.pp, "pipeline stages");
    given.opt = cmd->add_option("--opt-shard", args.optShard,
                                "optimizer shard size (opt_weight_shard_size); 0 is off");
    given.dtype = cmd->add_option("--dtype", args.dtype, "fp32, fp16 or bf16");
    given.layers = cmd->add_option("--layers", args.layers, "transformer layers");
    given.hidden = cmd->add_option("--hidden", args.hidden, "hidden size");
    given.vocab = cmd->add_option("--vocab", args.vocab, "vocabulary size");
    cmd->add_option("--seed", args.seed, "seed of every value in the run (default 0)");
    cmd->add_flag("--force", args.force, "write into a non-empty folder");
    cmd->add_flag("--strategy-only", args.strategyOnly,
                  "write the strategy files only (a target layout to plan or convert to)");
    cmd->add_option("--threads", args.threads, "rank files written at once (default: cores)");
    args.key.encryptOption = "--encrypt";
    cmd->add_option("--encrypt", args.key.encryptMode,
                    "encrypt the rank files as save_checkpoint(enc_key, enc_mode) does: AES-GCM, "
                    "AES-CBC or SM4-CBC, with the key of --key-file (or $SHARDSCOPE_CKPT_KEY)");
    cmd->add_option("--key-file", args.key.keyFile,
                    "the key: the file's bytes as they are, or hexadecimal with --key-hex");
    cmd->add_flag("--key-hex", args.key.keyHex, "the key is written as hexadecimal digits");
    cmd->add_option("--encrypt-block-bytes", args.key.encryptBlockBytes,
                    "plain bytes per encrypted block (tests; default MindSpore's 64 MiB)")
        ->group("");
    given.epochs = cmd->add_option("--epochs", args.epochs, "epochs trained (default 2)");
    given.perEpoch =
        cmd->add_option("--steps-per-epoch", args.stepsPerEpoch, "steps per epoch (default 250)");
    cmd->add_option("--steps", args.saves,
                    "saved steps, evenly spaced, the last at the end of training (default 1); "
                    "named as ModelCheckpoint names them, synth-<epoch>_<step>.ckpt");
    cmd->add_option("--keep-max", args.keepMax,
                    "keep_checkpoint_max: only the newest N saves are left (default: all)");
    cmd->add_flag("--crc", args.crc, "write a crc_num trailer on every file (crc_check=True)");
    cmd->add_option("--damage", args.damage,
                    "damage the newest save, as failed jobs do: missing-newest:RANKS, "
                    "truncate:RANKS, flip:RANKS (a flipped byte; caught with --crc) or "
                    "temp:RANKS (left as a half-written .tmp); several after one --damage, or "
                    "repeated");
    cmd->add_flag("--remove-redundancy", args.removeRedundancy,
                  "save as with remove_redundancy=True: each parameter by one rank of its "
                  "data-parallel group (MindSpore's round robin)");
    cmd->callback([given, &args, &exitCode] { runSynth(args, given, exitCode); });
}

}  // namespace shardscope::cli
