#include "doctortext.h"

namespace shardscope {

std::string doctorText(const DoctorReport& r) {
    std::string out;
    const std::string* lastMessage = nullptr;
    const Fix* lastFix = nullptr;
    for (const DoctorProblem& p : r.problems) {
        // Missing parameters share one MindSpore warning: print it once for a run of them.
        if (lastMessage == nullptr || *lastMessage != p.mindsporeMessage) {
            out += p.mindsporeMessage.empty()
                       ? "(MindSpore says nothing: it skips " + p.name + " silently)\n"
                       : p.mindsporeMessage + "\n";
        }
        lastMessage = &p.mindsporeMessage;
        out += "  parameter: " + p.name + " (" + problemKindName(p.kind) +
               (p.severity == Severity::Warning ? ", loads with a warning" : "") + ")\n";
        out += "  diagnosis: " + p.diagnosis.text + "\n";
        out +=
            "  fix: " + (lastFix != nullptr && *lastFix == p.fix ? "as above" : p.fix.describe()) +
            "\n\n";
        lastFix = &p.fix;
    }
    if (!r.findings.empty()) {
        out += "Diagnosis:\n";
        for (const DoctorFinding& f : r.findings) {
            out += "- " + f.text + "\n  fix: " + f.fix.describe() + "\n";
        }
        out += "\n";
    }
    if (!r.warnings.empty()) {
        out += "MindSpore would also log:\n";
        for (const std::string& w : r.warnings) {
            out += "  WARNING: " + w + "\n";
        }
        out += "\n";
    }
    for (const Issue& n : r.notes) {
        out += "note: " + n.text() + "\n";
    }
    return out + r.summary() + "\n";
}

}  // namespace shardscope
