#include "planproblems.h"

namespace shardscope {

Issue& PlanProblems::add(IssueCode code, Severity severity, std::string param, int rank,
                         std::string message, const std::vector<std::string>& args) {
    m_out.push_back(
        makeIssue(code, severity, std::move(message), {}, std::move(param), rank, args));
    return m_out.back();
}

Issue& PlanProblems::add(IssueCode code, Severity severity, std::string param, int rank,
                         const std::vector<std::string>& args) {
    m_out.push_back(makeIssue(code, severity, {}, std::move(param), rank, args));
    return m_out.back();
}

Issue& PlanProblems::error(IssueCode code, std::string param, int rank, std::string message,
                           const std::vector<std::string>& args) {
    return add(code, Severity::Error, std::move(param), rank, std::move(message), args);
}

void PlanProblems::errorOnce(IssueCode code, const std::string& param, int rank,
                             const std::string& message, const std::vector<std::string>& args) {
    if (m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
        error(code, param, rank, message, args);
        ++m_once;
    }
}

void PlanProblems::warnOnce(IssueCode code, const std::string& param, const std::string& message,
                            const std::vector<std::string>& args) {
    if (m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
        add(code, Severity::Warning, param, -1, message, args);
        ++m_once;
    }
}

Issue& PlanProblems::error(IssueCode code, std::string param, int rank,
                           const std::vector<std::string>& args) {
    return add(code, Severity::Error, std::move(param), rank, args);
}

void PlanProblems::errorOnce(IssueCode code, const std::string& param, int rank,
                             const std::vector<std::string>& args) {
    if (m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
        error(code, param, rank, args);
        ++m_once;
    }
}

void PlanProblems::warnOnce(IssueCode code, const std::string& param,
                            const std::vector<std::string>& args) {
    if (m_warned.insert(std::string(issueCodeName(code)) + "\n" + param).second) {
        add(code, Severity::Warning, param, -1, args);
        ++m_once;
    }
}

}  // namespace shardscope
