#pragma once

#include <cstdint>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <string>
#include <unordered_map>
#include <vector>

#include "checkpointindex.h"

namespace shardscope {

// The distinct tensor lists of a run's .ckpt files, each indexed once. The ranks of one pipeline
// stage and model-parallel coordinate save the same names, shapes and types in the same order;
// only the tensors' contents differ. A file whose every byte outside its tensors' contents (the
// record headers: names, shapes, types, lengths) equals a template's, at the same offsets and
// with the same payload size, parses to the template's entries exactly, since the parser reads
// nothing else: it shares them (TensorTable) instead of a copy of its own. Anything else (a
// missing, extra or reshaped tensor, a damaged header, another size) differs somewhere in those
// bytes and is parsed on its own, so nothing is lost but the repetition. Safe to use from several
// threads.
class IndexTemplates {
public:
    // The entries the file's payload (its bytes without a CRC trailer) parses to, when a
    // template matches. They point into the pool that keeps these templates.
    std::optional<TensorTable> match(std::span<const uint8_t> payload) const;
    // Keeps a file just parsed as a template: a plain .ckpt whose index carries no issue (an
    // issue names its own file). At most kPerHead templates of one payload size and first
    // record header (the stages of a run differ there: their names), and kMaxBytes of record
    // headers in all: a run of files that all differ gains nothing from more. Returns
    // the entries the file is to hold: those of a template of the same headers that another
    // thread kept meanwhile (so that the files of a class share one list however they were
    // parsed), else its own.
    TensorTable add(const CheckpointIndex& index, std::span<const uint8_t> payload);

    size_t size() const;
    static constexpr size_t kPerHead = 32;
    static constexpr size_t kMaxBytes = size_t{64} << 20;

private:
    struct Template {
        TensorTable tensors;
        std::vector<std::pair<uint64_t, uint64_t>> frames;  // (offset, size) outside contents
        std::vector<uint8_t> bytes;                         // the frames' bytes, joined
        bool fits(std::span<const uint8_t> payload) const;
        std::string head() const;  // the first frame's bytes, when it starts the file
    };

    // The templates of one payload size, by the bytes before their first tensor's contents.
    struct SameSize {
        std::vector<size_t> headLengths;  // distinct
        std::unordered_multimap<std::string, std::shared_ptr<const Template>> byHead;
    };

    mutable std::mutex m_mutex;
    std::unordered_map<uint64_t, SameSize> m_bySize;
    size_t m_count = 0;
    size_t m_bytes = 0;
};

using IndexTemplatesPtr = std::shared_ptr<IndexTemplates>;

}  // namespace shardscope
