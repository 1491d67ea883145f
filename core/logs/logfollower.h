#pragma once

#include <cstdint>
#include <functional>
#include <string>

#include "../util/result.h"
#include "logparser.h"

namespace shardscope {

struct LogFollowUpdate {
    bool restarted = false;  // the file got smaller or was replaced: the table was read anew
    uint64_t bytesRead = 0;
    size_t rowsBefore = 0;  // rows [rowsBefore, table().rowCount()) are new (all after a restart)
};

// Follows a log a run in progress is still writing. Each poll() reads only what was appended
// since the last one, from the byte offset it remembers, and parses its complete lines; an
// unfinished last line waits for the rest. A file that got smaller (truncated, rewritten) or
// whose inode changed (rotated) is read again from the start.
class LogFollower {
public:
    explicit LogFollower(std::string path, LogParserOptions options = {});

    // `read` is told the bytes this poll has read so far after each window of up to 4 MiB;
    // returning false stops the poll there (ErrorCode::Cancelled; a later poll goes on).
    using ReadProgress = std::function<bool(uint64_t bytesRead)>;
    Result<LogFollowUpdate> poll(const ReadProgress& read = {});
    // Parses an unfinished last line as it stands: for a run that ended without a newline.
    // A later poll() that finds the line grown reads the file anew.
    void finish();

    const std::string& path() const { return m_path; }
    const LogTable& table() const { return m_parser.table(); }
    LogFormat format() const { return m_parser.format(); }
    uint64_t offset() const { return m_offset; }
    // Hands the table over; the follower starts again from the beginning of the file.
    LogTable takeTable();

private:
    std::string m_path;
    LogParser m_parser;
    uint64_t m_offset = 0;
    uint64_t m_device = 0;
    uint64_t m_inode = 0;
    bool m_opened = false;
    bool m_finished = false;
};

}  // namespace shardscope
