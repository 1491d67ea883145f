#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "../formats/checkpointfile.h"
#include "../formats/checkpointkey.h"
#include "../formats/indextemplates.h"
#include "../formats/strategy.h"
#include "../util/messagearg.h"
#include "runhistory.h"

namespace shardscope {

// What a rank file is checked against: the strategy's layouts of the rank's pipeline stage.
class StrategyCheck {
public:
    StrategyCheck() = default;
    StrategyCheck(std::shared_ptr<const Strategy> strategy, int stageDevices);

    bool active() const { return m_devices > 0; }
    int stageOf(int rank) const { return m_devices > 0 ? rank / m_devices : 0; }
    // The first tensor whose shape the strategy contradicts; empty when none does. A parameter
    // the file lacks is no contradiction: remove_redundancy saves each slice once.
    FileReason contradiction(const CheckpointIndex& index, int rank) const;

private:
    // A layout, and the local shape it gives when it names its full shape: worked out once,
    // not once per rank file (a run of thousands of ranks checks every file against it).
    struct Expected {
        const ParamLayout* layout = nullptr;
        std::optional<std::vector<int64_t>> localShape;
        // Without a full shape: whether a local shape of `mapDims` non-negative dimensions
        // fits (fullShapeFromLocal depends on nothing else), so that a fitting entry costs no
        // parse of the layout.
        bool localFits = false;
        size_t mapDims = 0;
    };
    std::shared_ptr<const Strategy> m_strategy;  // the layouts below point into it
    int m_devices = 0;
    std::vector<std::unordered_map<std::string, Expected>> m_byStage;
};

// What the checks of a run's files share: one pool and one set of templates for their indexes
// (indextemplates.h), and what was worked out for each distinct tensor list, so that the ranks
// sharing a list cost one check of it, not one each. Safe to use from several threads.
class SharedFileChecks {
public:
    SharedFileChecks();
    ~SharedFileChecks();
    SharedFileChecks(const SharedFileChecks&) = delete;
    SharedFileChecks& operator=(const SharedFileChecks&) = delete;
    CheckpointParseOptions parseOptions(const CheckpointKeyRef& key) const;
    uint64_t signature(const CheckpointIndex& index);
    FileReason contradiction(const StrategyCheck& strategy, const CheckpointIndex& index, int rank);

private:
    InternPoolPtr m_pool;  // keeps the run's templates while the checks last
    std::mutex m_mutex;
    // Keyed by lists that templates share, each kept by a copy: a list of one file is dropped
    // with it, and a later list could take its address.
    std::unordered_map<const void*, std::pair<TensorTable, uint64_t>> m_signatures;
    std::map<std::pair<const void*, int>, std::pair<TensorTable, FileReason>>
        m_contradictions;  // (list, stage)
};

// Opens one saved file (metadata only: record headers, and the step_num / global_step /
// epoch_num scalars) and records its state: Intact, Empty, Unreadable, Inconsistent (strategy)
// or Growing. Never reads tensor contents (an encrypted file, opened with `key`, is decrypted
// block by block to index it). `indexed`: the same file already opened (the run document's, of the
// step a window shows); its index is used instead of opening the file again.
// `shared`: the run's other files' checks (null: this file alone).
void checkHistoryFile(HistoryFile& file, int rank, const StrategyCheck& strategy,
                      const CheckpointKeyRef& key = {}, const CheckpointFile* indexed = nullptr,
                      SharedFileChecks* shared = nullptr);

// Reads every byte of a file with a crc_num trailer and records Ok or CrcMismatch.
void checkHistoryCrc(HistoryFile& file);

// Why two files' tensor lists differ, as the "difference" argument of FileTensorListDiffers: a
// piece ("'adam_m.w' of net-2_10.ckpt is missing", "'w' is F32 [4, 8] here, F32 [4, 16] in
// net-2_10.ckpt") the window translates; empty when they do not differ (or one cannot be read).
IssueArg tensorListDifference(const std::string& reference, const std::string& path,
                              const CheckpointKeyRef& key = {});

}  // namespace shardscope
