#include "fitnetwork.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <set>

#include "../convert/optshard.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

// Prefixes MindSpore's optimizers and wrappers give the copies they keep of each parameter.
constexpr std::array<std::string_view, 9> kOptimizerPrefixes = {
    "adam_m.",  "adam_v.",     "moment1.", "moment2.", "moments.",
    "exp_avg.", "exp_avg_sq.", "lamb_m.",  "lamb_v."};
constexpr std::array<std::string_view, 2> kGradientPrefixes = {"accu_grads.", "accumulate_grads."};
// Scalars a training wrapper or optimizer saves beside the network.
constexpr std::array<std::string_view, 12> kOptimizerScalars = {"global_step",
                                                                "learning_rate",
                                                                "beta1_power",
                                                                "beta2_power",
                                                                "current_iterator_step",
                                                                "last_overflow_iterator_step",
                                                                "epoch_num",
                                                                "step_num",
                                                                "loss_scale",
                                                                "scale_sense",
                                                                "momentum",
                                                                "weight_decay"};

bool startsWith(std::string_view s, std::string_view p) {
    return s.substr(0, p.size()) == p;
}

// The prefix before a name's first all-digit component and that number ("a.b.3.c" -> "a.b.", 3).
bool splitLayerName(std::string_view name, std::string* prefix, int64_t* index) {
    size_t start = 0;
    while (start < name.size()) {
        size_t end = name.find('.', start);
        if (end == std::string_view::npos) {
            end = name.size();
        }
        const std::string_view part = name.substr(start, end - start);
        if (!part.empty() && part.size() < 10 &&
            std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            *prefix = std::string(name.substr(0, start));
            *index = std::stoll(std::string(part));
            return end < name.size();
        }
        start = end + 1;
    }
    return false;
}

}  // namespace

const char* entryKindName(EntryKind kind) {
    switch (kind) {
        case EntryKind::Parameter:
            return "parameters";
        case EntryKind::Gradient:
            return "gradients";
        case EntryKind::Optimizer:
            return "optimizer";
    }
    return "parameters";
}

EntryKind entryKindOf(std::string_view name) {
    for (const std::string_view p : kGradientPrefixes) {
        if (startsWith(name, p)) {
            return EntryKind::Gradient;
        }
    }
    for (const std::string_view p : kOptimizerPrefixes) {
        if (startsWith(name, p)) {
            return EntryKind::Optimizer;
        }
    }
    for (const std::string_view s : kOptimizerScalars) {
        if (name == s) {
            return EntryKind::Optimizer;
        }
    }
    return EntryKind::Parameter;
}

std::string_view entryBaseName(std::string_view name) {
    for (const auto& list :
         {std::vector<std::string_view>(kGradientPrefixes.begin(), kGradientPrefixes.end()),
          std::vector<std::string_view>(kOptimizerPrefixes.begin(), kOptimizerPrefixes.end())}) {
        for (const std::string_view p : list) {
            if (startsWith(name, p)) {
                return name.substr(p.size());
            }
        }
    }
    return name;
}

void setAttentionHeads(NetworkDims& dims, int64_t heads) {
    dims.heads = heads;
    dims.kvHeads = static_cast<int64_t>(static_cast<double>(heads) * dims.kvFraction);
}

const char* recomputeName(Recompute recompute) {
    switch (recompute) {
        case Recompute::None:
            return "none";
        case Recompute::Selective:
            return "selective";
        case Recompute::Full:
            return "full";
    }
    return "none";
}

std::optional<Recompute> recomputeFromName(std::string_view name) {
    for (const Recompute r : {Recompute::None, Recompute::Selective, Recompute::Full}) {
        if (name == recomputeName(r)) {
            return r;
        }
    }
    return std::nullopt;
}

std::optional<Precision> precisionFromName(std::string_view name) {
    if (name == "bf16" || name == "fp16") {
        return Precision{std::string(name), 2, 2, 12};
    }
    if (name == "fp32") {
        return Precision{"fp32", 4, 4, 8};
    }
    return std::nullopt;
}

std::vector<std::string> networkPresetNames() {
    return {"gpt3-175b", "llama2-7b", "llama2-13b", "llama2-70b", "demo"};
}

