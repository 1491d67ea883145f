#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "../formats/checkpointindex.h"
#include "../formats/conversionrecord.h"
#include "../formats/strategy.h"
#include "../util/issue.h"
#include "filereason.h"
#include "savedname.h"

namespace shardscope {

// The state of one rank's copy of one saved step. Only Intact (and Unchecked, before the
// checks ran) can be resumed from.
enum class FileState {
    Intact,        // parses to the end; CRC ok when checked; consistent with its neighbours
    Unchecked,     // listed, not opened (yet)
    Temporary,     // only "<stem>.tmp" is there: the save never completed
    Empty,         // 0 bytes
    Unreadable,    // does not parse to its end (truncated, corrupt, encrypted, ...)
    CrcMismatch,   // crc_num trailer does not match the bytes
    Inconsistent,  // tensor list or shapes differ from the strategy or the rank's other steps
    Growing,       // changed size while it was read: still being written
};
// "intact", "unchecked", "temporary", "empty", "unreadable", "crc-mismatch", "inconsistent",
// "growing": the words of `history --json`.
const char* fileStateName(FileState state);
bool usableState(FileState state);

// One file of one saved step on one rank, in one tier.
struct HistoryFile {
    std::string path;
    size_t tier = 0;  // index into RunHistory::tiers
    uint64_t bytes = 0;
    int64_t mtimeNs = 0;
    FileState state = FileState::Unchecked;
    FileReason reason;  // for every state but Intact and Unchecked
    CrcState crc = CrcState::None;
    std::optional<int64_t> inFileStep;   // step_num, else global_step (the global step)
    std::optional<int64_t> inFileEpoch;  // epoch_num
    uint64_t signature = 0;              // of the tensor list (names, dtypes, shapes)
    size_t tensors = 0;
};

// One rank's copies of one step: normally one; with tiers, one per tier that holds it.
struct HistoryCell {
    int rank = -1;
    std::vector<HistoryFile> copies;  // by tier

    // The copy to use: the first usable one, else the first.
    const HistoryFile& best() const;
    bool usable() const;
};

// The identity of a saved step across ranks and its place in the order of the run.
struct StepKey {
    int clash = 0;  // later runs (prefix_K) come after earlier ones
    int64_t epoch = -1;
    int64_t step = 0;
    SaveKind kind = SaveKind::Periodic;
    std::string prefix;

    bool operator==(const StepKey&) const = default;
    bool operator<(const StepKey& o) const;
};

struct HistoryStep {
    StepKey key;
    std::string name;  // SavedName::stem(): "net_1-3_100", MindFormers' "_rank_<r>" left out
    std::optional<int64_t> globalStep;
    std::string globalSource;        // "file", "folder" (tft), "names+steps-per-epoch"
    std::vector<HistoryCell> cells;  // ranks holding any file of it, ascending
    std::vector<int> missingRanks;   // ranks of the run with no file of it at all
    uint64_t bytes = 0;              // of the best copy on every rank
    bool crcChecked = false;         // every best copy's trailer was verified (or has none)

    // A finished file on every rank: none missing, and none held only as a leftover temporary
    // (an interrupted save's "<stem>.tmp").
    bool complete() const;
    bool usable() const;                      // complete, and every rank's best copy usable
    const HistoryCell* cell(int rank) const;  // nullptr when the rank has no file of it
    // "epoch 3, step 100, global step 600": the value of describedArg()
    std::string describe() const;
    // The same as a piece named `argName` (its words translated where the window shows it).
    IssueArg describedArg(std::string argName) const;
};

// What a rule of thumb picks on each rank: MindSpore's lexicographically-last file (and the
// documentation's sorted(os.listdir())[-1]), or MindFormers' meta.json rule.
struct RankPick {
    int step = -1;  // index into RunHistory::steps; -1: a file that is no saved step, or none
    std::string file;
    std::vector<int> ranks;
};
enum class PickConsequence { Same, Older, Unusable, Mixed, None };
const char* pickConsequenceName(PickConsequence consequence);

struct RulePick {
    std::vector<RankPick> picks;  // one per distinct choice, most ranks first
    PickConsequence consequence = PickConsequence::None;
    // What taking it would mean (PickSameStep, PickOlderStep, ...), and a note on how the rule
    // chose (PickNoMetaJson, PickMetaJsonMissing): the catalogue's messages, which --json prints
    // with their codes and the window renders.
    Issue why;
    std::optional<Issue> note;

    bool mixed() const { return picks.size() > 1; }
    int step() const { return picks.size() == 1 ? picks.front().step : -1; }
};

// A pick's explanation as one argument named `name`: why's words, then the note's in brackets
// ("the same step, synth-2_250 (no meta.json: ...)"), a piece the window words in its language.
// Its value is the English --json and the text report print.
IssueArg explanationArg(const RulePick& pick, std::string name = "explanation");

// Why a step newer than the resume step cannot be resumed from: one reason per kind of damage,
// each naming its ranks ("missing on ranks 12-15", "CRC mismatch on rank 7").
struct StepVerdict {
    int step = -1;
    // Pieces, English in their values (unusableReasons): each an issue's (ReasonMissingOnRanks,
    // ReasonDamagedOnRanks; pieceIssueCode tells which).
    std::vector<IssueArg> reasons;
};

struct StepsPerEpoch {
    int64_t value = 0;
    std::string source;  // "option", "file", "folder" (tft), "logs"; empty when unknown
};

// Every saved checkpoint of a run, per rank, across tiers, and the step to resume from.
struct RunHistory {
    std::string path;
    std::vector<std::string> tiers;  // tiers[0] is the run itself
    std::vector<int> ranks;          // every rank folder of any tier, ascending
    bool singleFolder = false;       // checkpoints directly in the folder: one rank, rank 0
    std::vector<HistoryStep> steps;  // oldest first (StepKey order)
    StepsPerEpoch stepsPerEpoch;
    std::string strategyPath;  // the strategy the files were checked against; empty: none
    // That strategy as read (null: none): whoever loads the run after its history takes it from
    // here (loadRunFolder), not from strategyPath again.
    std::shared_ptr<const Strategy> strategy;
    // The top-level files strategyPath was found among (findRunStrategy); empty when it was
    // named (HistoryOptions::strategyPath).
    std::vector<std::string> strategyCandidates;

    int resume = -1;                         // index into steps: newest usable periodic step
    std::vector<size_t> resumeTiers;         // tiers that hold it complete and intact on their own
    std::vector<StepVerdict> newerUnusable;  // newer periodic steps, newest first
    RulePick lexicographic;                  // sorted(os.listdir())[-1] / MindSpore, per rank
    std::optional<RulePick> mindformers;     // when meta.json files are there
    std::vector<std::string> leftovers;      // files of interrupted saves that name no step
    std::vector<Issue> issues;
    bool crcVerified = false;  // CRC trailers were checked (--verify-crc)
    // A converted run's record of where it came from (DST/shardscope-conversion.json): its rank
    // files are named for their rank, not for a saved step.
    std::optional<ConversionRecord> conversion;

    const HistoryStep* resumeStep() const {
        return resume >= 0 ? &steps[static_cast<size_t>(resume)] : nullptr;
    }
    // "Step text" for a step index: its name, or "no saved step" for -1.
    std::string stepName(int index) const;
};

}  // namespace shardscope
