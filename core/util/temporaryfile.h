#pragma once

#include <string>
#include <string_view>

#include "result.h"

namespace shardscope {

// The house's one way to write a file that appears whole or not at all. The bytes go to a
// temporary beside the final name: FINAL.tmp, or FINAL.<host>.<pid>.<n>.tmp for a file several
// processes (of one host or of several sharing the folder) may write at once with the same
// content. publish() syncs it, makes it read-only when asked, renames it into place and syncs the
// folder, so that the rename survives a power loss too. One destroyed unpublished removes its
// temporary: a failed or cancelled job leaves no half file. AtomicFile (buffered, sequential),
// the converter's executor (positioned writes into a preallocated file) and the HDF5 exporter
// (libhdf5 writes by name) all write through it.
class TemporaryFile {
public:
    enum class Name { Plain, Unique };

    // FINAL.tmp: the temporary a Plain file is written as, which a later run removes or resumes.
    static std::string pathFor(const std::string& finalPath);
    // Whether a file name is a temporary of either kind.
    static bool isTemporaryName(std::string_view fileName);

    // Creates the temporary (truncated; a Plain one left by a killed run is replaced, Unique ones
    // of this host's dead processes are removed first) and opens it for reading and writing.
    static Result<TemporaryFile> create(const std::string& finalPath, Name name = Name::Plain,
                                        unsigned mode = 0644);

    TemporaryFile() = default;
    ~TemporaryFile();
    TemporaryFile(TemporaryFile&& other) noexcept;
    TemporaryFile& operator=(TemporaryFile&& other) noexcept;
    TemporaryFile(const TemporaryFile&) = delete;
    TemporaryFile& operator=(const TemporaryFile&) = delete;

    int fd() const { return m_fd; }
    const std::string& path() const { return m_temp; }
    const std::string& finalPath() const { return m_final; }
    // Created and neither published nor discarded.
    bool pending() const { return m_pending; }

    // Closes the descriptor but keeps the temporary pending, for a library that writes the file
    // by its name; publish() opens it again to sync it.
    void closeDescriptor();
    // Syncs, optionally makes the file 0400 (as MindSpore leaves its checkpoints), renames it into
    // place and syncs its folder. On failure the temporary is removed.
    Status publish(bool readOnly = false);
    // Removes the temporary (nothing if already published).
    void discard();

private:
    std::string m_final;
    std::string m_temp;
    int m_fd = -1;
    bool m_pending = false;
};

}  // namespace shardscope
