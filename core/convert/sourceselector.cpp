#include "sourceselector.h"

#include <algorithm>
#include <filesystem>
#include <set>
#include <unordered_set>

#include "../layout/proxyshapes.h"
#include "../layout/transformsources.h"
#include "../util/translatenoop.h"
#include "holders.h"
#include "stageorder.h"

namespace shardscope {

namespace fs = std::filesystem;

Status SourceSelector::openSources() {
    const RunFolder* run = &m_s.run;
    for (const RankFile& rf : run->ranks) {
        if (!rf.file.empty() && (!m_s.open || m_s.open->count(rf.rank) != 0)) {
            openSource(rf);
        }
    }
    if (m_s.plan.sources.empty() && m_s.open) {
        // None of the needed ranks is there: planRank() names them; one file gives the format.
        for (const RankFile& rf : run->ranks) {
            if (!rf.file.empty() && m_s.plan.sources.empty()) {
                openSource(rf);
            }
        }
    }
    for (const Issue& n : run->issues) {
        if (n.code == IssueCode::SeveralFilesInRank &&
            (!m_s.open || m_s.open->count(n.rank) != 0)) {
            m_s.problems.add(
                IssueCode::SeveralFiles, Severity::Warning, {}, n.rank,
                {n.arg("rank"), n.arg("chosen"), n.arg("alternatives"), n.arg("count")});
        }
        if (isStepIssue(n.code)) {
            // Which saved step is converted: mixed steps, or a step missing on ranks, block.
            Issue issue = n;
            issue.rank = -1;  // the plan's ranks are destination ranks
            m_s.problems.add(std::move(issue));
        }
    }
    if (m_s.plan.sources.empty()) {
        if (m_s.openError) {
            return *m_s.openError;  // why (encrypted and no key, say), with its code
        }
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "no readable rank_<N>/ checkpoint in the folder"),
                         {})
            .inFile(m_s.request.srcFolder);
    }
    return {};
}

void SourceSelector::openSource(const RankFile& rf) {
    const auto r = static_cast<size_t>(rf.rank);
    std::error_code ec;
    // The same file, and still the size it had when indexed (else it is read again).
    if (r < m_s.request.indexed.size() && m_s.request.indexed[r] &&
        fs::path(m_s.request.indexed[r]->path()).lexically_normal() ==
            fs::path(rf.file).lexically_normal() &&
        fs::file_size(rf.file, ec) == m_s.request.indexed[r]->mapped().size() && !ec) {
        if (m_s.plan.sources.size() <= r) {
            m_s.plan.sources.resize(r + 1);
        }
        addNameIssues(rf, *m_s.request.indexed[r]);
        m_s.plan.sources[r] = m_s.request.indexed[r];
        return;
    }
    CheckpointParseOptions parse;
    parse.verifyCrc = false;
    parse.checkEncryptedBlocks = false;  // every block copied from is checked as it is read
    parse.key = m_s.request.key;
    auto opened = CheckpointFile::open(rf.file, parse);
    if (!opened && !m_s.openError) {
        m_s.openError = opened.error();
    }
    if (!opened) {
        m_s.problems.error(IssueCode::SourceUnreadable, {}, -1, {opened.error().describe()})
            .because(opened.error());
        return;
    }
    if (m_s.plan.sources.size() <= static_cast<size_t>(rf.rank)) {
        m_s.plan.sources.resize(static_cast<size_t>(rf.rank) + 1);
    }
    addNameIssues(rf, *opened);
    m_s.plan.sources[static_cast<size_t>(rf.rank)] =
        std::make_shared<const CheckpointFile>(std::move(*opened));
}

void SourceSelector::addNameIssues(const RankFile& rf, const CheckpointFile& file) {
    for (const Issue& n : file.index().issues) {
        if (n.code == IssueCode::InvalidUtf8Name) {
            // The plan's ranks are destination ranks: the source rank goes in the text.
            Issue issue = makeIssue(IssueCode::SourceNameNotUtf8, n.severity, n.file, n.param,
                                    n.rank, {rf.file, std::to_string(rf.rank), n.arg("name")});
            m_s.problems.add(std::move(issue));
        }
    }
}

