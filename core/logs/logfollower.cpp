#include "logfollower.h"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include "../util/fileio.h"
#include "../util/translatenoop.h"
#include "../util/uniquefd.h"

namespace shardscope {

LogFollower::LogFollower(std::string path, LogParserOptions options)
    : m_path(std::move(path)), m_parser(options) {}

Result<LogFollowUpdate> LogFollower::poll(const ReadProgress& read) {
    const UniqueFd fd(::open(m_path.c_str(), O_RDONLY | O_CLOEXEC));
    if (fd.get() < 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot open: {reason}"), m_path);
    }
    struct stat st {};
    if (fstat(fd.get(), &st) != 0) {
        return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot stat: {reason}"), m_path);
    }
    if (S_ISDIR(st.st_mode)) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage", "is a folder, not a file"), {})
            .inFile(m_path);
    }
    LogFollowUpdate update;
    const auto size = static_cast<uint64_t>(st.st_size);
    const bool replaced = m_opened && (static_cast<uint64_t>(st.st_dev) != m_device ||
                                       static_cast<uint64_t>(st.st_ino) != m_inode);
    // After finish() parsed a partial last line, more bytes mean that line was read too early.
    if (replaced || size < m_offset || (m_finished && size > m_offset)) {
        m_parser.reset();
        m_offset = 0;
        m_finished = false;
        update.restarted = true;
    }
    m_opened = true;
    m_device = static_cast<uint64_t>(st.st_dev);
    m_inode = static_cast<uint64_t>(st.st_ino);
    update.rowsBefore = m_parser.table().rowCount();
    if (m_offset == 0 && size > 0) {
        m_parser.expect(size);
    }
    std::vector<char> buffer(size - m_offset < (4u << 20) ? size - m_offset : (4u << 20));
    while (m_offset < size) {
        const size_t want = static_cast<size_t>(std::min<uint64_t>(buffer.size(), size - m_offset));
        const ssize_t got = preadFull(fd.get(), buffer.data(), want, m_offset);
        if (got < 0) {
            return ioError(QT_TRANSLATE_NOOP("ErrorMessage", "cannot read: {reason}"), m_path);
        }
        if (got == 0) {
            break;  // truncated while reading: the next poll() sees the smaller size
        }
        m_parser.feed(std::string_view(buffer.data(), static_cast<size_t>(got)));
        m_offset += static_cast<uint64_t>(got);
        update.bytesRead += static_cast<uint64_t>(got);
        if (read && !read(update.bytesRead)) {
            return makeError(ErrorCode::Cancelled, QT_TRANSLATE_NOOP("ErrorMessage", "cancelled"),
                             {})
                .inFile(m_path);
        }
    }
    return update;
}

LogTable LogFollower::takeTable() {
    LogTable table = m_parser.takeTable();
    m_parser.reset();
    m_offset = 0;
    m_finished = false;
    m_opened = false;
    return table;
}

void LogFollower::finish() {
    if (m_parser.hasPartialLine()) {
        m_parser.finish();
        m_finished = true;
    }
}

}  // namespace shardscope
