#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace shardscope {

// How a checkpoint came to be saved, read from its name and place (formats.md section 7).
enum class SaveKind {
    Periodic,        // ModelCheckpoint: <prefix>[_K]-<epoch>_<step>
    StepOnly,        // a name that carries one number: <prefix>_<step> or <prefix>-<step>
    Breakpoint,      // exception_save: <prefix>[_K]-<epoch>_<step>_breakpoint
    FaultTolerance,  // tft_saved_checkpoints-step_<N>/rank_<r>/ttp_rank_<r>-<epoch>_<step>
};
const char* saveKindName(SaveKind kind);  // "periodic", "step-only", "breakpoint", "tft"

// What a checkpoint's file name says. Numbers, never text: "-10_" is newer than "-9_".
struct SavedName {
    std::string prefix;     // without the clash suffix "_K" and MindFormers' "_rank_<r>"
    std::string rawPrefix;  // everything before "-<epoch>_<step>" (before "_<step>": step-only)
    int clash = 0;          // K of a later run's "prefix_K" (MindSpore's name-clash rule); 0 first
    int64_t epoch = -1;     // -1 when the name carries only a step
    int64_t step = 0;       // step within the epoch, or the only number
    SaveKind kind = SaveKind::Periodic;
    bool temporary = false;          // "<stem>.tmp" (or "<name>.tmp"): a save that never completed
    std::string format;              // "ckpt" or "safetensors"; empty for a "<stem>.tmp"
    int nameRank = -1;               // MindFormers' "_rank_<r>" in the name; -1 without
    bool clashSuffixInName = false;  // rawPrefix ends in "_<digits>" (resolved per folder)

    // "net_1-3_100" / "net-3_100_breakpoint" / "ckpt_100": the step's name on every rank
    // (MindFormers' "_rank_<r>" left out).
    std::string stem() const;
};

// Parses a file name (no folder). nullopt: not a saved-step name (no number, not a checkpoint).
std::optional<SavedName> parseSavedName(std::string_view fileName);

// MindSpore appends "_K" to a prefix only when files of that prefix already exist, so a raw
// prefix "net_1" is the second run of "net" only when the same folder holds "net-…" (or an
// earlier "net_<j>-…") files; otherwise "resnet_50" is just a name. Resolves `clash` and
// `prefix` of the names of one folder.
void resolveClashes(std::vector<SavedName>& names);

// "tft_saved_checkpoints-step_<N>[_tmp]": the global step N, and whether the save is unfinished.
struct FaultToleranceFolder {
    int64_t globalStep = 0;
    bool unfinished = false;
};
std::optional<FaultToleranceFolder> parseFaultToleranceFolder(std::string_view folderName);

}  // namespace shardscope
