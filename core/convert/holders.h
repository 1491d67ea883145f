#pragma once

#include <memory>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../formats/strategy.h"
#include "../inspect/rundocument.h"
#include "../layout/redundancy.h"
#include "../util/result.h"

namespace shardscope {

// Which of `files` (by global rank, null where none) hold each parameter of `src`'s layouts,
// ascending: what transformSources() needs to read each slice from a rank that has it (a run
// saved with remove_redundancy keeps it on one member of its group).
HolderMap holdersOf(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                    const Strategy& src, const std::set<std::string_view>* only = nullptr);

// holdersOf() less the parameters that every rank of their stages holds and no other rank
// does (a run saved whole): transformSources() reads an absent name as held by every rank the
// strategy places it on, the same answer, and the map does not grow with ranks x parameters
// (150 MB at 16,384 cards). `stageDevices`: the source strategy's devices per stage.
HolderMap partialHoldersOf(const std::vector<std::shared_ptr<const CheckpointFile>>& files,
                           const Strategy& src, int stageDevices);

// The same for a run as its caller opened it (discoverRun, loadRunFolder), opening every rank
// file's index (metadata only). Encrypted rank files open with the run's key.
Result<HolderMap> runHolders(const RunDocument& run, const Strategy& src);

}  // namespace shardscope
