#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "../util/error.h"

namespace shardscope {

// One communication group of a group information file.
struct CommGroup {
    std::string name;
    std::vector<uint32_t> ranks;
};

// MindSpore's group information file (`group_ckpt_save_file`, read back by
// `restore_group_info_list`): a ParallelGroupMap. Its first byte is the same as a checkpoint's,
// and a checkpoint reader takes its groups for tensors without a type.
struct GroupInfo {
    std::vector<CommGroup> groups;
    std::vector<uint32_t> restoreRanks;  // ckpt_restore_rank_list
};

// The bytes as a group information file, or nullopt: strict, so that no checkpoint (whose
// tensors carry fields a group does not have) and no strategy file passes.
std::optional<GroupInfo> parseGroupInfo(std::span<const uint8_t> bytes);

// "a group information file (group_ckpt_save_file), not a checkpoint or a strategy file: 3
// communication groups (hccl_world_group: ranks 0-7, ...); a restore reads ranks 0, 1, 4, 5. ..."
// as an error (its template and arguments), and its English alone.
Error groupInfoError(ErrorCode code, const GroupInfo& info);
std::string groupInfoSentence(const GroupInfo& info);

// Files larger than this are not tried as group information (a rank's groups on a 100k-card
// cluster hold a few MiB of rank numbers).
inline constexpr uint64_t kGroupInfoMaxBytes = 16ull << 20;

}  // namespace shardscope
