#pragma once

#include <string>
#include <string_view>

#include "runhistory.h"

namespace shardscope {

// The human form of `history`: one row per saved step (oldest first) with each rank's state --
// a character per rank for runs of up to 64 ranks, rank ranges per state always -- then the
// step to resume from, why newer steps cannot be used, and what the rules of thumb would take.
std::string historyToText(const RunHistory& history);

// Why a run without a single saved step has nothing to resume from: its rank files are not
// named as MindSpore names saves (`inspect` and `convert` still open them as they are).
inline constexpr std::string_view kNoSavedSteps =
    "the rank folders hold no saved steps (no file is named <prefix>-<epoch>_<step>); inspect "
    "and convert open the files as they are";

// One character per file state in the grid: '#' intact, '.' missing, 't' temporary, '0' empty,
// 'T' unreadable (truncated), 'C' CRC mismatch, 'X' inconsistent, '~' growing, '?' unchecked.
char fileStateGlyph(FileState state);

}  // namespace shardscope
