#include "stagemapping.h"

#include <limits>
#include <set>
#include <string>
#include <unordered_map>

#include "simulationtext.h"

namespace shardscope {

namespace {

// An optimizer copy's parameter: "adam_m.backbone.x" -> "backbone.x" when that is a name of the
// same stage; the name itself otherwise. Chains ("a.b.x" over "b.x" over "x") resolve fully.
std::string rootName(std::string name, const std::unordered_map<std::string, size_t>& names) {
    for (size_t guard = 0; guard < 8; ++guard) {
        const size_t dot = name.find('.');
        if (dot == 0 || dot == std::string::npos) {
            break;
        }
        std::string rest = name.substr(dot + 1);
        if (names.count(rest) == 0) {
            break;
        }
        name = std::move(rest);
    }
    return name;
}

std::string stagesText(const std::vector<int>& stages) {
    std::string out;
    for (size_t i = 0; i < stages.size(); ++i) {
        out += (i > 0 ? ", " : "") + std::to_string(stages[i]);
    }
    return out;
}

}  // namespace

StageMapping::StageMapping(const Strategy& source, int requested, std::vector<Issue>& issues) {
    const std::vector<int> stages = source.stages();
    m_sourceStages = stages.empty() ? 1 : stages.back() + 1;
    if (static_cast<int>(stages.size()) != m_sourceStages) {
        issues.push_back(
            simulationIssue(IssueCode::BadSourceStages, true, "", {stagesText(stages)}));
    }
    m_stageOf.resize(source.layouts.size());
    for (size_t i = 0; i < source.layouts.size(); ++i) {
        m_stageOf[i] = source.layouts[i].stage;
    }
    const int s = m_sourceStages;
    const int t = requested > 0 ? requested : s;
    m_targetStages = s;
    if (t == s) {
        return;
    }
    if (s % t != 0 && t % s != 0) {
        issues.push_back(simulationIssue(IssueCode::BadStageSpec, true, "",
                                         {std::to_string(t), std::to_string(s)}));
        return;
    }
    m_targetStages = t;
    if (s % t == 0) {
        for (int& stage : m_stageOf) {
            stage /= s / t;
        }
        return;
    }
    split(source, issues);
}

void StageMapping::split(const Strategy& source, std::vector<Issue>& issues) {
    const int k = m_targetStages / m_sourceStages;
    issues.push_back(simulationIssue(IssueCode::StageSplit, false, "",
                                     {std::to_string(m_sourceStages), std::to_string(k)}));
    for (int s = 0; s < m_sourceStages; ++s) {
        std::vector<size_t> members;
        std::unordered_map<std::string, size_t> names;  // name -> first member of that name
        for (size_t i = 0; i < source.layouts.size(); ++i) {
            if (source.layouts[i].stage == s) {
                members.push_back(i);
                names.emplace(source.layouts[i].name, i);
            }
        }
        std::vector<std::string> bases;
        for (const size_t i : members) {
            const std::string& name = source.layouts[i].name;
            if (names.at(name) == i && rootName(name, names) == name) {
                bases.push_back(name);
            }
        }
        const size_t n = bases.size();
        std::unordered_map<std::string, int> groupOf;
        std::set<int> used;
        for (size_t j = 0; j < n; ++j) {
            const int group = static_cast<int>(j * static_cast<size_t>(k) / n);
            groupOf[bases[j]] = group;
            used.insert(group);
        }
        for (const size_t i : members) {
            m_stageOf[i] = s * k + groupOf[rootName(source.layouts[i].name, names)];
        }
        for (int g = 0; g < k; ++g) {
            if (used.count(g) == 0) {
                const int stage = s * k + g;
                issues.push_back(simulationIssue(IssueCode::StageEmpty, true, "",
                                                 {std::to_string(stage), std::to_string(s),
                                                  std::to_string(n), std::to_string(k)}));
            }
        }
    }
}

int StageMapping::mapStage(int sourceStage) const {
    const int s = m_sourceStages;
    const int t = m_targetStages;
    if (t == s) {
        return sourceStage;
    }
    if (s % t == 0) {
        return sourceStage / (s / t);
    }
    // A stage past the target's (a damaged operator stage): kept past it, never overflowed.
    const int64_t mapped = int64_t{sourceStage} * (t / s);
    return mapped > std::numeric_limits<int>::max() ? std::numeric_limits<int>::max()
                                                    : static_cast<int>(mapped);
}

}  // namespace shardscope
