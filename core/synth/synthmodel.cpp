#include "synthmodel.h"

#include <algorithm>
#include <cctype>

#include "../util/translatenoop.h"

namespace shardscope {

namespace {

using Strategies = std::vector<std::vector<uint32_t>>;

struct Preset {
    const char* name;
    int layers, hidden, vocab, seqLength, dp, mp, pp, optShard;
};

// Totals over all rank files in Float32 (half that in fp16/bf16, layer norms aside). The demo
// leaves optimizer sharding off so that replicas are visible; the bigger runs shard like real
// large jobs do, which is also what keeps them from multiplying by dp.
constexpr Preset kPresets[] = {
    {"tiny", 2, 64, 512, 128, 2, 2, 2, 0},         // 8 ranks, 6.0 MB
    {"small", 4, 256, 4096, 512, 2, 2, 2, 2},      // 8 ranks, 92 MB
    {"medium", 6, 768, 16384, 1024, 2, 2, 2, 2},   // 8 ranks, 1.13 GB
    {"large", 16, 1024, 32768, 2048, 4, 2, 4, 4},  // 32 ranks, 4.08 GB
};

Error invalid(ErrorTemplate text, std::vector<IssueArg> args = {}) {
    return makeError(ErrorCode::InvalidArgument, text, std::move(args));
}

std::string n(int64_t v) {
    return std::to_string(v);
}

// The network of mindformers' GPT-2 (the network behind tests/data/real/strategy_8_npus.ckpt),
// laid out as its transformer parallelism lays it out over dev_matrix [dp, mp]:
// - dense1..3 are _Linear with transpose_b=True: weight [out, in], split on dim 0 (out) by mp;
// - attention.projection, output.mapping and output.projection use transpose_b=False: weight
//   [in, out]; mapping is column-parallel (out = dim 1 split), the projections row-parallel
//   (in = dim 0 split), so a mapping and the following projection need no resharding;
// - biases of column-parallel layers split by mp, of row-parallel ones replicated;
// - layer norms and both embeddings replicated (vocab_emb_dp=True, GPT-2's default).
std::vector<SynthParam> networkParams(const SynthConfig& c) {
    const int64_t h = c.hidden;
    const int64_t ffn = 4 * h;
    const uint32_t dp = static_cast<uint32_t>(c.dp);
    const uint32_t mp = static_cast<uint32_t>(c.mp);
    const int last = c.pp - 1;
    const std::string& dt = c.dtype;
    std::vector<SynthParam> ps;
    auto add = [&](std::string name, SynthValueKind kind, std::string dtype,
                   std::vector<int64_t> shape, std::vector<int64_t> map, std::vector<int> stages,
                   const char* op, Strategies strategy) {
        ps.push_back({std::move(name), kind, std::move(dtype), std::move(shape), std::move(map),
                      std::move(stages), op, std::move(strategy)});
    };
    const std::string wordEmb = "backbone.embedding.word_embedding.embedding_table";
    // The head reuses the word embedding on the last stage, so pipelined runs hold it twice.
    add(wordEmb, SynthValueKind::Embedding, dt, {c.vocab, h}, {-1, -1},
        c.pp > 1 ? std::vector<int>{0, last} : std::vector<int>{0}, "Gather", {{1, 1}, {dp, 1}});
    add("backbone.embedding.position_embedding.embedding_table", SynthValueKind::Embedding, dt,
        {c.seqLength, h}, {-1, -1}, {0}, "Gather", {{1, 1}, {dp, 1}});
    const int perStage = c.layers / c.pp;
    for (int i = 0; i < c.layers; ++i) {
        const std::string p = "backbone.blocks." + n(i) + ".";
        const std::vector<int> st{i / perStage};
        // Layer norms compute in Float32 and keep Float32 parameters whatever the model dtype.
        auto norm = [&](const std::string& which) {
            add(p + which + ".gamma", SynthValueKind::Gamma, "Float32", {h}, {-1}, st, "LayerNorm",
                {{dp, 1}, {1}, {1}});
            add(p + which + ".beta", SynthValueKind::Beta, "Float32", {h}, {-1}, st, "", {});
        };
        norm("layernorm1");
        for (const char* d : {"dense1", "dense2", "dense3"}) {
            const std::string q = p + "attention." + d;
            add(q + ".weight", SynthValueKind::Weight, dt, {h, h}, {0, -1}, st, "MatMul",
                {{dp, 1}, {mp, 1}});
            add(q + ".bias", SynthValueKind::Bias, dt, {h}, {0}, st, "Add", {{dp, mp}, {mp}});
        }
        add(p + "attention.projection.weight", SynthValueKind::Weight, dt, {h, h}, {0, -1}, st,
            "MatMul", {{dp, mp}, {mp, 1}});
        add(p + "attention.projection.bias", SynthValueKind::Bias, dt, {h}, {-1}, st, "Add",
            {{dp, 1}, {1}});
        norm("layernorm2");
        add(p + "output.mapping.weight", SynthValueKind::Weight, dt, {h, ffn}, {-1, 0}, st,
            "MatMul", {{dp, 1}, {1, mp}});
        add(p + "output.mapping.bias", SynthValueKind::Bias, dt, {ffn}, {0}, st, "Add",
            {{dp, mp}, {mp}});
        add(p + "output.projection.weight", SynthValueKind::Weight, dt, {ffn, h}, {0, -1}, st,
            "MatMul", {{dp, mp}, {mp, 1}});
        add(p + "output.projection.bias", SynthValueKind::Bias, dt, {h}, {-1}, st, "Add",
            {{dp, 1}, {1}});
    }
    add("backbone.layernorm.gamma", SynthValueKind::Gamma, "Float32", {h}, {-1}, {last},
        "LayerNorm", {{dp, 1}, {1}, {1}});
    add("backbone.layernorm.beta", SynthValueKind::Beta, "Float32", {h}, {-1}, {last}, "", {});
    return ps;
}

Status checkConfig(const SynthConfig& c) {
    struct Range {
        ErrorTemplate text;  // "{max}" and "{value}"
        int64_t value, max;
    };
    for (const Range& r :
         {Range{
              QT_TRANSLATE_NOOP("ErrorMessage", "layers must be between 1 and {max}, not {value}"),
              c.layers, 4096},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "hidden size must be between 1 and {max}, not {value}"),
                c.hidden, 1 << 17},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "vocabulary size must be between 1 and {max}, not {value}"),
                c.vocab, 1 << 24},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "sequence length must be between 1 and {max}, not {value}"),
                c.seqLength, 1 << 20},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "data parallel (dp) must be between 1 and {max}, not {value}"),
                c.dp, 4096},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "model parallel (mp) must be between 1 and {max}, not {value}"),
                c.mp, 4096},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "pipeline stages (pp) must be between 1 and {max}, not {value}"),
                c.pp, 4096},
          Range{
              QT_TRANSLATE_NOOP("ErrorMessage", "epochs must be between 1 and {max}, not {value}"),
              c.epochs, 1000},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "steps per epoch must be between 1 and {max}, not {value}"),
                c.stepsPerEpoch, 1000000},
          Range{QT_TRANSLATE_NOOP("ErrorMessage",
                                  "saved steps must be between 1 and {max}, not {value}"),
                c.saves, 10000}}) {
        if (r.value < 1 || r.value > r.max) {
            return invalid(r.text, {{"max", n(r.max)}, {"value", n(r.value)}});
        }
    }
    if (c.saves > int64_t{c.epochs} * c.stepsPerEpoch) {
        return invalid(
            QT_TRANSLATE_NOOP("ErrorMessage",
                              "{saves} saved steps do not fit in {steps} training steps"),
            {{"saves", n(c.saves)}, {"steps", n(int64_t{c.epochs} * c.stepsPerEpoch)}});
    }
    if (c.keepMax < 0) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "keep_checkpoint_max must be 0 (keep all) or more, not "
                                         "{value}"),
                       {{"value", n(c.keepMax)}});
    }
    if (int64_t{c.dp} * c.mp * c.pp > 65536) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "dp x mp x pp = {ranks} ranks; at most 65536 are "
                                         "supported"),
                       {{"ranks", n(int64_t{c.dp} * c.mp * c.pp)}});
    }
    if (synthDtypeName(c.dtype) != c.dtype) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "unknown dtype '{dtype}' (expected fp32, fp16 or bf16)"),
                       {{"dtype", c.dtype}});
    }
    if (c.layers % c.pp != 0) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "pipeline stages (pp) {pp} do not divide the {layers} "
                                         "layers evenly"),
                       {{"pp", n(c.pp)}, {"layers", n(c.layers)}});
    }
    if (c.hidden % c.mp != 0) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "model parallel (mp) {mp} does not divide the hidden "
                                         "size {hidden}"),
                       {{"mp", n(c.mp)}, {"hidden", n(c.hidden)}});
    }
    if (c.optShard < 0) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "optimizer shard size must be 0 (off) or positive, not "
                                         "{value}"),
                       {{"value", n(c.optShard)}});
    }
    if (c.optShard > 1 && c.dp % c.optShard != 0) {
        return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "optimizer shard size {size} does not divide data "
                                         "parallel (dp) {dp}: the shards are cut from the "
                                         "data-parallel replicas"),
                       {{"size", n(c.optShard)}, {"dp", n(c.dp)}});
    }
    return {};
}

}  // namespace

