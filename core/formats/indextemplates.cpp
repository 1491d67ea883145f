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

std::string IndexTemplates::Template::head() const {
    if (frames.empty() || frames.front().first != 0) {
        return {};
    }
    return {reinterpret_cast<const char*>(bytes.data()),
            static_cast<size_t>(frames.front().second)};
}

std::optional<TensorTable> IndexTemplates::match(std::span<const uint8_t> payload) const {
    std::vector<std::shared_ptr<const Template>> candidates;
    {
        const std::lock_guard lock(m_mutex);
        const auto it = m_bySize.find(payload.size());
        if (it == m_bySize.end()) {
            return std::nullopt;
        }
        for (size_t length : it->second.headLengths) {
            const std::string head(reinterpret_cast<const char*>(payload.data()), length);
            const auto [from, to] = it->second.byHead.equal_range(head);
            for (auto t = from; t != to; ++t) {
                candidates.push_back(t->second);
            }
        }
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
    std::string head = made->head();
    SameSize& same = m_bySize[payload.size()];
    const auto [from, to] = same.byHead.equal_range(head);
    size_t alike = 0;
    for (auto t = from; t != to; ++t, ++alike) {
        if (t->second->frames == made->frames && t->second->bytes == made->bytes) {
            return t->second->tensors;  // another thread indexed the same headers meanwhile
        }
    }
    if (alike >= kPerHead || m_bytes + cost > kMaxBytes) {
        return index.tensors;
    }
    if (std::find(same.headLengths.begin(), same.headLengths.end(), head.size()) ==
        same.headLengths.end()) {
        same.headLengths.push_back(head.size());
    }
    same.byHead.emplace(std::move(head), std::move(made));
    ++m_count;
    m_bytes += cost;
    return index.tensors;
}

size_t IndexTemplates::size() const {
    const std::lock_guard lock(m_mutex);
    return m_count;
}

}  // namespace shardscope
