#include "findingcollector.h"

#include <algorithm>
#include <map>
#include <set>
#include <tuple>

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

std::string count(size_t n, const char* one, const char* many) {
    return std::to_string(n) + " " + (n == 1 ? one : many);
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
    const std::string k = count(splits.size(), "parameter", "parameters");
    const bool one = splits.size() == 1;
    DoctorFinding f;
    f.params = splits.size();
    if (m_net.source != NetSource::Strategy && ckptSmaller) {
        f.kind = FindingKind::PerRankSlice;
        if (explained && m_ckpt.strategy) {
            f.text = "rank " + std::to_string(m_ckpt.rank) +
                     "'s checkpoint is one slice of a run of " +
                     std::to_string(m_ckpt.stages.ranks()) + " ranks (" +
                     count(static_cast<size_t>(m_ckpt.stages.stages), "pipeline stage",
                           "pipeline stages") +
                     " of " + std::to_string(m_ckpt.stages.devices) + " devices): " + k +
                     (one ? " holds" : " hold") +
                     " slices, and a stand-alone network needs the full tensors.";
            f.sentence =
                say(DoctorCode::PerRankSlice,
                    {std::to_string(m_ckpt.rank), std::to_string(m_ckpt.stages.ranks()),
                     std::to_string(m_ckpt.stages.stages), std::to_string(m_ckpt.stages.devices),
                     std::to_string(splits.size())});
        } else {
            f.text = k + (one ? " is" : " are") +
                     " smaller than the network's along one dimension by the same factor: "
                     "the checkpoint looks like one rank's slice of a split run, loaded into a "
                     "stand-alone network.";
            f.sentence = say(DoctorCode::SliceGuess, {std::to_string(splits.size())});
        }
        f.fix = m_fixes.merge();
    } else if (m_net.source != NetSource::Strategy) {
        f.kind = FindingKind::FullIntoSplit;
        f.text = k + (one ? " is" : " are") +
                 " larger in the checkpoint along one dimension: the network looks "
                 "compiled for a parallel strategy and holds slices.";
        f.sentence = say(DoctorCode::LargerInCheckpoint, {std::to_string(splits.size())});
        f.fix = splits.front()->fix;
    } else {
        f.kind = ckptWhole ? FindingKind::FullIntoSplit : FindingKind::Resplit;
        f.text = ckptWhole
                     ? "the checkpoint holds full tensors, but the network is rank " +
                           std::to_string(m_net.rank) + " of a strategy that splits " + k + "."
                     : "the checkpoint is split for another strategy than the network's: " + k +
                           (one ? " is" : " are") + " cut differently.";
        f.sentence = ckptWhole ? say(DoctorCode::FullIntoStrategy,
                                     {std::to_string(m_net.rank), std::to_string(splits.size())})
                               : say(DoctorCode::Resplit, {std::to_string(splits.size())});
        f.fix = m_fixes.convertForNet();
    }
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
    f.text = count(others.size(), "parameter", "parameters") +
             (others.size() == 1 ? " of the network is" : " of the network are") +
             " in the checkpoints of another pipeline stage: the checkpoint "
             "holds stage " +
             std::to_string(d.stage) + " only.";
    f.sentence =
        say(DoctorCode::InOtherStage, {std::to_string(others.size()), std::to_string(d.stage)});
    f.fix = others.front()->fix;
    r.findings.push_back(std::move(f));
}

void FindingCollector::configs(DoctorReport& r, const ConfigChangeFinder& config) const {
    if (config.changes().empty()) {
        return;
    }
    DoctorFinding f;
    f.kind = FindingKind::ConfigChange;
    std::string list;
    std::string values;
    std::vector<DoctorSentence> parts;
    for (const ConfigValueChange& c : config.changes()) {
        parts.push_back(
            say(DoctorCode::ConfigValue, {c.configName, std::to_string(c.ckptValue),
                                          std::to_string(c.netValue), std::to_string(c.params)}));
        list += (list.empty() ? "" : ", ") + c.configName + " " + std::to_string(c.ckptValue) +
                " -> " + std::to_string(c.netValue) + " (" +
                count(c.params, "parameter", "parameters") + ")";
        values +=
            (values.empty() ? "" : " and ") + c.configName + " " + std::to_string(c.ckptValue);
    }
    for (const DoctorProblem& p : r.problems) {
        f.params +=
            p.kind == ProblemKind::ConfigChange && p.diagnosis.configName != "layer count" ? 1 : 0;
    }
    f.text =
        "the network is built with another model configuration than the checkpoint "
        "(checkpoint -> network): " +
        list + ".";
    f.sentence = say(DoctorCode::ConfigChanged, {}, parts);
    f.fix = {FixKind::Config,
             "build the network with " + values +
                 " (the checkpoint's values), or load a checkpoint trained with the network's "
                 "configuration",
             {},
             say(DoctorCode::FixConfigValues, {}, parts)};
    r.findings.push_back(std::move(f));
}