std::vector<std::string> synthPresetNames() {
    std::vector<std::string> names;
    for (const Preset& p : kPresets) {
        names.emplace_back(p.name);
    }
    return names;
}

Result<SynthConfig> synthPreset(const std::string& name) {
    for (const Preset& p : kPresets) {
        if (name == p.name) {
            SynthConfig c;
            c.preset = p.name;
            c.layers = p.layers;
            c.hidden = p.hidden;
            c.vocab = p.vocab;
            c.seqLength = p.seqLength;
            c.dp = p.dp;
            c.mp = p.mp;
            c.pp = p.pp;
            c.optShard = p.optShard;
            return c;
        }
    }
    return invalid(QT_TRANSLATE_NOOP("ErrorMessage",
                                     "unknown preset '{preset}' (expected tiny, small, medium or "
                                     "large)"),
                   {{"preset", name}});
}

std::string synthDtypeName(const std::string& text) {
    std::string t;
    for (const char ch : text) {
        t += static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
    }
    if (t == "fp32" || t == "float32") {
        return "Float32";
    }
    if (t == "fp16" || t == "float16") {
        return "Float16";
    }
    if (t == "bf16" || t == "bfloat16") {
        return "BFloat16";
    }
    return {};
}

uint64_t SynthModel::rankBytes(int rank) const {
    uint64_t total = 0;
    for (const SynthSlot& slot : stages[static_cast<size_t>(rank / stageDevices())]) {
        const int bytes = params[slot.param].dtype == "Float32" ? 4 : 2;
        uint64_t elements = 1;
        for (const int64_t d : slot.layout.localShape()) {
            elements *= static_cast<uint64_t>(d);
        }
        total += elements * static_cast<uint64_t>(bytes);
    }
    return total;
}

