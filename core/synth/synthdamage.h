#pragma once

#include <string>

#include "../util/result.h"
#include "synthrun.h"

namespace shardscope {

// Damages `file` (a name inside rank_<r>/) of a written synthetic run on the ranks `damage`
// names, the way failed jobs leave files (see SynthDamageKind). A rank without the file is an
// error. Files are 0400 as MindSpore leaves them: write permission is added for the change and
// taken away again.
Status applySynthDamage(const std::string& folder, const std::string& file,
                        const SynthDamage& damage);

}  // namespace shardscope
