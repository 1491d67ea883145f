#include "loademulator.h"

#include <algorithm>
#include <limits>
#include <unordered_map>

#include "pythontext.h"

namespace shardscope {

namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() >= suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

int64_t elements(const std::vector<int64_t>& shape) {
    int64_t n = 1;
    for (const int64_t d : shape) {
        if (__builtin_mul_overflow(n, d, &n)) {
            return std::numeric_limits<int64_t>::max();
        }
    }
    return n;
}

bool isOneOf(const std::string& s, std::initializer_list<const char*> names) {
    return std::any_of(names.begin(), names.end(), [&](const char* n) { return s == n; });
}

// One of MindSpore's warnings, with its stable code (doctor --json's "warning_codes").
void warn(LoadEmulation& out, std::string text, const char* code) {
    out.warnings.push_back(std::move(text));
    out.warningCodes.emplace_back(code);
}

// _update_param for a network parameter and the entry it was matched with.
void update(ParamOutcome& o, const CkptEntry& e, bool strict, int step, LoadEmulation& out) {
    o.ckptName = e.name;
    o.ckptShape = e.shape;
    o.ckptDtype = e.dtype;
    o.ckptKind = e.kind;
    o.step = step;
    if (e.kind == TensorKind::String || e.kind == TensorKind::Map) {
        o.outcome = LoadOutcome::SkippedNotTensor;  // no `data` attribute: MindSpore skips it
        return;
    }
    if (e.kind == TensorKind::Scalar) {
        const bool fits = o.netShape.empty() || o.netShape == std::vector<int64_t>{1};
        o.outcome = fits ? LoadOutcome::ScalarFilled : LoadOutcome::ScalarError;
        o.message = fits ? std::string() : LoadEmulator::scalarMessage(o.name, o.netShape);
        return;
    }
    bool squeezed = false;
    if (o.netShape != e.shape) {
        // _special_process_par: more dims in the checkpoint, all the extra trailing ones 1.
        const size_t n = o.netShape.size();
        bool squeeze = e.shape.size() > n;
        for (size_t i = n; squeeze && i < e.shape.size(); ++i) {
            squeeze = e.shape[i] == 1;
        }
        if (!squeeze) {
            o.outcome = LoadOutcome::ShapeError;
            o.message = LoadEmulator::shapeMessage(o.name, o.netShape, e.shape);
            return;
        }
        if (elements(o.netShape) != elements(e.shape)) {
            o.outcome = LoadOutcome::ShapeError;
            o.message = LoadEmulator::reshapeMessage(o.netShape, e.shape);
            return;
        }
        squeezed = true;
    }
    if (!o.netDtype.empty() && !e.dtype.empty() && o.netDtype != e.dtype) {
        if (!strict && LoadEmulator::sameFamily(o.netDtype, e.dtype)) {
            o.outcome = LoadOutcome::Converted;
            o.message = LoadEmulator::convertWarning(e.name, o.netDtype, e.dtype);
            warn(out, o.message, "load-dtype-converted");
        } else {
            o.outcome = LoadOutcome::DtypeError;
            o.message = LoadEmulator::dtypeMessage(o.name, o.netDtype, e.dtype);
        }
        return;
    }
    o.outcome = squeezed ? LoadOutcome::Squeezed : LoadOutcome::Loaded;
}

}  // namespace

bool ParamOutcome::raises() const {
    return outcome == LoadOutcome::ShapeError || outcome == LoadOutcome::DtypeError ||
           outcome == LoadOutcome::ScalarError;
}

bool ParamOutcome::failed() const {
    return raises() || outcome == LoadOutcome::NotLoaded;
}

bool LoadEmulation::loads() const {
    return std::none_of(params.begin(), params.end(),
                        [](const ParamOutcome& o) { return o.failed(); });
}

const ParamOutcome* LoadEmulation::find(const std::string& name) const {
    for (const ParamOutcome& o : params) {
        if (o.name == name) {
            return &o;
        }
    }
    return nullptr;
}

