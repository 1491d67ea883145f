#include "safetensorsheader.h"

#include <algorithm>
#include <nlohmann/json.hpp>
#include <string>

#include "../util/jsontext.h"

namespace shardscope {

namespace {

std::string headerJson(const std::vector<SafetensorsTensorSpec>& tensors,
                       const SafetensorsMetadata& metadata, const std::string* crcText) {
    OrderedJsonObject j;
    SafetensorsMetadata meta = metadata;
    if (crcText != nullptr) {
        meta.emplace_back("crc_num", *crcText);
    }
    std::sort(meta.begin(), meta.end());
    if (!meta.empty()) {
        OrderedJsonObject m;
        for (const auto& [key, value] : meta) {
            m[key] = value;
        }
        j["__metadata__"] = m.take();
    }
    std::vector<size_t> order(tensors.size());
    std::vector<uint64_t> begins(tensors.size());
    uint64_t offset = 0;
    for (size_t i = 0; i < tensors.size(); ++i) {
        order[i] = i;
        begins[i] = offset;
        offset += tensors[i].bytes;
    }
    std::sort(order.begin(), order.end(),
              [&](size_t a, size_t b) { return tensors[a].name < tensors[b].name; });
    for (size_t i : order) {
        const SafetensorsTensorSpec& t = tensors[i];
        nlohmann::ordered_json e;
        e["dtype"] = t.dtype;
        e["shape"] = t.shape;
        e["data_offsets"] = {begins[i], begins[i] + t.bytes};
        j[t.name] = std::move(e);
    }
    return dumpJson(j.take());
}

std::string framed(std::string json, size_t paddedSize) {
    json.resize(paddedSize, ' ');
    std::string out(8, '\0');
    const uint64_t n = json.size();
    for (int i = 0; i < 8; ++i) {
        out[static_cast<size_t>(i)] = static_cast<char>((n >> (8 * i)) & 0xFF);
    }
    return out + json;
}

size_t alignedSize(size_t jsonSize) {
    return (jsonSize + 7) / 8 * 8;  // 8 + size is a multiple of 8 too
}

}  // namespace

std::string encodeSafetensorsHeader(const std::vector<SafetensorsTensorSpec>& tensors,
                                    const SafetensorsMetadata& metadata,
                                    std::optional<uint32_t> crc) {
    if (!crc) {
        std::string json = headerJson(tensors, metadata, nullptr);
        const size_t size = alignedSize(json.size());
        return framed(std::move(json), size);
    }
    const std::string widest = "4294967295";
    const size_t size = alignedSize(headerJson(tensors, metadata, &widest).size());
    const std::string text = std::to_string(*crc);
    return framed(headerJson(tensors, metadata, &text), size);
}

SafetensorsMetadata mindsporeSafetensorsMetadata() {
    return {{"format", "ms"}};
}

void appendInt4Marks(std::vector<std::string> names, SafetensorsMetadata& metadata) {
    std::sort(names.begin(), names.end());
    for (std::string& name : names) {
        // A tensor named like one of the file's own keys cannot be marked without losing it.
        const bool taken =
            name == "crc_num" || std::any_of(metadata.begin(), metadata.end(),
                                             [&](const auto& kv) { return kv.first == name; });
        if (!taken) {
            metadata.emplace_back(std::move(name), kInt4Mark);
        }
    }
}

}  // namespace shardscope
