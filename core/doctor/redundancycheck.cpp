#include "redundancycheck.h"

#include <algorithm>
#include <iterator>
#include <map>

#include "../inspect/rundocument.h"
#include "../layout/redundancy.h"
#include "../util/messagepiece.h"
#include "doctormessages.h"
#include "doctorpieces.h"
#include "findingcollector.h"
#include "fixbuilder.h"
#include "pythontext.h"

namespace shardscope {

namespace {

const ParamInfo* paramOf(const RunDocument& run, const std::string& name, int stage) {
    for (const ParamInfo& p : run.params) {
        if (p.name == name && p.stage == stage) {
            return &p;
        }
    }
    return nullptr;
}

// The parameter in `stage`, else in another stage: one the stages share, which a MindFormers
// balanced save may keep on a rank of another stage only.
const ParamInfo* paramOfAnyStage(const RunDocument& run, const std::string& name, int stage) {
    if (const ParamInfo* here = paramOf(run, name, stage)) {
        return here;
    }
    for (const ParamInfo& p : run.params) {
        if (p.name == name) {
            return &p;
        }
    }
    return nullptr;
}

// The global ranks of `rank`'s redundancy group for `p` (cut alike in rank's stage); empty
// without a layout.
std::vector<int> groupOf(const RunDocument& run, const ParamInfo& p, int rank) {
    const TensorLayout* layout = run.layoutOf(p);
    const int first = run.stages.devices > 0 ? rank / run.stages.devices * run.stages.devices : 0;
    if (layout == nullptr || rank < first || rank >= first + layout->deviceCount()) {
        return {};
    }
    std::vector<int> group = redundancyGroup(*layout, rank - first);
    for (int& m : group) {
        m += first;
    }
    return group;
}

std::vector<int64_t> wide(const std::vector<int>& ranks) {
    return {ranks.begin(), ranks.end()};
}

// A group as a Python tuple; one of thousands of cards shortened to its ends and its size:
// {"(0, 1)", ""}, or {"512-1023", "512"} (the words around them are the sentence's).
std::pair<std::string, std::string> groupParts(const std::vector<int>& group) {
    constexpr size_t kListed = 8;
    if (group.size() <= kListed) {
        return {pyTuple(wide(group)), {}};
    }
    const int step = group[1] - group[0];
    bool even = step > 0;
    for (size_t i = 2; even && i < group.size(); ++i) {
        even = group[i] - group[i - 1] == step;
    }
    const std::string size = std::to_string(group.size());
    if (even && step == 1) {
        return {std::to_string(group.front()) + "-" + std::to_string(group.back()), size};
    }
    return {std::to_string(group[0]) + ", " + std::to_string(group[1]) + ", " +
                std::to_string(group[2]) + ", ..., " + std::to_string(group.back()),
            size};
}

// The pipeline stage most of the network's parameters belong to, by the checkpoint's strategy
// (names it places in one stage only); -1 when none votes.
int networkStage(const CheckpointSide& ckpt, const NetSpec& net) {
    std::map<int, size_t> votes;
    for (const NetParam& p : net.params) {
        if (const std::vector<int> stages = ckpt.stagesOf(p.name); stages.size() == 1) {
            ++votes[stages.front()];
        }
    }
    int best = -1;
    size_t most = 0;
    for (const auto& [stage, n] : votes) {
        if (n > most) {
            best = stage;
            most = n;
        }
    }
    return best;
}

// MindSpore skips these names when it spreads saved copies (_create_allreduce_input).
bool skippedByBroadcast(const std::string& name) {
    const std::string tail = "expert_load";
    return name.rfind("accu_grads", 0) == 0 ||
           (name.size() >= tail.size() &&
            name.compare(name.size() - tail.size(), tail.size(), tail) == 0);
}

}  // namespace

std::string RedundancyCheck::conflictMessage(const std::string& param,
                                             const std::vector<int>& group,
                                             const std::vector<int>& holders) {
    return "For param " + param + " in group " + pyTuple(wide(group)) +
           " should be in one rank, but in " + pyIntList(holders) + ".";
}

std::string RedundancyCheck::restoreCommand() const {
    const std::string s = FixBuilder::shellQuote(m_ckpt.strategyPath);
    return "shardscope-cli convert --src " + FixBuilder::shellQuote(m_ckpt.runFolder) +
           " --src-strategy " + s + " --dst-strategy " + s + " --dst " +
           FixBuilder::shellQuote(m_ckpt.runFolder + "_full");
}

std::string RedundancyCheck::removeCommand() const {
    const std::string s = FixBuilder::shellQuote(m_ckpt.strategyPath);
    return "shardscope-cli convert --src " + FixBuilder::shellQuote(m_ckpt.runFolder) +
           " --src-strategy " + s + " --dst-strategy " + s + " --remove-redundancy --dst " +
           FixBuilder::shellQuote(m_ckpt.runFolder + "_no_redundancy");
}

std::shared_ptr<const RunDocument> RedundancyCheck::runOf(DoctorReport& report) const {
    // The run as the window loaded it, or as the opener read it from the side's run folder.
    if (!m_ckpt.run && m_ckpt.runError) {
        report.notes.push_back(makeIssue(IssueCode::DoctorRunUnreadable, Severity::Info, {}, {}, -1,
                                         {m_ckpt.runError->describe()})
                                   .because(*m_ckpt.runError));
    }
    return m_ckpt.run;
}

void RedundancyCheck::savedElsewhere(DoctorProblem& p, const RunDocument& run,
                                     const ParamInfo& info, int holder, bool otherStage) const {
    const int rank = m_ckpt.rank;
    const std::string rankText = std::to_string(rank);
    const std::vector<int> group = groupOf(run, info, rank);
    p.kind = ProblemKind::SavedElsewhere;
    p.severity = Severity::Error;
    p.diagnosis = {};
    Diagnosis& d = p.diagnosis;
    d.rank = rank;
    d.stage = m_ckpt.stage();
    d.otherRanks = {holder};
    const std::string holderText = std::to_string(holder);
    const auto [groupHead, groupSize] = groupParts(group);
    if (run.redundancy.mindformers) {
        // MindFormers' balanced save: its load_checkpoint reads each slice from the file
        // metadata.json names.
        sayDiagnosis(d, otherStage
                            ? say(IssueCode::SharedByStages,
                                  {p.name, holderText, std::to_string(holder / run.stages.devices),
                                   rankText},
                                  {groupArg("members", groupHead, groupSize)})
                            : say(IssueCode::SavedByMindFormers, {holderText, p.name, rankText},
                                  {groupArg("members", groupHead, groupSize)}));
        p.fix = sayFix(FixKind::LoadOption, say(IssueCode::FixMindFormersLoad, {holderText}));
        return;
    }
    sayDiagnosis(d, say(IssueCode::SavedElsewhere, {holderText, p.name, rankText},
                        {groupArg("members", groupHead, groupSize)}));
    p.fix = sayFix(FixKind::LoadOption, say(IssueCode::FixRemoveRedundancy, {holderText}));
}

DoctorFinding RedundancyCheck::redundancyFinding(const RunDocument& run,
                                                 const std::map<int, size_t>& byHolder,
                                                 size_t elsewhere) const {
    const std::string rankText = std::to_string(m_ckpt.rank);
    // The holders in rank order; of thousands of cards, the first few and a count.
    constexpr size_t kHoldersListed = 8;
    std::vector<IssueArg> holders;
    std::string moreText;
    size_t listed = 0;
    for (const auto& [h, n] : byHolder) {
        if (listed++ == kHoldersListed) {
            const size_t more = byHolder.size() - kHoldersListed;
            moreText = std::to_string(more);
            break;
        }
        holders.push_back(holderArg(h, n));
    }
    DoctorFinding f;
    f.kind = FindingKind::RedundancyRemoved;
    f.params = elsewhere;
    f.sentence = say(run.redundancy.mindformers ? IssueCode::MindFormersRedundancy
                                                : IssueCode::RedundancyRemovedUnloaded,
                     {rankText, std::to_string(elsewhere), moreText},
                     {listOfArgs("holders", std::move(holders), MessagePiece::Join::Commas)});
    f.text = f.sentence->text();
    const std::string fullFile = "rank_" + rankText + "/checkpoint_" + rankText + ".ckpt";
    f.fix = sayFix(FixKind::Command,
                   say(IssueCode::FixRestoreRedundancy, {fullFile, m_ckpt.runFolder + "_full"}),
                   restoreCommand());
    return f;
}

void RedundancyCheck::apply(bool removeRedundancy, DoctorReport& report) const {
    if (m_ckpt.runFolder.empty() || !m_ckpt.strategy) {
        if (removeRedundancy) {
            report.notes.push_back(
                makeIssue(IssueCode::DoctorRedundancyUnknown, Severity::Info, {}, {}, -1, {}));
        }
        return;
    }
    const std::shared_ptr<const RunDocument> held = runOf(report);
    if (!held) {
        return;
    }
    const RunDocument& run = *held;
    const int rank = m_ckpt.rank;
    const int stage = m_ckpt.stage();

    // Parameters this file lacks because another member of their group saved them.
    std::map<int, size_t> byHolder;
    size_t elsewhere = 0;
    std::vector<DoctorProblem> kept;
    int netStage = -2;  // worked out when first needed
    for (DoctorProblem& p : report.problems) {
        const ParamInfo* info =
            m_ckpt.find(p.name) == nullptr ? paramOfAnyStage(run, p.name, stage) : nullptr;
        const int holder = info != nullptr ? run.holderOf(*info, rank) : -1;
        // MindSpore's flag broadcasts within the group only; MindFormers' loader reads a slice
        // the stages share from the file of the other stage metadata.json names. Shared only
        // when the network is this stage's: a network of the other stage wants that stage's
        // parameters, which this rank never held (another stage's problem, as diagnosed).
        const bool otherStage =
            holder >= 0 && run.stages.devices > 0 && holder / run.stages.devices != stage;
        if (otherStage && netStage == -2) {
            netStage = networkStage(m_ckpt, m_net);
        }
        if (holder < 0 || holder == rank ||
            (otherStage && (removeRedundancy || netStage != stage))) {
            kept.push_back(std::move(p));
            continue;
        }
        ++elsewhere;
        ++byHolder[holder];
        if (removeRedundancy) {
            ++report.loaded;  // broadcast from its holder
            continue;
        }
        savedElsewhere(p, run, *info, holder, otherStage);
        kept.push_back(std::move(p));
    }
    report.problems = std::move(kept);
    if (elsewhere > 0) {
        FindingCollector::recountStages(report);
    }
    if (elsewhere > 0 && !removeRedundancy) {
        report.findings.insert(report.findings.begin(),
                               redundancyFinding(run, byHolder, elsewhere));
    }
    if (removeRedundancy) {
        checkFullRedundancy(run, report);
    }
}

void RedundancyCheck::checkFullRedundancy(const RunDocument& run, DoctorReport& report) const {
    const int rank = m_ckpt.rank;
    const int stage = m_ckpt.stage();
    const std::string rankText = std::to_string(rank);
    // MindSpore's check, in its order: the groups of this rank as its parameters first name
    // them, each group's parameters in layout order; the first held twice raises.
    std::vector<std::pair<std::vector<int>, std::vector<const ParamInfo*>>> groups;
    for (const ParamLayout& l : m_ckpt.strategy->layouts) {
        const ParamInfo* info = l.stage == stage ? paramOf(run, l.name, stage) : nullptr;
        if (info == nullptr || m_net.find(l.name) == nullptr || skippedByBroadcast(l.name)) {
            continue;
        }
        std::vector<int> group = groupOf(run, *info, rank);
        if (group.size() < 2) {
            continue;
        }
        auto it = std::find_if(groups.begin(), groups.end(),
                               [&](const auto& g) { return g.first == group; });
        if (it == groups.end()) {
            groups.emplace_back(std::move(group), std::vector<const ParamInfo*>{});
            it = std::prev(groups.end());
        }
        it->second.push_back(info);
    }
    for (const auto& [group, params] : groups) {
        for (const ParamInfo* info : params) {
            std::vector<int> holders;
            for (int m : group) {
                if (std::binary_search(info->ranks.begin(), info->ranks.end(), m)) {
                    holders.push_back(m);
                }
            }
            if (holders.size() < 2) {
                continue;
            }
            DoctorProblem p;
            p.name = info->name;
            p.ckptName = info->name;
            p.kind = ProblemKind::RedundancyConflict;
            p.mindsporeMessage = conflictMessage(info->name, group, holders);
            p.netShape = info->localShape;
            p.ckptShape = info->localShape;
            p.netDtype = info->dtype;
            p.ckptDtype = info->dtype;
            Diagnosis& d = p.diagnosis;
            d.rank = rank;
            d.stage = stage;
            d.otherRanks = holders;
            const auto [groupHead, groupSize] = groupParts(group);
            sayDiagnosis(d, say(IssueCode::RedundancyConflict, {pyIntList(holders), info->name},
                                {groupArg("members", groupHead, groupSize)}));
            p.fix = sayFix(FixKind::LoadOption, say(IssueCode::FixLoadWithoutFlag));
            if (report.firstError.empty()) {
                report.firstError = info->name;
            }
            if (report.loaded > 0) {
                --report.loaded;
            }
            report.problems.insert(report.problems.begin(), std::move(p));
            DoctorFinding f;
            f.kind = FindingKind::FullWithRemoveRedundancy;
            f.params = 1;
            f.sentence = say(IssueCode::FullWithRemoveRedundancy, {info->name});
            f.text = f.sentence->text();
            f.fix = sayFix(FixKind::Command, say(IssueCode::FixWriteWithoutRedundancy, {rankText}),
                           removeCommand());
            report.findings.insert(report.findings.begin(), std::move(f));
            return;
        }
    }
}

}  // namespace shardscope
