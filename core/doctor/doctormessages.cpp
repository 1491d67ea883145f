#include "doctormessages.h"

#include <algorithm>
#include <cassert>

namespace shardscope {

Issue say(IssueCode code, const std::vector<std::string>& values, std::vector<IssueArg> pieces) {
    Issue s;
    s.code = code;
    s.severity = Severity::Info;
    size_t next = 0;
    for (const std::string_view name : issueArgNames(code)) {
        const auto piece = std::find_if(pieces.begin(), pieces.end(),
                                        [&](const IssueArg& p) { return p.name == name; });
        if (piece != pieces.end()) {
            s.args.push_back(std::move(*piece));
        } else if (next < values.size()) {
            s.args.push_back({std::string(name), values[next++]});
        }
    }
    assert(next == values.size() && s.args.size() == issueArgNames(code).size());
    return s;
}

const char* doctorCodeName(const std::optional<Issue>& sentence) {
    if (!sentence) {
        return "none";
    }
    return sentence->code == IssueCode::RedundancyRemovedUnloaded ? "redundancy-removed"
                                                                  : issueCodeName(sentence->code);
}

Fix sayFix(FixKind kind, Issue sentence, std::string command) {
    Fix fix;
    fix.kind = kind;
    fix.text = sentence.text();
    fix.command = std::move(command);
    fix.sentence = std::move(sentence);
    return fix;
}

void sayDiagnosis(Diagnosis& diagnosis, Issue sentence) {
    diagnosis.text = sentence.text();
    diagnosis.sentence = std::move(sentence);
}

}  // namespace shardscope
