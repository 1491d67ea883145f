#include "plainstreamsource.h"

#include <algorithm>
#include <cstring>

#include "../util/translatenoop.h"
#include "blockseeker.h"
#include "encryptedstream.h"

namespace shardscope {

namespace {

// Plain bytes decrypted per read that misses the window: a record's header and, for small
// tensors, the records after it.
constexpr uint64_t kWindow = 4096;

}  // namespace

PlainStreamSource::PlainStreamSource(const EncryptedStream& stream, bool checkBlocks)
    : m_stream(stream), m_checkBlocks(checkBlocks), m_seeker(stream.seeker()) {}

PlainStreamSource::~PlainStreamSource() = default;

bool PlainStreamSource::checkThrough(size_t index) {
    for (; m_checkBlocks && m_next <= index; ++m_next) {
        if (Status s = m_stream.checkNow(m_next); !s) {
            m_error = std::move(s).error();
            return false;
        }
    }
    return true;
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
        m_error = makeError(ErrorCode::Internal,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "a read past the end of the decrypted checkpoint"),
                            {})
                      .inFile(m_stream.path());
        return nullptr;
    }
    if (size > kEncryptBlockBytes) {
        m_error = makeError(ErrorCode::Corrupt,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "a record field of {size} bytes to read, longer "
                                              "than a block (not a MindSpore checkpoint)"),
                            {{"size", std::to_string(size)}})
                      .inFile(m_stream.path())
                      .atOffset(static_cast<int64_t>(offset));
        return nullptr;
    }
    if (offset >= m_windowStart && size <= m_window.size() &&
        offset - m_windowStart <= m_window.size() - size) {
        return m_window.data() + (offset - m_windowStart);
    }
    m_window.resize(
        static_cast<size_t>(std::min(std::max(size, kWindow), m_stream.plainSize() - offset)));
    m_windowStart = offset;
    if (!checkThrough(m_stream.blockAt(offset + m_window.size() - 1))) {
        m_window.clear();
        return nullptr;
    }
    if (Status s = m_stream.peek(*m_seeker, offset, m_window); !s) {
        m_window.clear();
        m_error = std::move(s).error();
        return nullptr;
    }
    return m_window.data();
}

Status PlainStreamSource::finish() {
    if (m_error) {
        return *m_error;
    }
    if (!m_stream.blocks().empty() && !checkThrough(m_stream.blocks().size() - 1)) {
        return *m_error;
    }
    return {};
}

}  // namespace shardscope
