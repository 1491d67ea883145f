#include "planjson.h"

namespace shardscope {

nlohmann::ordered_json planProblemToJson(const Issue& p) {
    nlohmann::ordered_json e;
    e["severity"] = p.blocking() ? "error" : p.severity == Severity::Info ? "info" : "warning";
    e["kind"] = issueCodeName(p.code);
    e["code"] = issueCodeName(p.code);  // the name every --json output gives a message's code
    e["param"] = p.param;
    if (p.rank >= 0) {
        e["rank"] = p.rank;
    }
    e["message"] = p.text();
    return e;
}

nlohmann::ordered_json planToJson(const ConversionPlan& plan) {
    nlohmann::ordered_json j;
    j["src"] = plan.srcFolder;
    j["src_strategy"] = plan.srcStrategy;
    j["runnable"] = plan.runnable();
    if (const auto& s = plan.sourceStep) {
        nlohmann::ordered_json step;
        step["name"] = s->name;
        step["epoch"] = s->epoch >= 0 ? nlohmann::ordered_json(s->epoch) : nullptr;
        step["step"] = s->step;
        step["global_step"] = s->globalStep ? nlohmann::ordered_json(*s->globalStep) : nullptr;
        step["recommended"] = s->recommended;
        j["source_step"] = step;
    }
    if (plan.options.format) {
        j["format"] = checkpointFormatName(*plan.options.format);
    }
    if (plan.options.encryptKey) {  // the mode only: a key is never written anywhere
        j["encryption"] = encryptionModeName(plan.options.encryptKey->mode());
    }
    nlohmann::ordered_json ranks = nlohmann::ordered_json::array();
    for (const RankPlan& r : plan.ranks) {
        nlohmann::ordered_json e;
        e["rank"] = r.rank;
        e["sources"] = r.sources;
        e["bytes_read"] = r.bytesRead;
        e["bytes_written"] = r.fileSize;
        e["peak_memory"] = r.peakMemory;
        e["tensors"] = r.tensorCount();
        ranks.push_back(e);
    }
    j["ranks"] = ranks;
    j["total_bytes_read"] = plan.totalRead();
    j["total_bytes_written"] = plan.totalWritten();
    nlohmann::ordered_json problems = nlohmann::ordered_json::array();
    for (const Issue& p : plan.problems) {
        problems.push_back(planProblemToJson(p));
    }
    j["problems"] = problems;
    return j;
}

}  // namespace shardscope
