#include "widgets/models/loss/savedstepmarks.h"

#include <algorithm>

#include "history/runhistory.h"

std::vector<SavedStepMark> SavedStepMarks::of(const shardscope::RunHistory& history) {
    std::vector<SavedStepMark> marks;
    for (size_t i = 0; i < history.steps.size(); ++i) {
        const shardscope::HistoryStep& step = history.steps[i];
        if (!step.globalStep) {
            continue;
        }
        marks.push_back({*step.globalStep, step.usable(), static_cast<int>(i) == history.resume,
                         QString::fromStdString(step.name)});
    }
    std::stable_sort(
        marks.begin(), marks.end(),
        [](const SavedStepMark& a, const SavedStepMark& b) { return a.step < b.step; });
    return marks;
}

int SavedStepMarks::unplaced(const shardscope::RunHistory& history) {
    return static_cast<int>(
        std::count_if(history.steps.begin(), history.steps.end(),
                      [](const shardscope::HistoryStep& s) { return !s.globalStep; }));
}

QString SavedStepMarks::legend(const std::vector<SavedStepMark>& marks, int unplaced) {
    QString without =
        unplaced > 0 ? tr("%Ln saved step(s) not marked: their global step is not known (set the "
                          "steps per epoch above)",
                          nullptr, unplaced)
                     : QString();
    if (marks.empty()) {
        return without;
    }
    const auto resume =
        std::find_if(marks.begin(), marks.end(), [](const SavedStepMark& m) { return m.resume; });
    const QString saved =
        tr("▲ %Ln saved checkpoint(s) of the open run (hollow: not usable on every rank)", nullptr,
           static_cast<int>(marks.size()));
    return resume == marks.end() ? saved
                                 : tr("%1; dashed: resume from %2 (step %3)")
                                       .arg(saved, resume->name)
                                       .arg(resume->step);
}
