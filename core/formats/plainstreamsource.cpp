#include "plainstreamsource.h"

#include <algorithm>
#include <cstring>

#include "blockseeker.h"
#include "encryptedstream.h"

namespace shardscope {

namespace {

// Plain bytes decrypted per read that misses the window: a record's header and, for small
// tensors, the records after it.
constexpr uint64_t kWindow = 4096;

}  // namespace

PlainStreamSource::PlainStreamSource(const EncryptedStream& stream, bool checkBlocks)
    : m_stream(stream) {
    if (checkBlocks) {
        m_current = DecryptedBlockCache::instance().buffer();
    } else {
        m_seeker = stream.seeker();
    }
}

PlainStreamSource::~PlainStreamSource() {
    DecryptedBlockCache& cache = DecryptedBlockCache::instance();
    for (std::unique_ptr<PlainBlock>* b : {&m_current, &m_behind}) {  // null when not checking
        if (*b) {
            (void)cache.share(std::move(*b));  // dropped at once: back to the pool
        }
    }
}

bool PlainStreamSource::decrypt(size_t index, PlainBlock& into) {
    if (Status s = m_stream.decrypt(index, into); !s) {
        m_error = std::move(s).error();
        return false;
    }
    return true;
}

const PlainBlock* PlainStreamSource::block(size_t index) {
    if (index == m_currentIndex) {
        return m_current.get();
    }
    if (index == m_behindIndex) {
        return m_behind.get();
    }
    if (index < m_next) {
        m_behindIndex = SIZE_MAX;
        if (!m_behind) {
            m_behind = DecryptedBlockCache::instance().buffer();
        }
        if (!decrypt(index, *m_behind)) {
            return nullptr;
        }
        m_behindIndex = index;
        return m_behind.get();
    }
    m_currentIndex = SIZE_MAX;
    for (; m_next <= index; ++m_next) {
        if (!decrypt(m_next, *m_current)) {
            return nullptr;
        }
    }
    m_currentIndex = index;
    return m_current.get();
}

const uint8_t* PlainStreamSource::peek(uint64_t offset, uint64_t size) {
    if (offset >= m_windowStart && size <= m_window.size() &&
        offset - m_windowStart <= m_window.size() - size) {
        return m_window.data() + (offset - m_windowStart);
    }
    m_window.resize(
        static_cast<size_t>(std::min(std::max(size, kWindow), m_stream.plainSize() - offset)));
    m_windowStart = offset;
    if (Status s = m_stream.peek(*m_seeker, offset, m_window); !s) {
        m_window.clear();
        m_error = std::move(s).error();
        return nullptr;
    }
    return m_window.data();
}

const uint8_t* PlainStreamSource::at(uint64_t offset, uint64_t size) {
    static const uint8_t kNothing = 0;
    if (m_error) {
        return nullptr;
    }
    if (size == 0) {
        return &kNothing;
    }
    if (offset > m_stream.plainSize() || size > m_stream.plainSize() - offset) {
        m_error = makeError(ErrorCode::Internal, "a read past the end of the decrypted checkpoint")
                      .inFile(m_stream.path());
        return nullptr;
    }
    if (size > kEncryptBlockBytes) {
        m_error = makeError(ErrorCode::Corrupt, "a record field of " + std::to_string(size) +
                                                    " bytes to read, longer than a block (not "
                                                    "a MindSpore checkpoint)")
                      .inFile(m_stream.path())
                      .atOffset(static_cast<int64_t>(offset));
        return nullptr;
    }
    if (m_seeker) {
        return peek(offset, size);
    }
    const size_t first = m_stream.blockAt(offset);
    const size_t last = m_stream.blockAt(offset + size - 1);
    if (first == last) {
        const PlainBlock* b = block(first);
        return b ? b->bytes.get() + (offset - m_stream.blocks()[first].plainOffset) : nullptr;
    }
    // A field cut by a block boundary: joined here.
    m_scratch.resize(static_cast<size_t>(size));
    uint64_t done = 0;
    for (size_t i = first; i <= last; ++i) {
        const PlainBlock* b = block(i);
        if (b == nullptr) {
            return nullptr;
        }
        const EncryptedBlock& info = m_stream.blocks()[i];
        const uint64_t from = offset + done - info.plainOffset;
        const uint64_t n = std::min(size - done, info.plainBytes - from);
        std::memcpy(m_scratch.data() + done, b->bytes.get() + from, static_cast<size_t>(n));
        done += n;
    }
    return m_scratch.data();
}

Status PlainStreamSource::finish() {
    if (m_seeker) {
        return {};
    }
    for (; m_next < m_stream.blocks().size(); ++m_next) {
        if (!decrypt(m_next, *m_current)) {
            return *m_error;
        }
    }
    return {};
}

}  // namespace shardscope
