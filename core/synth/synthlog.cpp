#include "synthlog.h"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <numbers>

#include "synthdata.h"

namespace shardscope {

namespace {

// numpy prints a float32 loss with the fewest digits that read back exactly ("2.0084016"),
// and always with a decimal point ("3.0").
std::string shortestFloat(float value) {
    char buf[32];
    const auto r = std::to_chars(buf, buf + sizeof buf, value);
    std::string text(buf, r.ptr);
    if (text.find_first_of(".en") == std::string::npos) {
        text += ".0";
    }
    return text;
}

std::string fixed3(double value) {
    char buf[48];
    std::snprintf(buf, sizeof buf, "%.3f", value);
    return buf;
}

}  // namespace

float synthLoss(const SynthConfig& config, int dpIndex, int64_t globalStep) {
    const double start = std::log(static_cast<double>(config.vocab)) + 0.4;
    const double floor = 0.35 * start;
    const double total = static_cast<double>(config.epochs) * config.stepsPerEpoch;
    const double t = static_cast<double>(globalStep) / std::max(total, 1.0);
    const double clean = floor + (start - floor) * std::exp(-4.0 * t);
    const uint64_t key = synthParamKey(config.seed, "loss." + std::to_string(dpIndex));
    const double noise = synthValue(key, SynthValueKind::Weight, static_cast<uint64_t>(globalStep));
    // Weight values are ~N(0, 0.02); the loss gets about 3% relative noise from them.
    return static_cast<float>(clean * (1.0 + 1.5 * noise));
}

float synthLearningRate(const SynthConfig& config, int64_t globalStep) {
    constexpr double kPeak = 3e-4;
    const double total = static_cast<double>(config.epochs) * config.stepsPerEpoch;
    const double warmup = std::max(1.0, 0.05 * total);
    const double step = static_cast<double>(globalStep);
    if (step < warmup) {
        return static_cast<float>(kPeak * step / warmup);
    }
    const double progress = std::min(1.0, (step - warmup) / std::max(total - warmup, 1.0));
    return static_cast<float>(kPeak *
                              (0.1 + 0.9 * 0.5 * (1.0 + std::cos(std::numbers::pi * progress))));
}

std::string synthLogText(const SynthModel& model, int rank) {
    const SynthConfig& c = model.config;
    const int stage = rank / model.stageDevices();
    const int dpIndex = (rank % model.stageDevices()) / c.mp;
    const bool lastStage = stage == c.pp - 1;
    // Step time grows with what one rank computes; noise makes epochs differ a little.
    const double perStepBase =
        20.0 + static_cast<double>(model.rankBytes(rank)) / (8.0 * 1024 * 1024) * 3.0;
    const uint64_t timeKey = synthParamKey(c.seed, "time." + std::to_string(rank));
    std::string text;
    text.reserve(static_cast<size_t>(c.epochs) * (static_cast<size_t>(c.stepsPerEpoch) * 40 + 64));
    for (int epoch = 1; epoch <= c.epochs; ++epoch) {
        if (lastStage) {
            for (int step = 1; step <= c.stepsPerEpoch; ++step) {
                const int64_t global = int64_t{epoch - 1} * c.stepsPerEpoch + step;
                text += "epoch: " + std::to_string(epoch) + " step: " + std::to_string(step) +
                        ", loss is " + shortestFloat(synthLoss(c, dpIndex, global)) + "\n";
            }
        }
        const double jitter =
            1.0 + 5.0 * synthValue(timeKey, SynthValueKind::Weight, static_cast<uint64_t>(epoch));
        const double perStep = perStepBase * jitter;
        const double compile = epoch == 1 ? 45000.0 + 20.0 * perStepBase : 0.0;
        const double epochTime = perStep * c.stepsPerEpoch + compile;
        text += "epoch time: " + fixed3(epochTime) +
                " ms, per step time: " + fixed3(epochTime / c.stepsPerEpoch) + " ms\n";
    }
    return text;
}

}  // namespace shardscope
