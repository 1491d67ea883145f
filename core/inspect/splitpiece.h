#pragma once

#include <string>
#include <vector>

#include "../util/messagearg.h"

namespace shardscope {

struct SplitDescription;

// How a strategy cuts one parameter, in words: one piece of the message catalogue
// (core/util/messagepiece.h, templates of the "ErrorPiece" context) that the CLI prints in
// English and the window words in its language (PieceText): "dim 0 / 4 over axis 1, replicated
// ×2 over axis 0, optimizer shard ×2"; "not split". With the names of the device matrix's axes
// (`axisNames[axis]`, as the device matrix and the slices name them) a clause whose axes all
// have a name says them: "dim 0 / 4 over mp, replicated ×2 over dp"; else it numbers them.
IssueArg splitArg(std::string name, const SplitDescription& split,
                  const std::vector<std::string>& axisNames = {});

}  // namespace shardscope
