#pragma once

#include <memory>
#include <stop_token>
#include <string>

#include "../formats/checkpointkey.h"
#include "../util/progress.h"
#include "../util/result.h"
#include "doctor.h"

namespace shardscope {

struct RunDocument;

// What the doctor is asked about, before anything is read: the paths `shardscope-cli doctor`
// is given, or the window's loaded run and its network's path.
struct DoctorInputs {
    std::string ckpt;      // a checkpoint file, or a run folder (rank `rank`'s file)
    std::string strategy;  // the checkpoint run's strategy; empty: the one beside the run
    // The network, exactly one of: a NET.json, a destination strategy (JSON, with full shapes;
    // the network is rank `rank` of it), another checkpoint.
    std::string netJson;
    std::string netStrategy;
    std::string netCkpt;
    int rank = 0;
    bool strict = false;   // strict_load
    CheckpointKeyRef key;  // decrypts encrypted checkpoints (either side)
    std::string step;      // a run folder's saved step (--step); empty: the recommended one
    bool removeRedundancy = false;  // remove_redundancy=True
    // The checkpoint's run as already loaded (the window's): rank `rank`'s file, the strategy,
    // the saved step and the key are taken from it and nothing of it is read again; `ckpt`,
    // `strategy` and `step` are then unused. A single checkpoint loaded alone is its file as
    // loaded, with the run around it (a rank_<N>/ folder's) found as from its path. Null:
    // `ckpt` is opened (the CLI).
    std::shared_ptr<const RunDocument> run;
};

// The one opener of the network side: exactly one of the three paths, read once (a destination
// strategy seen from rank `rank`).
Result<NetSpec> openNetSide(const DoctorInputs& inputs);

// The one opener of the checkpoint side: from the window's loaded run, or from `ckpt` (its run
// found, rank `rank`'s file and the strategy read once). A side of a run with a strategy holds
// the run's other rank files too (CheckpointSide::run; the redundancy check's), read here from
// the run folder the side found, or why they could not be (CheckpointSide::runError).
Result<CheckpointSide> openCheckpointSide(const DoctorInputs& inputs);

// Both sides, the network's first (its errors come first), as the CLI and the window open them
// before runDoctor. Fails only when an input cannot be read (or on a stop request:
// ErrorCode::Cancelled). Progress counts the check's three steps: this one reports the first two
// (the network, the checkpoint); the caller the third, once runDoctor returns.
Result<DoctorRequest> openDoctor(const DoctorInputs& inputs, std::stop_token stop = {},
                                 const ProgressSink& progress = {});

}  // namespace shardscope
