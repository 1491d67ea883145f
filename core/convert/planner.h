#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../formats/safetensorsheader.h"
#include "../inspect/rundocument.h"
#include "conversionplan.h"

namespace shardscope {

struct PlanRequest {
    std::string srcFolder;    // the source run's folder (the run: `source`)
    std::string srcStrategy;  // file or folder of per-stage files; empty: one unsplit checkpoint
    std::string dstStrategy;  // file or folder; empty: merge into one checkpoint in rank_0
    // A destination strategy held in memory (a simulated target, or one already loaded): used
    // instead of reading dstStrategy, which then only names it in messages.
    std::shared_ptr<const Strategy> dstHeld;
    std::string dstFolder;  // may be empty when only planning
    ConversionOptions options;
    // Only these destination ranks (ascending; MindSpore's transform_checkpoint_by_rank), and
    // only the source ranks they need are opened: their minimal sources, plus the rank their
    // entries outside both strategies are copied from. A rank out of range is an error.
    std::optional<std::vector<int>> dstRanks;
    // Decrypts encrypted source files (the outputs' key is options.encryptKey).
    CheckpointKeyRef key;
    // The source run's saved step (--step: a global step, E_S or a step's name); empty: the
    // step `history` recommends (discoverRunFolder).
    std::string step;
    // Source rank files already indexed (a window's run document, by global rank; null entries
    // skipped): a source whose path is one of these is taken from it, not opened and indexed
    // again.
    std::vector<std::shared_ptr<const CheckpointFile>> indexed;
    // The source run as its caller opened srcFolder, with this request's step, strategy and key:
    // loaded (loadRunFolder) or only discovered (discoverRun). The planner opens no path to find
    // a run: a request without one is refused (srcFolder then only names it in messages).
    std::shared_ptr<const RunDocument> source;
    // Keep each destination rank's totals (sources, bytes, size, tensor count, problems) and
    // let its tensors go once planned: what `plan` shows, in memory that does not grow with
    // the tensors of a 16,384-card target. Such a plan cannot be executed.
    bool summaryOnly = false;
    // Plan every destination rank on its own, not once per class of ranks that read alike
    // (RankClasses): the same plan, slower; what the tests compare the classes against.
    bool planEachRank = false;
    // Threads that plan the destination ranks, a share of the stages each (0: the machine's
    // cores): the plan is the same, byte for byte, on any number of them.
    unsigned planThreads = 0;
};

// Plans a transform_checkpoints conversion from metadata alone (docs/layouts.md section 5).
// Fails only when the inputs cannot be read at all; everything else that is wrong is listed in
// the plan's problems, all of them, before anything is written.
Result<ConversionPlan> planConversion(const PlanRequest& request);

// Lays out one destination file: record headers, content ranges, the CRC trailer slot; for
// safetensors the header (its crc_num slot included) and one content range per tensor.
void layoutRankFile(RankPlan& rank, const ConversionOptions& options);

// Whether options.encryptKey can be honoured: a key with its mode and a fitting length, a .ckpt
// output without CRC (MindSpore's enc_key excludes crc_check and safetensors).
Status checkEncryptedOutput(const ConversionOptions& options);

// The __metadata__ of a destination safetensors file: MindSpore's, plus "remove_redundancy":
// "True" when the conversion removes redundancy, and "<name>": "Int4" for each qint4x2 tensor
// (stored as I8), as MindSpore 2.7 marks them.
SafetensorsMetadata conversionMetadata(const ConversionOptions& options, const RankPlan& rank);

// A destination file's tensors as a safetensors header declares them, in data order.
std::vector<SafetensorsTensorSpec> safetensorsSpecs(const RankPlan& rank);

}  // namespace shardscope
