#pragma once

#include <cstdint>

namespace shardscope {

// Places a line on the global step axis (1-based, as MindSpore counts). The rule, in order:
//  1. A global step given outright (a global_step column or key) is taken as is.
//  2. A step with its total, MindFormers' "step:[ s/ S]": S is the steps per epoch and the
//     global step is (epoch - 1) * S + s; without an epoch, s is already global.
//  3. A step without an epoch is global (CSV / JSON "step", Megatron-style lines).
//  4. LossMonitor's "epoch: E step: S" counts S within the epoch. The steps per epoch are the
//     largest S seen in the epoch before (or LogParserOptions::stepsPerEpoch when given), and
//     global = base(E) + S, base growing by the steps per epoch with each epoch. When the first
//     S of a new epoch is larger than every S of the epoch before, S keeps increasing across
//     epochs: the log prints global steps (sink mode does in some releases) and S is kept.
//     With stepsPerEpoch given, an S above it is global too.
// A log that starts at epoch E > 1 (a resumed run) cannot place its first epoch until the steps
// per epoch are known: its first rows count from 0 and move by (E - 1) * stepsPerEpoch at the
// second epoch (`shiftEarlier`). An epoch lower than the one before is a restart in the same
// file: counting starts again at that epoch.
class StepDeriver {
public:
    static constexpr int64_t kNone = INT64_MIN;

    explicit StepDeriver(int64_t stepsPerEpoch = 0) : m_given(stepsPerEpoch) {}

    struct Placed {
        int64_t global = 0;
        int64_t shiftEarlier = 0;  // add to the global step of every row placed so far
    };
    // `epoch`, `step`, `global` may be kNone; `total` is 0 when not printed.
    Placed place(int64_t epoch, int64_t step, int64_t total, int64_t global);

    // The steps per epoch in use: given, printed, or inferred; 0 while unknown.
    int64_t stepsPerEpoch() const;
    // True once rule 4 found that S is already global.
    bool printsGlobalSteps() const { return m_globalSteps; }

private:
    Placed inEpoch(int64_t epoch, int64_t step);

    int64_t m_given = 0;
    int64_t m_printed = 0;
    int64_t m_inferred = 0;
    bool m_started = false;
    bool m_globalSteps = false;
    bool m_waitingForBase = false;  // the first epoch was > 1 and its base is still unknown
    int64_t m_firstEpoch = 0;
    int64_t m_epoch = 0;
    int64_t m_maxStep = 0;
    int64_t m_base = 0;
};

}  // namespace shardscope
