#pragma once

#include <map>
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

// "part2" before "part10": names compared with their digit runs as numbers.
bool naturalLess(const std::string& a, const std::string& b);

}  // namespace shardscope
