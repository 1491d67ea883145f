#include "joinparams.h"

#include <algorithm>
#include <cstdint>
#include <iterator>
#include <map>
#include <set>
#include <string_view>
#include <thread>
#include <unordered_map>

#include "copyverdict.h"
#include "formats/shapetext.h"
#include "layout/redundancy.h"
#include "rundocument.h"
#include "util/errorwording.h"
#include "util/parallel.h"
#include "util/translatenoop.h"

namespace shardscope {

namespace {

void addOccurrence(ParamInfo& p, const TensorEntry& t, int rank) {
    if (p.ranks.empty()) {
        p.dtype = t.dtypeName;
        p.localShape = t.shape;
        p.globalShape = t.shape;
        p.bytesPerRank = t.bytes;
    }
    p.ranks.push_back(rank);
    p.bytesTotal += t.bytes;
}

// The shapes a parameter's holders have, taken while each file's entries are walked in order
// (read later, one entry per rank per parameter, millions of entries would each cost a cache
// miss): the first holder's, and every holder whose shape differs from it, ascending rank. The
// files of a run almost always agree, and pooled shapes are compared by address, so this costs
// nothing per entry where a list of every holder cost 16 bytes and a reallocation now and then.
struct HolderShapes {
    const std::vector<int64_t>* first = nullptr;
    std::vector<std::pair<int, const std::vector<int64_t>*>> others;

