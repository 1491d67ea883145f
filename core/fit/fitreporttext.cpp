#include "fitreporttext.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

#include "../convert/planjson.h"
#include "../util/ranklist.h"
#include "../util/texttable.h"
#include "../util/wording.h"

namespace shardscope {

namespace {

std::string seconds(double s) {
    char buf[32];
    if (s < 0.001 && s > 0) {
        std::snprintf(buf, sizeof buf, "%.3f ms", s * 1000.0);
    } else if (s < 1.0) {
        std::snprintf(buf, sizeof buf, "%.1f ms", s * 1000.0);
    } else {
        std::snprintf(buf, sizeof buf, "%.2f s", s);
    }
    return buf;
}

std::string bandwidth(double bytesPerSecond) {
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g GB/s", bytesPerSecond / 1e9);
    return buf;
}

nlohmann::ordered_json bytesJson(const MemoryBytes& b, bool activationsKnown) {
    nlohmann::ordered_json j;
    j["parameters"] = b.parameters;
    j["gradients"] = b.gradients;
    j["optimizer"] = b.optimizer;
    j["activations"] =
        activationsKnown ? nlohmann::ordered_json(b.activations) : nlohmann::ordered_json(nullptr);
    j["total"] = b.total();
    return j;
}

std::string activationsCell(const FitReport& r, uint64_t bytes) {
    return r.activationsKnown ? humanBytes(bytes) : std::string("unknown");
}

struct KindTotals {
    size_t groups = 0;
    size_t largest = 0;
    uint64_t bytes = 0;
    double seconds = 0;
    bool crosses = false;
};

}  // namespace

std::string networkText(const NetworkDims& d) {
    std::string s = d.mlp == MlpKind::SwiGlu ? "SwiGLU MLP" : "GELU MLP";
    s += ", hidden " + std::to_string(d.hidden) + ", " + std::to_string(d.layers) +
         " layers, vocabulary " + std::to_string(d.vocab) + ", MLP width " + std::to_string(d.ffn);
    if (d.heads > 0) {
        s += ", " + std::to_string(d.heads) + " heads";
        if (d.kvHeads > 0 && d.kvHeads != d.heads) {
            s += " (" + std::to_string(d.kvHeads) + " key/value)";
        }
    } else {
        s += ", heads unknown";
    }
    return s;
}

std::string fitReportText(const FitReport& r, const Links& links, const std::string& source) {
    std::string out;
    out += "network: " + networkText(r.dims) + " (" + source + ")\n";
    out +=
        "step: sequence " + (r.work.seq > 0 ? std::to_string(r.work.seq) : std::string("unknown")) +
        ", micro-batch " + std::to_string(r.work.microBatch) + ", " +
        std::to_string(r.work.microBatches) + " micro-batches, recompute " +
        recomputeName(r.work.recompute) + (r.work.sequenceParallel ? ", sequence parallel" : "") +
        (r.work.flashAttention ? ", flash attention" : "") + "\n";
    out += "target: " + std::to_string(r.cards()) + " cards, " + std::to_string(r.stages) +
           " stage" + (r.stages == 1 ? "" : "s") + " of " + std::to_string(r.devicesPerStage) +
           "\n\n";

    TextTable stages({"STAGE", "RANKS", "LAYERS", "PARAMETERS", "GRADIENTS", "OPTIMIZER",
                      "ACTIVATIONS", "TOTAL", "HEADROOM", "FITS"},
                     {true, false, true, true, true, true, true, true, true, false});
    for (const StageFit& st : r.stageFits) {
        const int first = st.stage * r.devicesPerStage;
        const int last = first + r.devicesPerStage - 1;
        // The stage's largest rank (entries without a layout may differ between its ranks).
        const RankFit* worst = &r.ranks[static_cast<size_t>(first)];
        for (int x = first; x <= last; ++x) {
            if (r.ranks[static_cast<size_t>(x)].bytes.total() > worst->bytes.total()) {
                worst = &r.ranks[static_cast<size_t>(x)];
            }
        }
        const MemoryBytes& b = worst->bytes;
        const bool fits = b.total() <= r.deviceMemory;
        stages.addRow({std::to_string(st.stage),
                       first == last ? std::to_string(first)
                                     : std::to_string(first) + "-" + std::to_string(last),
                       std::to_string(st.layers), humanBytes(b.parameters), humanBytes(b.gradients),
                       humanBytes(b.optimizer), activationsCell(r, b.activations),
                       humanBytes(b.total()),
                       fits ? humanBytes(r.deviceMemory - b.total())
                            : "-" + humanBytes(b.total() - r.deviceMemory),
                       fits ? "yes" : "no"});
    }
    out += stages.render();

    std::map<std::pair<GroupKind, std::string>, KindTotals> kinds;
    for (const StepGroup& g : r.groups) {
        KindTotals& k = kinds[{g.kind, g.collective}];
        ++k.groups;
        k.largest = std::max(k.largest, g.ranks.size());
        k.bytes = std::max(k.bytes, g.bytesPerStep);
        k.seconds = std::max(k.seconds, g.seconds);
        k.crosses = k.crosses || g.crossesHosts;
    }
    out += "\ncommunication per step (what each rank of a group sends):\n";
    if (kinds.empty()) {
        out += "  none: every rank holds whole parameters and works alone\n";
    } else {
        TextTable comm({"KIND", "GROUPS", "RANKS", "COLLECTIVE", "BYTES", "HOSTS", "TIME"},
                       {false, true, true, false, true, false, true});
        for (const auto& [key, k] : kinds) {
            comm.addRow({groupKindName(key.first), std::to_string(static_cast<int64_t>(k.groups)),
                         std::to_string(static_cast<int64_t>(k.largest)), key.second,
                         humanBytes(k.bytes), k.crosses ? "between" : "inside",
                         seconds(k.seconds)});
        }
        out += comm.render();
        out += "the busiest rank sends " + humanBytes(r.commBytesPerStep) +
               " a step: " + seconds(r.commSeconds) + " at " + bandwidth(links.intraHost) +
               " inside a host and " + bandwidth(links.interHost) + " between hosts" +
               (links.rankTable != nullptr
                    ? " (hosts from " + links.rankTable->path + ")"
                    : " (" + std::to_string(links.cardsPerHost) + " cards a host)") +
               "; latency and overlap with computation are not modelled\n";
    }
    out += "\n";
    for (const Issue& i : r.issues) {
        out += issueLine(i) + "\n";
    }
    out += fitHeadline(r) + "\n";
    return out;
}

nlohmann::ordered_json fitReportJson(const FitReport& r, const Links& links,
                                     const std::string& source) {
    nlohmann::ordered_json j;
    j["fits"] = r.fits;
    j["device_memory"] = r.deviceMemory;
    j["peak"] = {{"rank", r.peakRank}, {"stage", r.peak().stage}, {"bytes", r.peakBytes}};
    nlohmann::ordered_json net;
    net["source"] = source;
    net["hidden"] = r.dims.hidden;
    net["layers"] = r.dims.layers;
    net["vocab"] = r.dims.vocab;
    net["ffn"] = r.dims.ffn;
    net["heads"] =
        r.dims.heads > 0 ? nlohmann::ordered_json(r.dims.heads) : nlohmann::ordered_json(nullptr);
    net["mlp"] = r.dims.mlp == MlpKind::SwiGlu ? "swiglu" : "gelu";
    j["network"] = std::move(net);
    j["workload"] = {{"seq", r.work.seq > 0 ? nlohmann::ordered_json(r.work.seq)
                                            : nlohmann::ordered_json(nullptr)},
                     {"micro_batch", r.work.microBatch},
                     {"micro_batches", r.work.microBatches},
                     {"recompute", recomputeName(r.work.recompute)},
                     {"sequence_parallel", r.work.sequenceParallel},
                     {"flash_attention", r.work.flashAttention}};
    j["target"] = {
        {"cards", r.cards()}, {"stages", r.stages}, {"devices_per_stage", r.devicesPerStage}};
    j["activations_known"] = r.activationsKnown;
    if (!r.activationsKnown) {
        j["activations_unknown_because"] = r.activationsWhy;
        if (r.activationsReason) {
            j["activations_unknown_code"] = issueCodeName(r.activationsReason->code);
        }
    }
    nlohmann::ordered_json stages = nlohmann::ordered_json::array();
    for (const StageFit& st : r.stageFits) {
        stages.push_back({{"stage", st.stage},
                          {"layers", st.layers},
                          {"in_flight", st.inFlight},
                          {"tensor_parallel", st.tensorParallel},
                          {"activations_per_layer",
                           r.activationsKnown ? nlohmann::ordered_json(st.activationsPerLayer)
                                              : nlohmann::ordered_json(nullptr)},
                          {"bytes", bytesJson(st.bytes, r.activationsKnown)}});
    }
    j["stages"] = std::move(stages);
    nlohmann::ordered_json ranks = nlohmann::ordered_json::array();
    for (const RankFit& rf : r.ranks) {
        ranks.push_back({{"rank", rf.rank},
                         {"stage", rf.stage},
                         {"bytes", bytesJson(rf.bytes, r.activationsKnown)},
                         {"fits", rf.fits}});
    }
    j["ranks"] = std::move(ranks);
    nlohmann::ordered_json groups = nlohmann::ordered_json::array();
    for (const StepGroup& g : r.groups) {
        groups.push_back({{"kind", groupKindName(g.kind)},
                          {"stage", g.stage},
                          {"ranks", g.ranks},
                          {"collective", g.collective},
                          {"bytes_per_step", g.bytesPerStep},
                          {"crosses_hosts", g.crossesHosts},
                          {"seconds", g.seconds}});
    }
    j["groups"] = std::move(groups);
    j["communication"] = {{"bytes_per_step", r.commBytesPerStep},
                          {"seconds", r.commSeconds},
                          {"intra_host_bandwidth", links.intraHost},
                          {"inter_host_bandwidth", links.interHost}};
    nlohmann::ordered_json issues = nlohmann::ordered_json::array();
    for (const Issue& i : r.issues) {
        issues.push_back(planProblemToJson(i));
    }
    j["issues"] = std::move(issues);
    return j;
}

std::string searchText(const std::vector<Candidate>& cs, int64_t cards, uint64_t deviceMemory,
                       size_t top) {
    TextTable t({"#", "SPLIT", "SP", "RECOMPUTE", "PEAK", "STAGE", "COMM/STEP", "TIME", "FITS"},
                {true, false, false, false, true, true, true, true, false});
    size_t shown = 0;
    size_t fitting = 0;
    size_t listed = 0;
    std::vector<const Candidate*> refused;
    for (const Candidate& c : cs) {
        if (!c.refusedBecause.empty()) {
            refused.push_back(&c);
            continue;
        }
        ++listed;
        fitting += c.fits ? 1 : 0;
        if (top != 0 && shown >= top) {
            continue;
        }
        ++shown;
        t.addRow({std::to_string(static_cast<int64_t>(shown)), splitSpec(c.split),
                  c.sequenceParallel ? "yes" : "no", recomputeName(c.recompute),
                  humanBytes(c.peakBytes) + (c.activationsKnown ? "" : "*"),
                  std::to_string(c.peakStage), humanBytes(c.commBytesPerStep),
                  seconds(c.commSeconds), c.fits ? "yes" : "no"});
    }
    std::string out = std::to_string(cards) + " cards, " + humanBytes(deviceMemory) +
                      " each: " + std::to_string(static_cast<int64_t>(fitting)) + " of " +
                      std::to_string(static_cast<int64_t>(listed)) + " splits fit\n\n";
    if (shown > 0) {
        out += t.render();
    }
    if (shown < listed) {
        out += "... " + std::to_string(static_cast<int64_t>(listed - shown)) +
               " more (--top 0 lists every split)\n";
    }
    if (!refused.empty()) {
        out += "\nrefused for the network's dimensions:\n";
        for (const Candidate* c : refused) {
            out += "  " + splitSpec(c->split) + ": " + c->refusedBecause + "\n";
        }
    }
    const bool unknown = std::any_of(cs.begin(), cs.end(), [](const Candidate& c) {
        return c.refusedBecause.empty() && !c.activationsKnown;
    });
    if (unknown) {
        out += "\n* activations not counted (see `fit` without --search for why)\n";
    }
    if (fitting > 0) {
        out += "\nbest: " + splitSpec(cs.front().split) +
               (cs.front().sequenceParallel ? ", sequence parallel" : "") + ", recompute " +
               recomputeName(cs.front().recompute) + "\n";
    }
    return out;
}

nlohmann::ordered_json searchJson(const std::vector<Candidate>& cs, int64_t cards,
                                  uint64_t deviceMemory) {
    nlohmann::ordered_json j;
    j["cards"] = cards;
    j["device_memory"] = deviceMemory;
    nlohmann::ordered_json list = nlohmann::ordered_json::array();
    for (const Candidate& c : cs) {
        nlohmann::ordered_json e;
        e["dp"] = c.split.dp;
        e["mp"] = c.split.mp;
        e["pp"] = c.split.pp;
        e["optimizer_shard"] = c.split.optShard > 1 ? c.split.optShard : 0;
        e["sequence_parallel"] = c.sequenceParallel;
        e["recompute"] = recomputeName(c.recompute);
        e["simulate"] = splitSpec(c.split);
        if (c.refusedBecause.empty()) {
            e["peak_bytes"] = c.peakBytes;
            e["peak_stage"] = c.peakStage;
            e["comm_bytes_per_step"] = c.commBytesPerStep;
            e["comm_seconds"] = c.commSeconds;
            e["activations_known"] = c.activationsKnown;
            e["fits"] = c.fits;
            e["refused_because"] = nullptr;
            e["refused_because_code"] = nullptr;
        } else {
            e["peak_bytes"] = nullptr;
            e["peak_stage"] = nullptr;
            e["comm_bytes_per_step"] = nullptr;
            e["comm_seconds"] = nullptr;
            e["activations_known"] = nullptr;
            e["fits"] = false;
            e["refused_because"] = c.refusedBecause;
            e["refused_because_code"] = errorCodeName(c.refusedCode);
        }
        list.push_back(std::move(e));
    }
    j["candidates"] = std::move(list);
    return j;
}

}  // namespace shardscope
