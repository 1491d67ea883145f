#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../util/issue.h"

#include "../formats/checkpointfile.h"
#include "../formats/runfolder.h"
#include "../formats/strategy.h"
#include "copyblock.h"

namespace shardscope {

enum class TensorOrigin { Transformed, Copied };

// One tensor of a destination file: its frame, where its content lies, where the bytes come from.
struct PlannedTensor {
    std::string name;
    std::string dtypeName;
    std::vector<int64_t> dims;  // as written
    TensorOrigin origin = TensorOrigin::Transformed;
    // Transformed: the parameter's place in the TransformSources it was planned from.
    uint32_t param = UINT32_MAX;
    uint64_t contentBytes = 0;
    std::vector<ByteRange> contentChunks;  // file ranges of the content, one per record
    std::vector<CopyBlock> blocks;         // tile the content exactly
};

// A file range whose bytes the planner already knows (record headers, the CRC trailer slot).
struct FixedBytes {
    uint64_t offset = 0;
    std::string bytes;
};

struct RankPlan {
    int rank = 0;
    std::string outPath;
    uint64_t fileSize = 0;   // on disk
    uint64_t plainSize = 0;  // of the protobuf stream: fileSize, unless encrypted
    std::vector<PlannedTensor> tensors;
    std::vector<FixedBytes> headers;
    std::vector<int> sources;  // global source ranks read, ascending
    uint64_t bytesRead = 0;
    uint64_t peakMemory = 0;  // of the executor for this rank, estimated
    // Planned, then let go with their headers: a plan made to be shown, not carried out
    // (PlanRequest::summaryOnly), keeps only its totals, not a list per tensor per rank.
    size_t tensorsLetGo = 0;

    size_t tensorCount() const { return tensors.size() + tensorsLetGo; }
};

struct ConversionOptions {
    std::string prefix = "checkpoint_";
    bool crc = false;
    uint64_t chunkBytes = 536870912;  // MindSpore's record cut
    uint64_t windowBytes = 8u << 20;  // unit of work, CRC and memory release
    unsigned threads = 0;             // 0: all cores
    // Write the destination strategy beside the rank folders once every file is complete
    // (deststrategy.h), so the converted run describes itself.
    bool writeStrategy = true;
    // Output container; nullopt asks the planner to use the sources' format (.ckpt for HDF5
    // sources). The plan's options hold the format it resolved.
    std::optional<CheckpointFormat> format;
    // Encrypt every .ckpt written as MindSpore's save_checkpoint(enc_key, enc_mode) does, with
    // the key's mode; null writes plain files. Sources are read with PlanRequest::key.
    CheckpointKeyRef encryptKey;
    uint64_t encryptBlockBytes = 64ull << 20;  // MindSpore's block; tests use smaller ones
    // Write the destination as MindSpore saves with remove_redundancy=True: each parameter of
    // the destination strategy by one rank of each redundancy group (round robin, names sorted,
    // docs/layouts.md section 7); safetensors files say so in their metadata.
    bool removeRedundancy = false;
};

// Everything a conversion will do, computed from metadata alone.
struct ConversionPlan {
    std::string srcFolder;
    std::string dstFolder;
    // The source strategy read: the request's, or the one found beside the rank folders (empty:
    // the source is one unsplit checkpoint).
    std::string srcStrategy;
    ConversionOptions options;
    std::vector<std::shared_ptr<const CheckpointFile>> sources;  // by global source rank
    std::vector<RankPlan> ranks;
    std::vector<Issue> problems;                  // found before anything is written; errors block
    std::shared_ptr<const Strategy> dstStrategy;  // as loaded; null when merging to one file
    int dstRankCount = 1;  // the target's ranks, all of them (ranks may hold a selection)
    std::optional<SelectedStep> sourceStep;  // the source run's saved step, when named
    // Destination ranks whose plan was derived from the first of their class (RankClasses)
    // rather than planned on their own: the same plans either way.
    int derivedRanks = 0;

    bool runnable() const;
    uint64_t totalRead() const;
    uint64_t totalWritten() const;
};

}  // namespace shardscope