    void add(int rank, const std::vector<int64_t>* shape) {
        if (first == nullptr) {
            first = shape;
        } else if (shape != first && *shape != *first) {
            others.emplace_back(rank, shape);
        }
    }
};

CopyVerdict classifyCopies(const RunDocument& model, const ParamInfo& p,
                           RedundancyGroupCache& groups) {
    return judgeCopies(
        groups.groups(*p.layout, p.stage * model.stages.devices),
        [&](int g) { return std::binary_search(p.ranks.begin(), p.ranks.end(), g); },
        [&](int g) { return g < model.rankCount() && model.files[static_cast<size_t>(g)]; },
        p.bytesPerRank);
}

// Checks every holder against the layout, and finds the ranks of the stage that lack it; the
// problems go to `issues`. Reads the model only, so that parameters can be checked at once.
void checkAgainstLayout(const RunDocument& model, ParamInfo& p, const HolderShapes& shapes,
                        RedundancyGroupCache& groups, CopyVerdict& verdict,
                        std::vector<Issue>& issues) {
    const Strategy& s = *model.strategy;
    const ParamLayout& l = s.layouts[static_cast<size_t>(p.layoutIndex)];
    auto full = TensorLayout::fullShapeFromLocal(l, p.localShape);
    if (full) {
        auto made = TensorLayout::make(l, *full);
        if (made) {
            p.layout = std::move(*made);
            p.globalShape = *full;
        } else {
            full = std::move(made).error();
        }
    }
    if (!full) {
        p.status = ParamStatus::ShapeContradicts;
        p.statusError = std::make_shared<const Error>(withoutLocation(full.error()));
        return;
    }
    std::vector<std::string> missing;
    const int first = p.stage * model.stages.devices;
    auto held = p.ranks.begin();  // ascending
    auto odd = shapes.others.begin();
    const std::vector<int64_t> local = p.layout->localShape();  // computed once, not per rank
    const bool firstFits = shapes.first != nullptr && *shapes.first == local;
    for (int g = first; g < first + model.stages.devices && g < model.rankCount(); ++g) {
        const auto& f = model.files[static_cast<size_t>(g)];
        while (held != p.ranks.end() && *held < g) {
            ++held;
        }
        if (held == p.ranks.end() || *held != g) {
            missing.push_back(std::to_string(g));
            continue;
        }
        while (odd != shapes.others.end() && odd->first < g) {
            ++odd;
        }
        const bool isOdd = odd != shapes.others.end() && odd->first == g;
        const std::vector<int64_t>* shape = isOdd ? odd->second : shapes.first;
        if (isOdd ? *shape != local : !firstFits) {
            p.status = ParamStatus::ShapeContradicts;
            p.statusError = std::make_shared<const Error>(
                makeError(ErrorCode::SizeMismatch,
                          QT_TRANSLATE_NOOP("ErrorMessage",
                                            "rank {rank} holds shape {held}, the strategy gives "
                                            "{expected}"),
                          {{"rank", std::to_string(g)},
                           {"held", shapeText(*shape)},
                           {"expected", shapeText(local)}}));
            issues.push_back(
                makeIssue(IssueCode::ShapeContradictsStrategy, Severity::Warning, f->path(), p.name,
                          g, {p.name, std::to_string(g), shapeText(*shape), shapeText(local)}));
        }
    }
    if (p.status != ParamStatus::Ok) {
        return;
    }
    verdict = classifyCopies(model, p, groups);
    if (!missing.empty()) {
        std::string list;
        for (const std::string& r : missing) {
            list += (list.empty() ? "" : ", ") + r;
        }
        verdict.missing = list;
        verdict.firstMissing = std::stoi(missing.front());
    }
}

// The missing-on-ranks issue, once the run is known to be saved with redundancy or not.
void reportMissing(RunDocument& model, ParamInfo& p, const CopyVerdict& v) {
    if (v.missing.empty()) {
        return;
    }
    if (!v.lost.empty()) {
        std::string group;
        for (int g : v.lost) {
            group += (group.empty() ? "" : ", ") + std::to_string(g);
        }
        p.status = ParamStatus::MissingOnRanks;
        model.issues.push_back(makeIssue(IssueCode::SliceLost, Severity::Error, model.path, p.name,
                                         v.lost.front(), {p.name, group}));
        return;
    }
    if (model.redundancy.removed && v.once) {
        p.savedOnce = true;
        ++model.redundancy.params;
        model.redundancy.bytesSaved += v.bytesSaved;
        return;
    }
    p.status = ParamStatus::MissingOnRanks;
    model.issues.push_back(makeIssue(IssueCode::MissingOnRanks, Severity::Warning, model.path,
                                     p.name, v.firstMissing, {p.name, v.missing}));
}

using LayoutIndexOf = std::map<std::pair<std::string, int>, int>;

// Each layout of the strategy by (name, stage).
LayoutIndexOf layoutIndexOf(const RunDocument& model) {
    LayoutIndexOf layoutOf;
    if (model.strategy) {
        for (size_t i = 0; i < model.strategy->layouts.size(); ++i) {
            const ParamLayout& l = model.strategy->layouts[i];
            layoutOf[{l.name, l.stage}] = static_cast<int>(i);
        }
    }
    return layoutOf;
}

// One pipeline stage's parameters in file order (a tied parameter appears once per stage), with
// the shapes of each one's holders. Every rank file's names are in one pool: the same name is
// the same text, so a name's address is its key (no hashing of millions of names).
struct StageParams {
    std::vector<ParamInfo> params;
    std::vector<HolderShapes> holders;
};

StageParams gatherStage(const RunDocument& model, const LayoutIndexOf& layoutOf, int stage) {
    StageParams out;
    std::unordered_map<const std::string*, size_t> names;
    // The files of a stage list the same tensors in the same order: each position is first
    // looked up in the previous file's parameters, and only a miss costs a hash.
    constexpr size_t kNone = SIZE_MAX;
    std::vector<const std::string*> keys;  // each parameter's name in the pool
    std::vector<size_t> order;
    const int devices = std::max(model.stages.devices, 1);
    const int end = std::min(model.rankCount(), (stage + 1) * devices);
    for (int g = stage * devices; g < end; ++g) {
        const auto& f = model.files[static_cast<size_t>(g)];
        if (!f) {
            continue;
        }
        const std::vector<TensorEntry>& tensors = f->index().tensors;
        order.resize(std::max(order.size(), tensors.size()), kNone);
        for (size_t k = 0; k < tensors.size(); ++k) {
            const TensorEntry& t = tensors[k];
            const std::string* key = &t.name.str();
            size_t index = order[k];
            if (index == kNone || keys[index] != key) {
                auto [it, added] = names.emplace(key, out.params.size());
                if (added) {
                    ParamInfo p;
                    p.name = t.name;
                    p.stage = stage;
                    const auto l = layoutOf.find({t.name, stage});
                    p.layoutIndex = l != layoutOf.end() ? l->second : -1;
                    p.status = p.layoutIndex < 0 ? ParamStatus::NotInStrategy : ParamStatus::Ok;
                    out.params.push_back(std::move(p));
                    out.holders.emplace_back();
                    keys.push_back(key);
                }
                index = it->second;
                order[k] = index;
            }
            // A name a file holds twice: its first copy is the rank's (as MindSpore's loader
            // and the name index take it), so only that one's shape is kept.
            ParamInfo& p = out.params[index];
            const bool again = !p.ranks.empty() && p.ranks.back() == g;
            addOccurrence(p, t, g);
            if (!again) {
                out.holders[index].add(g, &t.shape.vec());
            }
        }
    }
    return out;
}

// Parameters in file order, stage by stage. The stages share no parameter, so they are gathered
// at once (`threads`: 0, one a core) and joined in stage order: the same list as one walk over
// the ranks. Returns the shapes of each parameter's holders.
std::vector<HolderShapes> gatherParams(RunDocument& model, const LayoutIndexOf& layoutOf,
                                       size_t stageCount, unsigned threads) {
    std::vector<StageParams> stages(stageCount);
    const unsigned cores =
        threads != 0 ? threads : std::max(1u, std::thread::hardware_concurrency());
    parallelFor(stageCount, cores,
                [&](size_t s) { stages[s] = gatherStage(model, layoutOf, static_cast<int>(s)); });
    size_t count = 0;
    for (const StageParams& s : stages) {
        count += s.params.size();
    }
    std::vector<HolderShapes> holders;
    holders.reserve(count);
    model.params.reserve(model.params.size() + count);
    for (StageParams& s : stages) {
        std::move(s.params.begin(), s.params.end(), std::back_inserter(model.params));
        std::move(s.holders.begin(), s.holders.end(), std::back_inserter(holders));
        s = {};
    }
    return holders;
}

// Shapes first; the ranks lacking a parameter are judged once the whole run is seen: a run saved
// with remove_redundancy lacks them by design (no group holds a copy twice). The parameters are
// checked in parallel, in slices with a group cache each.
void judgeParams(RunDocument& model, const std::vector<HolderShapes>& holders, unsigned threads) {
    std::vector<CopyVerdict> verdicts(model.params.size());
    std::vector<std::vector<Issue>> own(model.params.size());
    const size_t slices = std::min<size_t>(model.params.size(), 64);
    const unsigned cores =
        threads != 0 ? threads : std::max(1u, std::thread::hardware_concurrency());
    parallelFor(slices, cores, [&](size_t slice) {
        RedundancyGroupCache groups;
        for (size_t i = slice; i < model.params.size(); i += slices) {
            if (model.params[i].layoutIndex >= 0) {
                checkAgainstLayout(model, model.params[i], holders[i], groups, verdicts[i], own[i]);
            }
        }
    });
    bool once = false;
    bool full = false;
    for (const CopyVerdict& v : verdicts) {
        once = once || v.once;
        full = full || v.full;
    }
    // Files that say they were saved with remove_redundancy=False lack nothing by design.
    model.redundancy.removed = redundancyRemoved(model.redundancy, once, full);
    // Each parameter's own problems, then its missing-on-ranks issue, in parameter order.
    for (size_t i = 0; i < model.params.size(); ++i) {
        std::move(own[i].begin(), own[i].end(), std::back_inserter(model.issues));
        reportMissing(model, model.params[i], verdicts[i]);
    }
}

// The strategy's parameters that no rank file of their stage holds, after the others.
void appendAbsentParams(RunDocument& model, const LayoutIndexOf& layoutOf, size_t stageCount) {
    std::set<std::pair<std::string_view, int>> held;  // (name, stage) of every parameter found
    for (const ParamInfo& p : model.params) {
        held.emplace(p.name, p.stage);
    }
    // Appended once the search is over: `held` views the names in model.params, which a
    // push_back would move.
    std::vector<ParamInfo> absent;
    for (const auto& [key, index] : layoutOf) {
        const auto stage = static_cast<size_t>(key.second);
        if (stage >= stageCount || !held.contains({key.first, key.second})) {
            ParamInfo p;
            p.name = key.first;
            p.stage = key.second;
            p.layoutIndex = index;
            p.globalShape = model.strategy->layouts[static_cast<size_t>(index)].tensorShape;
            p.status = ParamStatus::NotInCheckpoint;
            absent.push_back(std::move(p));
        }
    }
    std::move(absent.begin(), absent.end(), std::back_inserter(model.params));
}

}  // namespace

void joinParams(RunDocument& model, unsigned threads) {
    const int devices = std::max(model.stages.devices, 1);
    const auto stageCount = static_cast<size_t>(
        std::max(model.stages.stages, (model.rankCount() + devices - 1) / devices));
    const LayoutIndexOf layoutOf = layoutIndexOf(model);
    const std::vector<HolderShapes> holders = gatherParams(model, layoutOf, stageCount, threads);
    judgeParams(model, holders, threads);
    appendAbsentParams(model, layoutOf, stageCount);
}

}  // namespace shardscope
