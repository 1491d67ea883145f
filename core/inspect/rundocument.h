#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "axisrole.h"
#include "formats/checkpointfile.h"
#include "formats/ranktable.h"
#include "formats/runfolder.h"
#include "formats/strategy.h"
#include "layout/tensorlayout.h"
#include "layout/transformsources.h"

namespace shardscope {

struct RunHistory;

// How a strategy cuts one parameter, as data; splitArg (splitpiece.h) puts it into words.
struct SplitDescription {
    struct DimSplit {
        size_t dim = 0;
        int64_t parts = 1;
        std::vector<int> axes;  // dev-matrix axes counted from the left, most significant first
    };
    std::vector<DimSplit> dims;  // split dimensions only
    int64_t replicas = 1;        // ranks holding each model-parallel slice
    std::vector<int> replicaAxes;
    int64_t optShard = 1;  // optimizer shard size (1: off)
};

SplitDescription describeSplit(const TensorLayout& layout);

enum class ParamStatus { Ok, NotInStrategy, NotInCheckpoint, ShapeContradicts, MissingOnRanks };

// One parameter of a run: where it lives and how big it is.
struct ParamInfo {
    std::string name;
    int stage = 0;
    std::string dtype;
    std::vector<int64_t> globalShape;
    std::vector<int64_t> localShape;
    uint64_t bytesPerRank = 0;
    uint64_t bytesTotal = 0;  // over every rank file that holds it
    int layoutIndex = -1;     // into the strategy's layouts; -1 when the strategy lacks it
    std::optional<TensorLayout> layout;
    std::vector<int> ranks;  // global ranks whose files hold it, ascending
    // Saved with remove_redundancy: one rank of each redundancy group holds it, and the other
    // members' files lack it by design (RunDocument::holderOf() names the holder of each slice).
    bool savedOnce = false;
    ParamStatus status = ParamStatus::Ok;
    // Why the status is ShapeContradicts, said without the parameter (the window renders it in its
    // language from the error's template); null for any other status, whose words the status and
    // the run give.
    std::shared_ptr<const Error> statusError;
};

enum class InputKind { Checkpoint, Strategy, Run };
const char* inputKindName(InputKind kind);

// What one rank file holds, kept even when its index is not (LoadOptions::summaryOnly).
struct RankSummary {
    bool readable = false;
    size_t tensors = 0;
    uint64_t bytes = 0;  // tensor content bytes
    uint64_t fileSize = 0;
    CrcState crc = CrcState::None;
    EncryptionMode encryption = EncryptionMode::None;
};

// A run saved with remove_redundancy=True (docs/layouts.md section 7): each slice is in the
// file of one rank of its redundancy group only.
struct RedundancySummary {
    bool removed = false;     // the files show it, or their metadata says so
    bool marked = false;      // a safetensors rank file's metadata says so (MindSpore 2.7+)
    bool markedFull = false;  // one says "remove_redundancy": "False": a missing copy is lost
    size_t params = 0;        // parameters saved once per group (ParamInfo::savedOnce)
    uint64_t bytesSaved = 0;  // what the other members of their groups would hold in a full save
    // A MindFormers iteration (BalancedSaveStrategy): its loader reads each slice from the file
    // metadata.json names, no flag needed.
    bool mindformers = false;
};

// An opened path joined with its strategy: the one document every view and `inspect` derive
// from (loadPath). A single checkpoint is a run of one unsplit rank; a strategy alone is a
// run without files.
struct RunDocument {
    InputKind kind = InputKind::Run;
    std::string path;
    RunFolder run;
    std::string strategyPath;
    bool strategyFound = false;  // found beside the run (findRunStrategy), not named
    std::optional<Strategy> strategy;
    StageShape stages;  // from the strategy; one stage of all ranks without one
    std::vector<std::shared_ptr<const CheckpointFile>> files;  // by global rank, null if none
    std::vector<RankSummary> rankSummaries;                    // by global rank
    std::vector<ParamInfo> params;                             // in file order, stage by stage
    std::vector<Issue> issues;
    // The first rank file that needs a key (ErrorCode::Encrypted: none given, or an r1.x file
    // without its mode) or whose key does not fit (ErrorCode::WrongKey, or InvalidArgument for a
    // key of the wrong length or mode): what a window asks its user for, then loads again with
    // LoadOptions::key. Those ranks are also UnreadableRank issues.
    std::optional<Error> keyError;
    // The key the run was opened with (LoadOptions::key; null when none): what reads its bytes
    // again (statistics, export, conversion, the doctor, history) takes it from here. In memory
    // only, never printed.
    CheckpointKeyRef key;
    RedundancySummary redundancy;
    // The rank table placing the cards on servers: the one named (LoadOptions::rankTable), else
    // the only one beside the rank folders; null without one.
    std::string rankTablePath;
    std::shared_ptr<const RankTable> rankTable;
    // The device matrix most first-stage layouts use and its axes' roles, kept by
    // keepAxisRoles (axisroles.h) where the run is built; empty: worked out on each call.
    std::vector<int64_t> mainDevMatrix;
    std::vector<AxisRole> mainRoles;
    // The saved steps the load scanned to choose the run's step (loadRunFolder), without their
    // strategy (`strategy` is it); null when it scanned none (one file per rank, no step asked
    // for). The History tab takes them from here (historyOfRun) instead of scanning again.
    std::shared_ptr<const RunHistory> history;

    int rankCount() const { return static_cast<int>(files.size()); }
    const ParamInfo* find(const std::string& name) const;
    uint64_t rankBytes(int rank) const;
    // The global rank whose file holds the slice that global rank `rank` stores of `p` (or of
    // the same parameter cut alike in rank's stage): `rank` itself when its file has it, else
    // the member of its redundancy group that has it (a run saved with remove_redundancy), else,
    // for a parameter the stages share in a MindFormers balanced save, the rank of another stage
    // that metadata.json names; -1 when none does, or without a layout.
    int holderOf(const ParamInfo& p, int rank) const;
    // p's layout; for a stage none of whose files hold p (so no local shape gave it one), that of
    // the same cut in another stage; null when there is none.
    const TensorLayout* layoutOf(const ParamInfo& p) const;
};

struct LoadOptions {
    std::string strategyPath;  // a run's strategy file or folder; empty: findRunStrategy()
    unsigned threads = 0;      // 0: ioThreads' default
    bool verifyCrc = false;    // verify every crc_num trailer (reads every byte)
    // Keep each rank's summary, not its index, and skip joining the parameters: what `inspect`
    // of a run needs. Of the index only 16 bytes a tensor are kept while loading (its name's
    // hash and size), to tell a run saved with remove_redundancy.
    bool summaryOnly = false;
    // Decrypts encrypted rank files (one key for the run, as MindSpore's dec_key).
    CheckpointKeyRef key;
    // A run's saved step (--step: a global step, E_S or a step's name); empty: the step
    // `history` recommends (discoverRunFolder).
    std::string step;
    // A rank table file or "msrun:W:L"; it must load. Empty: the one beside the run, if any.
    std::string rankTable;
};

// Indexes every rank file (metadata only). A strategy the caller named must load; one found
// beside the run that does not is reported as an issue and the run opens without it.
Result<RunDocument> loadRunFolder(const std::string& folder, const LoadOptions& options);
Result<RunDocument> loadRunFolder(const std::string& folder, const std::string& strategyPath = {},
                                  unsigned threads = 0);

}  // namespace shardscope
