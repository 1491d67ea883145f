#include "copyverdict.h"

#include <algorithm>
#include <string_view>

#include "layout/redundancy.h"
#include "rundocument.h"

namespace shardscope {

CopyVerdict judgeCopies(const std::vector<std::vector<int>>& groups,
                        const std::function<bool(int)>& held,
                        const std::function<bool(int)>& readable, uint64_t bytesPerRank) {
    CopyVerdict v;
    bool onlyOnce = true;
    bool lacking = false;
    for (const std::vector<int>& group : groups) {
        size_t holders = 0;
        size_t files = 0;
        for (int g : group) {
            holders += held(g) ? 1 : 0;
            files += readable(g) ? 1 : 0;
        }
        if (files == 0) {
            continue;  // no file of the group opened: the rank folders say what is missing
        }
        if (holders == 0 && v.lost.empty()) {
            v.lost = group;
        }
        v.full = v.full || (files > 1 && holders == files);
        lacking = lacking || (files > 1 && holders == 1);
        onlyOnce = onlyOnce && holders == 1;
        v.bytesSaved += (group.size() - 1) * bytesPerRank;
    }
    v.once = onlyOnce && lacking && v.lost.empty();
    return v;
}

namespace {

uint64_t nameHash(std::string_view name) {
    return std::hash<std::string_view>{}(name);
}

}  // namespace

NameDigest digestNames(const CheckpointIndex& index) {
    NameDigest digest;
    digest.reserve(index.tensors.size());
    for (const TensorEntry& t : index.tensors) {
        digest.emplace_back(nameHash(t.name), t.bytes);
    }
    std::sort(digest.begin(), digest.end());
    return digest;
}

bool redundancyRemoved(const RedundancySummary& marks, bool savedOnce, bool savedFull) {
    return marks.marked || (savedOnce && !savedFull && !marks.markedFull);
}

void judgeDigests(RunDocument& model, const std::vector<std::shared_ptr<const NameDigest>>& ranks) {
    if (!model.strategy) {
        return;
    }
    bool once = false;
    bool full = false;
    size_t params = 0;
    uint64_t saved = 0;
    RedundancyGroupCache cache;
    for (const ParamLayout& l : model.strategy->layouts) {
        auto shape =
            TensorLayout::fullShapeFromLocal(l, std::vector<int64_t>(l.tensorMap.size(), 1));
        if (!shape) {
            continue;
        }
        auto layout = TensorLayout::make(l, *shape);
        if (!layout) {
            continue;
        }
        const uint64_t h = nameHash(l.name);
        // The members of a group mostly share one digest: it is searched once for them all.
        const NameDigest* searched = nullptr;
        const std::pair<uint64_t, uint64_t>* found = nullptr;
        const auto entry = [&](int g) -> const std::pair<uint64_t, uint64_t>* {
            if (g < 0 || static_cast<size_t>(g) >= ranks.size() || !ranks[static_cast<size_t>(g)]) {
                return nullptr;
            }
            const NameDigest& d = *ranks[static_cast<size_t>(g)];
            if (&d != searched) {
                const auto it =
                    std::lower_bound(d.begin(), d.end(), std::make_pair(h, uint64_t{0}));
                searched = &d;
                found = it != d.end() && it->first == h ? &*it : nullptr;
            }
            return found;
        };
        const auto readable = [&](int g) {
            return g >= 0 && static_cast<size_t>(g) < model.rankSummaries.size() &&
                   model.rankSummaries[static_cast<size_t>(g)].readable;
        };
        const auto& groups = cache.groups(*layout, l.stage * model.stages.devices);
        uint64_t bytes = 0;
        for (const auto& group : groups) {
            for (int g : group) {
                if (const auto* e = entry(g); e != nullptr && bytes == 0) {
                    bytes = e->second;
                }
            }
        }
        const auto held = [&](int g) { return entry(g) != nullptr; };
        const CopyVerdict v = judgeCopies(groups, held, readable, bytes);
        once = once || v.once;
        full = full || v.full;
        if (v.once) {
            ++params;
            saved += v.bytesSaved;
        }
    }
    model.redundancy.removed = redundancyRemoved(model.redundancy, once, full);
    if (model.redundancy.removed) {
        model.redundancy.params = params;
        model.redundancy.bytesSaved = saved;
    }
}

}  // namespace shardscope
