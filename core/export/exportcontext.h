#pragma once

#include <cstdint>
#include <functional>
#include <span>
#include <stop_token>
#include <vector>

#include "exportitems.h"
#include "tensorassembler.h"

namespace shardscope {

// What every export format shares: cancellation, progress, and streaming one tensor's content
// through a reusable window buffer.
class ExportContext {
public:
    using Sink = std::function<Status(std::span<const uint8_t>)>;

    ExportContext(const ExportRequest& request, std::stop_token stop,
                  const ExportProgressFn& progress);

    const ExportRequest& request() const { return m_request; }
    // Window size in bytes, a multiple of 16 so that windows never cut an element.
    uint64_t window() const { return m_window; }
    Status checkCancelled() const;

    void begin(const std::vector<ExportItem>& items);
    void startTensor(size_t index, const std::string& name);
    void advance(uint64_t bytes);
    uint64_t done() const { return m_state.done; }

    // Reads content [offset, offset + size) into the context's buffer (valid until the next call).
    Result<std::span<uint8_t>> read(const TensorAssembler& content, uint64_t offset, uint64_t size);
    // The whole content, window by window, to `sink`; progress advances as it goes.
    Status stream(const TensorAssembler& content, const Sink& sink);
    // Before a format commits its output: every source read is still whole and unchanged.
    Status checkSources() const;

private:
    const ExportRequest& m_request;
    std::stop_token m_stop;
    const ExportProgressFn& m_progress;
    ExportProgress m_state;
    uint64_t m_window;
    std::vector<uint8_t> m_buffer;
    SourceReads m_reads;
};

// BFloat16 bits to float32 values: the bits are the upper half of the float's.
void bf16ToFloat32(std::span<const uint8_t> bf16, std::span<uint8_t> f32);

}  // namespace shardscope
