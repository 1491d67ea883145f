#include "reporttext.h"

#include <algorithm>
#include <cstdio>

#include "../util/texttable.h"
#include "../util/wording.h"
#include "formats/shapetext.h"
#include "reportjson.h"

namespace shardscope {

namespace {

std::string encryptionText(const EncryptionInfo& e) {
    if (e.mode == EncryptionMode::None) {
        return {};
    }
    return std::string("encrypted (") + encryptionModeName(e.mode) + ", " +
           plural(e.blocks, "block", "blocks") + (e.legacy ? ", MindSpore r1.x layout" : "") +
           (e.checked ? "" : ", each block checked when read") + "), ";
}

std::string checkpointText(const InspectReport& r) {
    const CheckpointIndex& index = r.checkpoint();
    const char* kind = index.format == CheckpointFormat::Safetensors ? "safetensors checkpoint"
                       : index.format == CheckpointFormat::Hdf5      ? "HDF5 checkpoint"
                                                                     : "MindSpore checkpoint";
    std::string out = r.path + ": " + kind + ", " +
                      plural(index.tensors.size(), "tensor", "tensors") + ", " +
                      humanBytes(index.tensorBytes()) + " of tensor data, " +
                      encryptionText(index.encryption) + "CRC " + crcStateName(index.crc) + "\n\n";
    TextTable table({"NAME", "DTYPE", "SHAPE", "BYTES", "VALUE"}, {false, false, false, true});
    for (const TensorEntry& t : index.tensors) {
        auto it = r.values.find(t.name);
        std::string value = it != r.values.end() ? it->second : std::string();
        if (value.size() > 60) {
            value = value.substr(0, 57) + "...";
        }
        table.addRow({t.name, t.dtypeName, shapeText(t.shape), std::to_string(t.bytes), value});
    }
    return out + table.render();
}

std::string strategyText(const InspectReport& r) {
    const Strategy& s = r.strategy;
    std::string out =
        r.path + ": strategy (" + (s.format == StrategyFormat::Json ? "JSON" : "protobuf") + "), " +
        (s.merged ? "merged pipeline, " : "") + plural(s.stages().size(), "stage", "stages") +
        ", " + plural(s.layouts.size(), "layout", "layouts") + "\n";
    if (!s.outItems.empty() || !s.operatorLayouts.empty()) {
        out += "operators (not needed to reshard): " +
               plural(s.items.size(), "strategy", "strategies") + ", " +
               plural(s.outItems.size(), "output strategy", "output strategies") + ", " +
               plural(s.operatorLayouts.size(), "operator layout", "operator layouts") + "\n";
    }
    out += "\n";
    TextTable table({"STAGE", "NAME", "DEV_MATRIX", "TENSOR_MAP", "OPT_SHARD", "FIELD"},
                    {true, false, false, false, false, true});
    for (const ParamLayout& l : s.layouts) {
        std::string opt = "-";
        if (l.optShardSize != 0 && l.optShardStep != 0) {
            opt = "size " + std::to_string(l.optShardSize) + ", step " +
                  std::to_string(l.optShardStep);
        }
        table.addRow({std::to_string(l.stage), l.name, shapeText(l.devMatrix()),
                      tensorMapToJson(l).dump(), opt, std::to_string(l.field)});
    }
    return out + table.render();
}

std::string runText(const InspectReport& r) {
    uint64_t total = 0;
    for (const RankReport& rank : r.ranks) {
        total += rank.bytes;
    }
    std::string out = r.path + ": run folder, " + plural(r.ranks.size(), "rank", "ranks") + ", " +
                      humanBytes(total) + " of tensor data\n";
    if (const auto& s = r.run.step) {
        out += "saved step: " + s->name;
        if (s->epoch >= 0) {
            out += " (epoch " + std::to_string(s->epoch) + ", step " + std::to_string(s->step);
            out += s->globalStep ? ", global step " + std::to_string(*s->globalStep) + ")" : ")";
        }
        if (s->savedSteps > 1) {
            out += s->recommended ? ", the newest complete and intact of " +
                                        std::to_string(s->savedSteps) + " saved steps"
                                  : ", chosen with --step";
        }
        out += "\n";
    }
    out += "\n";
    TextTable table({"RANK", "FILE", "TENSORS", "BYTES"}, {true, false, true, true});
    for (const RankReport& rank : r.ranks) {
        table.addRow({std::to_string(rank.file.rank),
                      rank.file.file.empty() ? std::string("-") : rank.file.file,
                      rank.readable ? std::to_string(rank.tensors) : std::string("-"),
                      rank.readable ? humanBytes(rank.bytes) : std::string("-")});
    }
    out += table.render();
    if (!r.run.strategyCandidates.empty()) {
        out += "\nstrategy files beside the rank folders:\n";
        for (const std::string& s : r.run.strategyCandidates) {
            out += "  " + s + "\n";
        }
    }
    if (const auto& c = r.run.conversion) {
        out += "\nconverted by " + c->tool + ", started " + c->started + ": " + c->status +
               ", verification " + c->verification + "\n";
        out += "  from " + c->source + (c->step.empty() ? "" : " (step " + c->step + ")") + "\n";
        out += "  to   " + (c->target.empty() ? std::string("one merged checkpoint") : c->target) +
               " (" + plural(static_cast<size_t>(c->cards), "rank", "ranks") + ", " + c->format +
               ")\n";
        out += "  record: " + r.path + "/" + kConversionRecordName + "\n";
    }
    // What MindSpore saves beside each checkpoint: named, so that nobody takes it for a stray.
    std::vector<std::string> graphs;
    for (const RankReport& rank : r.ranks) {
        graphs.insert(graphs.end(), rank.file.companions.begin(), rank.file.companions.end());
    }
    if (!graphs.empty()) {
        constexpr size_t kShown = 4;
        out += "\ngraph files beside the rank files (MindSpore's -graph.meta; listed, not read): " +
               std::to_string(graphs.size()) + "\n";
        for (size_t i = 0; i < std::min(kShown, graphs.size()); ++i) {
            out += "  " + graphs[i] + "\n";
        }
        if (graphs.size() > kShown) {
            out += "  ... and " + std::to_string(graphs.size() - kShown) + " more\n";
        }
    }
    return out;
}

}  // namespace

std::string reportToText(const InspectReport& report) {
    std::string out;
    switch (report.kind) {
        case InputKind::Checkpoint:
            out = checkpointText(report);
            break;
        case InputKind::Strategy:
            out = strategyText(report);
            break;
        case InputKind::Run:
            out = runText(report);
            break;
    }
    if (!report.issues.empty()) {
        out += "\n";
        for (const Issue& n : report.issues) {
            out += issueLine(n) + "\n";
        }
    }
    return out;
}

}  // namespace shardscope
