#pragma once

#include <map>
#include <string>
#include <vector>

#include "formats/checkpointindex.h"
#include "formats/runfolder.h"
#include "formats/strategy.h"

namespace shardscope {

enum class InputKind { Checkpoint, Strategy, Run };
const char* inputKindName(InputKind kind);

struct RankReport {
    RankFile file;
    bool readable = false;
    std::string error;  // why not readable
    size_t tensors = 0;
    uint64_t bytes = 0;  // tensor content bytes
    uint64_t fileSize = 0;
    CrcState crc = CrcState::None;
    std::vector<Issue> nameNotices;  // names in the file that are not valid UTF-8
};

// What `inspect` found at a path: the metadata only, never tensor data beyond scalars.
struct InspectReport {
    std::string path;
    InputKind kind = InputKind::Checkpoint;
    CheckpointIndex checkpoint;
    std::map<std::string, std::string> values;  // scalars and strings, as text
    Strategy strategy;
    RunFolder run;
    std::vector<RankReport> ranks;
    std::vector<Issue> issues;
};

struct InspectOptions {
    bool verifyCrc = true;      // single checkpoints: verify a CRC trailer when present
    bool verifyRunCrc = false;  // run folders: verify every rank's trailer (reads every byte)
    unsigned threads = 0;       // 0: all cores
};

// A checkpoint file, a strategy file, a folder of per-stage strategy files, or a run folder.
Result<InspectReport> inspectPath(const std::string& path, const InspectOptions& options = {});

}  // namespace shardscope