void FindingCollector::layerCounts(DoctorReport& r, const LayerCounter& layers) const {
    for (const LayerCounter::Blocks* b : layers.differing()) {
        DoctorFinding f;
        f.kind = FindingKind::LayerCount;
        for (const DoctorProblem& p : r.problems) {
            f.params +=
                p.diagnosis.configName == "layer count" && p.name.rfind(b->prefix, 0) == 0 ? 1 : 0;
        }
        f.text = b->prefix + ": the checkpoint has " + count(b->ckpt.size(), "layer", "layers") +
                 " (" + LayerCounter::rangeText(b->ckpt) + "), the network " +
                 std::to_string(b->net.size()) + " (" + LayerCounter::rangeText(b->net) + ")";
        const std::string ckptRange = LayerCounter::rangeText(b->ckpt);
        const std::string netRange = LayerCounter::rangeText(b->net);
        std::set<int64_t> extra;
        for (const int64_t l : b->ckpt) {
            if (b->net.count(l) == 0) {
                extra.insert(l);
            }
        }
        if (!extra.empty()) {
            f.text += "; the checkpoint's layers " + LayerCounter::rangeText(extra) +
                      " are not loaded (ckpt_not_load)";
        }
        if (!m_ckpt.strategy && b->ckpt.size() < b->net.size()) {
            f.text +=
                " (or the checkpoint holds only some pipeline stages' layers: give the "
                "run's strategy with --strategy to tell)";
        }
        f.text += ".";
        f.sentence = say(
            DoctorCode::LayerCountChanged,
            {b->prefix, std::to_string(b->ckpt.size()), ckptRange, std::to_string(b->net.size()),
             netRange, extra.empty() ? std::string() : LayerCounter::rangeText(extra),
             !m_ckpt.strategy && b->ckpt.size() < b->net.size() ? "yes" : "no"});
        f.fix = {FixKind::Config,
                 "build the network with " + count(b->ckpt.size(), "layer", "layers") +
                     " (the checkpoint's), or load a checkpoint of the network's depth",
                 {},
                 say(DoctorCode::FixLayerCount, {std::to_string(b->ckpt.size())})};
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
    f.text = count(most, "parameter differs", "parameters differ") +
             " from the checkpoint's names only by the prefix " + pyRepr(best->diagnosis.prefix) +
             (best->diagnosis.prefixOnNet ? ", which the network's names carry."
                                          : ", which the checkpoint's names carry.");
    f.sentence =
        say(DoctorCode::CommonPrefix, {std::to_string(most), pyRepr(best->diagnosis.prefix),
                                       best->diagnosis.prefixOnNet ? "yes" : "no"});
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
        f.text = std::to_string(f.params) +
                 " parameters were renamed the same way: " + pyRepr(diff.first) +
                 " in the checkpoint is " + pyRepr(diff.second) + " in the network.";
        f.sentence = say(DoctorCode::SameRename,
                         {std::to_string(f.params), pyRepr(diff.first), pyRepr(diff.second)});
        f.fix = {FixKind::Python, "rename the entries before loading",
                 "param_dict = {k.replace(" + pyNameLiteral(diff.first) + ", " +
                     pyNameLiteral(diff.second) + "): v for k, v in param_dict.items()}",
                 say(DoctorCode::FixRenameEntries)};
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
        f.text = std::to_string(f.params) + " parameters are " + ckpt + " in the checkpoint and " +
                 net + " in the network" +
                 (kind == ProblemKind::DtypeConverted ? " (converted on load)." : ".");
        f.sentence =
            say(DoctorCode::SameDtypeChange, {std::to_string(f.params), ckpt, net,
                                              kind == ProblemKind::DtypeConverted ? "yes" : "no"});
        f.fix = first[key]->fix;
        if (f.fix.kind == FixKind::Config) {
            f.fix.text = "build the network's parameters as " + ckpt +
                         " (its param_init_type or dtype setting), or save the checkpoint as " +
                         net;
            f.fix.sentence = say(DoctorCode::FixBuildDtype, {ckpt, net});
        }
        r.findings.push_back(std::move(f));
    }
}

}  // namespace shardscope