ParamLayout synthParamLayout(const SynthModel& model, const SynthParam& param, int stage,
                             bool prefixed) {
    const SynthConfig& c = model.config;
    ParamLayout l;
    l.name = param.name;
    l.stage = stage;
    l.prefixed = prefixed;
    l.devMatrices = {{c.dp, c.mp}};
    for (const int64_t t : param.tensorMap) {
        l.tensorMap.push_back({t});
    }
    l.paramSplitShapes = {{}};
    l.indicesOffsets = {{}};
    if (c.optShard > 1) {
        // Shard-chunk neighbours are one step apart along the innermost replica axis: the mp
        // axis when nothing splits on it (stride 1), otherwise the dp axis (stride mp).
        const bool mpSplit =
            std::find(param.tensorMap.begin(), param.tensorMap.end(), 0) != param.tensorMap.end();
        l.optShardSize = c.optShard;
        l.optShardStep = !mpSplit && c.mp > 1 ? 1 : c.mp;
    }
    return l;
}

Result<SynthModel> buildSynthModel(const SynthConfig& config) {
    if (Status s = checkConfig(config); !s) {
        return std::move(s).error();
    }
    SynthModel model;
    model.config = config;
    model.params = networkParams(config);
    model.networkParams = model.params.size();
    for (const auto& [prefix, kind] : {std::pair{"adam_m.", SynthValueKind::AdamM},
                                       std::pair{"adam_v.", SynthValueKind::AdamV}}) {
        for (size_t i = 0; i < model.networkParams; ++i) {
            SynthParam moment = model.params[i];
            moment.name = prefix + moment.name;
            moment.kind = kind;
            moment.op.clear();
            moment.opStrategy.clear();
            model.params.push_back(std::move(moment));
        }
    }
    model.stages.resize(static_cast<size_t>(config.pp));
    for (size_t i = 0; i < model.params.size(); ++i) {
        const SynthParam& p = model.params[i];
        for (const int stage : p.stages) {
            auto layout = TensorLayout::make(synthParamLayout(model, p, stage, false), p.shape);
            if (!layout) {
                return std::move(layout).error();
            }
            model.stages[static_cast<size_t>(stage)].push_back({i, std::move(*layout)});
        }
    }
    return model;
}

Strategy synthStageStrategy(const SynthModel& model, int stage) {
    Strategy s;
    s.currentStage = 1;
    for (const SynthSlot& slot : model.stages[static_cast<size_t>(stage)]) {
        const SynthParam& p = model.params[slot.param];
        if (!p.op.empty()) {
            s.items.push_back({p.op + "_" + p.name, static_cast<uint32_t>(stage), p.opStrategy});
        }
        s.layouts.push_back(synthParamLayout(model, p, stage, false));
    }
    return s;
}

Strategy synthMergedStrategy(const SynthModel& model) {
    if (model.config.pp == 1) {
        return synthStageStrategy(model, 0);
    }
    Strategy merged;
    merged.currentStage = 1;
    merged.merged = true;
    for (int stage = 0; stage < model.config.pp; ++stage) {
        Strategy part = synthStageStrategy(model, stage);
        for (StrategyItem& item : part.items) {
            merged.items.push_back(std::move(item));
        }
        for (ParamLayout& layout : part.layouts) {
            layout.prefixed = true;
            merged.layouts.push_back(std::move(layout));
        }
    }
    return merged;
}

}  // namespace shardscope