// The source ranks the selected destination ranks read, from the strategies alone: stand-in
// shapes give the same slices and replica choices as the real ones (proxyshapes.h), and a
// replica whose folder is missing is replaced by a present one, as planRank() does. When that
// cannot be worked out here (a layout the planner reports later), every source is opened.
Status SourceSelector::selectSources() {
    const int dstRanks = m_s.dst ? m_s.dstShape.ranks() : 1;
    for (int r : *m_s.request.dstRanks) {
        if (r < 0 || r >= dstRanks) {
            return makeError(ErrorCode::InvalidArgument,
                             !m_s.dst        ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                                   "ErrorMessage",
                                                   "destination rank {rank} is out of range: "
                                                          "merging gives one rank, 0"))
                             : dstRanks == 1 ? ErrorTemplate(QT_TRANSLATE_NOOP(
                                                   "ErrorMessage",
                                                   "destination rank {rank} is out of range: the "
                                                   "destination strategy has 1 rank"))
                                             : ErrorTemplate(QT_TRANSLATE_NOOP(
                                                   "ErrorMessage",
                                                   "destination rank {rank} is out of range: the "
                                                   "destination strategy has {ranks} ranks "
                                                   "(0-{last})")),
                             {{"rank", std::to_string(r)},
                              {"ranks", std::to_string(dstRanks)},
                              {"last", std::to_string(dstRanks - 1)}})
                .inFile(m_s.dst ? m_s.request.dstStrategy : m_s.request.srcFolder);
        }
    }
    const Strategy* src = m_s.src ? &*m_s.src : nullptr;
    const Strategy* dst = m_s.dst ? &*m_s.dst : nullptr;
    std::set<int> present;
    for (const RankFile& rf : m_s.run.ranks) {
        if (!rf.file.empty()) {
            present.insert(rf.rank);
        }
    }
    const FullShapes shapes = proxyShapes(src, dst);
    std::set<int> open;
    for (int r : *m_s.request.dstRanks) {
        auto ts = transformSources(src, dst, shapes, r);
        if (!ts) {
            m_s.needed.clear();
            return {};
        }
        for (const ParamSources& p : ts->params) {
            m_s.needed.insert(p.dst->name());
            for (size_t i = 0; i < p.slices.size(); ++i) {
                int g = p.chosen[i];
                const auto& replicas = p.slices[i].replicas;
                const auto alive = std::find_if(replicas.begin(), replicas.end(),
                                                [&](int k) { return present.count(k) != 0; });
                if (present.count(g) == 0 && alive != replicas.end()) {
                    g = *alive;
                }
                open.insert(g);
            }
        }
        open.insert(ts->copyRank);
    }
    m_s.open = std::move(open);
    return {};
}

void SourceSelector::collectHolders() {
    m_s.holders = m_s.src ? holdersOf(m_s.plan.sources, *m_s.src) : HolderMap{};
}

HolderMap SourceSelector::partialHolders(const Strategy* src) const {
    return src != nullptr ? partialHoldersOf(m_s.plan.sources, *src, m_s.srcShape.devices)
                          : HolderMap{};
}

