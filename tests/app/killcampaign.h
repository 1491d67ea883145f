#pragma once

// The kill tests' loop, shared by the conversion and the staging fault tests.

#include <gtest/gtest.h>
#include <signal.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <functional>
#include <iostream>
#include <random>
#include <thread>

#include "faulttree.h"

namespace shardscope::test {

// Times `clean` (a complete run with its checks; the fastest of three, so that a loaded
// machine's slow first run does not push every signal past the end), then runs the CLI with
// `args` SHARDSCOPE_FAULT_TRIALS times (default 50), each stopped by SIGKILL or SIGTERM at a
// random moment in the first 80% of that time (the process start counts too). Half the trials
// first remove `dst`; `check(outcome, signal)` judges each, and the loop ends at the first
// failure; a quarter run `clean` after. At least a quarter of the trials must have been
// interrupted. SHARDSCOPE_FAULT_SEED replays a campaign (the seed is printed).
// The trial count (SHARDSCOPE_FAULT_TRIALS, else `trials`) and a generator seeded from
// SHARDSCOPE_FAULT_SEED or at random; the seed is printed so that a failure can be replayed.
struct FaultCampaign {
    int trials = 0;
    std::mt19937 rng;
};

inline FaultCampaign faultCampaign(int trials) {
    const char* trialsText = std::getenv("SHARDSCOPE_FAULT_TRIALS");
    const char* seedText = std::getenv("SHARDSCOPE_FAULT_SEED");
    const unsigned seed = seedText ? static_cast<unsigned>(std::atoll(seedText))
                                   : static_cast<unsigned>(std::random_device{}());
    FaultCampaign campaign{trialsText ? std::atoi(trialsText) : trials, std::mt19937(seed)};
    std::cout << "[ fault    ] " << campaign.trials << " trials, SHARDSCOPE_FAULT_SEED=" << seed
              << "\n";
    return campaign;
}

inline void runKillCampaign(const std::vector<std::string>& args, const std::string& dst,
                            const std::function<void()>& clean,
                            const std::function<void(const Outcome&, int)>& check) {
    auto [trials, rng] = faultCampaign(50);
    int64_t cleanMicros = INT64_MAX;
    for (int i = 0; i < 3; ++i) {
        const auto start = std::chrono::steady_clock::now();
        clean();
        cleanMicros =
            std::min<int64_t>(cleanMicros, std::chrono::duration_cast<std::chrono::microseconds>(
                                               std::chrono::steady_clock::now() - start)
                                               .count());
    }
    cleanMicros = std::max<int64_t>(1000, cleanMicros);
    int interrupted = 0;
    for (int trial = 0; trial < trials && !::testing::Test::HasFailure(); ++trial) {
        const int sig = (rng() & 1) ? SIGKILL : SIGTERM;
        const auto delay =
            std::chrono::microseconds(rng() % static_cast<uint64_t>(cleanMicros * 4 / 5));
        SCOPED_TRACE("trial " + std::to_string(trial) + ": signal " + std::to_string(sig) +
                     " after " + std::to_string(delay.count()) + " us");
        if (rng() & 1) {
            std::filesystem::remove_all(dst);
        }
        const Outcome out = runCli(args, {}, [&](pid_t pid) {
            std::this_thread::sleep_for(delay);
            kill(pid, sig);
        });
        interrupted += out.status == 0 ? 0 : 1;
        check(out, sig);
        if (!::testing::Test::HasFailure() && rng() % 4 == 0) {
            clean();
        }
    }
    clean();
    std::cout << "[ fault    ] " << interrupted << " of " << trials << " interrupted (a clean run "
              << cleanMicros << " us)\n";
    EXPECT_GE(interrupted, trials / 4) << "the signals came too late to test anything";
}

}  // namespace shardscope::test
