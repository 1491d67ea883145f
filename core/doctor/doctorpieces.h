#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "../util/messagearg.h"
#include "configname.h"

namespace shardscope {

// The pieces the doctor's sentences put in (core/util/messagepiece.h, templates of the
// "ErrorPiece" context), built when a sentence is said: the CLI prints their English, the window
// words them in its language.

// A value of the model's configuration that differs: its name, its value in the checkpoint and
// in the network, and the parameters showing it ("" when not counted).
struct ConfigValue {
    ConfigName name = ConfigName::None;
    int64_t ckpt = 0;
    int64_t net = 0;
    std::string params;
};

// A pipeline stage's ranks: "rank 4" or "ranks 4-7"; an empty value when none are known.
IssueArg rankRangeArg(std::string name, const std::string& first, const std::string& last);
// A group of ranks: "(0-7: 8 ranks)" when its size is given, else the group as it is.
IssueArg groupArg(std::string name, const std::string& group, const std::string& size);
// How one dimension is cut: `values` are dim, full, ways, axes, dev_matrix, opt, rank, part,
// opt_index, begin, end ("" where it does not apply: part without a split, opt_index without
// optimizer sharding): "dim 0 (64) is split 2 ways over device axis 1 of dev_matrix [2, 2]; rank
// 0 holds part 0, [0, 32)".
IssueArg cutArg(const std::vector<std::string>& values);
// The cuts of a tensor's dimensions, joined by semicolons.
IssueArg cutsArg(std::string name, std::vector<IssueArg> cuts);
// A dimension whose size changes: "dim 0 64 -> 128".
IssueArg dimChangeArg(size_t dim, int64_t ckpt, int64_t net);
// A rank that saved parameters for others: "rank 1: 3".
IssueArg holderArg(int rank, size_t params);

// Configuration values as each sentence lists them: a finding's changes ("hidden size 64 -> 128
// (6 parameters), ..."), a diagnosis's ("hidden size: 64 in the checkpoint, 128 in the network;
// ..."), a fix's checkpoint values ("hidden size 64 and vocabulary size 512") and the network's
// ("128 and 1024").
IssueArg configChangesArg(std::string name, const std::vector<ConfigValue>& values);
IssueArg configShapeValuesArg(std::string name, const std::vector<ConfigValue>& values);
IssueArg configCheckpointValuesArg(std::string name, const std::vector<ConfigValue>& values);
IssueArg configNetworkValuesArg(std::string name, const std::vector<ConfigValue>& values);

}  // namespace shardscope
