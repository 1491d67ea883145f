#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <stop_token>
#include <string>
#include <vector>

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
//   DIR/rank_<g>/synth-<E>_<S>.ckpt     rank g's checkpoint saved at step S of epoch E
//                                       (ModelCheckpoint's "<prefix>-<epoch>_<step>" name); one
//                                       per saved step (config.saves, the newest keepMax left)
//   DIR/log/rank_<g>.log                rank g's LossMonitor / TimeMonitor output
//
// Every rank file holds its stage's parameters in MindSpore's order: the network's, then
// learning_rate (Float32 []) and global_step (Int32 [1]), then adam_m.* and adam_v.*, then
// epoch_num and step_num (Int64 []). Same config and seed, same bytes. Earlier saves hold other
// values (another seed) and their own step scalars.

// One saved step: where in the training it was written.
struct SynthSave {
    int64_t epoch = 1;
    int64_t step = 1;    // within the epoch, as in the name
    int64_t global = 1;  // step_num
    uint64_t seed = 0;   // of its values; the last save uses config.seed
};
// The saves left on disk, oldest first (keep_checkpoint_max applied).
std::vector<SynthSave> synthSaves(const SynthConfig& config);
std::string synthSaveName(const SynthSave& save);  // "synth-2_250.ckpt"

// Damage done to the newest save after writing, for tests of `history` and resume:
enum class SynthDamageKind {
    MissingNewest,  // the newest save is deleted on these ranks (a job killed while saving)
    Truncate,       // cut to half its size
    FlipByte,       // one byte of tensor content flipped (caught by a crc_num trailer: --crc)
    Temporary,      // left as "<stem>.tmp", half written: an interrupted save
};
struct SynthDamage {
    SynthDamageKind kind = SynthDamageKind::MissingNewest;
    std::vector<int> ranks;
};
// "missing-newest:12-15", "truncate:3", "flip:7", "temp:2"
Result<SynthDamage> parseSynthDamage(const std::string& text);

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
    std::vector<SynthDamage> damage;  // applied to the newest save once everything is written
};

struct SynthSummary {
    int ranks = 0;
    int stages = 0;
    size_t networkParams = 0;             // distinct network parameters (Adam moments not counted)
    uint64_t elements = 0;                // elements of those parameters' full tensors
    uint64_t tensorBytes = 0;             // tensor content bytes over all rank files
    uint64_t fileBytes = 0;               // bytes of all rank files
    std::string checkpointName;           // the newest save's file name inside every rank_<g>/
    std::vector<std::string> savedNames;  // every save left, oldest first
};

std::string synthCheckpointName(const SynthConfig& config);

Result<SynthSummary> writeSynthRun(const std::string& folder, const SynthConfig& config,
                                   const SynthOptions& options = {});

}  // namespace shardscope
