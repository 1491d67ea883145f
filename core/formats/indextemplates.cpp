#include "indextemplates.h"

#include <algorithm>
#include <cstring>

namespace shardscope {

bool IndexTemplates::Template::fits(std::span<const uint8_t> payload) const {
    size_t at = 0;
    for (const auto& [offset, size] : frames) {
        if (std::memcmp(payload.data() + offset, bytes.data() + at, size) != 0) {
            return false;
        }
        at += size;
    }
    return true;
}

std::optional<TensorTable> IndexTemplates::match(std::span<const uint8_t> payload) const {
    std::vector<std::shared_ptr<const Template>> candidates;
    {
        const std::lock_guard lock(m_mutex);
        const auto it = m_bySize.find(payload.size());
        if (it == m_bySize.end()) {
            return std::nullopt;
        }
        candidates = it->second;
    }
    for (const auto& t : candidates) {
        if (t->fits(payload)) {
            return t->tensors;
        }
    }
    return std::nullopt;
}

TensorTable IndexTemplates::add(const CheckpointIndex& index, std::span<const uint8_t> payload) {
    if (index.format != CheckpointFormat::Ckpt || index.encryption.mode != EncryptionMode::None ||
        !index.issues.empty() || !index.parts.empty() || !index.metadata.empty() ||
        index.tensors.empty() || index.payloadSize != payload.size()) {
        return index.tensors;
    }
    // What the parser skipped without reading: every tensor's contents.
    std::vector<std::pair<uint64_t, uint64_t>> contents;
    for (const TensorEntry& t : index.tensors) {
        for (const ByteRange& c : t.chunks) {
            contents.emplace_back(c.offset, c.size);
        }
        for (const MapPart& p : t.mapParts) {
            contents.emplace_back(p.content.offset, p.content.size);
        }
    }
    std::sort(contents.begin(), contents.end());
    auto made = std::make_shared<Template>();
    uint64_t at = 0;
    for (const auto& [offset, size] : contents) {
        if (offset < at || offset + size > payload.size()) {
            return index.tensors;  // overlapping ranges: no file of this shape is a template
        }
        if (offset > at) {
            made->frames.emplace_back(at, offset - at);
        }
        at = offset + size;
    }
    if (at < payload.size()) {
        made->frames.emplace_back(at, payload.size() - at);
    }
    for (const auto& [offset, size] : made->frames) {
        made->bytes.insert(made->bytes.end(), payload.begin() + static_cast<ptrdiff_t>(offset),
                           payload.begin() + static_cast<ptrdiff_t>(offset + size));
    }
    made->tensors = index.tensors;
    const size_t cost = made->bytes.size() + made->frames.size() * sizeof(made->frames[0]);
    const std::lock_guard lock(m_mutex);
    auto& same = m_bySize[payload.size()];
    for (const auto& t : same) {
        if (t->frames == made->frames && t->bytes == made->bytes) {
            return t->tensors;  // another thread indexed the same headers meanwhile
        }
    }
    if (same.size() >= kPerSize || m_bytes + cost > kMaxBytes) {
        return index.tensors;
    }
    same.push_back(std::move(made));
    ++m_count;
    m_bytes += cost;
    return index.tensors;
}

size_t IndexTemplates::size() const {
    const std::lock_guard lock(m_mutex);
    return m_count;
}

}  // namespace shardscope
