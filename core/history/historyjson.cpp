#include "historyjson.h"

#include "../util/messagepiece.h"
#include "../util/ranklist.h"

namespace shardscope {

using nlohmann::ordered_json;

namespace {

ordered_json number(std::optional<int64_t> v) {
    return v ? ordered_json(*v) : ordered_json(nullptr);
}

// The fields every reference to a step carries.
ordered_json stepRef(const RunHistory& h, int index) {
    if (index < 0) {
        return nullptr;
    }
    const HistoryStep& s = h.steps[static_cast<size_t>(index)];
    ordered_json j;
    j["name"] = s.name;
    j["epoch"] = s.key.epoch >= 0 ? ordered_json(s.key.epoch) : ordered_json(nullptr);
    j["step"] = s.key.step;
    j["global_step"] = number(s.globalStep);
    return j;
}

ordered_json stepToJson(const RunHistory& h, const HistoryStep& s, int index) {
    ordered_json j = stepRef(h, index);
    j["kind"] = saveKindName(s.key.kind);
    if (s.key.clash > 0) {
        j["clash"] = s.key.clash;
    }
    j["global_step_source"] = s.globalStep ? ordered_json(s.globalSource) : ordered_json(nullptr);
    j["complete"] = s.complete();
    j["usable"] = s.usable();
    j["missing_ranks"] = s.missingRanks;
    ordered_json damaged = ordered_json::array();
    ordered_json temporaries = ordered_json::array();
    for (const HistoryCell& c : s.cells) {
        for (const HistoryFile& f : c.copies) {
            if (usableState(f.state)) {
                continue;
            }
            ordered_json d;
            d["rank"] = c.rank;
            d["file"] = f.path;
            d["reason"] = reasonText(f.reason);
            d["code"] =
                f.reason ? ordered_json(issueCodeName(f.reason->code)) : ordered_json(nullptr);
            d["state"] = fileStateName(f.state);
            if (h.tiers.size() > 1) {
                d["tier"] = h.tiers[f.tier];
            }
            damaged.push_back(d);
        }
    }
    j["damaged"] = damaged;
    j["bytes"] = s.bytes;
    j["ranks"] = formatRankList([&] {
        std::vector<int> held;
        for (const HistoryCell& c : s.cells) {
            held.push_back(c.rank);
        }
        return held;
    }());
    j["crc_checked"] = s.crcChecked;
    if (h.tiers.size() > 1) {
        ordered_json tiers = ordered_json::array();
        for (size_t t = 0; t < h.tiers.size(); ++t) {
            std::vector<int> missing;
            for (int r : h.ranks) {
                const HistoryCell* c = s.cell(r);
                const bool held =
                    c != nullptr &&
                    std::any_of(c->copies.begin(), c->copies.end(), [&](const HistoryFile& f) {
                        return f.tier == t && usableState(f.state);
                    });
                if (!held) {
                    missing.push_back(r);
                }
            }
            ordered_json tier;
            tier["tier"] = h.tiers[t];
            tier["complete"] = missing.empty();
            tier["missing_ranks"] = missing;
            tiers.push_back(tier);
        }
        j["tiers"] = tiers;
    }
    return j;
}

// The explanation's code and arguments (and its note's code, when the rule chose in a way of
// its own), beside its words.
void explanationCodes(const RulePick& pick, ordered_json& j) {
    j["explanation_code"] = issueCodeName(pick.why.code);
    ordered_json args = ordered_json::object();
    for (const IssueArg& a : pick.why.args) {
        args[a.name] = a.value;
    }
    j["explanation_args"] = std::move(args);
    if (pick.note) {
        j["explanation_note_code"] = issueCodeName(pick.note->code);
    }
}

ordered_json pickToJson(const RunHistory& h, const RulePick& pick) {
    if (pick.picks.empty()) {
        ordered_json j;
        j["consequence"] = pickConsequenceName(pick.consequence);
        j["explanation"] = explanationArg(pick).value;
        explanationCodes(pick, j);
        return j;
    }
    // The top-level fields are what the lowest rank takes: sorted(os.listdir("rank_0"))[-1].
    const RankPick* lowest = &pick.picks.front();
    for (const RankPick& p : pick.picks) {
        lowest = p.ranks.front() < lowest->ranks.front() ? &p : lowest;
    }
    ordered_json j = lowest->step >= 0 ? stepRef(h, lowest->step) : ordered_json::object();
    if (lowest->step < 0) {
        j["file"] = lowest->file;
    }
    j["mixed"] = pick.mixed();
    ordered_json perRank = ordered_json::array();
    for (const RankPick& p : pick.picks) {
        ordered_json e = p.step >= 0 ? stepRef(h, p.step) : ordered_json::object();
        e["file"] = p.file;
        e["ranks"] = formatRankList(p.ranks);
        perRank.push_back(e);
    }
    j["per_rank"] = perRank;
    j["consequence"] = pickConsequenceName(pick.consequence);
    j["explanation"] = explanationArg(pick).value;
    explanationCodes(pick, j);
    return j;
}

}  // namespace

ordered_json historyToJson(const RunHistory& h) {
    ordered_json j;
    j["format"] = "history";
    j["path"] = h.path;
    j["tiers"] = h.tiers;
    j["ranks"] = h.ranks.size();
    j["rank_list"] = formatRankList(h.ranks);
    if (h.stepsPerEpoch.value > 0) {
        j["steps_per_epoch"] = {{"value", h.stepsPerEpoch.value},
                                {"source", h.stepsPerEpoch.source}};
    } else {
        j["steps_per_epoch"] = nullptr;
    }
    j["strategy"] = h.strategyPath.empty() ? ordered_json(nullptr) : ordered_json(h.strategyPath);
    j["crc_verified"] = h.crcVerified;
    ordered_json steps = ordered_json::array();
    for (size_t i = 0; i < h.steps.size(); ++i) {
        steps.push_back(stepToJson(h, h.steps[i], static_cast<int>(i)));
    }
    j["steps"] = steps;
    ordered_json resume = stepRef(h, h.resume);
    if (h.resume >= 0) {
        resume["tier"] = h.resumeTiers.empty() ? ordered_json(nullptr)
                                               : ordered_json(h.tiers[h.resumeTiers.front()]);
        ordered_json tiers = ordered_json::array();
        for (size_t t : h.resumeTiers) {
            tiers.push_back(h.tiers[t]);
        }
        resume["tiers"] = tiers;
    }
    j["resume"] = resume;
    ordered_json newer = ordered_json::array();
    for (const StepVerdict& v : h.newerUnusable) {
        ordered_json e = stepRef(h, v.step);
        ordered_json reasons = ordered_json::array();
        ordered_json codes = ordered_json::array();  // each reason's, in that order
        for (const IssueArg& r : v.reasons) {
            reasons.push_back(r.value);
            const std::optional<IssueCode> code = pieceIssueCode(r);
            codes.push_back(code ? ordered_json(issueCodeName(*code)) : ordered_json(nullptr));
        }
        e["reasons"] = reasons;
        e["reason_codes"] = codes;
        newer.push_back(e);
    }
    j["newer_unusable"] = newer;
    j["lexicographic_pick"] =
        h.lexicographic.picks.empty() ? ordered_json(nullptr) : pickToJson(h, h.lexicographic);
    j["mindformers_pick"] = h.mindformers ? pickToJson(h, *h.mindformers) : ordered_json(nullptr);
    j["leftovers"] = h.leftovers;
    ordered_json warnings = ordered_json::array();
    ordered_json notices = ordered_json::array();
    for (const Issue& i : h.issues) {
        warnings.push_back(i.text());
        notices.push_back(ordered_json{{"code", issueCodeName(i.code)}, {"message", i.text()}});
    }
    j["warnings"] = warnings;
    j["notices"] = notices;  // the same, each with its code
    return j;
}

}  // namespace shardscope
