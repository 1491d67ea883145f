#pragma once

#include <map>
#include <span>
#include <string>
#include <vector>

#include "../util/mappedfile.h"
#include "checkpointparser.h"

namespace shardscope {

// A checkpoint split over several .safetensors files, as its index names them: MindSpore's
// param_name_map.json or Hugging Face's model.safetensors.index.json, both
// {"metadata": {...}, "weight_map": {parameter: file}}.
struct SafetensorsSet {
    std::string path;                              // the index file
    std::vector<std::string> files;                // full paths, in natural name order
    std::map<std::string, std::string> weightMap;  // parameter -> file name, as written
    // A file of the set whose parameters the map does not list: hyper_param.safetensors, which
    // MindSpore's unified_safetensors writes beside param_name_map.json for the parameters
    // outside the strategy (global_step, ...); empty when there is none.
    std::string unlisted;
};

Result<SafetensorsSet> readSafetensorsSet(const std::string& indexPath);

// Indexes every file of the set, mapped together by MappedFile::openJoined (file i at bases[i]),
// and checks them against the weight map: every parameter where the index says, none twice.
Result<CheckpointIndex> parseSafetensorsSet(const SafetensorsSet& set, const MappedFile& joined,
                                            const std::vector<uint64_t>& bases,
                                            const CheckpointParseOptions& options = {});

// File i of a joined map (MappedFile::openJoined, file i at bases[i]): its bytes, checked
// against its size on disk now ("the file changed while it was opened").
Result<std::span<const uint8_t>> joinedFile(const MappedFile& joined,
                                            const std::vector<uint64_t>& bases, size_t i,
                                            const std::string& file);
// Moves an entry parsed from one file of a joined map to that file's place in it.
void moveToBase(TensorEntry& entry, uint64_t base);

// "part2" before "part10": names compared with their digit runs as numbers.
bool naturalLess(const std::string& a, const std::string& b);

}  // namespace shardscope
