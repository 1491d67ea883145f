#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>

#include "../formats/checkpointkey.h"
#include "../util/progress.h"
#include "../util/result.h"
#include "synthmodel.h"

namespace shardscope {

// A synthetic MindSpore training run (`shardscope-cli synth`, and demo data):
//
//   DIR/strategy.ckpt                   merged strategy ("<stage>-" names when pp > 1)
//   DIR/strategy/stage_<s>.ckpt         per-stage strategy files, as each stage saves them
//                                       (pp > 1 only; `merge-strategies DIR/strategy` rebuilds
//                                       DIR/strategy.ckpt from them)
//   DIR/rank_<g>/synth-<E>_<S>.ckpt     rank g's checkpoint after E epochs of S steps
//                                       (ModelCheckpoint's "<prefix>-<epoch>_<step>" name)
//   DIR/log/rank_<g>.log                rank g's LossMonitor / TimeMonitor output
//
// Every rank file holds its stage's parameters in MindSpore's order: the network's, then
// learning_rate (Float32 []) and global_step (Int32 [1]), then adam_m.* and adam_v.*, then
// epoch_num and step_num (Int64 []). Same config and seed, same bytes.
struct SynthOptions {
    bool force = false;         // write into a non-empty folder, replacing files of the same names
    unsigned threads = 0;       // rank files written at once; 0: one per core, at most 16
    bool strategyOnly = false;  // the strategy files only: no rank files, no logs
    std::stop_token stop;       // a stop request cancels: ErrorCode::Cancelled
    // Tensor bytes written so far and in all; called from worker threads, one call at a time.
    ProgressSink progress;
    // Rank files encrypted as save_checkpoint(enc_key, enc_mode) writes them, with the key's mode.
    CheckpointKeyRef encryptKey;
    uint64_t encryptBlockBytes = 64ull << 20;
};

struct SynthSummary {
    int ranks = 0;
    int stages = 0;
    size_t networkParams = 0;    // distinct network parameters (Adam moments not counted)
    uint64_t elements = 0;       // elements of those parameters' full tensors
    uint64_t tensorBytes = 0;    // tensor content bytes over all rank files
    uint64_t fileBytes = 0;      // bytes of all rank files
    std::string checkpointName;  // the file name inside every rank_<g>/
};

std::string synthCheckpointName(const SynthConfig& config);

Result<SynthSummary> writeSynthRun(const std::string& folder, const SynthConfig& config,
                                   const SynthOptions& options = {});

}  // namespace shardscope
