#pragma once

#include <string>

namespace shardscope {

// What a path the user named is, decided in one place for the CLI, the GUI and every loader.
// Reads at most the first 64 KiB of a file, and lists a folder without descending into it.
enum class PathKind {
    Missing,         // nothing there
    RunFolder,       // rank_<N>/ folders
    StrategyFolder,  // per-stage strategy files (.ckpt / .json) and no rank folders
    LogFolder,       // training logs and no checkpoint, strategy or rank folder
    Checkpoint,      // .ckpt (not a strategy), .safetensors, a safetensors set's index, .h5, a
                     // rank folder of per-stage parts or their name (checkpointparts.h)
    Strategy,        // a strategy file: protobuf starting with byte 0x08, or JSON layouts
    NetDescription,  // NET.json: parameter name -> {"shape": [...], "dtype": ...}
    Log,             // a training log (.log, .log.N, .jsonl, .csv)
    Unknown,         // a folder holding nothing ShardScope reads as a whole
};

const char* pathKindName(PathKind kind);
PathKind classifyPath(const std::string& path);

// Training logs by name: *.log, *.log.N, *.logN (train.log3), *.jsonl, *.csv.
bool isLogFileName(const std::string& name);

}  // namespace shardscope
