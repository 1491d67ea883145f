#include "atomicfile.h"

#include <cstring>

#include "fileio.h"
#include "translatenoop.h"

namespace shardscope {

namespace {
constexpr size_t kBufferSize = 1 << 20;
}  // namespace

Result<AtomicFile> AtomicFile::create(const std::string& finalPath, bool uniqueTemp) {
    auto file = TemporaryFile::create(
        finalPath, uniqueTemp ? TemporaryFile::Name::Unique : TemporaryFile::Name::Plain);
    if (!file) {
        return std::move(file).error();
    }
    AtomicFile f;
    f.m_file = std::move(*file);
    f.m_buffer.resize(kBufferSize);
    return f;
}

Status AtomicFile::flushBuffer() {
    if (!writeFull(m_file.fd(), m_buffer.data(), m_used)) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"), m_file.path());
    }
    m_used = 0;
    return {};
}

Status AtomicFile::write(const void* data, size_t size) {
    if (!m_file.pending()) {
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP("ErrorMessage", "write after commit or abort"), {})
            .inFile(finalPath());
    }
    const char* p = static_cast<const char*>(data);
    m_written += size;
    if (m_used + size <= m_buffer.size()) {
        std::memcpy(m_buffer.data() + m_used, p, size);
        m_used += size;
        return {};
    }
    if (Status s = flushBuffer(); !s) {
        return s;
    }
    if (size >= m_buffer.size()) {
        if (!writeFull(m_file.fd(), p, size)) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"),
                           m_file.path());
        }
        return {};
    }
    std::memcpy(m_buffer.data(), p, size);
    m_used = size;
    return {};
}

Status AtomicFile::commit(bool readOnly) {
    if (!m_file.pending()) {
        return makeError(ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "commit after abort"), {})
            .inFile(finalPath());
    }
    if (Status s = flushBuffer(); !s) {
        return s;
    }
    if (Status s = m_file.publish(readOnly); !s) {
        return s;
    }
    m_buffer.clear();
    m_buffer.shrink_to_fit();
    return {};
}

void AtomicFile::abort() {
    m_file.discard();
}

Status AtomicFile::flush() {
    if (!m_file.pending()) {
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP("ErrorMessage", "flush after commit or abort"), {})
            .inFile(finalPath());
    }
    return flushBuffer();
}

Status AtomicFile::overwrite(uint64_t offset, std::string_view bytes) {
    if (!m_file.pending()) {
        return makeError(ErrorCode::Io,
                         QT_TRANSLATE_NOOP("ErrorMessage", "write after commit or abort"), {})
            .inFile(finalPath());
    }
    if (offset + bytes.size() > m_written) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "overwrite past the bytes written"), {})
            .inFile(finalPath());
    }
    if (Status s = flushBuffer(); !s) {
        return s;
    }
    if (!pwriteFull(m_file.fd(), bytes.data(), bytes.size(), offset)) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write: {reason}"), m_file.path());
    }
    return {};
}

}  // namespace shardscope
