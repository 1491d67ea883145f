#include "findingcollector.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

#include "doctormessages.h"
#include "doctorpieces.h"
#include "namematcher.h"
#include "pythontext.h"

namespace shardscope {

namespace {

std::vector<const DoctorProblem*> ofKind(const DoctorReport& r, ProblemKind kind) {
    std::vector<const DoctorProblem*> out;
    for (const DoctorProblem& p : r.problems) {
        if (p.kind == kind) {
            out.push_back(&p);
        }
    }
    return out;
}

}  // namespace

void FindingCollector::collect(DoctorReport& report, const ConfigChangeFinder& config,
                               const LayerCounter& layers) const {
    layouts(report);
    stages(report);
    configs(report, config);
    layerCounts(report, layers);
    prefixes(report);
    renames(report);
    dtypes(report);
}

void FindingCollector::layouts(DoctorReport& r) const {
    const auto splits = ofKind(r, ProblemKind::Split);
    if (splits.empty()) {
        return;
    }
    bool explained = false;
    bool ckptSmaller = false;
    bool ckptWhole = true;
    for (const DoctorProblem* p : splits) {
        explained = explained || p->diagnosis.rank >= 0;
        ckptSmaller = ckptSmaller || p->diagnosis.ckptParts > p->diagnosis.netParts;
        ckptWhole = ckptWhole && p->diagnosis.ckptParts == 1;
    }
    const std::string params = std::to_string(splits.size());
    DoctorFinding f;
    f.params = splits.size();
    if (m_net.source != NetSource::Strategy && ckptSmaller) {
        f.kind = FindingKind::PerRankSlice;
        f.sentence = explained && m_ckpt.strategy
                         ? say(IssueCode::PerRankSlice,
                               {std::to_string(m_ckpt.rank), std::to_string(m_ckpt.stages.ranks()),
                                std::to_string(m_ckpt.stages.stages),
                                std::to_string(m_ckpt.stages.devices), params})
                         : say(IssueCode::SliceGuess, {params});
        f.fix = m_fixes.merge();
    } else if (m_net.source != NetSource::Strategy) {
        f.kind = FindingKind::FullIntoSplit;
        f.sentence = say(IssueCode::LargerInCheckpoint, {params});
        f.fix = splits.front()->fix;
    } else {
        f.kind = ckptWhole ? FindingKind::FullIntoSplit : FindingKind::Resplit;
        f.sentence = ckptWhole
                         ? say(IssueCode::FullIntoStrategy, {std::to_string(m_net.rank), params})
                         : say(IssueCode::Resplit, {params});
        f.fix = m_fixes.convertForNet();
    }
    f.text = f.sentence->text();
    r.findings.push_back(std::move(f));
}

void FindingCollector::recountStages(DoctorReport& r) {
    const auto at = std::find_if(r.findings.begin(), r.findings.end(), [](const DoctorFinding& f) {
        return f.kind == FindingKind::OtherStage;
    });
    if (at == r.findings.end()) {
        return;
    }
    const auto index = at - r.findings.begin();
    DoctorReport recounted;
    recounted.problems = r.problems;
    stages(recounted);
    if (recounted.findings.empty()) {
        r.findings.erase(at);
    } else {
        r.findings[static_cast<size_t>(index)] = std::move(recounted.findings.front());
    }
}

void FindingCollector::stages(DoctorReport& r) {
    const auto others = ofKind(r, ProblemKind::OtherStage);
    if (others.empty()) {
        return;
    }
    const Diagnosis& d = others.front()->diagnosis;
    DoctorFinding f;
    f.kind = FindingKind::OtherStage;
    f.params = others.size();
    f.sentence =
        say(IssueCode::InOtherStage, {std::to_string(others.size()), std::to_string(d.stage)});
    f.text = f.sentence->text();
    f.fix = others.front()->fix;
    r.findings.push_back(std::move(f));
}

void FindingCollector::configs(DoctorReport& r, const ConfigChangeFinder& config) const {
    if (config.changes().empty()) {
        return;
    }
    DoctorFinding f;
    f.kind = FindingKind::ConfigChange;
    std::vector<ConfigValue> values;
    for (const ConfigValueChange& c : config.changes()) {
        values.push_back({c.configName, c.ckptValue, c.netValue, std::to_string(c.params)});
    }
    for (const DoctorProblem& p : r.problems) {
        f.params +=
            p.kind == ProblemKind::ConfigChange && p.diagnosis.configName != ConfigName::LayerCount
                ? 1
                : 0;
    }
    f.sentence = say(IssueCode::ConfigChanged, {}, {configChangesArg("changes", values)});
    f.text = f.sentence->text();
    f.fix = sayFix(FixKind::Config, say(IssueCode::FixConfigValues, {},
                                        {configCheckpointValuesArg("values", values)}));
    r.findings.push_back(std::move(f));
}

void FindingCollector::layerCounts(DoctorReport& r, const LayerCounter& layers) const {
    for (const LayerCounter::Blocks* b : layers.differing()) {
        DoctorFinding f;
        f.kind = FindingKind::LayerCount;
        for (const DoctorProblem& p : r.problems) {
            f.params +=
                p.diagnosis.configName == ConfigName::LayerCount && p.name.rfind(b->prefix, 0) == 0
                    ? 1
                    : 0;
        }
        std::set<int64_t> extra;
        for (const int64_t l : b->ckpt) {
            if (b->net.count(l) == 0) {
                extra.insert(l);
            }
        }
        f.sentence = say(IssueCode::LayerCountChanged,
                         {b->prefix, std::to_string(b->ckpt.size()), std::to_string(b->net.size()),
                          extra.empty() ? std::string() : LayerCounter::rangeText(extra),
                          !m_ckpt.strategy && b->ckpt.size() < b->net.size() ? "yes" : "no"},
                         {LayerCounter::rangeArg("ckpt_range", b->ckpt),
                          LayerCounter::rangeArg("net_range", b->net)});
        f.text = f.sentence->text();
        f.fix = sayFix(FixKind::Config,
                       say(IssueCode::FixLayerCount, {std::to_string(b->ckpt.size())}));
        r.findings.push_back(std::move(f));
    }
}

void FindingCollector::prefixes(DoctorReport& r) const {
    const auto list = ofKind(r, ProblemKind::Prefix);
    std::map<std::pair<std::string, bool>, size_t> groups;
    const DoctorProblem* best = nullptr;
    size_t most = 0;
    for (const DoctorProblem* p : list) {
        const size_t n = ++groups[{p->diagnosis.prefix, p->diagnosis.prefixOnNet}];
        if (n > most) {
            most = n;
            best = p;
        }
    }
    if (best == nullptr) {
        return;
    }
    DoctorFinding f;
    f.kind = FindingKind::Prefix;
    f.params = most;
    f.sentence = say(IssueCode::CommonPrefix, {std::to_string(most), pyRepr(best->diagnosis.prefix),
                                               best->diagnosis.prefixOnNet ? "yes" : "no"});
    f.text = f.sentence->text();
    f.fix = best->fix;
    r.findings.push_back(std::move(f));
}

void FindingCollector::renames(DoctorReport& r) const {
    std::map<std::pair<std::string, std::string>, size_t> groups;
    std::vector<std::pair<std::string, std::string>> order;
    for (const DoctorProblem* p : ofKind(r, ProblemKind::Renamed)) {
        const auto diff = NameMatcher::difference(p->diagnosis.candidates.front(), p->name);
        if (diff.first.empty() || diff.second.empty()) {
            continue;
        }
        if (groups[diff]++ == 0) {
            order.push_back(diff);
        }
    }
    for (const auto& diff : order) {
        if (groups[diff] < 2) {
            continue;
        }
        DoctorFinding f;
        f.kind = FindingKind::Renames;
        f.params = groups[diff];
        f.sentence = say(IssueCode::SameRename,
                         {std::to_string(f.params), pyRepr(diff.first), pyRepr(diff.second)});
        f.text = f.sentence->text();
        f.fix = sayFix(FixKind::Python, say(IssueCode::FixRenameEntries),
                       "param_dict = {k.replace(" + pyNameLiteral(diff.first) + ", " +
                           pyNameLiteral(diff.second) + "): v for k, v in param_dict.items()}");
        r.findings.push_back(std::move(f));
    }
}

void FindingCollector::dtypes(DoctorReport& r) const {
    std::map<std::tuple<std::string, std::string, ProblemKind>, const DoctorProblem*> first;
    std::map<std::tuple<std::string, std::string, ProblemKind>, size_t> groups;
    std::vector<std::tuple<std::string, std::string, ProblemKind>> order;
    for (const DoctorProblem& p : r.problems) {
        if (p.kind != ProblemKind::Dtype && p.kind != ProblemKind::DtypeConverted) {
            continue;
        }
        const auto key = std::make_tuple(p.ckptDtype, p.netDtype, p.kind);
        if (groups[key]++ == 0) {
            order.push_back(key);
            first[key] = &p;
        }
    }
    for (const auto& key : order) {
        if (groups[key] < 2) {
            continue;
        }
        const auto& [ckpt, net, kind] = key;
        DoctorFinding f;
        f.kind = FindingKind::DtypeChange;
        f.params = groups[key];
        f.sentence =
            say(IssueCode::SameDtypeChange, {std::to_string(f.params), ckpt, net,
                                             kind == ProblemKind::DtypeConverted ? "yes" : "no"});
        f.text = f.sentence->text();
        f.fix = first[key]->fix;
        if (f.fix.kind == FixKind::Config) {
            f.fix.sentence = say(IssueCode::FixBuildDtype, {ckpt, net});
            f.fix.text = f.fix.sentence->text();
        }
        r.findings.push_back(std::move(f));
    }
}

}  // namespace shardscope