Result<NetworkPreset> networkPreset(std::string_view name) {
    NetworkPreset p;
    p.name = std::string(name);
    NetworkDims& d = p.dims;
    if (name == "gpt3-175b") {
        // Brown et al. 2020, Table 2.1; the vocabulary padded to 51,200 as Megatron-LM pads
        // GPT-2's 50,257 (Korthikanti et al. 2022 train this configuration).
        d = {12288, 96, 51200, int64_t{4} * 12288, 96, 96, MlpKind::Gelu, true, 1.0};
        p.seq = 2048;
        p.tiedEmbedding = true;
        p.family = "gpt";
    } else if (name == "llama2-7b" || name == "llama2-13b" || name == "llama2-70b") {
        // Touvron et al. 2023 and the released configs: SwiGLU, RMSNorm, no dropout, untied
        // output layer, 32,000 tokens, 4,096 positions; 70B with 8 key/value heads.
        if (name == "llama2-7b") {
            d = {4096, 32, 32000, 11008, 32, 32, MlpKind::SwiGlu, false, 1.0};
        } else if (name == "llama2-13b") {
            d = {5120, 40, 32000, 13824, 40, 40, MlpKind::SwiGlu, false, 1.0};
        } else {
            d = {8192, 80, 32000, 28672, 64, 8, MlpKind::SwiGlu, false, 8.0 / 64.0};
        }
        p.seq = 4096;
        p.family = "llama";
    } else if (name == "demo") {
        // The built-in demo run (`synth --preset tiny`), trained in fp32.
        d = {64, 2, 512, 256, 4, 4, MlpKind::Gelu, true, 1.0};
        p.seq = 128;
        p.tiedEmbedding = true;
        p.family = "gpt";
        p.precision = *precisionFromName("fp32");
    } else {
        std::string names;
        for (const std::string& s : networkPresetNames()) {
            names += (names.empty() ? "" : ", ") + s;
        }
        return makeError(
            ErrorCode::InvalidArgument,
            QT_TRANSLATE_NOOP("ErrorMessage", "unknown model '{model}' (expected {models})"),
            {{"model", std::string(name)}, {"models", names}});
    }
    return p;
}

std::optional<Error> splitRefusalError(const NetworkPreset& net, const Split& split,
                                       const Workload& work) {
    const NetworkDims& d = net.dims;
    const auto refuse = [](ErrorTemplate text, std::vector<IssueArg> args = {}) {
        return makeError(ErrorCode::InvalidArgument, text, std::move(args));
    };
    const auto num = [](int64_t n) { return std::to_string(n); };
    if (split.dp < 1 || split.mp < 1 || split.pp < 1) {
        return refuse(QT_TRANSLATE_NOOP("ErrorMessage", "every degree must be 1 or more"));
    }
    if (split.mp > 1) {
        if (d.heads > 0 && d.heads % split.mp != 0) {
            return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                            "model parallel {mp} does not divide the {heads} "
                                            "attention heads"),
                          {{"mp", num(split.mp)}, {"heads", num(d.heads)}});
        }
        const int64_t kv = d.kvHeads > 0 ? d.kvHeads : d.heads;
        if (kv > 0 && kv != d.heads && kv % split.mp != 0) {
            return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                            "model parallel {mp} does not divide the {heads} "
                                            "key/value heads"),
                          {{"mp", num(split.mp)}, {"heads", num(kv)}});
        }
        if (d.hidden % split.mp != 0) {
            return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                            "model parallel {mp} does not divide the hidden size "
                                            "{hidden}"),
                          {{"mp", num(split.mp)}, {"hidden", num(d.hidden)}});
        }
        if (d.ffn % split.mp != 0) {
            return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                            "model parallel {mp} does not divide the MLP width "
                                            "{ffn}"),
                          {{"mp", num(split.mp)}, {"ffn", num(d.ffn)}});
        }
    }
    if (split.pp > d.layers) {
        return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                        "{pp} pipeline stages are more than the {layers} layers"),
                      {{"pp", num(split.pp)}, {"layers", num(d.layers)}});
    }
    if (d.layers % split.pp != 0) {
        return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                        "{pp} pipeline stages do not divide the {layers} layers "
                                        "evenly"),
                      {{"pp", num(split.pp)}, {"layers", num(d.layers)}});
    }
    if (split.pp > 1 && work.microBatches > 0 && work.microBatches < split.pp) {
        return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                        "{micro} micro-batches are fewer than the {pp} pipeline "
                                        "stages (1F1B needs at least one per stage)"),
                      {{"micro", num(work.microBatches)}, {"pp", num(split.pp)}});
    }
    if (split.optShard > 1 && split.dp % split.optShard != 0) {
        return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                        "optimizer shard {opt} does not divide data parallel {dp}"),
                      {{"opt", num(split.optShard)}, {"dp", num(split.dp)}});
    }
    if (work.sequenceParallel && split.mp == 1) {
        return refuse(
            QT_TRANSLATE_NOOP("ErrorMessage", "sequence parallelism needs model parallel above 1"));
    }
    if (work.sequenceParallel && work.seq > 0 && work.seq % split.mp != 0) {
        return refuse(QT_TRANSLATE_NOOP("ErrorMessage",
                                        "model parallel {mp} does not divide the sequence length "
                                        "{seq} (sequence parallelism cuts it)"),
                      {{"mp", num(split.mp)}, {"seq", num(work.seq)}});
    }
    return std::nullopt;
}

