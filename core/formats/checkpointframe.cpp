#include "checkpointframe.h"

#include <cstring>
#include <limits>

#include "../util/wire.h"

namespace shardscope {

std::string encodeRecordHeader(std::string_view name, std::string_view dtypeName,
                               const std::vector<int64_t>& dims, uint64_t contentBytes) {
    std::string tensorHead;
    for (int64_t d : dims) {
        wire::appendTag(tensorHead, 1, wire::Varint);
        wire::appendVarint(tensorHead, static_cast<uint64_t>(d));
    }
    wire::appendTag(tensorHead, 2, wire::LengthDelimited);
    wire::appendVarint(tensorHead, dtypeName.size());
    tensorHead.append(dtypeName);
    wire::appendTag(tensorHead, 3, wire::LengthDelimited);
    wire::appendVarint(tensorHead, contentBytes);
    const uint64_t tensorSize = tensorHead.size() + contentBytes;

    std::string valueHead;
    wire::appendTag(valueHead, 1, wire::LengthDelimited);
    wire::appendVarint(valueHead, name.size());
    valueHead.append(name);
    wire::appendTag(valueHead, 2, wire::LengthDelimited);
    wire::appendVarint(valueHead, tensorSize);
    const uint64_t valueSize = valueHead.size() + tensorSize;

    std::string out;
    out.reserve(valueHead.size() + tensorHead.size() + 12);
    wire::appendTag(out, 1, wire::LengthDelimited);
    wire::appendVarint(out, valueSize);
    out += valueHead;
    out += tensorHead;
    return out;
}

std::vector<uint64_t> chunkSizes(uint64_t contentBytes, uint64_t chunkBytes) {
    std::vector<uint64_t> sizes;
    if (contentBytes == 0 || chunkBytes == 0) {
        sizes.push_back(contentBytes);
        return sizes;
    }
    for (uint64_t done = 0; done < contentBytes; done += chunkBytes) {
        sizes.push_back(std::min(chunkBytes, contentBytes - done));
    }
    return sizes;
}

uint64_t tensorRecordsSize(std::string_view name, std::string_view dtypeName,
                           const std::vector<int64_t>& dims, uint64_t contentBytes,
                           uint64_t chunkBytes) {
    uint64_t total = 0;
    for (uint64_t size : chunkSizes(contentBytes, chunkBytes)) {
        total += encodeRecordHeader(name, dtypeName, dims, size).size() + size;
    }
    return total;
}

std::string encodeCrcTrailer(uint32_t crc) {
    std::string out = "crc_num";
    for (int i = 9; i >= 0; --i) {
        out += static_cast<char>(i >= 4 ? 0 : (crc >> (8 * i)) & 0xFF);
    }
    return out;
}

std::optional<uint64_t> decodeCrcTrailer(const uint8_t* tail) {
    if (std::memcmp(tail, "crc_num", 7) != 0) {
        return std::nullopt;
    }
    uint64_t value = 0;
    for (size_t i = 7; i < kCkptCrcTrailerBytes; ++i) {
        if (value > (std::numeric_limits<uint64_t>::max() >> 8)) {
            return std::numeric_limits<uint64_t>::max();
        }
        value = (value << 8) | tail[i];
    }
    return value;
}

}  // namespace shardscope
