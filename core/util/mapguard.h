#pragma once

#include <cstdint>

namespace shardscope {

// Keeps a file that another process cuts short while it is memory-mapped from ending this
// process: reading a mapped page past a file's new end raises SIGBUS, which by default kills the
// process (the CLI, the GUI, one process of an MPI job) in the middle of whatever it was doing.
// The first watch() installs a SIGBUS handler for the whole process. When the faulting address
// lies in a watched map, the handler maps zero pages over the rest of it, marks it cut and lets
// the read go on; readers then ask cut() (MappedFile::intact()) before they trust what they
// read, and report the file. A fault anywhere else goes to the handler that was there before
// (the sanitizers' one, or the default action).
class MapGuard {
public:
    // Watches [data, data + size); 0 when it cannot (then the map is read unguarded).
    static uint32_t watch(const void* data, uint64_t size);
    // Stops watching, before the map is unmapped.
    static void forget(uint32_t id);
    // Whether a read of the watched map went past its file's end.
    static bool cut(uint32_t id);
};

}  // namespace shardscope
