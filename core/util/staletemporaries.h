#pragma once

#include <string>

namespace shardscope {

// Removes the temporary files "<finalPath>.<host>.<pid>.<n>.tmp" that AtomicFile's processes of
// this host left when they were killed (their process is gone); another host's are never judged
// from here. AtomicFile::create does it for the file it writes; a job whose processes were
// stopped calls it for the files every process writes (the conversion record).
void removeStaleTemporaries(const std::string& finalPath);

}  // namespace shardscope
