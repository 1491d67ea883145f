#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "result.h"
#include "temporaryfile.h"

namespace shardscope {

// Writes FINAL sequentially through a buffer, via a TemporaryFile: the final name appears only on
// commit(). A file that is destroyed without commit() removes its temporary, so a failed or
// cancelled job leaves nothing.
class AtomicFile {
public:
    // uniqueTemp: FINAL.<host>.<pid>.<n>.tmp instead of FINAL.tmp, for a file several processes
    // (of one host or of several sharing the folder) may write at once with the same content:
    // the last rename wins, none reads a half file. Such temporaries left by processes of this
    // host that no longer run (killed while writing) are removed first; other hosts' are kept.
    static Result<AtomicFile> create(const std::string& finalPath, bool uniqueTemp = false);

    Status write(const void* data, size_t size);
    Status write(std::string_view bytes) { return write(bytes.data(), bytes.size()); }
    uint64_t bytesWritten() const { return m_written; }
    // Replaces bytes already written (a header whose checksum is known only at the end).
    Status overwrite(uint64_t offset, std::string_view bytes);
    const std::string& finalPath() const { return m_file.finalPath(); }
    // Hands every byte written so far to the kernel, so that the temporary (tempPath()) can be
    // read back and checked before commit() gives it its final name.
    Status flush();
    const std::string& tempPath() const { return m_file.path(); }

    // Flushes, syncs, renames into place; readOnly makes the result 0400 like MindSpore does.
    Status commit(bool readOnly = false);
    void abort();

private:
    Status flushBuffer();

    TemporaryFile m_file;
    std::vector<char> m_buffer;
    size_t m_used = 0;
    uint64_t m_written = 0;
};

}  // namespace shardscope
