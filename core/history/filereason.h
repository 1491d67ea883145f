#pragma once

#include <optional>
#include <string>
#include <vector>

#include "../util/error.h"
#include "../util/issue.h"

namespace shardscope {

// Why one saved copy cannot be resumed from is an Issue of the catalogue (IssueCode FileEmpty ..
// FileTensorListDiffers): its text() is the English sentence `history` prints (and --json gives
// as "reason", its code's name as "code"); the GUI renders the same template in its language.
// A copy with nothing against it has none (std::nullopt).
using FileReason = std::optional<Issue>;

// The reason of `code` with its arguments in the order issueArgNames(code) lists them.
Issue fileReason(IssueCode code, const std::vector<std::string>& args);
// A copy the parser refused: truncated, encrypted or unreadable, with the error (without its
// file, which the copy names already) kept whole for the GUI.
Issue unreadableReason(const Error& error);

// The English sentence, or "" when there is no reason.
std::string reasonText(const FileReason& reason);
// The words a damaged copy is grouped under in a step's verdict, as a "damage" argument: a piece
// ("truncated", "encrypted", "cannot be read" for an unreadable file; "shape contradicts the
// strategy" or "tensor list differs from the rank's other steps" for an inconsistent one) the
// window translates; an empty value otherwise.
IssueArg damageWords(const FileReason& reason);

}  // namespace shardscope
