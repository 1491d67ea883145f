#pragma once

#include "../util/result.h"
#include "checkpointside.h"
#include "doctorreport.h"
#include "netspec.h"

namespace shardscope {

// `shardscope-cli doctor`: would this checkpoint load into that network? Both sides as held in
// memory: what openDoctor (doctorinputs.h) made of the paths or of the window's loaded run.
struct DoctorRequest {
    CheckpointSide ckpt;  // with the run's other rank files when it belongs to a run
    NetSpec net;
    bool strict = false;  // strict_load
    // remove_redundancy=True (load_checkpoint and load_param_into_net): each saved copy is
    // spread to its group; the run's other rank files say who holds what.
    bool removeRedundancy = false;
};

// Emulates load_param_into_net and diagnoses every failure. Reads nothing: a checkpoint that
// would not load is a report.
DoctorReport runDoctor(const DoctorRequest& request);

}  // namespace shardscope
