#pragma once

#include <QCoreApplication>
#include <QString>
#include <cstdint>
#include <vector>

namespace shardscope {
struct RunHistory;
}

// The checkpoints a run saved, as marks on the Loss tab's step axis: where the loss was when
// each was written, which are on every rank, and which one to resume from.
struct SavedStepMark {
    int64_t step = 0;       // global step
    bool complete = false;  // a file on every rank
    bool resume = false;    // the step the history recommends resuming from
    QString name;           // "net-2_250"
};

class SavedStepMarks {
    Q_DECLARE_TR_FUNCTIONS(SavedStepMarks)

public:
    // Every saved step whose global step is known, oldest first.
    static std::vector<SavedStepMark> of(const shardscope::RunHistory& history);
    // What the marks mean, for the note under the chart; empty without marks.
    static QString legend(const std::vector<SavedStepMark>& marks);
};
