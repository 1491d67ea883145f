#include "planvalidator.h"

#include <algorithm>
#include <tuple>

#include "../util/ranklist.h"

namespace shardscope {

void PlanValidator::resolveFormat() {
    std::optional<CheckpointFormat>& format = m_s.plan.options.format;
    if (!format) {
        const auto first = std::find_if(m_s.plan.sources.begin(), m_s.plan.sources.end(),
                                        [](const auto& f) { return f != nullptr; });
        const CheckpointFormat source = (*first)->index().format;
        format = source == CheckpointFormat::Hdf5 ? CheckpointFormat::Ckpt : source;
    } else if (*format == CheckpointFormat::Hdf5) {
        m_s.problems.error(IssueCode::WrongOutputFormat, {}, -1, std::vector<std::string>{});
    }
}

namespace {

Result<std::shared_ptr<const Strategy>> loadDestination(const std::string& path) {
    auto loaded = loadStrategy(path);
    if (!loaded) {
        return std::move(loaded).error();
    }
    return std::make_shared<const Strategy>(std::move(*loaded));
}

}  // namespace

Status PlanValidator::loadStrategies() {
    for (auto [path, slot, shape, role] :
         {std::tuple{static_cast<const std::string*>(&m_s.srcStrategy), &m_s.src, &m_s.srcShape,
                     "source"},
          std::tuple{&m_s.request.dstStrategy, &m_s.dst, &m_s.dstShape, "destination"}}) {
        if (slot == &m_s.dst && m_s.request.dstHeld) {
            auto stages = stageShape(*m_s.request.dstHeld, role);
            if (!stages) {
                return std::move(stages).error();
            }
            m_s.plan.dstStrategy = m_s.request.dstHeld;
            *slot = m_s.request.dstHeld;
            *shape = *stages;
            continue;
        }
        if (path->empty()) {
            continue;
        }
        auto loaded = slot == &m_s.src ? loadSource() : loadDestination(*path);
        if (!loaded) {
            return std::move(loaded).error();
        }
        auto stages = stageShape(**loaded, role);
        if (!stages) {
            return std::move(stages).error();
        }
        if (slot == &m_s.dst) {
            m_s.plan.dstStrategy = *loaded;  // as loaded: validate() replaces the slot's, not it
        }
        *slot = std::move(*loaded);
        *shape = *stages;
    }
    return {};
}

// The source strategy: the loaded run's when it is the one (PlanRequest::source), else read.
Result<std::shared_ptr<const Strategy>> PlanValidator::loadSource() const {
    const std::shared_ptr<const RunDocument>& run = m_s.request.source;
    if (run != nullptr && run->strategy && run->strategyPath == m_s.srcStrategy) {
        return std::shared_ptr<const Strategy>(run, &*run->strategy);  // lives as long as the run
    }
    auto loaded = loadStrategy(m_s.srcStrategy);
    if (!loaded) {
        return std::move(loaded).error();
    }
    return std::make_shared<const Strategy>(std::move(*loaded));
}

// A source strategy of fewer cards than the run describes only the first ranks: the others'
// files are never read, which the user must hear (inspect and the app drop such a strategy).
void PlanValidator::noteUnreadRanks() {
    if (!m_s.src) {
        return;
    }
    const int cards = m_s.srcShape.ranks();
    std::vector<int> unread;
    for (const RankFile& rf : m_s.run.ranks) {
        if (rf.rank >= cards) {
            unread.push_back(rf.rank);
        }
    }
    if (unread.empty()) {
        return;
    }
    std::sort(unread.begin(), unread.end());
    const int runCards = std::max(cards, unread.back() + 1);
    const std::string ranks = formatRankList(unread);
    m_s.problems.add(IssueCode::StrategyRanksUnread, Severity::Warning, {}, -1,
                     {std::to_string(cards), std::to_string(m_s.srcShape.stages),
                      std::to_string(m_s.srcShape.devices), std::to_string(runCards), ranks,
                      std::to_string(unread.size())});
}

// Protobuf strategies record no shapes: a rank's local shape times the splits gives them.
void PlanValidator::collectShapes() {
    if (!m_s.src) {
        if (const CheckpointFile* f = m_s.file(0)) {
            for (const TensorEntry& t : f->index().tensors) {
                m_s.shapes.emplace(t.name, t.shape);
            }
        }
        return;
    }
    for (const ParamLayout& l : m_s.src->layouts) {
        if (!l.tensorShape.empty()) {
            m_s.shapes.emplace(l.name, l.tensorShape);
            continue;
        }
        const TensorEntry* entry = nullptr;
        for (int i = 0; i < m_s.srcShape.devices && entry == nullptr; ++i) {
            if (const CheckpointFile* f = m_s.file(l.stage * m_s.srcShape.devices + i)) {
                entry = f->index().find(l.name);
            }
        }
        if (entry == nullptr) {
            continue;  // reported by validate() if some rank needs it
        }
        auto full = TensorLayout::fullShapeFromLocal(l, entry->shape);
        if (full) {
            m_s.shapes.emplace(l.name, *full);
        }
    }
}

void PlanValidator::validate(std::shared_ptr<const Strategy>& strategy, const char* side) {
    if (strategy == nullptr) {
        return;
    }
    for (const ParamLayout& l : strategy->layouts) {
        auto shape = m_s.shapes.find(l.name);
        if (shape == m_s.shapes.end() && m_s.open && m_s.needed.count(l.name) == 0) {
            m_s.excluded.insert(l.name);  // no selected rank holds it: not part of this plan
            continue;
        }
        if (shape == m_s.shapes.end()) {
            m_s.excluded.insert(l.name);
            m_s.problems.warnOnce(IssueCode::NotInCheckpoint, l.name, {l.name, side});
            continue;
        }
        auto made = TensorLayout::make(l, shape->second);
        if (!made) {
            m_s.excluded.insert(l.name);
            const bool divisibility = made.error().message.find("divide") != std::string::npos;
            m_s.problems
                .error(divisibility ? IssueCode::NotDivisibleLayout : IssueCode::BadLayout, l.name,
                       -1, {l.name, side, made.error().describe()})
                .because(made.error());
        }
    }
    const auto left = [&](const ParamLayout& l) { return m_s.excluded.count(l.name) != 0; };
    if (std::any_of(strategy->layouts.begin(), strategy->layouts.end(), left)) {
        auto kept = std::make_shared<Strategy>(*strategy);
        std::erase_if(kept->layouts, left);
        strategy = std::move(kept);
    }
}

}  // namespace shardscope
