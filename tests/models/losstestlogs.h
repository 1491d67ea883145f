#pragma once

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "logs/logparser.h"
#include "logs/logrun.h"

// Small training logs for the loss-view tests, parsed in memory or written to files.
namespace losstest {

inline shardscope::LogTable parse(const std::string& text) {
    shardscope::LogParser parser;
    parser.feed(text);
    parser.finish();
    return parser.takeTable();
}

// "step,loss\n" then one row per (step, value).
inline std::string csvLog(const std::vector<int64_t>& steps, const std::vector<double>& values) {
    std::string out = "step,loss\n";
    char line[96];
    for (size_t i = 0; i < steps.size(); ++i) {
        std::snprintf(line, sizeof line, "%lld,%.17g\n", static_cast<long long>(steps[i]),
                      values[i]);
        out += line;
    }
    return out;
}

// LossMonitor lines: `epochs` epochs of `perEpoch` steps, loss = f(global step).
template <class F>
std::string lossMonitorLog(int epochs, int perEpoch, F loss) {
    std::string out;
    char line[128];
    for (int e = 1; e <= epochs; ++e) {
        for (int s = 1; s <= perEpoch; ++s) {
            const int64_t g = int64_t{e - 1} * perEpoch + s;
            std::snprintf(line, sizeof line, "epoch: %d step: %d, loss is %.9g\n", e, s, loss(g));
            out += line;
        }
    }
    return out;
}

// MindFormers lines with a timestamp, one a minute, `steps` steps in one epoch.
inline std::string mindFormersLog(int steps, double firstLoss) {
    std::string out;
    char line[400];
    for (int s = 1; s <= steps; ++s) {
        std::snprintf(line, sizeof line,
                      "2025-04-07 15:%02d:00,308 - [mindformers/core/callback/callback.py:529] - "
                      "INFO - { Epoch:[  1/  1], step:[%5d/%5d], loss: %.6f, per_step_time: "
                      "%dms, lr: %.6e, overflow cond: False, loss_scale: 1.0 }\n",
                      s % 60, s, steps, firstLoss / s, 1000 + s, 1e-5 * s);
        out += line;
    }
    return out;
}

inline shardscope::LogRun run(const std::string& name, const std::vector<std::string>& texts,
                              bool perRank) {
    shardscope::LogRun r;
    r.name = name;
    r.path = "/logs/" + name;
    for (size_t i = 0; i < texts.size(); ++i) {
        shardscope::LogRankLog log;
        log.rank = perRank ? static_cast<int>(i) : -1;
        log.path = r.path + "/rank_" + std::to_string(i) + ".log";
        log.table = parse(texts[i]);
        r.logs.push_back(std::move(log));
    }
    return r;
}

}  // namespace losstest
