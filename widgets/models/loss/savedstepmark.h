#pragma once

#include <QString>
#include <cstdint>

// The checkpoints a run saved, as marks on the Loss tab's step axis: where the loss was when
// each was written, which are on every rank, and which one to resume from.
struct SavedStepMark {
    int64_t step = 0;       // global step
    bool complete = false;  // usable on every rank
    bool resume = false;    // the step the history recommends resuming from
    QString name;           // "net-2_250"
};
