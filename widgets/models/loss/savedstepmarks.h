#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "widgets/models/loss/savedstepmark.h"

namespace shardscope {
struct RunHistory;
}

// The marks of a run's saved checkpoints on the Loss tab's step axis, and their legend.
class SavedStepMarks {
    Q_DECLARE_TR_FUNCTIONS(SavedStepMarks)

public:
    // Every saved step whose global step is known, oldest first.
    static std::vector<SavedStepMark> of(const shardscope::RunHistory& history);
    // Saved steps without a known global step (not drawn; the legend counts them).
    static int unplaced(const shardscope::RunHistory& history);
    // What the marks mean, for the note under the chart; empty without marks or unplaced steps.
    static QString legend(const std::vector<SavedStepMark>& marks, int unplaced = 0);
};