// With some destination ranks only: a slice that none of the opened files holds (a run saved
// with remove_redundancy keeps it on one member of its group) is looked for in the files of
// every other member, opened now.
void SourceSelector::openHolders() {
    collectHolders();
    if (!m_s.open || !m_s.src) {
        return;
    }
    const Strategy* dst = m_s.dst ? &*m_s.dst : nullptr;
    const FullShapes shapes = proxyShapes(&*m_s.src, dst);
    std::set<int> more;
    for (int r : *m_s.request.dstRanks) {
        auto ts = transformSources(&*m_s.src, dst, shapes, r, {}, &m_s.holders);
        if (!ts) {
            return;  // planRank() reports it
        }
        for (const ParamSources& p : ts->params) {
            const auto held = m_s.holders.find(p.dst->name());
            for (const SourceSlice& slice : p.slices) {
                const bool found =
                    held != m_s.holders.end() &&
                    std::any_of(slice.replicas.begin(), slice.replicas.end(), [&](int g) {
                        return std::binary_search(held->second.begin(), held->second.end(), g);
                    });
                for (int g : slice.replicas) {
                    if (!found && m_s.file(g) == nullptr) {
                        more.insert(g);
                    }
                }
                // MindFormers' balanced save may have kept it on a rank of another stage.
                const auto saved = m_s.src->savedBy.find(p.dst->name());
                if (!found && saved != m_s.src->savedBy.end()) {
                    for (int g : saved->second) {
                        if (m_s.file(g) == nullptr) {
                            more.insert(g);
                        }
                    }
                }
            }
        }
    }
    for (const RankFile& rf : m_s.run.ranks) {
        if (!rf.file.empty() && more.count(rf.rank) != 0) {
            openSource(rf);
        }
    }
    if (!more.empty()) {
        collectHolders();
    }
}

// With some destination ranks only, in a run whose files hold parts of their stage: the order
// of a full file is rebuilt from every file of the stage (prepareOrders), so all of them are
// opened, as the whole conversion opens them.
void SourceSelector::openWholeStages() {
    if (!m_s.src) {
        return;
    }
    std::set<int> stages;
    for (int stage = 0; stage < m_s.srcShape.stages; ++stage) {
        std::unordered_set<std::string_view> names;
        std::vector<size_t> counts;
        std::unordered_set<const void*> seen;  // files sharing a list add no name
        for (int g = stage * m_s.srcShape.devices; g < (stage + 1) * m_s.srcShape.devices; ++g) {
            if (const CheckpointFile* f = m_s.file(g)) {
                counts.push_back(f->index().tensors.size());
                const void* list = f->index().tensors.identity();
                if (list != nullptr && !seen.insert(list).second) {
                    continue;
                }
                for (const TensorEntry& t : f->index().tensors) {
                    names.insert(t.name);
                }
            }
        }
        if (std::any_of(counts.begin(), counts.end(), [&](size_t n) { return n < names.size(); })) {
            stages.insert(stage);
        }
    }
    bool opened = false;
    for (const RankFile& rf : m_s.run.ranks) {
        if (!rf.file.empty() && m_s.file(rf.rank) == nullptr &&
            stages.count(rf.rank / m_s.srcShape.devices) != 0) {
            openSource(rf);
            opened = true;
        }
    }
    if (opened) {
        collectHolders();
    }
}

void SourceSelector::prepareOrders() {
    if (!m_s.src) {
        return;
    }
    for (int stage = 0; stage < m_s.srcShape.stages; ++stage) {
        std::vector<const CheckpointIndex*> files;
        std::vector<int> ranks;
        std::unordered_set<std::string_view> names;
        std::unordered_set<const void*> seen;  // files sharing a list add no name
        for (int g = stage * m_s.srcShape.devices; g < (stage + 1) * m_s.srcShape.devices; ++g) {
            if (const CheckpointFile* f = m_s.file(g)) {
                files.push_back(&f->index());
                ranks.push_back(g);
                const void* list = f->index().tensors.identity();
                if (list != nullptr && !seen.insert(list).second) {
                    continue;
                }
                for (const TensorEntry& t : f->index().tensors) {
                    names.insert(t.name);
                }
            }
        }
        const auto whole = [&](const CheckpointIndex* f) {
            return f->tensors.size() == names.size();
        };
        if (std::all_of(files.begin(), files.end(), whole)) {
            continue;  // a full save: every file lists the stage in its own order
        }
        m_s.stageOrders[stage] = mergedOrder(files);
        for (size_t i = 0; i < files.size(); ++i) {
            if (whole(files[i])) {
                m_s.wholeFiles.insert(ranks[i]);
            }
        }
    }
}

}  // namespace shardscope
