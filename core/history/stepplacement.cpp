#include "stepplacement.h"

#include <algorithm>
#include <map>

#include "../logs/logdiscovery.h"
#include "../logs/logloader.h"

namespace shardscope {

namespace {

int64_t stepsPerEpochFromLogs(const std::string& run) {
    const std::vector<LogSourceRun> logs = runFolderLogs(run);
    if (logs.empty() || logs.front().files.empty()) {
        return 0;
    }
    auto log = loadLogFile(logs.front().files.front().path, logs.front().files.front().rank);
    return log ? log->table.stepsPerEpoch() : 0;
}

void findStepsPerEpoch(RunHistory& h, const HistoryOptions& options) {
    if (options.stepsPerEpoch > 0) {
        h.stepsPerEpoch = {options.stepsPerEpoch, "option"};
        return;
    }
    for (const HistoryStep& s : h.steps) {
        if (s.key.epoch <= 1 || s.key.kind == SaveKind::StepOnly) {
            continue;
        }
        for (const HistoryCell& c : s.cells) {
            const HistoryFile& f = c.best();
            const std::optional<int64_t> g =
                s.key.kind == SaveKind::FaultTolerance ? s.globalStep : f.inFileStep;
            if (g && *g > s.key.step && (*g - s.key.step) % (s.key.epoch - 1) == 0) {
                h.stepsPerEpoch = {(*g - s.key.step) / (s.key.epoch - 1),
                                   s.key.kind == SaveKind::FaultTolerance ? "folder" : "file"};
                return;
            }
        }
    }
    const bool needed = std::any_of(h.steps.begin(), h.steps.end(), [](const HistoryStep& s) {
        return !s.globalStep && s.key.epoch >= 1;
    });
    if (needed && options.readLogs && !h.singleFolder) {
        if (const int64_t n = stepsPerEpochFromLogs(h.path); n > 0) {
            h.stepsPerEpoch = {n, "logs"};
        }
    }
}

void assignGlobalSteps(RunHistory& h) {
    for (HistoryStep& s : h.steps) {
        std::map<int64_t, size_t> votes;
        for (const HistoryCell& c : s.cells) {
            for (const HistoryFile& f : c.copies) {
                if (f.inFileStep) {
                    ++votes[*f.inFileStep];
                }
            }
        }
        if (!votes.empty()) {
            s.globalStep = std::max_element(votes.begin(), votes.end(), [](auto& a, auto& b) {
                               return a.second < b.second;
                           })->first;
            s.globalSource = "file";
        } else if (s.globalStep) {
            continue;  // a fault-tolerance folder's step
        } else if (s.key.kind == SaveKind::StepOnly) {
            s.globalStep = s.key.step;
            s.globalSource = "name";
        } else if (h.stepsPerEpoch.value > 0 && s.key.epoch >= 1) {
            s.globalStep = (s.key.epoch - 1) * h.stepsPerEpoch.value + s.key.step;
            s.globalSource = "names";
        }
    }
}

// An older step's explanation names it with its global step ("takes an older step, NAME
// (epoch 1, step 10, global step 10), ..."): its message gets the one the step has now, and the
// explanation (explanationArg) follows from it.
void rewordOlderPick(RulePick& pick, const RunHistory& h) {
    if (pick.consequence != PickConsequence::Older || pick.step() < 0) {
        return;
    }
    const HistoryStep& taken = h.steps[static_cast<size_t>(pick.step())];
    for (IssueArg& arg : pick.why.args) {
        if (arg.name == "when") {
            arg = taken.describedArg("when");
        }
    }
}

}  // namespace

void placeSavedSteps(RunHistory& h, const HistoryOptions& options) {
    for (HistoryStep& s : h.steps) {
        if (s.globalSource == "names") {  // from the steps per epoch placed before
            s.globalStep.reset();
            s.globalSource.clear();
        }
    }
    h.stepsPerEpoch = {};
    findStepsPerEpoch(h, options);
    assignGlobalSteps(h);
    rewordOlderPick(h.lexicographic, h);
    if (h.mindformers) {
        rewordOlderPick(*h.mindformers, h);
    }
}

}  // namespace shardscope
