#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace shardscope {

// The containers a checkpoint can come in. Every one is indexed into the same CheckpointIndex,
// so inspection, statistics and conversion work on all of them alike.
enum class CheckpointFormat { Ckpt, Safetensors, Hdf5 };

// "ckpt", "safetensors", "hdf5": the words of run folders, the CLI and JSON reports.
const char* checkpointFormatName(CheckpointFormat format);
std::optional<CheckpointFormat> checkpointFormatFromName(std::string_view name);
// The file extension a writer gives the format: ".ckpt", ".safetensors", ".h5".
const char* checkpointFormatExtension(CheckpointFormat format);

// A safetensors set is opened through its index: MindSpore's param_name_map.json or Hugging
// Face's *.safetensors.index.json.
bool isSafetensorsIndexPath(const std::string& path);

// A strategy file rather than a checkpoint: a .json that is no safetensors index, or a file that
// starts with byte 0x08 and is neither safetensors nor HDF5 by name or header.
bool looksLikeStrategyFile(const std::string& path);

// The format a path holds: by extension (.ckpt, .safetensors, .h5/.hdf5, a safetensors index),
// else by the first bytes (`head` may be shorter than the file). .ckpt is the default.
CheckpointFormat detectCheckpointFormat(const std::string& path, std::span<const uint8_t> head);

}  // namespace shardscope
