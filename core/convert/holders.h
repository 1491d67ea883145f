#pragma once

#include <memory>
#include <string>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../formats/strategy.h"
#include "../layout/redundancy.h"
#include "../util/result.h"

namespace shardscope {

// Which of `files` (by global rank, null where none) hold each parameter of `src`'s layouts,
// ascending: what transformSources() needs to read each slice from a rank that has it (a run
// saved with remove_redundancy keeps it on one member of its group).
HolderMap holdersOf(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                    const Strategy& src);

// The same for a run folder, opening every rank file's index (metadata only).
// Encrypted rank files open with `key`.
Result<HolderMap> runHolders(const std::string& folder, const Strategy& src,
                             const CheckpointKeyRef& key = {});

}  // namespace shardscope
