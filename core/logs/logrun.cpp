#include "logrun.h"

namespace shardscope {

std::string LogRun::label(size_t log) const {
    const int rank = logs[log].rank;
    return rank < 0 ? name : name + "/rank_" + std::to_string(rank);
}

}  // namespace shardscope
