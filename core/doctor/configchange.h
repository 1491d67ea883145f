#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "configname.h"
#include "doctorreport.h"

namespace shardscope {

// A shape mismatch that the layouts did not explain.
struct ShapeCase {
    std::string name;
    std::vector<int64_t> ckpt;  // the full shape when known, else the shape held
    std::vector<int64_t> net;
    bool certain = false;  // both are full shapes: any difference is the model's
};

// One model dimension that differs: 64 in the checkpoint, 128 in the network.
struct ConfigValueChange {
    ConfigName configName = ConfigName::None;  // hidden size, ..., a model dimension
    int64_t ckptValue = 0;
    int64_t netValue = 0;
    size_t params = 0;
};

// Tells a change of the model's configuration from a parallel split by how consistently the
// shapes change: a new hidden size changes many parameters the same way, often in two
// dimensions at once and in replicated layer norms; one rank's slice makes single dimensions
// smaller by one factor.
class ConfigChangeFinder {
public:
    struct Verdict {
        ProblemKind kind = ProblemKind::ShapeMismatch;  // ConfigChange, Split or ShapeMismatch
        Diagnosis diagnosis;
        Fix fix;                   // ConfigChange: the values to build the network with
        bool ckptSmaller = false;  // Split: the checkpoint holds the smaller piece
    };

    explicit ConfigChangeFinder(std::vector<ShapeCase> cases);

    const std::vector<Verdict>& verdicts() const { return m_verdicts; }          // one per case
    const std::vector<ConfigValueChange>& changes() const { return m_changes; }  // most first

    // What a dimension of a parameter probably is, from its name: vocabulary size, hidden size,
    // sequence length; None when the name does not say.
    static ConfigName guessConfigName(const std::string& name, const std::vector<int64_t>& shape,
                                      size_t dim);

private:
    struct Diff {
        size_t dim;
        int64_t ckpt;
        int64_t net;
    };

    void nameChanges();
    Verdict configVerdict(size_t i) const;
    Verdict splitVerdict(size_t i, size_t similar) const;
    Verdict mismatchVerdict(size_t i) const;
    ConfigName nameOf(int64_t ckpt, int64_t net) const;
    size_t paramsWith(int64_t ckpt, int64_t net) const;

    std::vector<ShapeCase> m_cases;
    std::vector<std::vector<Diff>> m_diffs;
    std::vector<Verdict> m_verdicts;
    std::vector<ConfigValueChange> m_changes;
};

}  // namespace shardscope
