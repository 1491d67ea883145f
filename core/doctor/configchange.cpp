#include "configchange.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "../util/messagepiece.h"
#include "doctormessages.h"
#include "doctorpieces.h"
#include "pythontext.h"

namespace shardscope {

namespace {

using Pair = std::pair<int64_t, int64_t>;

bool integral(int64_t a, int64_t b) {
    const int64_t lo = std::min(a, b);
    return lo > 0 && std::max(a, b) % lo == 0;
}

int64_t ratio(int64_t a, int64_t b) {
    return integral(a, b) ? std::max(a, b) / std::min(a, b) : 0;
}

std::string lower(std::string s) {
    std::transform(s.begin(), s.end(), s.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return s;
}

bool hasAny(const std::string& s, std::initializer_list<const char*> words) {
    return std::any_of(words.begin(), words.end(),
                       [&](const char* w) { return s.find(w) != std::string::npos; });
}

}  // namespace

ConfigName ConfigChangeFinder::guessConfigName(const std::string& name,
                                               const std::vector<int64_t>& shape, size_t dim) {
    const std::string n = lower(name);
    if (hasAny(n, {"position", "pos_emb", "wpe"})) {
        return shape.size() == 2 && dim == 0 ? ConfigName::SequenceLength : ConfigName::HiddenSize;
    }
    if (hasAny(n, {"embedding", "embed", "wte", "tok_", "vocab", "lm_head"}) && shape.size() == 2) {
        return dim == 0 ? ConfigName::VocabularySize : ConfigName::HiddenSize;
    }
    if (shape.size() == 1 && hasAny(n, {"norm", "gamma", "beta", "ln_", "ln1", "ln2"})) {
        return ConfigName::HiddenSize;
    }
    if (shape.size() == 2 && shape[0] != shape[1] &&
        hasAny(n, {"mapping", "ffn", "feed_forward", "mlp", "fc1", "fc2", ".w1.", ".w2.", ".w3.",
                   "intermediate", "h_to_4h", "4h_to_h"})) {
        return shape[dim] == std::max(shape[0], shape[1]) ? ConfigName::FeedForwardSize
                                                          : ConfigName::HiddenSize;
    }
    return ConfigName::None;
}

ConfigChangeFinder::ConfigChangeFinder(std::vector<ShapeCase> cases) : m_cases(std::move(cases)) {
    bool evidence = false;
    bool smaller = false;
    bool larger = false;
    for (const ShapeCase& c : m_cases) {
        std::vector<Diff> diffs;
        if (c.ckpt.size() == c.net.size()) {
            for (size_t i = 0; i < c.ckpt.size(); ++i) {
                if (c.ckpt[i] != c.net[i]) {
                    diffs.push_back({i, c.ckpt[i], c.net[i]});
                    evidence = evidence || !integral(c.ckpt[i], c.net[i]);
                }
            }
        }
        evidence = evidence || (c.certain && !diffs.empty()) || diffs.size() >= 2;
        if (diffs.size() == 1) {
            (diffs[0].ckpt < diffs[0].net ? smaller : larger) = true;
        }
        m_diffs.push_back(std::move(diffs));
    }
    evidence = evidence || (smaller && larger);
    // Uncertain single-dimension cases by factor and direction: a split run repeats them.
    std::map<std::pair<int64_t, bool>, size_t> splitGroups;
    for (size_t i = 0; i < m_cases.size(); ++i) {
        const auto& d = m_diffs[i];
        if (!m_cases[i].certain && d.size() == 1 && integral(d[0].ckpt, d[0].net)) {
            ++splitGroups[{ratio(d[0].ckpt, d[0].net), d[0].ckpt < d[0].net}];
        }
    }
    std::vector<ProblemKind> kinds(m_cases.size(), ProblemKind::ShapeMismatch);
    for (size_t i = 0; i < m_cases.size(); ++i) {
        const ShapeCase& c = m_cases[i];
        const auto& d = m_diffs[i];
        if (d.empty()) {
            continue;  // a different number of dimensions
        }
        bool repeated = true;
        for (const Diff& x : d) {
            repeated = repeated && paramsWith(x.ckpt, x.net) >= 2;
        }
        // Device counts are powers of two in practice; 10 classes -> 100 is not a split.
        const int64_t f = d.size() == 1 ? ratio(d[0].ckpt, d[0].net) : 0;
        const bool plausibleSplit = f > 1 && (f & (f - 1)) == 0;
        if (c.certain || (evidence && (d.size() >= 2 || repeated))) {
            kinds[i] = ProblemKind::ConfigChange;
            continue;
        }
        if (plausibleSplit && splitGroups[{f, d[0].ckpt < d[0].net}] >= 2) {
            kinds[i] = ProblemKind::Split;
        } else if ((d.size() == 1 &&
                    guessConfigName(c.name, c.net, d[0].dim) != ConfigName::None) ||
                   repeated) {
            kinds[i] = ProblemKind::ConfigChange;
        }
    }
    m_verdicts.resize(m_cases.size());
    for (size_t i = 0; i < m_cases.size(); ++i) {
        m_verdicts[i].kind = kinds[i];
    }
    nameChanges();
    for (size_t i = 0; i < m_cases.size(); ++i) {
        if (kinds[i] == ProblemKind::ConfigChange) {
            m_verdicts[i] = configVerdict(i);
        } else if (kinds[i] == ProblemKind::Split) {
            const Diff& d = m_diffs[i][0];
            m_verdicts[i] = splitVerdict(i, splitGroups[{ratio(d.ckpt, d.net), d.ckpt < d.net}]);
        } else {
            m_verdicts[i] = mismatchVerdict(i);
        }
    }
}

size_t ConfigChangeFinder::paramsWith(int64_t ckpt, int64_t net) const {
    size_t n = 0;
    for (const auto& diffs : m_diffs) {
        n += std::any_of(diffs.begin(), diffs.end(),
                         [&](const Diff& d) { return d.ckpt == ckpt && d.net == net; })
                 ? 1
                 : 0;
    }
    return n;
}

void ConfigChangeFinder::nameChanges() {
    std::map<Pair, std::map<ConfigName, size_t>> votes;
    std::vector<Pair> order;
    for (size_t i = 0; i < m_cases.size(); ++i) {
        if (m_verdicts[i].kind != ProblemKind::ConfigChange) {
            continue;
        }
        for (const Diff& d : m_diffs[i]) {
            const Pair p{d.ckpt, d.net};
            if (votes.find(p) == votes.end()) {
                order.push_back(p);
            }
            auto& v = votes[p];
            const ConfigName guess = guessConfigName(m_cases[i].name, m_cases[i].net, d.dim);
            if (guess != ConfigName::None) {
                ++v[guess];
            }
        }
    }
    for (const Pair& p : order) {
        const auto& v = votes[p];
        ConfigName best = ConfigName::None;
        size_t most = 0;
        for (const auto& [name, count] : v) {
            if (count > most) {
                best = name;
                most = count;
            }
        }
        m_changes.push_back({best, p.first, p.second, paramsWith(p.first, p.second)});
    }
    // A dimension four times the hidden size on both sides is GPT's feed-forward width.
    for (ConfigValueChange& c : m_changes) {
        for (const ConfigValueChange& h : m_changes) {
            if (c.configName == ConfigName::None && h.configName == ConfigName::HiddenSize &&
                c.ckptValue == 4 * h.ckptValue && c.netValue == 4 * h.netValue) {
                c.configName = ConfigName::FeedForwardSize;
            }
        }
        if (c.configName == ConfigName::None) {
            c.configName = ConfigName::ModelDimension;
        }
    }
    std::stable_sort(
        m_changes.begin(), m_changes.end(),
        [](const ConfigValueChange& a, const ConfigValueChange& b) { return a.params > b.params; });
}

ConfigName ConfigChangeFinder::nameOf(int64_t ckpt, int64_t net) const {
    for (const ConfigValueChange& c : m_changes) {
        if (c.ckptValue == ckpt && c.netValue == net) {
            return c.configName;
        }
    }
    return ConfigName::ModelDimension;
}

ConfigChangeFinder::Verdict ConfigChangeFinder::configVerdict(size_t i) const {
    const ShapeCase& c = m_cases[i];
    const auto& diffs = m_diffs[i];
    Verdict v;
    v.kind = ProblemKind::ConfigChange;
    Diagnosis& d = v.diagnosis;
    const Diff& first = diffs.front();
    d.dim = static_cast<int>(first.dim);
    d.ckptValue = first.ckpt;
    d.netValue = first.net;
    d.factor = ratio(first.ckpt, first.net);
    d.configName = nameOf(first.ckpt, first.net);
    d.sameChange = paramsWith(first.ckpt, first.net);
    std::vector<Pair> pairs;
    std::vector<IssueArg> dims;
    for (const Diff& x : diffs) {
        dims.push_back(dimChangeArg(x.dim, x.ckpt, x.net));
        if (std::find(pairs.begin(), pairs.end(), Pair{x.ckpt, x.net}) == pairs.end()) {
            pairs.push_back({x.ckpt, x.net});
        }
    }
    std::vector<ConfigValue> values;
    values.reserve(pairs.size());
    for (const Pair& p : pairs) {
        values.push_back({nameOf(p.first, p.second), p.first, p.second, {}});
    }
    sayDiagnosis(d, say(IssueCode::ConfigShapes,
                        {c.certain ? "yes" : "no", pyTuple(c.ckpt), pyTuple(c.net),
                         d.sameChange > 1 ? std::to_string(d.sameChange) : std::string(),
                         std::to_string(d.ckptValue), std::to_string(d.netValue)},
                        {listOfArgs("dims", std::move(dims), MessagePiece::Join::Commas),
                         configShapeValuesArg("values", values)}));
    v.fix = sayFix(FixKind::Config, say(IssueCode::FixConfig, {},
                                        {configCheckpointValuesArg("values", values),
                                         configNetworkValuesArg("net_values", values)}));
    return v;
}

ConfigChangeFinder::Verdict ConfigChangeFinder::splitVerdict(size_t i, size_t similar) const {
    const Diff& x = m_diffs[i].front();
    Verdict v;
    v.kind = ProblemKind::Split;
    v.ckptSmaller = x.ckpt < x.net;
    Diagnosis& d = v.diagnosis;
    d.dim = static_cast<int>(x.dim);
    d.ckptValue = x.ckpt;
    d.netValue = x.net;
    d.factor = ratio(x.ckpt, x.net);
    (v.ckptSmaller ? d.ckptParts : d.netParts) = d.factor;
    sayDiagnosis(
        d, say(IssueCode::SplitGuess,
               {std::to_string(x.dim), std::to_string(d.factor), std::to_string(x.ckpt),
                std::to_string(x.net), std::to_string(similar), v.ckptSmaller ? "yes" : "no"}));
    return v;
}

ConfigChangeFinder::Verdict ConfigChangeFinder::mismatchVerdict(size_t i) const {
    const ShapeCase& c = m_cases[i];
    const auto& diffs = m_diffs[i];
    Verdict v;
    Diagnosis& d = v.diagnosis;
    if (diffs.empty()) {
        sayDiagnosis(d, say(IssueCode::DimsDiffer, {pyTuple(c.ckpt), std::to_string(c.ckpt.size()),
                                                    pyTuple(c.net), std::to_string(c.net.size())}));
        return v;
    }
    const Diff& x = diffs.front();
    d.dim = static_cast<int>(x.dim);
    d.ckptValue = x.ckpt;
    d.netValue = x.net;
    d.factor = ratio(x.ckpt, x.net);
    if (d.factor > 0) {
        sayDiagnosis(d,
                     say(IssueCode::DimFactor, {std::to_string(x.dim), std::to_string(x.ckpt),
                                                std::to_string(x.net), std::to_string(d.factor)}));
    } else {
        sayDiagnosis(d,
                     say(IssueCode::DimNotMultiple,
                         {std::to_string(x.dim), std::to_string(x.ckpt), std::to_string(x.net)}));
    }
    return v;
}

}  // namespace shardscope
