#pragma once

#include <sys/types.h>

#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "result.h"

namespace shardscope {

// A read-only memory map of a whole file. Sources are never opened for writing.
//
// Another process may cut the file short while it is mapped: reading a page past its new end then
// reads zeros instead of ending the process (MapGuard), and intact() says so. Readers ask it after
// reading and before they trust what they read. The rest of the page the file now ends in reads
// as zeros without any fault: sizeUnchanged() compares each file's size with its size when
// mapped, which the conversion, the export and the verifier ask before they trust a file.
class MappedFile {
public:
    MappedFile() = default;
    ~MappedFile();
    MappedFile(MappedFile&& other) noexcept;
    MappedFile& operator=(MappedFile&& other) noexcept;
    MappedFile(const MappedFile&) = delete;
    MappedFile& operator=(const MappedFile&) = delete;

    static Result<MappedFile> open(const std::string& path);
    // Several files as one read-only map: file i starts at (*bases)[i], a page boundary, so the
    // byte ranges of a checkpoint split over several files stay plain offsets. The gaps between
    // files are never mapped; path() is `name`.
    static Result<MappedFile> openJoined(const std::string& name,
                                         const std::vector<std::string>& paths,
                                         std::vector<uint64_t>* bases);

    const std::string& path() const { return m_path; }
    uint64_t size() const { return m_size; }
    const uint8_t* data() const { return m_data; }
    std::span<const uint8_t> bytes() const { return {m_data, static_cast<size_t>(m_size)}; }
    // An error naming the file when a read of the map went past the file's end (it was cut short
    // after it was mapped) or failed (an I/O error): what was read from the map since is not the
    // file's content. An atomic load per file: cheap enough after every copy.
    Status intact() const;
    // intact(), and each file's size now against its size when mapped (a stat per file).
    Status sizeUnchanged() const;

    // Walking record headers touches a few bytes per tensor: without this hint every page fault
    // reads ahead megabytes of tensor data the index never looks at.
    void adviseRandom() const;
    // Drops the pages of the range (whole pages inside it) from this process: the data stays in
    // the page cache, but no longer counts against the process's memory.
    void release(uint64_t offset, uint64_t length) const;
    // For a read-only map: drops every page the range touches (rounding outward). The data stays
    // in the page cache; a later read faults it back in.
    void drop(uint64_t offset, uint64_t length) const;
    // Back to the kernel's normal read-ahead, after adviseRandom().
    void adviseNormal() const;
    // Hints that the range will be read whole, soon (the kernel may read ahead).
    void adviseSequential(uint64_t offset, uint64_t length) const;

    // madvise and stat calls made on maps by this process so far (for tests).
    static uint64_t systemCalls();

private:
    void release();

    // Each file of the map, watched on its own so that a cut names the file that was cut.
    struct Part {
        std::string path;
        uint64_t base = 0;   // where the file starts in the map
        uint64_t size = 0;   // its size when mapped
        dev_t device = 0;    // the file mapped, as stat() names it: its name may come to lead
        ino_t inode = 0;     // to another file (replaced) or to none (removed)
        uint32_t guard = 0;  // MapGuard's id of its pages
    };
    Status cutShort(const Part& part, bool faulted) const;

    std::string m_path;
    const uint8_t* m_data = nullptr;
    uint64_t m_size = 0;
    std::vector<Part> m_parts;
};

}  // namespace shardscope