LoadEmulation LoadEmulator::run(const NetSpec& net, const std::vector<CkptEntry>& dict,
                                bool strict) {
    LoadEmulation out;
    out.strict = strict;
    std::unordered_map<std::string, size_t> byName;  // a repeated name: the last value wins
    for (size_t i = 0; i < dict.size(); ++i) {
        if (byName.emplace(dict[i].name, i).second) {
            out.ckptNotLoad.push_back(dict[i].name);
        } else {
            byName[dict[i].name] = i;
        }
    }
    int step = 0;
    std::vector<std::string> notLoad;
    for (const NetParam& p : net.params) {
        ParamOutcome o;
        o.name = p.name;
        o.netShape = p.shape;
        o.netDtype = p.dtype;
        const auto it = byName.find(p.name);
        if (it != byName.end()) {
            update(o, dict[it->second], strict, step++, out);
            // A raising update never reaches ckpt_not_load.remove(); a skipped one neither.
            if (o.outcome != LoadOutcome::SkippedNotTensor && !o.raises()) {
                std::erase(out.ckptNotLoad, p.name);
            }
        } else if (p.name.rfind("accu_grads", 0) == 0) {
            o.outcome = LoadOutcome::SkippedAccuGrads;
        } else {
            o.outcome = LoadOutcome::NotLoaded;
            notLoad.push_back(p.name);
        }
        out.params.push_back(std::move(o));
    }
    if (!notLoad.empty() && !strict) {
        // _load_dismatch_prefix_params, step by step: find an entry that ends with a missing
        // name, take what precedes it as a prefix, load every missing name with that prefix.
        const std::string longest = notLoad.front();
        std::string prefix;
        while (prefix != longest && !notLoad.empty()) {
            prefix = longest;
            for (const std::string& n : notLoad) {
                for (const CkptEntry& e : dict) {
                    if (endsWith(e.name, n)) {
                        prefix = e.name.substr(0, e.name.size() - n.size());
                        break;
                    }
                }
                if (prefix != longest) {
                    break;
                }
            }
            if (prefix == longest) {
                break;
            }
            warn(out, prefixWarning(prefix), "load-prefix-removed");
            out.prefixes.push_back(prefix);
            const size_t before = notLoad.size();
            for (ParamOutcome& o : out.params) {
                const auto it = byName.find(prefix + o.name);
                if (o.outcome != LoadOutcome::NotLoaded || it == byName.end()) {
                    continue;
                }
                update(o, dict[it->second], strict, step++, out);
                o.viaPrefix = true;
                std::erase(notLoad, o.name);
            }
            if (notLoad.size() == before) {
                break;
            }
        }
    }
    out.paramNotLoad = notLoad;
    if (!notLoad.empty()) {
        warn(out, notLoadedWarning(notLoad.size()), "load-not-loaded");
        warn(out, notLoadedList(notLoad), "load-not-loaded-names");
    }
    for (size_t i = 0; i < out.params.size(); ++i) {
        const ParamOutcome& o = out.params[i];
        if (o.raises() &&
            (out.firstError < 0 || o.step < out.params[static_cast<size_t>(out.firstError)].step)) {
            out.firstError = static_cast<int>(i);
        }
    }
    return out;
}

std::string LoadEmulator::shapeMessage(const std::string& name, const std::vector<int64_t>& net,
                                       const std::vector<int64_t>& ckpt) {
    return "For 'load_param_into_net', " + name +
           " in the argument 'net' should have the same shape as " + name +
           " in the argument 'parameter_dict'. But got its shape " + pyTuple(net) +
           " in the argument 'net' and shape " + pyTuple(ckpt) +
           " in the argument 'parameter_dict'.May you need to check whether the checkpoint you "
           "loaded is correct or the batch size and so on in the 'net' and 'parameter_dict' are "
           "same.";
}

std::string LoadEmulator::dtypeMessage(const std::string& name, const std::string& net,
                                       const std::string& ckpt) {
    return "For 'load_param_into_net', " + name +
           " in the argument 'net' should have the same type as " + name +
           " in the argument 'parameter_dict'. but got its type " + net +
           " in the argument 'net' and type " + ckpt +
           " in the argument 'parameter_dict'.May you need to check whether the checkpoint you "
           "loaded is correct.";
}

std::string LoadEmulator::scalarMessage(const std::string& name, const std::vector<int64_t>& net) {
    return "For 'load_param_into_net', " + name +
           " in the argument 'parameter_dict' is scalar, then the shape of " + name +
           " in the argument 'net' should be (1,) or (), but got shape " + pyTuple(net) +
           ".May you need to check whether the checkpoint you loaded is correct.";
}

std::string LoadEmulator::reshapeMessage(const std::vector<int64_t>& net,
                                         const std::vector<int64_t>& ckpt) {
    return "cannot reshape array of size " + std::to_string(elements(ckpt)) + " into shape " +
           numpyShape(net);
}

std::string LoadEmulator::convertWarning(const std::string& ckptName, const std::string& net,
                                         const std::string& ckpt) {
    return "The type of " + ckptName + ":" + ckpt +
           " in 'parameter_dict' is different from the type of it in 'net':" + net +
           ", then the type convert from " + ckpt + " to " + net +
           " in the network. May consume additional memory and time";
}

std::string LoadEmulator::prefixWarning(const std::string& prefix) {
    return "For 'load_param_into_net', remove parameter prefix name: " + prefix +
           ", continue to load.";
}

std::string LoadEmulator::notLoadedWarning(size_t count) {
    return "For 'load_param_into_net', " + std::to_string(count) +
           " parameters in the 'net' are not loaded, because they are not in the "
           "'parameter_dict', please check whether the network structure is consistent when "
           "training and loading checkpoint.";
}

std::string LoadEmulator::notLoadedList(const std::vector<std::string>& names) {
    return pyList(names) + " are not loaded.";
}

bool LoadEmulator::sameFamily(const std::string& a, const std::string& b) {
    auto isFloat = [](const std::string& s) {
        return isOneOf(s, {"Float16", "Float32", "Float64", "BFloat16"});
    };
    auto isInt = [](const std::string& s) {
        return isOneOf(s, {"Int8", "Int16", "Int32", "Int64", "Int4", "QInt4x2"});
    };
    return (isFloat(a) && isFloat(b)) || (isInt(a) && isInt(b));
}

}  // namespace shardscope
