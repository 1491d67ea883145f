#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope {

struct SafetensorsTensorSpec {
    std::string name;
    std::string dtype;  // safetensors name: F32, BF16, ...
    std::vector<int64_t> shape;
    uint64_t bytes = 0;
};

using SafetensorsMetadata = std::vector<std::pair<std::string, std::string>>;

// The bytes before the data block: the 8-byte little-endian length and the JSON header, keys
// sorted with __metadata__ first, like MindSpore writes them. Tensors lie in the data block in
// the order of `tensors`. The JSON is padded with spaces so the data block starts on an 8-byte
// boundary. With `crc`, __metadata__ gets "crc_num" and the header is padded as if the number
// had 10 digits: its size does not depend on the CRC, so a writer can lay the file out first and
// fill in the CRC last.
std::string encodeSafetensorsHeader(const std::vector<SafetensorsTensorSpec>& tensors,
                                    const SafetensorsMetadata& metadata,
                                    std::optional<uint32_t> crc = std::nullopt);

// MindSpore's own __metadata__: {"format": "ms"}.
SafetensorsMetadata mindsporeSafetensorsMetadata();

// MindSpore 2.7 stores a qint4x2 tensor as I8 and marks it in __metadata__: "<name>": "Int4".
inline constexpr const char* kInt4Mark = "Int4";
// Appends the marks of these tensors (the header writes every __metadata__ key sorted); a name
// that is one of the file's own keys (format, remove_redundancy, crc_num) is not marked.
void appendInt4Marks(std::vector<std::string> names, SafetensorsMetadata& metadata);

}  // namespace shardscope