PresetLayout presetLayout(const NetworkPreset& net, const Split& split) {
    const NetworkDims& d = net.dims;
    const int64_t h = d.hidden;
    const int last = static_cast<int>(split.pp) - 1;
    const int64_t perStage = d.layers / split.pp;
    PresetLayout out;
    Strategy& s = out.strategy;
    s.currentStage = 1;
    s.merged = split.pp > 1;
    std::vector<Issue> skipped;  // MindSpore leaves such parameters whole, silently: as intended
    // map: classic tensor map over [dp, mp]: 0 = split by mp, -1 = not split.
    auto add = [&](const std::string& name, std::vector<int64_t> shape,
                   const std::vector<int64_t>& map, const std::vector<int>& stages) {
        for (const int stage : stages) {
            ParamLayout l;
            l.name = name;
            l.stage = stage;
            l.prefixed = s.merged;
            l.devMatrices = {{split.dp, split.mp}};
            for (const int64_t t : map) {
                l.tensorMap.push_back({t});
            }
            l.paramSplitShapes = {{}};
            l.indicesOffsets = {{}};
            l.tensorShape = shape;
            if (split.optShard > 1) {
                const ParamLayout plain = l;
                applyOptShard(plain, l, shape, static_cast<int>(split.optShard), skipped);
            }
            s.layouts.push_back(std::move(l));
        }
        out.shapes[name] = std::move(shape);
    };
    auto stageOf = [&](int64_t layer) {
        return std::vector<int>{static_cast<int>(layer / perStage)};
    };
    const std::vector<int> first{0};
    const std::vector<int> lastOnly{last};
    if (net.family == "llama") {
        const int64_t kv = static_cast<int64_t>(static_cast<double>(h) * d.kvFraction);
        add("model.tok_embeddings.embedding_weight", {d.vocab, h}, {-1, -1}, first);
        for (int64_t i = 0; i < d.layers; ++i) {
            const std::string p = "model.layers." + std::to_string(i) + ".";
            const std::vector<int> st = stageOf(i);
            add(p + "attention_norm.weight", {h}, {-1}, st);
            add(p + "attention.wq.weight", {h, h}, {0, -1}, st);
            add(p + "attention.wk.weight", {kv, h}, {0, -1}, st);
            add(p + "attention.wv.weight", {kv, h}, {0, -1}, st);
            add(p + "attention.wo.weight", {h, h}, {-1, 0}, st);
            add(p + "ffn_norm.weight", {h}, {-1}, st);
            add(p + "feed_forward.w1.weight", {d.ffn, h}, {0, -1}, st);
            add(p + "feed_forward.w2.weight", {h, d.ffn}, {-1, 0}, st);
            add(p + "feed_forward.w3.weight", {d.ffn, h}, {0, -1}, st);
        }
        add("model.norm_out.weight", {h}, {-1}, lastOnly);
        add("lm_head.weight", {d.vocab, h}, {-1, -1}, lastOnly);
    } else {
        // The names and splits of MindFormers' GPT-2 (the demo run's, synth's).
        const std::vector<int> embStages =
            net.tiedEmbedding && last > 0 ? std::vector<int>{0, last} : first;
        add("backbone.embedding.word_embedding.embedding_table", {d.vocab, h}, {-1, -1}, embStages);
        add("backbone.embedding.position_embedding.embedding_table", {net.seq, h}, {-1, -1}, first);
        for (int64_t i = 0; i < d.layers; ++i) {
            const std::string p = "backbone.blocks." + std::to_string(i) + ".";
            const std::vector<int> st = stageOf(i);
            add(p + "layernorm1.gamma", {h}, {-1}, st);
            add(p + "layernorm1.beta", {h}, {-1}, st);
            for (const char* q : {"dense1", "dense2", "dense3"}) {
                add(p + "attention." + q + ".weight", {h, h}, {0, -1}, st);
                add(p + "attention." + q + ".bias", {h}, {0}, st);
            }
            add(p + "attention.projection.weight", {h, h}, {0, -1}, st);
            add(p + "attention.projection.bias", {h}, {-1}, st);
            add(p + "layernorm2.gamma", {h}, {-1}, st);
            add(p + "layernorm2.beta", {h}, {-1}, st);
            add(p + "output.mapping.weight", {h, d.ffn}, {-1, 0}, st);
            add(p + "output.mapping.bias", {d.ffn}, {0}, st);
            add(p + "output.projection.weight", {d.ffn, h}, {0, -1}, st);
            add(p + "output.projection.bias", {h}, {-1}, st);
        }
        add("backbone.layernorm.gamma", {h}, {-1}, lastOnly);
        add("backbone.layernorm.beta", {h}, {-1}, lastOnly);
    }
    return out;
}

