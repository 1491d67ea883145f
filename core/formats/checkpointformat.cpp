#include "checkpointformat.h"

#include <algorithm>
#include <cstring>
#include <filesystem>

#include "../util/mappedfile.h"

namespace shardscope {

namespace {

constexpr uint8_t kHdf5Signature[8] = {0x89, 'H', 'D', 'F', '\r', '\n', 0x1A, '\n'};

bool endsWith(std::string_view s, std::string_view suffix) {
    return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

// The safetensors header: an 8-byte little-endian length, then a JSON object.
bool looksLikeSafetensors(std::span<const uint8_t> head) {
    if (head.size() < 9 || head[8] != '{') {
        return false;
    }
    uint64_t length = 0;
    for (int i = 7; i >= 0; --i) {
        length = length << 8 | head[static_cast<size_t>(i)];
    }
    return length >= 2 && length <= 100000000;
}

}  // namespace

const char* checkpointFormatName(CheckpointFormat format) {
    switch (format) {
        case CheckpointFormat::Ckpt:
            return "ckpt";
        case CheckpointFormat::Safetensors:
            return "safetensors";
        case CheckpointFormat::Hdf5:
            return "hdf5";
    }
    return "ckpt";
}

std::optional<CheckpointFormat> checkpointFormatFromName(std::string_view name) {
    for (CheckpointFormat f :
         {CheckpointFormat::Ckpt, CheckpointFormat::Safetensors, CheckpointFormat::Hdf5}) {
        if (name == checkpointFormatName(f)) {
            return f;
        }
    }
    return std::nullopt;
}

const char* checkpointFormatExtension(CheckpointFormat format) {
    switch (format) {
        case CheckpointFormat::Ckpt:
            return ".ckpt";
        case CheckpointFormat::Safetensors:
            return ".safetensors";
        case CheckpointFormat::Hdf5:
            return ".h5";
    }
    return ".ckpt";
}

bool isSafetensorsIndexPath(const std::string& path) {
    const std::string name = std::filesystem::path(path).filename().string();
    return name == "param_name_map.json" || endsWith(name, ".safetensors.index.json");
}

bool looksLikeStrategyFile(const std::string& path) {
    if (isSafetensorsIndexPath(path)) {
        return false;
    }
    if (std::filesystem::path(path).extension() == ".json") {
        return true;
    }
    auto mapped = MappedFile::open(path);
    if (!mapped || mapped->size() == 0) {
        return false;
    }
    const auto head = mapped->bytes().first(std::min<size_t>(mapped->size(), 16));
    return detectCheckpointFormat(path, head) == CheckpointFormat::Ckpt && head[0] == 0x08 &&
           mapped->intact();
}

CheckpointFormat detectCheckpointFormat(const std::string& path, std::span<const uint8_t> head) {
    const std::string ext = std::filesystem::path(path).extension().string();
    if (ext == ".safetensors" || isSafetensorsIndexPath(path)) {
        return CheckpointFormat::Safetensors;
    }
    if (ext == ".h5" || ext == ".hdf5") {
        return CheckpointFormat::Hdf5;
    }
    if (ext == ".ckpt") {
        return CheckpointFormat::Ckpt;
    }
    if (head.size() >= sizeof kHdf5Signature &&
        std::memcmp(head.data(), kHdf5Signature, sizeof kHdf5Signature) == 0) {
        return CheckpointFormat::Hdf5;
    }
    if (looksLikeSafetensors(head)) {
        return CheckpointFormat::Safetensors;
    }
    return CheckpointFormat::Ckpt;
}

}  // namespace shardscope
