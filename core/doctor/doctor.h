#pragma once

#include <memory>
#include <stop_token>
#include <string>

#include "../formats/checkpointkey.h"
#include "../util/progress.h"
#include "../util/result.h"
#include "doctorreport.h"

namespace shardscope {

struct RunDocument;

// `shardscope-cli doctor`: would this checkpoint load into that network?
struct DoctorRequest {
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
    // remove_redundancy=True (load_checkpoint and load_param_into_net): each saved copy is
    // spread to its group; the run's other rank files say who holds what.
    bool removeRedundancy = false;
    // The checkpoint's run as already loaded (the window's): rank `rank`'s file, the strategy,
    // the saved step and the key are taken from it and nothing of it is read again; `ckpt`,
    // `strategy` and `step` are then unused. A single checkpoint loaded alone is its file as
    // loaded (CheckpointSide::fromRun). Null: `ckpt` is opened (the CLI).
    std::shared_ptr<const RunDocument> run;
};

// Reads both sides (metadata only), emulates load_param_into_net and diagnoses every failure.
// Fails only when an input cannot be read (or on a stop request: ErrorCode::Cancelled); a
// checkpoint that would not load is a report. Progress counts its three steps.
Result<DoctorReport> runDoctor(const DoctorRequest& request, std::stop_token stop = {},
                               const ProgressSink& progress = {});

}  // namespace shardscope
