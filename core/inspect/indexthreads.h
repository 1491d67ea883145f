#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace shardscope {

// How many threads index a run's rank files (issue 35). `requested` when given (not 0). Else,
// when the files' pages are already in the page cache, one per core: no read waits on the disk,
// so more threads than cores only take turns on them, and the strategy read beside the
// indexing gets a smaller share and ends after it. Else ioThreads' default (parallel.h), which
// keeps more reads in flight than there are cores.
unsigned indexThreads(unsigned requested, bool cached, unsigned cores);

// Whether the page cache holds the first and the last page of every file of an even sample of
// at most `samples` of `paths` (the pages an index reads first: the first record's header and
// the CRC trailer). A file that cannot be opened or mapped, and an empty list, count as not
// cached. Costs a mapping and a mincore() per file sampled, nothing read.
bool sampleCached(const std::vector<std::string>& paths, size_t samples);

}  // namespace shardscope
