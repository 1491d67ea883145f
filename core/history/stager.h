#pragma once

#include <cstdint>
#include <functional>
#include <optional>
#include <stop_token>
#include <string>
#include <vector>

#include "../util/progress.h"
#include "../util/result.h"

namespace shardscope {

// `stage`: one saved step of a run, copied from a slow tier (an object-storage mount, a shared
// file system) to a fast one, with the strategy files and the rank table beside the rank
// folders. Several files in flight, large sequential reads; each file verified against the
// source (a hash of the bytes read, compared with the copy read back, and the crc_num trailer
// when there is one) before it gets its final name; a file already staged (same size and
// modification time) is skipped, so an interrupted stage resumes where it stopped.
struct StageRequest {
    std::string from;                       // a run folder, the tier holding the step
    std::string to;                         // the run folder to fill (created)
    std::string step;                       // findStep(): a global step, E_S or a step's name
    std::optional<std::vector<int>> ranks;  // only these ranks' files; every rank by default
    unsigned threads = 0;                   // files in flight; 0: 8
    uint64_t blockBytes = 8u << 20;         // one read
    std::stop_token stop;
    ProgressSink progress;  // bytes, the skipped files counted at once
};

struct StagedFile {
    std::string from;
    std::string to;
    uint64_t bytes = 0;
    bool skipped = false;  // already staged by an earlier run
    bool crcChecked = false;
    // A step's .ckpt, parsed once copied: one that does not parse to its end is not staged.
    bool parsed = false;
};

struct StageResult {
    std::string step;  // its name
    std::optional<int64_t> globalStep;
    std::vector<StagedFile> files;  // the step's files by rank, then strategy and rank table
    uint64_t bytesCopied = 0;
    uint64_t bytesSkipped = 0;
};

Result<StageResult> stageStep(const StageRequest& request);

// Copies one file through AtomicFile with the checks above; with `parse`, the copy of a .ckpt
// must index to its end (StagedFile::parsed). Exposed for tests.
Status stageFile(const std::string& from, const std::string& to, uint64_t blockBytes,
                 const std::stop_token& stop, const std::function<void(uint64_t)>& advance,
                 bool parse = false, bool* crcChecked = nullptr);

}  // namespace shardscope
