#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "formats/checkpointfile.h"
#include "formats/runfolder.h"
#include "formats/strategy.h"
#include "rundocument.h"

namespace shardscope {

struct RankReport {
    RankFile file;
    bool readable = false;
    std::string error;  // why not readable
    // The stable name of why (errorCodeName: "corrupt", "truncated", ...; "not-found" for a
    // rank without a checkpoint file); null when readable.
    const char* errorCode = nullptr;
    size_t tensors = 0;
    uint64_t bytes = 0;  // tensor content bytes
    uint64_t fileSize = 0;
    CrcState crc = CrcState::None;
    EncryptionMode encryption = EncryptionMode::None;
};

// What `inspect` prints and the Files tab lists, derived from the path's one RunDocument: the
// metadata only, never tensor data beyond scalars.
struct InspectReport {
    std::string path;
    InputKind kind = InputKind::Checkpoint;
    std::shared_ptr<const CheckpointFile> file;  // a single checkpoint, shared with the model
    const CheckpointIndex& checkpoint() const;
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
    CheckpointKeyRef key;       // for encrypted checkpoints
    std::string step;           // run folders: the saved step (LoadOptions::step)
};

// A checkpoint file, a strategy file, a folder of per-stage strategy files, or a run folder:
// loadPath(), then inspectReport().
Result<InspectReport> inspectPath(const std::string& path, const InspectOptions& options = {});

// The report of an opened path: every rank file (or the checkpoint, or the strategy) as read,
// and the problems found in the files themselves (a run's layout checks stay in the model).
InspectReport inspectReport(const RunDocument& model);

}  // namespace shardscope