int64_t layerOf(std::string_view name, std::string_view blockPrefix) {
    if (blockPrefix.empty()) {
        return -1;
    }
    name = entryBaseName(name);
    if (!startsWith(name, blockPrefix)) {
        return -1;
    }
    const std::string_view rest = name.substr(blockPrefix.size());
    int64_t v = -1;
    const auto [ptr, ec] = std::from_chars(rest.data(), rest.data() + rest.size(), v);
    if (ec != std::errc() || ptr == rest.data() || ptr == rest.data() + rest.size() ||
        *ptr != '.') {
        return -1;
    }
    return v;
}

RecognisedNetwork recogniseNetwork(const Strategy& strategy, const FullShapes& shapes) {
    RecognisedNetwork out;
    NetworkDims& d = out.dims;
    std::set<std::string> seen;
    std::map<std::string, std::set<int64_t>> blocks;
    for (const ParamLayout& l : strategy.layouts) {
        if (entryKindOf(l.name) != EntryKind::Parameter || !seen.insert(l.name).second) {
            continue;
        }
        std::string prefix;
        int64_t index = -1;
        if (splitLayerName(l.name, &prefix, &index)) {
            blocks[prefix].insert(index);
        }
        const auto shape = shapes.find(l.name);
        if (shape == shapes.end() || shape->second.size() != 2) {
            continue;
        }
        const bool embeddingName =
            l.name.find("embed") != std::string::npos || l.name.find("wte") != std::string::npos;
        if (embeddingName && l.name.find("position") == std::string::npos &&
            shape->second[0] > d.vocab) {
            d.vocab = shape->second[0];
            d.hidden = shape->second[1];
            out.embedding = l.name;
        }
    }
    size_t most = 0;
    for (const auto& [prefix, indices] : blocks) {
        if (indices.size() > most) {
            most = indices.size();
            out.blockPrefix = prefix;
        }
    }
    d.layers = static_cast<int64_t>(most);
    if (d.hidden == 0) {
        out.whyCode = IssueCode::NetworkNoEmbedding;
        out.why = makeIssue(out.whyCode, Severity::Warning, {}, {}, -1, {}).text();
        return out;
    }
    if (d.layers == 0) {
        out.whyCode = IssueCode::NetworkNoBlocks;
        out.why = makeIssue(out.whyCode, Severity::Warning, {}, {}, -1, {}).text();
        return out;
    }
    // The first layer's matrices: the MLP width is the widest dimension other than h; three of
    // that width make a SwiGLU MLP; a key projection narrower than h grouped-query attention.
    int ffnMatrices = 0;
    for (const ParamLayout& l : strategy.layouts) {
        if (entryKindOf(l.name) != EntryKind::Parameter || layerOf(l.name, out.blockPrefix) != 0) {
            continue;
        }
        const auto shape = shapes.find(l.name);
        if (shape == shapes.end() || shape->second.size() != 2) {
            continue;
        }
        for (const int64_t v : shape->second) {
            if (v != d.hidden && v > d.ffn) {
                d.ffn = v;
            }
        }
    }
    std::set<std::string> counted;
    for (const ParamLayout& l : strategy.layouts) {
        if (entryKindOf(l.name) != EntryKind::Parameter || layerOf(l.name, out.blockPrefix) != 0 ||
            !counted.insert(l.name).second) {
            continue;
        }
        const auto shape = shapes.find(l.name);
        if (shape == shapes.end() || shape->second.size() != 2) {
            continue;
        }
        if (d.ffn > 0 && (shape->second[0] == d.ffn || shape->second[1] == d.ffn)) {
            ++ffnMatrices;
        }
        const bool key = l.name.find(".wk.") != std::string::npos ||
                         l.name.find("k_proj") != std::string::npos ||
                         l.name.find(".key.") != std::string::npos;
        if (key && shape->second[0] < d.hidden && shape->second[1] == d.hidden) {
            d.kvFraction = static_cast<double>(shape->second[0]) / static_cast<double>(d.hidden);
        }
    }
    if (d.ffn == 0) {
        d.ffn = 4 * d.hidden;
    }
    d.mlp = ffnMatrices >= 3 ? MlpKind::SwiGlu : MlpKind::Gelu;
    d.dropout = d.mlp == MlpKind::Gelu;
    return out;
}

}  // namespace shardscope
