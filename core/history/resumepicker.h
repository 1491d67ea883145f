#pragma once

#include <optional>
#include <string>
#include <vector>

#include "historyscanner.h"
#include "runhistory.h"

namespace shardscope {

// Why a step cannot be resumed from, one piece per kind of damage with the ranks it hits (named
// "reason"; the English in its value): "missing on ranks 12-15", "truncated on rank 3", "CRC
// mismatch on rank 7". Empty when usable.
std::vector<IssueArg> unusableReasons(const HistoryStep& step);

// Sets resume (the newest usable periodic or step-only save: breakpoint and fault-tolerance
// saves are used only when asked for), resumeTiers and newerUnusable.
void pickResume(RunHistory& history);

// What the lexicographically-last file of every rank folder (MindSpore's run-folder rule, and
// sorted(os.listdir())[-1]) amounts to, judged against the resume step.
RulePick lexicographicPick(const RunHistory& history, const ScannedRun& scanned);

// MindFormers' resume: the minimum (epoch, step) over the ranks' meta.json, then the newest
// step at or below it present on every rank (no integrity check); without meta.json, the newest
// file by modification time on each rank. nullopt for a run that is not MindFormers'.
std::optional<RulePick> mindformersPick(const RunHistory& history, const ScannedRun& scanned);

}  // namespace shardscope
