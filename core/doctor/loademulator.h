#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "checkpointside.h"
#include "netspec.h"

namespace shardscope {

// What load_param_into_net does with one parameter of the network.
enum class LoadOutcome {
    Loaded,
    Squeezed,          // trailing size-1 dims of the checkpoint dropped (or reshaped) silently
    Converted,         // strict_load=False: float<->float or int<->int, with MindSpore's warning
    ScalarFilled,      // a checkpoint scalar into a (1,) or () parameter
    ShapeError,        // RuntimeError (or numpy's ValueError when a squeeze cannot reshape)
    DtypeError,        // RuntimeError
    ScalarError,       // RuntimeError
    NotLoaded,         // not in the parameter_dict (after the prefix retry): a warning only
    SkippedAccuGrads,  // accu_grads*: skipped silently when absent
    SkippedNotTensor,  // a str or map-tensor entry of that name: skipped silently
};

struct ParamOutcome {
    std::string name;  // the network's
    LoadOutcome outcome = LoadOutcome::NotLoaded;
    std::string ckptName;  // the entry it was matched with; empty when none
    bool viaPrefix = false;
    std::vector<int64_t> netShape;
    std::string netDtype;
    std::vector<int64_t> ckptShape;
    std::string ckptDtype;
    TensorKind ckptKind = TensorKind::Tensor;
    // MindSpore's exact words: the error for the *Error outcomes, the warning for Converted.
    std::string message;
    int step = -1;  // when MindSpore handles it: the first error in this order is raised

    bool raises() const;  // ShapeError, DtypeError, ScalarError
    bool failed() const;  // raises() or NotLoaded
};

struct LoadEmulation {
    bool strict = false;
    std::vector<ParamOutcome> params;       // the network's order
    std::vector<std::string> warnings;      // MindSpore's warnings in the order it logs them
    std::vector<std::string> warningCodes;  // each warning's stable code (warn()), in that order
    std::vector<std::string> prefixes;      // prefixes it removed, in order
    std::vector<std::string> paramNotLoad;  // its first return value
    std::vector<std::string> ckptNotLoad;   // its second: entries matched only by exact name leave
    int firstError = -1;  // index into params of the RuntimeError MindSpore raises (it stops there)

    bool loads() const;
    const ParamOutcome* find(const std::string& name) const;
};

// Emulates mindspore.load_param_into_net (MindSpore 2.x, serialization.py as of 2.6) on
// metadata alone: exact name matches first, then (strict_load=False) the prefix retry of
// _load_dismatch_prefix_params, with _update_param's shape, squeeze, scalar and dtype rules.
// Unlike MindSpore it goes on after the first error, so that every failure is listed.
class LoadEmulator {
public:
    static LoadEmulation run(const NetSpec& net, const std::vector<CkptEntry>& dict, bool strict);

    // MindSpore's messages, word for word (the missing spaces after '.' are MindSpore's).
    static std::string shapeMessage(const std::string& name, const std::vector<int64_t>& net,
                                    const std::vector<int64_t>& ckpt);
    static std::string dtypeMessage(const std::string& name, const std::string& net,
                                    const std::string& ckpt);
    static std::string scalarMessage(const std::string& name, const std::vector<int64_t>& net);
    static std::string reshapeMessage(const std::vector<int64_t>& net,
                                      const std::vector<int64_t>& ckpt);
    static std::string convertWarning(const std::string& ckptName, const std::string& net,
                                      const std::string& ckpt);
    static std::string prefixWarning(const std::string& prefix);
    static std::string notLoadedWarning(size_t count);
    static std::string notLoadedList(const std::vector<std::string>& names);

    // _type_convert: both in {Float16, Float32, Float64, BFloat16}, or both integers.
    static bool sameFamily(const std::string& a, const std::string& b);
};

}  // namespace shardscope
