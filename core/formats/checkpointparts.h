#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../util/mappedfile.h"
#include "checkpointframe.h"
#include "checkpointparser.h"

namespace shardscope {

// A rank folder of per-stage parts, as transform_checkpoints (transform_safetensors) writes it
// when it is called once per source stage (a target of fewer stages):
// rank_<r>/<prefix><r>_part<stage>.ckpt (.safetensors), which load_segmented_checkpoints loads as
// one checkpoint. ShardScope names the parts together "<folder>/<prefix><r>_part*.ckpt" (or
// .safetensors) and opens that name, or the folder, as one file.
struct CheckpointParts {
    std::string path;                // ".../rank_0/net0_part*.ckpt"
    std::vector<std::string> files;  // full paths, by stage
};

// One file of a MindFormers 1.7 iteration folder: "[<prefix>-]model-0000003-0000008.safetensors",
// "[<prefix>-]opt-...", or the name of both, "[<prefix>-]*-0000003-0000008.safetensors" (rank and
// world size: 7 to 9 digits).
struct IterationFileName {
    std::string prefix;   // with its '-', or empty
    std::string kind;     // "model", "opt" or "*"
    std::string numbers;  // "-0000003-0000008"
    int64_t rank = 0;
    int64_t world = 0;
};
std::optional<IterationFileName> parseIterationFileName(const std::string& name);

// The name of the parts, when `files` (the checkpoint files of one folder) are two or more parts
// of one prefix and format, each stage once, and nothing else; nullopt otherwise.
std::optional<std::string> checkpointPartsName(const std::vector<std::string>& files);
// The name of the parts in `folder`, when its .ckpt and .safetensors files are such parts.
std::optional<std::string> checkpointPartsIn(const std::string& folder);
bool isCheckpointPartsPath(const std::string& path);
// Bytes and last modification (ns) of a checkpoint file, or of all the files a parts name stands
// for (their sum, the latest time); false when any cannot be read.
bool checkpointSizeAndTime(const std::string& path, uint64_t& bytes, int64_t& mtimeNs);
// The part files a parts name stands for, listed again from its folder.
Result<CheckpointParts> listCheckpointParts(const std::string& path);

// Indexes every part, mapped together by MappedFile::openJoined (file i at bases[i]). A parameter
// that several parts hold (global_step, the learning rate: every stage's files have them) is kept
// once, where it first appears, when the parts agree on it; parts that disagree are an error
// naming both files, since MindSpore would keep whichever file its folder listing gives last.
Result<CheckpointIndex> parseCheckpointParts(const CheckpointParts& parts, const MappedFile& joined,
                                             const std::vector<uint64_t>& bases,
                                             const CheckpointParseOptions& options = {});

// The CRC of one part (IndexPart::hasCrc), computed from its bytes in the joined map.
Result<uint32_t> checkpointPartCrc(const MappedFile& joined, const IndexPart& part);

}  // namespace shardscope
