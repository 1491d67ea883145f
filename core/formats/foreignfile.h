#pragma once

#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "../util/error.h"

namespace shardscope {

// Files that sit beside checkpoints and are mistaken for them: what they are, and what to open
// instead, so that a refusal names the file's kind rather than a missing key or a bad byte
// (tests/data/broken/ holds a sample of each).

// MindSpore's graph file (ModelCheckpoint's <prefix>-graph.meta, MindFormers'
// <prefix>_rank_<N>-graph.meta): a protobuf that starts with byte 0x08, as a strategy does.
bool isGraphFileName(const std::string& fileName);
Error graphFileError(const std::string& path);

// A JSON document that ShardScope does not read, told by its top-level keys: MindSpore
// Profiler's parallel_strategy_<rank>.json. nullopt: not recognised.
std::optional<Error> foreignJsonError(const nlohmann::ordered_json& doc, const std::string& path);

// Text that is not JSON, a checkpoint or a training log, told by its first bytes: a printed
// Cell (print(net)), the output of HCCL's performance tester. nullopt: not recognised.
std::optional<Error> foreignTextError(std::string_view head, const std::string& path);

// The first 64 KiB of a file, for foreignTextError.
std::string fileHead(const std::string& path);

}  // namespace shardscope
