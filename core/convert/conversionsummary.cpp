#include "conversionsummary.h"

#include <cstdio>

namespace shardscope {

const RankCheck* rankCheck(const ConversionOutcome& outcome, int rank) {
    if (!outcome.verify) {
        return nullptr;
    }
    for (const RankCheck& c : outcome.verify->ranks) {
        if (c.rank == rank) {
            return &c;
        }
    }
    return nullptr;
}

const char* conversionStatus(const ConversionOutcome& outcome) {
    if (outcome.cancelled) {
        return "cancelled";
    }
    if (outcome.error) {
        return "failed";
    }
    if (outcome.verify) {
        return outcome.verify->ok() ? "verified" : "verification-failed";
    }
    return "written";
}

nlohmann::ordered_json conversionSummaryJson(const ConversionInputs& inputs,
                                             const ConversionPlan& plan,
                                             const ConversionOutcome& outcome) {
    nlohmann::ordered_json root;
    root["source"] = inputs.source;
    root["source_strategy"] = inputs.sourceStrategy;
    root["target"] = inputs.target;
    root["destination"] = inputs.destination;
    root["status"] = conversionStatus(outcome);
    if (plan.options.encryptKey) {  // the mode only: a key is never written anywhere
        root["encryption"] = encryptionModeName(plan.options.encryptKey->mode());
    }
    root["seconds"] = outcome.seconds;
    root["bytes_read"] = plan.totalRead();
    root["bytes_written"] = plan.totalWritten();
    if (outcome.error) {
        root["error"] = outcome.error->describe();
        root["error_code"] = errorCodeName(outcome.error->code);  // its stable name
    }
    nlohmann::ordered_json files = nlohmann::ordered_json::array();
    for (const RankPlan& rank : plan.ranks) {
        nlohmann::ordered_json f;
        f["rank"] = rank.rank;
        f["path"] = rank.outPath;
        f["bytes"] = rank.fileSize;
        f["sources"] = rank.sources;
        if (outcome.result && plan.options.crc) {
            for (const RankOutcome& o : outcome.result->ranks) {
                if (o.rank == rank.rank) {
                    f["crc32"] = o.crc;
                }
            }
        }
        if (const RankCheck* check = rankCheck(outcome, rank.rank)) {
            f["verified"] = check->ok;
            if (check->code) {  // why the file as a whole failed
                f["verify_error"] = {{"code", issueCodeName(*check->code)},
                                     {"message", check->message}};
            }
            nlohmann::ordered_json tensors = nlohmann::ordered_json::array();
            for (const TensorCheck& t : check->tensors) {
                nlohmann::ordered_json o;
                o["name"] = t.name;
                o["ok"] = t.ok;
                char hex[17];
                std::snprintf(hex, sizeof hex, "%016llx",
                              static_cast<unsigned long long>(t.checksum));
                o["xxh3"] = hex;
                if (!t.message.empty()) {
                    o["message"] = t.message;
                }
                if (t.code) {
                    o["code"] = issueCodeName(*t.code);
                }
                tensors.push_back(o);
            }
            f["tensors"] = tensors;
        }
        files.push_back(f);
    }
    root["files"] = files;
    // Where the converted run's strategy was written (deststrategy.h): it opens with it.
    root["strategy_files"] =
        outcome.result ? outcome.result->strategyFiles : std::vector<std::string>{};
    nlohmann::ordered_json warnings = nlohmann::ordered_json::array();
    nlohmann::ordered_json notices = nlohmann::ordered_json::array();
    for (const Issue& p : plan.problems) {
        if (!p.blocking()) {
            warnings.push_back(p.text());
            notices.push_back(
                nlohmann::ordered_json{{"code", issueCodeName(p.code)}, {"message", p.text()}});
        }
    }
    root["warnings"] = warnings;
    root["notices"] = notices;  // the same, each with its code
    return root;
}

}  // namespace shardscope
