#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "formats/checkpointindex.h"

namespace shardscope {

struct RunDocument;
struct RedundancySummary;

// How the copies of one parameter are spread over its redundancy groups (docs/layouts.md
// section 7): a full save holds it on every member, a save with remove_redundancy on exactly
// one, and a slice no member holds is lost.
struct CopyVerdict {
    std::string missing;  // the ranks lacking it, "2, 3"; empty when none does
    int firstMissing = -1;
    bool once = false;        // one copy per group, and some member with a file lacks it
    bool full = false;        // some group of two or more members with files holds it on each
    std::vector<int> lost;    // the first group (of ranks with files) none of whose files holds it
    uint64_t bytesSaved = 0;  // (members - 1) x its bytes per rank, over the groups
};

// `held(g)`: rank g's file holds the parameter; `readable(g)`: rank g has a readable file (a
// missing rank folder lacks everything and tells nothing).
CopyVerdict judgeCopies(const std::vector<std::vector<int>>& groups,
                        const std::function<bool(int)>& held,
                        const std::function<bool(int)>& readable, uint64_t bytesPerRank);

// The run's verdict from its parameters' copies (some saved once per group, none in full) and
// its files' marks: "True" says removed, "False" says a missing copy is lost.
bool redundancyRemoved(const RedundancySummary& marks, bool savedOnce, bool savedFull);

// What `inspect` keeps of a rank file instead of its index: each name's hash with its content
// bytes, sorted.
using NameDigest = std::vector<std::pair<uint64_t, uint64_t>>;
NameDigest digestNames(const CheckpointIndex& index);

// Tells from the digests of every rank (by global rank) whether the run was saved with
// remove_redundancy, against the model's strategy: sets model.redundancy.
// Ranks that share a tensor list share its digest (null: no readable file).
void judgeDigests(RunDocument& model, const std::vector<std::shared_ptr<const NameDigest>>& ranks);

}  // namespace shardscope
