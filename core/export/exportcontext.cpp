#include "exportcontext.h"

#include "../util/translatenoop.h"

#include <algorithm>
#include <cstring>

namespace shardscope {

ExportContext::ExportContext(const ExportRequest& request, std::stop_token stop,
                             const ExportProgressFn& progress)
    : m_request(request),
      m_stop(std::move(stop)),
      m_progress(progress),
      m_window(std::max<uint64_t>(16, request.windowBytes / 16 * 16)) {}

Status ExportContext::checkCancelled() const {
    if (m_stop.stop_requested()) {
        return makeError(
                   ErrorCode::Cancelled,
                   QT_TRANSLATE_NOOP("ErrorMessage", "export cancelled; no partial file kept"), {})
            .inFile(m_request.output);
    }
    return {};
}

void ExportContext::begin(const std::vector<ExportItem>& items) {
    m_state = {};
    m_state.tensors = items.size();
    for (const ExportItem& item : items) {
        for (const TensorPiece& p : item.source.pieces) {
            m_state.total += p.entry != nullptr ? p.entry->bytes : 0;
        }
    }
}

void ExportContext::startTensor(size_t index, const std::string& name) {
    m_state.tensor = index;
    m_state.name = name;
    if (m_progress) {
        m_progress(m_state);
    }
}

void ExportContext::advance(uint64_t bytes) {
    m_state.done += bytes;
    if (m_progress) {
        m_progress(m_state);
    }
}

Result<std::span<uint8_t>> ExportContext::read(const TensorAssembler& content, uint64_t offset,
                                               uint64_t size) {
    if (m_buffer.size() < size) {
        m_buffer.resize(static_cast<size_t>(size));
    }
    const std::span<uint8_t> out(m_buffer.data(), static_cast<size_t>(size));
    if (Status s = content.read(offset, out, m_reads); !s) {
        return std::move(s).error();
    }
    return out;
}

Status ExportContext::stream(const TensorAssembler& content, const Sink& sink) {
    for (uint64_t at = 0; at < content.bytes(); at += m_window) {
        if (Status s = checkCancelled(); !s) {
            return s;
        }
        const uint64_t n = std::min(m_window, content.bytes() - at);
        auto window = read(content, at, n);
        if (!window) {
            return std::move(window).error();
        }
        if (Status s = sink(*window); !s) {
            return s;
        }
        advance(n);
    }
    return {};
}

Status ExportContext::checkSources() const {
    return m_reads.check();
}

void bf16ToFloat32(std::span<const uint8_t> bf16, std::span<uint8_t> f32) {
    for (size_t i = 0; i + 1 < bf16.size(); i += 2) {
        const uint8_t word[4] = {0, 0, bf16[i], bf16[i + 1]};  // little-endian float32 bits
        std::memcpy(f32.data() + 2 * i, word, 4);
    }
}

}  // namespace shardscope
