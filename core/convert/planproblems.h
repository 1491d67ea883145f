#pragma once

#include <cstddef>
#include <set>
#include <string>
#include <vector>

#include "../util/error.h"
#include "../util/issue.h"

namespace shardscope {

// The problems a plan lists (ConversionPlan::problems), in the order they are found. A
// parameter's warning, and an error that every destination rank holding it would repeat word
// for word (its name or type), is listed once.
// Why a plan with blocking problems writes nothing, after they were listed: "nothing written:
// fix the errors above first" (convert; shardscope-mpi's process 0, for every process).
Error planNotRunnableError();

class PlanProblems {
public:
    explicit PlanProblems(std::vector<Issue>& out) : m_out(out) {}

    // `args` are the values of issueArgNames(code), in order; `rank` is a destination rank.
    // The words from the catalogue (messagecatalogue.h).
    Issue& add(IssueCode code, Severity severity, std::string param, int rank,
               const std::vector<std::string>& args);
    void add(Issue issue) { m_out.push_back(std::move(issue)); }
    Issue& error(IssueCode code, std::string param, int rank, const std::vector<std::string>& args);
    // Once per code and parameter, at the first rank that finds it.
    void errorOnce(IssueCode code, const std::string& param, int rank,
                   const std::vector<std::string>& args);
    void warnOnce(IssueCode code, const std::string& param, const std::vector<std::string>& args);

    // Problems listed, and those of them listed once per parameter (errorOnce(), warnOnce()):
    // what a rank's planning adds apart from those speaks of that rank.
    size_t count() const { return m_out.size(); }
    size_t onceCount() const { return m_once; }

    // Appends what `later` listed (planned after everything listed here), leaving out what it
    // listed once that is listed here already: the problems one planner would have listed.
    void append(PlanProblems& later);

private:
    bool firstTime(IssueCode code, const std::string& param);

    std::vector<Issue>& m_out;
    std::set<std::string> m_warned;
    std::vector<size_t> m_onceAt;  // the positions in m_out of what was listed once
    size_t m_once = 0;
};

}  // namespace shardscope
