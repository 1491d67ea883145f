#include "diagnoser.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>

#include "configchange.h"
#include "doctormessages.h"
#include "doctorpieces.h"
#include "findingcollector.h"
#include "fixbuilder.h"
#include "layercounter.h"
#include "namematcher.h"
#include "pythontext.h"
#include "splitexplainer.h"

namespace shardscope {

namespace {

bool loadsOk(LoadOutcome o) {
    return o == LoadOutcome::Loaded || o == LoadOutcome::Squeezed || o == LoadOutcome::Converted ||
           o == LoadOutcome::ScalarFilled;
}

DoctorProblem problemFor(const ParamOutcome& o) {
    DoctorProblem p;
    p.name = o.name;
    p.mindsporeMessage = o.message;
    p.ckptName = o.ckptName;
    p.netShape = o.netShape;
    p.ckptShape = o.ckptShape;
    p.netDtype = o.netDtype;
    p.ckptDtype = o.ckptDtype;
    return p;
}

std::string firstOf(const std::vector<int>& ranks) {
    return ranks.empty() ? std::string() : std::to_string(ranks.front());
}

std::string lastOf(const std::vector<int>& ranks) {
    return ranks.empty() ? std::string() : std::to_string(ranks.back());
}

void dtypeProblem(DoctorProblem& p, const ParamOutcome& o, bool strict) {
    const bool family = LoadEmulator::sameFamily(o.netDtype, o.ckptDtype);
    if (o.outcome == LoadOutcome::Converted) {
        p.kind = ProblemKind::DtypeConverted;
        p.severity = Severity::Warning;
        sayDiagnosis(p.diagnosis, say(IssueCode::DtypeConverted, {o.ckptDtype, o.netDtype}));
        p.fix = sayFix(FixKind::Config, say(IssueCode::FixKeepConverted, {o.name, o.ckptDtype}));
        return;
    }
    p.kind = ProblemKind::Dtype;
    if (strict && family) {
        sayDiagnosis(p.diagnosis, say(IssueCode::DtypeStrict, {o.ckptDtype, o.netDtype}));
        p.fix =
            sayFix(FixKind::LoadOption, say(IssueCode::FixNotStrict, {o.ckptDtype, o.netDtype}));
    } else {
        sayDiagnosis(p.diagnosis, say(IssueCode::DtypeFamily, {o.ckptDtype, o.netDtype}));
        p.fix = sayFix(FixKind::Config, say(IssueCode::FixDeclareDtype, {o.name, o.ckptDtype}));
    }
}

}  // namespace

std::vector<int> Diagnoser::stageRanks(int stage) const {
    const int devices = m_ckpt.strategy ? m_ckpt.stages.devices : m_net.stages.devices;
    std::vector<int> out;
    for (int r = stage * devices; r < (stage + 1) * devices; ++r) {
        out.push_back(r);
    }
    return out;
}

int Diagnoser::guessCkptStage() const {
    if (m_ckpt.strategy || !m_net.strategy || m_net.stages.stages < 2) {
        return -1;
    }
    std::map<std::string, std::vector<int>> stagesByName;
    for (const ParamLayout& l : m_net.strategy->layouts) {
        stagesByName[l.name].push_back(l.stage);
    }
    std::map<int, size_t> hits;
    for (const CkptEntry& e : m_ckpt.entries) {
        const auto it = stagesByName.find(e.name);
        for (const int stage : it == stagesByName.end() ? std::vector<int>{} : it->second) {
            ++hits[stage];
        }
    }
    int best = -1;
    size_t most = 0;
    for (const auto& [stage, count] : hits) {
        if (count > most) {
            best = stage;
            most = count;
        }
    }
    return best;
}

Diagnoser::StageGuess Diagnoser::otherStage(const std::string& name, int guessed) const {
    StageGuess g;
    if (m_ckpt.strategy) {
        const std::vector<int> stages = m_ckpt.stagesOf(name);
        if (!stages.empty() &&
            std::find(stages.begin(), stages.end(), m_ckpt.stage()) == stages.end()) {
            g.ckptStage = m_ckpt.stage();
            g.paramStage = stages.front();
        }
    } else if (guessed >= 0 && guessed != m_net.stage) {
        g.ckptStage = guessed;
        g.paramStage = m_net.stage;
    }
    return g;
}

bool Diagnoser::sameStrategies() const {
    if (!m_ckpt.strategy || !m_net.strategy ||
        m_ckpt.strategy->layouts.size() != m_net.strategy->layouts.size()) {
        return false;
    }
    for (size_t i = 0; i < m_ckpt.strategy->layouts.size(); ++i) {
        const ParamLayout& a = m_ckpt.strategy->layouts[i];
        const ParamLayout& b = m_net.strategy->layouts[i];
        if (a.name != b.name || a.stage != b.stage || a.devMatrices != b.devMatrices ||
            a.tensorMap != b.tensorMap || a.optShardSize != b.optShardSize) {
            return false;
        }
    }
    return true;
}

namespace {

void scalarProblem(DoctorProblem& p, const ParamOutcome& o) {
    p.kind = ProblemKind::ScalarShape;
    sayDiagnosis(p.diagnosis,
                 say(IssueCode::ScalarShape, {o.ckptName, o.ckptDtype, pyTuple(o.netShape)}));
    p.fix = sayFix(FixKind::Config, say(IssueCode::FixScalarShape, {o.name}));
}

void notTensorProblem(DoctorProblem& p, const ParamOutcome& o) {
    p.kind = ProblemKind::NotTensor;
    sayDiagnosis(p.diagnosis,
                 say(IssueCode::NotTensor,
                     {o.ckptName, o.ckptKind == TensorKind::String ? "string" : "map"}));
    p.fix = sayFix(FixKind::None, say(IssueCode::FixNoTensor));
}

// The entry is stored under a prefix the load does not match (the checkpoint's, under
// strict_load; or the network's, which MindSpore never adds).
void prefixProblem(DoctorProblem& p, const ParamOutcome& o, const std::string& ckptPrefix,
                   const std::string& netPrefix) {
    p.kind = ProblemKind::Prefix;
    Diagnosis& d = p.diagnosis;
    d.prefixOnNet = ckptPrefix.empty();
    d.prefix = d.prefixOnNet ? netPrefix : ckptPrefix;
    const std::string stored = d.prefixOnNet ? o.name.substr(d.prefix.size()) : d.prefix + o.name;
    d.candidates = {stored};
    if (d.prefixOnNet) {
        sayDiagnosis(d, say(IssueCode::PrefixOnNet, {pyRepr(stored), pyRepr(d.prefix)}));
        p.fix = sayFix(
            FixKind::Python, say(IssueCode::FixAddPrefix),
            "param_dict = {" + pyNameLiteral(d.prefix) + " + k: v for k, v in param_dict.items()}");
        return;
    }
    sayDiagnosis(d, say(IssueCode::PrefixOnCkpt, {pyRepr(stored), pyRepr(d.prefix)}));
    p.fix = sayFix(FixKind::LoadOption, say(IssueCode::FixStripPrefix, {pyRepr(d.prefix)}));
}

// The network has a layer the checkpoint has not: another layer count.
void layerProblem(DoctorProblem& p, const LayerCounter::Blocks& blocks, bool ckptStrategy) {
    p.kind = ProblemKind::ConfigChange;
    Diagnosis& d = p.diagnosis;
    d.configName = ConfigName::LayerCount;
    d.ckptValue = static_cast<int64_t>(blocks.ckpt.size());
    d.netValue = static_cast<int64_t>(blocks.net.size());
    sayDiagnosis(d, say(IssueCode::LayerMissing,
                        {std::to_string(d.netValue), blocks.prefix, std::to_string(d.ckptValue),
                         ckptStrategy ? "no" : "yes"},
                        {LayerCounter::rangeArg("net_range", blocks.net),
                         LayerCounter::rangeArg("ckpt_range", blocks.ckpt)}));
    p.fix = sayFix(FixKind::Config, say(IssueCode::FixLayers,
                                        {std::to_string(d.ckptValue), std::to_string(d.netValue)}));
}

void renamedProblem(DoctorProblem& p, const ParamOutcome& o,
                    const std::vector<std::string>& close) {
    p.kind = ProblemKind::Renamed;
    Diagnosis& d = p.diagnosis;
    d.candidates = close;
    std::string reprs;
    for (size_t i = 0; i < close.size(); ++i) {
        reprs += (i > 0 ? ", " : "") + pyRepr(close[i]);
    }
    sayDiagnosis(d, say(IssueCode::Renamed, {reprs}));
    p.fix = sayFix(FixKind::Python, say(IssueCode::FixRenameEntry),
                   "param_dict[" + pyNameLiteral(o.name) + "] = param_dict.pop(" +
                       pyNameLiteral(close.front()) + ")");
}

void missingProblem(DoctorProblem& p) {
    p.kind = ProblemKind::Missing;
    sayDiagnosis(p.diagnosis, say(IssueCode::Missing, {"no"}));
    p.fix = sayFix(FixKind::None, say(IssueCode::FixNoEntry));
}

// The checkpoint's tensors (and scalars) that no parameter of the network consumed.
std::vector<CkptEntry> unusedEntries(const LoadEmulation& em, const std::vector<CkptEntry>& all) {
    std::set<std::string> consumed;
    for (const ParamOutcome& o : em.params) {
        if (!o.ckptName.empty()) {
            consumed.insert(o.ckptName);
        }
    }
    std::vector<CkptEntry> unused;
    for (const CkptEntry& e : all) {
        if (consumed.count(e.name) == 0 &&
            (e.kind == TensorKind::Tensor || e.kind == TensorKind::Scalar)) {
            unused.push_back(e);
        }
    }
    return unused;
}

}  // namespace

DoctorReport Diagnoser::run(bool strict) const {
    return diagnose(LoadEmulator::run(m_net, m_ckpt.entries, strict));
}

LayerCounter Diagnoser::countLayers() const {
    std::vector<std::string> ckptNames;
    for (const CkptEntry& e : m_ckpt.entries) {
        ckptNames.push_back(e.name);
    }
    std::vector<std::string> netNames;
    for (const NetParam& p : m_net.params) {
        netNames.push_back(p.name);
    }
    // A network of one pipeline stage has that stage's layers, not the model's: no changed
    // layer count when they are those of a stage of the checkpoint's strategy (the checkpoint's
    // own, or another, which the other-stage problems tell). Otherwise the whole model's
    // layers count.
    if (m_ckpt.strategy && m_ckpt.stages.devices > 0) {
        std::vector<int> stages = m_ckpt.strategy->stages();
        std::stable_partition(stages.begin(), stages.end(),
                              [&](int st) { return st == m_ckpt.stage(); });
        for (int stage : stages) {
            std::vector<std::string> names;
            if (stage == m_ckpt.stage()) {
                names = ckptNames;
            }
            for (const ParamLayout& l : m_ckpt.strategy->layouts) {
                if (l.stage == stage) {
                    names.push_back(l.name);
                }
            }
            if (LayerCounter counted(netNames, names); counted.differing().empty()) {
                return counted;
            }
        }
    }
    if (m_ckpt.strategy) {
        for (const ParamLayout& l : m_ckpt.strategy->layouts) {
            ckptNames.push_back(l.name);
        }
    }
    return LayerCounter(netNames, ckptNames);
}

void Diagnoser::otherStageProblem(DoctorProblem& p, const ParamOutcome& o, const StageGuess& stage,
                                  const FixBuilder& fixes) const {
    p.kind = ProblemKind::OtherStage;
    Diagnosis& d = p.diagnosis;
    d.stage = stage.ckptStage;
    d.otherStage = stage.paramStage;
    d.otherRanks = stageRanks(stage.paramStage);
    d.rank = m_ckpt.rank;
    if (m_ckpt.strategy) {
        sayDiagnosis(d, say(IssueCode::OtherStageOfRun,
                            {o.name, std::to_string(stage.paramStage), std::to_string(m_ckpt.rank),
                             std::to_string(stage.ckptStage)},
                            {rankRangeArg("ranks", firstOf(d.otherRanks), lastOf(d.otherRanks))}));
    } else {
        sayDiagnosis(d, say(IssueCode::OtherStageOfNet,
                            {std::to_string(stage.ckptStage), std::to_string(m_net.rank),
                             std::to_string(m_net.stage), o.name},
                            {rankRangeArg("ranks", firstOf(d.otherRanks), lastOf(d.otherRanks))}));
    }
    const bool sameRun =
        sameStrategies() || (!m_ckpt.strategy && m_ckpt.runRanks == m_net.stages.ranks());
    Fix own = m_net.source == NetSource::Strategy && sameRun ? fixes.loadRank(m_net.rank) : Fix{};
    p.fix = own.kind != FixKind::None ? own : fixes.forLayout();
}

void Diagnoser::notLoadedProblem(DoctorProblem& p, const ParamOutcome& o, const LoadEmulation& em,
                                 const NotLoadedTools& tools) const {
    p.mindsporeMessage = LoadEmulator::notLoadedWarning(em.paramNotLoad.size());
    const NetParam* param = m_net.find(o.name);
    const StageGuess stage = otherStage(o.name, tools.guessedStage);
    const std::string ckptPrefix = em.strict ? tools.names.ckptPrefix(o.name) : "";
    const std::string netPrefix = tools.names.netPrefix(o.name);
    if (stage.paramStage >= 0) {
        otherStageProblem(p, o, stage, tools.fixes);
    } else if (!ckptPrefix.empty() || !netPrefix.empty()) {
        prefixProblem(p, o, ckptPrefix, netPrefix);
    } else if (const LayerCounter::Blocks* blocks = tools.layers.missingLayer(o.name)) {
        layerProblem(p, *blocks, m_ckpt.strategy.has_value());
    } else if (auto close =
                   param != nullptr ? tools.names.closest(*param) : std::vector<std::string>{};
               !close.empty()) {
        renamedProblem(p, o, close);
    } else {
        missingProblem(p);
    }
}

void Diagnoser::applyShapeVerdicts(DoctorReport& r, const ConfigChangeFinder& config,
                                   const std::vector<size_t>& shapeProblems,
                                   const FixBuilder& fixes) const {
    for (size_t i = 0; i < shapeProblems.size(); ++i) {
        DoctorProblem& p = r.problems[shapeProblems[i]];
        const ConfigChangeFinder::Verdict& v = config.verdicts()[i];
        p.kind = v.kind;
        p.diagnosis = v.diagnosis;
        if (v.kind == ProblemKind::ConfigChange) {
            p.fix = v.fix;
        } else if (v.kind == ProblemKind::Split && v.ckptSmaller) {
            p.fix = fixes.forLayout();
        } else if (v.kind == ProblemKind::Split) {
            p.fix = m_net.source == NetSource::Strategy
                        ? fixes.convertForNet()
                        : sayFix(FixKind::None, say(IssueCode::FixDescribeNet));
        } else {
            p.fix = sayFix(FixKind::None, say(IssueCode::FixCheckNetwork));
        }
    }
}

DoctorReport Diagnoser::diagnose(const LoadEmulation& em) const {
    DoctorReport r;
    r.ckptPath = m_ckpt.path;
    r.netPath = m_net.path;
    r.strict = em.strict;
    r.rank = m_net.rank >= 0 ? m_net.rank : m_ckpt.rank;
    r.netParams = m_net.params.size();
    r.warnings = em.warnings;
    r.warningCodes = em.warningCodes;
    r.ckptNotLoaded = em.ckptNotLoad;
    r.notes = m_ckpt.notes;
    r.notes.insert(r.notes.end(), m_net.notes.begin(), m_net.notes.end());
    if (em.firstError >= 0) {
        r.firstError = em.params[static_cast<size_t>(em.firstError)].name;
    }
    const FixBuilder fixes(m_ckpt, m_net);
    const SplitExplainer splits(m_ckpt, m_net);
    const LayerCounter layers = countLayers();
    const NameMatcher names(unusedEntries(em, m_ckpt.entries));
    const NotLoadedTools tools{fixes, names, layers, guessCkptStage()};

    std::vector<ShapeCase> shapeCases;
    std::vector<size_t> shapeProblems;
    for (const ParamOutcome& o : em.params) {
        if (loadsOk(o.outcome)) {
            ++r.loaded;
        }
        if (o.outcome == LoadOutcome::Squeezed) {
            r.notes.push_back(makeIssue(IssueCode::DoctorSqueezed, Severity::Info, {}, o.name, -1,
                                        {o.name, pyTuple(o.ckptShape), pyTuple(o.netShape)}));
        }
        DoctorProblem p = problemFor(o);
        switch (o.outcome) {
            case LoadOutcome::ShapeError:
                if (auto d = splits.explain(o)) {
                    p.kind = ProblemKind::Split;
                    p.diagnosis = std::move(*d);
                    p.fix = fixes.forLayout();
                } else {
                    const FullShapePair full = splits.fullShapes(o);
                    shapeCases.push_back({o.name, full.ckpt.empty() ? o.ckptShape : full.ckpt,
                                          full.net.empty() ? o.netShape : full.net, full.known()});
                    shapeProblems.push_back(r.problems.size());
                }
                break;
            case LoadOutcome::ScalarError:
                scalarProblem(p, o);
                break;
            case LoadOutcome::DtypeError:
            case LoadOutcome::Converted:
                dtypeProblem(p, o, em.strict);
                break;
            case LoadOutcome::SkippedNotTensor:
                notTensorProblem(p, o);
                break;
            case LoadOutcome::NotLoaded:
                notLoadedProblem(p, o, em, tools);
                break;
            default:
                continue;
        }
        r.problems.push_back(std::move(p));
    }
    const ConfigChangeFinder config(shapeCases);
    applyShapeVerdicts(r, config, shapeProblems, fixes);
    const bool sliced =
        std::any_of(r.problems.begin(), r.problems.end(),
                    [](const DoctorProblem& p) { return p.kind == ProblemKind::Split; });
    for (DoctorProblem& p : r.problems) {
        p.diagnosis.ckptDtype = p.ckptDtype;
        p.diagnosis.netDtype = p.netDtype;
        if (p.kind == ProblemKind::Missing && sliced && !m_ckpt.strategy) {
            sayDiagnosis(p.diagnosis, say(IssueCode::Missing, {"yes"}));
        }
    }
    FindingCollector(m_ckpt, m_net, fixes).collect(r, config, layers);
    return r;
}

}  // namespace shardscope
