#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "../util/issue.h"
#include "configname.h"

namespace shardscope {

// Why a parameter would not load (or loads only with a conversion). Names are stable: scripts
// read them from `doctor --json`, the GUI translates from them.
enum class ProblemKind {
    Split,           // the shapes differ by a parallel split (which dimension, factor, axis, rank)
    ConfigChange,    // a model dimension or the layer count differs (hidden, vocab, layers, ...)
    ShapeMismatch,   // the shapes differ in a way neither explains
    ScalarShape,     // a checkpoint scalar into a parameter that is neither (1,) nor ()
    Dtype,           // the dtype differs and MindSpore will not convert it
    DtypeConverted,  // the dtype differs; strict_load=False converts it with a warning
    Prefix,          // the names differ by a prefix
    OtherStage,      // the parameter is in another pipeline stage's checkpoint
    Renamed,         // not in the checkpoint; entries with close names are
    Missing,         // not in the checkpoint at all
    NotTensor,       // the entry of that name is a string or a map tensor: skipped silently
    SavedElsewhere,  // saved with remove_redundancy: another rank of its group holds it
    RedundancyConflict,  // loaded with remove_redundancy=True, but several ranks of a group
                         // hold it (MindSpore's ValueError)
};
const char* problemKindName(ProblemKind kind);

enum class FixKind {
    None,
    Command,     // a shardscope-cli command (and what to load after it)
    Config,      // a value of the network's configuration
    Python,      // a line of Python to run before load_param_into_net
    LoadOption,  // an argument of load_param_into_net / load_checkpoint
    LoadFile,    // another file of the same run
};
const char* fixKindName(FixKind kind);

struct Fix {
    FixKind kind = FixKind::None;
    std::string text;     // English sentence
    std::string command;  // the exact command or code line when there is one; runnable as is
    // `text` as the catalogue's message (doctormessages.h), for the GUI's translation; none for
    // no fix.
    std::optional<Issue> sentence = std::nullopt;
    // A conversion of the checked run (`command` is its `shardscope-cli convert`): where it
    // writes, and the destination strategy (empty: merged to one card). The GUI presets its
    // Migration tab with them; empty `convertDst` when the fix is no conversion of the run.
    std::string convertDst = {};
    std::string convertDstStrategy = {};

    // "text: command", or the text alone.
    std::string describe() const;
    // The same fix: the same words (the sentence's code and arguments), command and conversion.
    bool operator==(const Fix& other) const;
};

// What the doctor found, as data; `text` is the English sentence the CLI prints. Fields that
// do not apply keep their defaults (-1, 0, empty).
struct Diagnosis {
    std::string text;
    std::optional<Issue> sentence;  // `text` as the catalogue's message, for the GUI's translation
    int dim = -1;                   // the (first) dimension that differs
    int64_t ckptValue = 0;          // its size in the checkpoint (or the config value there)
    int64_t netValue = 0;           // its size in the network
    int64_t factor = 0;             // the integer ratio between them; 0 when not integral
    int64_t ckptParts = 1;          // parts the checkpoint's strategy cuts that dimension into
    int64_t netParts = 1;           // parts the network's strategy cuts it into
    std::vector<int> axes;          // device axes splitting it (dev_matrix index from the left)
    std::vector<int64_t> devMatrix;
    int rank = -1;          // the global rank whose slice the checkpoint is
    int64_t part = -1;      // that rank's part along `dim`
    int64_t optShard = 0;   // opt_weight_shard_size in effect (> 1: optimizer sharding)
    int64_t optIndex = -1;  // the rank's optimizer shard
    int stage = -1;         // the checkpoint's pipeline stage
    int otherStage = -1;    // the stage whose checkpoint holds the parameter
    std::vector<int> otherRanks;
    ConfigName configName = ConfigName::None;  // hidden size, vocabulary size, layer count...
    size_t sameChange = 0;                     // parameters showing the same config change
    std::vector<std::string> candidates;       // closest checkpoint names, best first
    std::string prefix;                        // the prefix to strip or add
    bool prefixOnNet = false;                  // the network's names carry the prefix
    std::string ckptDtype;
    std::string netDtype;
};

struct DoctorProblem {
    std::string name;  // the network's parameter name
    ProblemKind kind = ProblemKind::ShapeMismatch;
    Severity severity = Severity::Error;
    std::string mindsporeMessage;  // exactly what MindSpore raises or logs for it
    Diagnosis diagnosis;
    Fix fix;
    std::string ckptName;  // the entry it was matched with (after a prefix), if any
    std::vector<int64_t> netShape;
    std::vector<int64_t> ckptShape;
    std::string netDtype;
    std::string ckptDtype;
};

// A conclusion about the whole load, drawn from many problems.
enum class FindingKind {
    PerRankSlice,              // one rank's slice loaded into a stand-alone network
    FullIntoSplit,             // a full checkpoint loaded into a network compiled for a strategy
    Resplit,                   // a checkpoint split for one strategy into a network of another
    OtherStage,                // a checkpoint of another pipeline stage
    ConfigChange,              // hidden size, vocabulary, feed-forward size, ...
    LayerCount,                // a different number of layers
    Prefix,                    // a common prefix to strip or add
    Renames,                   // a systematic rename
    DtypeChange,               // many parameters change dtype the same way
    RedundancyRemoved,         // a rank of a run saved with remove_redundancy, loaded without it
    FullWithRemoveRedundancy,  // a full run loaded with remove_redundancy=True
};
const char* findingKindName(FindingKind kind);

struct DoctorFinding {
    FindingKind kind = FindingKind::ConfigChange;
    std::string text;
    std::optional<Issue> sentence;  // `text` as the catalogue's message, for the GUI's translation
    Fix fix;
    size_t params = 0;  // problems it explains
};

struct DoctorReport {
    std::string ckptPath;
    std::string netPath;
    bool strict = false;
    int rank = 0;
    size_t netParams = 0;
    size_t loaded = 0;  // network parameters that load (with or without a conversion)
    std::vector<DoctorProblem> problems;  // the network's order
    std::vector<DoctorFinding> findings;
    std::vector<std::string> warnings;       // MindSpore's, in the order it logs them
    std::vector<std::string> warningCodes;   // each warning's stable code, in that order
    std::vector<std::string> ckptNotLoaded;  // MindSpore's ckpt_not_load
    std::vector<Issue> notes;                // how the inputs were read
    std::string firstError;                  // the parameter MindSpore raises at; it stops there

    size_t errors() const;
    size_t warningProblems() const;
    bool loads() const { return errors() == 0; }
    // "3 of 40 parameters would not load (strict_load=False): 2 split, 1 missing; ...": the
    // English of summaryIssue().
    std::string summary() const;
    // The summary as the catalogue's message (DoctorAllLoad, DoctorNotAllLoad): the problems by
    // kind and the rest are pieces, which the window words in its language.
    Issue summaryIssue() const;
};

}  // namespace shardscope
