#include "doctorreport.h"

#include <map>

namespace shardscope {

const char* problemKindName(ProblemKind kind) {
    switch (kind) {
        case ProblemKind::Split:
            return "split";
        case ProblemKind::ConfigChange:
            return "config-change";
        case ProblemKind::ShapeMismatch:
            return "shape-mismatch";
        case ProblemKind::ScalarShape:
            return "scalar-shape";
        case ProblemKind::Dtype:
            return "dtype";
        case ProblemKind::DtypeConverted:
            return "dtype-converted";
        case ProblemKind::Prefix:
            return "prefix";
        case ProblemKind::OtherStage:
            return "other-stage";
        case ProblemKind::Renamed:
            return "renamed";
        case ProblemKind::Missing:
            return "missing";
        case ProblemKind::NotTensor:
            return "not-a-tensor";
        case ProblemKind::SavedElsewhere:
            return "saved-elsewhere";
        case ProblemKind::RedundancyConflict:
            return "redundancy-conflict";
    }
    return "shape-mismatch";
}

const char* fixKindName(FixKind kind) {
    switch (kind) {
        case FixKind::None:
            return "none";
        case FixKind::Command:
            return "command";
        case FixKind::Config:
            return "config";
        case FixKind::Python:
            return "python";
        case FixKind::LoadOption:
            return "load-option";
        case FixKind::LoadFile:
            return "load-file";
    }
    return "none";
}

const char* findingKindName(FindingKind kind) {
    switch (kind) {
        case FindingKind::PerRankSlice:
            return "per-rank-slice";
        case FindingKind::FullIntoSplit:
            return "full-into-split";
        case FindingKind::Resplit:
            return "resplit";
        case FindingKind::OtherStage:
            return "other-stage";
        case FindingKind::ConfigChange:
            return "config-change";
        case FindingKind::LayerCount:
            return "layer-count";
        case FindingKind::Prefix:
            return "prefix";
        case FindingKind::Renames:
            return "renames";
        case FindingKind::DtypeChange:
            return "dtype-change";
        case FindingKind::RedundancyRemoved:
            return "redundancy-removed";
        case FindingKind::FullWithRemoveRedundancy:
            return "full-with-remove-redundancy";
    }
    return "config-change";
}

std::string Fix::describe() const {
    if (command.empty()) {
        return text;
    }
    return text.empty() ? command : text + ": " + command;
}

size_t DoctorReport::errors() const {
    size_t n = 0;
    for (const DoctorProblem& p : problems) {
        n += p.severity == Severity::Error ? 1 : 0;
    }
    return n;
}

size_t DoctorReport::warningProblems() const {
    return problems.size() - errors();
}

std::string DoctorReport::summary() const {
    const std::string mode = strict ? " (strict_load=True)" : " (strict_load=False)";
    std::string out;
    if (loads()) {
        out = "all " + std::to_string(netParams) + " parameters of the network would load" + mode;
    } else {
        // Kinds in the order they first appear, so the summary reads like the list above it.
        std::vector<std::string> order;
        std::map<std::string, size_t> counts;
        for (const DoctorProblem& p : problems) {
            if (p.severity == Severity::Error && counts[problemKindName(p.kind)]++ == 0) {
                order.push_back(problemKindName(p.kind));
            }
        }
        out = std::to_string(errors()) + " of " + std::to_string(netParams) +
              " parameters would not load" + mode + ":";
        for (size_t i = 0; i < order.size(); ++i) {
            out += (i > 0 ? ", " : " ") + std::to_string(counts[order[i]]) + " " + order[i];
        }
    }
    if (warningProblems() > 0) {
        out += "; " + std::to_string(warningProblems()) + " load with a dtype conversion";
    }
    out += "; " + std::to_string(ckptNotLoaded.size()) +
           (ckptNotLoaded.size() == 1 ? " checkpoint entry" : " checkpoint entries") +
           " not loaded (ckpt_not_load)";
    if (!firstError.empty()) {
        out += "; MindSpore raises at the first error, " + firstError;
    }
    return out;
}

}  // namespace shardscope
