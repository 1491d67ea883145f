#include "planproblems.h"

#include "../util/translatenoop.h"

namespace shardscope {

Error planNotRunnableError() {
    return makeError(
        ErrorCode::InvalidArgument,
        QT_TRANSLATE_NOOP("ErrorMessage", "nothing written: fix the errors above first"), {});
}

Issue& PlanProblems::add(IssueCode code, Severity severity, std::string param, int rank,
                         const std::vector<std::string>& args) {
    m_out.push_back(makeIssue(code, severity, {}, std::move(param), rank, args));
    return m_out.back();
}

Issue& PlanProblems::error(IssueCode code, std::string param, int rank,
                           const std::vector<std::string>& args) {
    return add(code, Severity::Error, std::move(param), rank, args);
}

bool PlanProblems::firstTime(IssueCode code, const std::string& param) {
    if (!m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
        return false;
    }
    m_onceAt.push_back(m_out.size());
    ++m_once;
    return true;
}

void PlanProblems::errorOnce(IssueCode code, const std::string& param, int rank,
                             const std::vector<std::string>& args) {
    if (firstTime(code, param)) {
        error(code, param, rank, args);
    }
}

void PlanProblems::warnOnce(IssueCode code, const std::string& param,
                            const std::vector<std::string>& args) {
    if (firstTime(code, param)) {
        add(code, Severity::Warning, param, -1, args);
    }
}

void PlanProblems::append(PlanProblems& later) {
    auto once = later.m_onceAt.begin();
    for (size_t i = 0; i < later.m_out.size(); ++i) {
        Issue& issue = later.m_out[i];
        if (once != later.m_onceAt.end() && *once == i) {
            ++once;
            if (!firstTime(issue.code, issue.param)) {
                continue;
            }
        }
        m_out.push_back(std::move(issue));
    }
    later.m_out.clear();
    later.m_onceAt.clear();
}

}  // namespace shardscope
