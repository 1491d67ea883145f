#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <string>
#include <vector>

#include "history/runhistory.h"

// The damaged copies of a run's saved steps, said where a user looks rather than only in the
// History grid's tooltips (issue 34 #19): as lines under the grid, and as problems of the run.
class HistoryDamage {
    Q_DECLARE_TR_FUNCTIONS(HistoryDamage)

public:
    // Every rank's copy that cannot be resumed from (damaged, or missing from a step newer than
    // the resume step), step by step, rank by rank; the step `shown` (the one the run was
    // opened at, whose problems the run reports itself) left out. Damaged copies are
    // StepUnusable issues naming the file and rank with the translated reason; missing ones are
    // StepMissingOnRanks issues.
    static std::vector<shardscope::Issue> issues(const shardscope::RunHistory& history,
                                                 const std::string& shown = {});
    // "synth-2_250 · rank 3: truncated or unreadable: cut short (…)", at most `limit` lines, then
    // "… and 12 more (the Problems panel lists them all)".
    static QStringList lines(const shardscope::RunHistory& history, int limit);
};
