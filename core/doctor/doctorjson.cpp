#include "doctorjson.h"

#include "doctormessages.h"

namespace shardscope {

namespace {

using Json = nlohmann::ordered_json;

void addFix(Json& j, const Fix& fix) {
    j["fix"] = fix.describe();
    j["fix_code"] = doctorCodeName(fix.sentence);  // "none" for no fix
    j["fix_kind"] = fixKindName(fix.kind);
    if (!fix.command.empty()) {
        j["fix_command"] = fix.command;
    }
}

}  // namespace

Json diagnosisDetails(const Diagnosis& d) {
    Json j = Json::object();
    if (d.dim >= 0) {
        j["dim"] = d.dim;
    }
    if (d.dim >= 0 || d.configName != ConfigName::None) {
        j["checkpoint_value"] = d.ckptValue;
        j["net_value"] = d.netValue;
    }
    if (d.factor > 0) {
        j["factor"] = d.factor;
    }
    if (d.ckptParts > 1 || d.netParts > 1) {
        j["checkpoint_parts"] = d.ckptParts;
        j["net_parts"] = d.netParts;
    }
    if (!d.axes.empty()) {
        j["axes"] = d.axes;
    }
    if (!d.devMatrix.empty()) {
        j["dev_matrix"] = d.devMatrix;
    }
    if (d.rank >= 0) {
        j["rank"] = d.rank;
    }
    if (d.part >= 0) {
        j["part"] = d.part;
    }
    if (d.optShard > 1) {
        j["opt_shard"] = d.optShard;
        j["opt_index"] = d.optIndex;
    }
    if (d.stage >= 0) {
        j["stage"] = d.stage;
    }
    if (d.otherStage >= 0) {
        j["other_stage"] = d.otherStage;
        j["other_ranks"] = d.otherRanks;
    }
    if (d.configName != ConfigName::None) {
        j["config_name"] = configNameEnglish(d.configName);
    }
    if (d.sameChange > 0) {
        j["same_change"] = d.sameChange;
    }
    if (!d.candidates.empty()) {
        j["candidates"] = d.candidates;
    }
    if (!d.prefix.empty()) {
        j["prefix"] = d.prefix;
        j["prefix_on_net"] = d.prefixOnNet;
    }
    return j;
}

Json doctorToJson(const DoctorReport& r) {
    Json j;
    j["checkpoint"] = r.ckptPath;
    j["network"] = r.netPath;
    j["strict"] = r.strict;
    j["rank"] = r.rank;
    j["loads"] = r.loads();
    j["net_params"] = r.netParams;
    j["loaded"] = r.loaded;
    Json problems = Json::array();
    for (const DoctorProblem& p : r.problems) {
        Json e;
        e["name"] = p.name;
        e["kind"] = problemKindName(p.kind);
        e["severity"] = severityName(p.severity);
        e["mindspore_message"] = p.mindsporeMessage;
        e["diagnosis"] = p.diagnosis.text;
        e["code"] = doctorCodeName(p.diagnosis.sentence);
        addFix(e, p.fix);
        if (!p.ckptName.empty()) {
            e["checkpoint_name"] = p.ckptName;
            e["checkpoint_shape"] = p.ckptShape;
            e["checkpoint_dtype"] = p.ckptDtype;
        }
        e["net_shape"] = p.netShape;
        e["net_dtype"] = p.netDtype;
        e["details"] = diagnosisDetails(p.diagnosis);
        problems.push_back(std::move(e));
    }
    j["problems"] = std::move(problems);
    Json findings = Json::array();
    for (const DoctorFinding& f : r.findings) {
        Json e;
        e["kind"] = findingKindName(f.kind);
        e["diagnosis"] = f.text;
        e["code"] = doctorCodeName(f.sentence);
        addFix(e, f.fix);
        e["params"] = f.params;
        findings.push_back(std::move(e));
    }
    j["findings"] = std::move(findings);
    j["warnings"] = r.warnings;
    j["warning_codes"] = r.warningCodes;  // each warning's stable code, in the warnings' order
    j["ckpt_not_load"] = r.ckptNotLoaded;
    Json notes = Json::array();
    Json noteCodes = Json::array();  // each note's stable code, in the notes' order
    for (const Issue& n : r.notes) {
        notes.push_back(n.text());
        noteCodes.push_back(issueCodeName(n.code));
    }
    j["notes"] = std::move(notes);
    j["note_codes"] = std::move(noteCodes);
    j["first_error"] = r.firstError.empty() ? Json(nullptr) : Json(r.firstError);
    const Issue summary = r.summaryIssue();
    j["summary"] = summary.text();
    j["summary_code"] = issueCodeName(summary.code);
    return j;
}

}  // namespace shardscope
