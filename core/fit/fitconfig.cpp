#include "fitconfig.h"

#include <algorithm>
#include <charconv>
#include <cstdlib>
#include <filesystem>

namespace shardscope {

namespace {

std::optional<int64_t> integer(const YamlSettings& y, std::string_view path) {
    const std::string* v = y.find(path);
    if (v == nullptr) {
        return std::nullopt;
    }
    int64_t out = 0;
    const auto [ptr, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
    if (ec != std::errc() || ptr != v->data() + v->size() || out < 0) {
        return std::nullopt;
    }
    return out;
}

std::optional<double> real(const YamlSettings& y, std::string_view path) {
    const std::string* v = y.find(path);
    if (v == nullptr || v->empty()) {
        return std::nullopt;
    }
    char* end = nullptr;
    const double out = std::strtod(v->c_str(), &end);
    if (end != v->c_str() + v->size()) {
        return std::nullopt;
    }
    return out;
}

std::optional<bool> boolean(const YamlSettings& y, std::string_view path) {
    const std::string* v = y.find(path);
    if (v == nullptr) {
        return std::nullopt;
    }
    if (*v == "True" || *v == "true") {
        return true;
    }
    if (*v == "False" || *v == "false") {
        return false;
    }
    return std::nullopt;
}

}  // namespace

int64_t llamaFfnWidth(int64_t hidden, double multiplier, int64_t multipleOf) {
    int64_t width = 2 * (4 * hidden) / 3;
    if (multiplier > 0 && multiplier < 1024) {
        width = static_cast<int64_t>(multiplier * static_cast<double>(width));
    }
    if (multipleOf > 0 && multipleOf <= (int64_t{1} << 22)) {
        width = multipleOf * ((width + multipleOf - 1) / multipleOf);
    }
    return width;
}

FitConfig fitConfigFromYaml(const YamlSettings& y, const std::string& source) {
    FitConfig c;
    c.source = source;
    const std::string m = "model.model_config.";
    c.seq = integer(y, m + "seq_length");
    c.heads = integer(y, m + "num_heads");
    c.microBatch = integer(y, "runner_config.batch_size");
    c.microBatches = integer(y, "parallel_config.micro_batch_num");
    c.sequenceParallel = boolean(y, "parallel_config.use_seq_parallel");
    c.flashAttention = boolean(y, m + "use_flash_attention");
    const auto full = boolean(y, "recompute_config.recompute");
    const auto selective = boolean(y, "recompute_config.select_recompute");
    if (full && *full) {
        c.recompute = Recompute::Full;
    } else if (selective && *selective) {
        c.recompute = Recompute::Selective;
    } else if (full || selective) {
        c.recompute = Recompute::None;
    }
    const auto dp = integer(y, "parallel_config.data_parallel");
    const auto mp = integer(y, "parallel_config.model_parallel");
    const auto pp = integer(y, "parallel_config.pipeline_stage");
    if (dp && mp && pp && *dp > 0 && *mp > 0 && *pp > 0) {
        Split split{*dp, *mp, *pp, 0};
        if (boolean(y, "parallel.enable_parallel_optimizer").value_or(false) && *dp > 1) {
            const auto size =
                integer(y, "parallel.parallel_optimizer_config.optimizer_weight_shard_size");
            split.optShard = size && *size > 1 ? *size : *dp;
        }
        c.split = split;
    }
    const auto hidden = integer(y, m + "hidden_size");
    const auto layers = integer(y, m + "num_layers");
    const auto vocab = integer(y, m + "vocab_size");
    if (!hidden || !layers || !vocab) {
        return c;
    }
    // A network larger than any trained one is a broken file, not a plan (and a preset layout
    // holds a layout per parameter and stage).
    struct Limit {
        const char* key;
        std::optional<int64_t> value;
        int64_t most;
    };
    for (const Limit& l :
         {Limit{"hidden_size", hidden, int64_t{1} << 20}, Limit{"num_layers", layers, 4096},
          Limit{"vocab_size", vocab, int64_t{1} << 24},
          Limit{"num_heads", c.heads, int64_t{1} << 16},
          Limit{"seq_length", c.seq, int64_t{1} << 24},
          Limit{"intermediate_size", integer(y, m + "intermediate_size"), int64_t{1} << 22}}) {
        if (l.value && (*l.value < 1 || *l.value > l.most)) {
            c.networkWhy = std::string(l.key) + " " + std::to_string(*l.value) +
                           " is out of range (1 to " + std::to_string(l.most) + ")";
            return c;
        }
    }
    NetworkPreset net;
    net.name = std::filesystem::path(source).filename().string();
    const std::string* type = y.find(m + "type");
    const bool llama = (type != nullptr && type->find("Llama") != std::string::npos) ||
                       y.find(m + "multiple_of") != nullptr;
    NetworkDims& d = net.dims;
    d.hidden = *hidden;
    d.layers = *layers;
    d.vocab = *vocab;
    d.heads = c.heads.value_or(0);
    const int64_t kv = integer(y, m + "n_kv_heads").value_or(d.heads);
    if (kv < 0 || kv > std::max<int64_t>(d.heads, 1)) {
        c.networkWhy = "n_kv_heads " + std::to_string(kv) + " is out of range (1 to num_heads)";
        return c;
    }
    d.kvHeads = kv;
    d.kvFraction =
        d.heads > 0 && kv > 0 ? static_cast<double>(kv) / static_cast<double>(d.heads) : 1.0;
    if (llama) {
        net.family = "llama";
        d.mlp = MlpKind::SwiGlu;
        d.dropout = false;
        d.ffn = integer(y, m + "intermediate_size")
                    .value_or(llamaFfnWidth(d.hidden, real(y, m + "ffn_dim_multiplier").value_or(0),
                                            integer(y, m + "multiple_of").value_or(256)));
    } else {
        net.family = "gpt";
        net.tiedEmbedding = true;
        d.ffn = d.hidden * std::min<int64_t>(integer(y, m + "expand_ratio").value_or(4), 64);
    }
    if (d.ffn < 1 || d.ffn > (int64_t{1} << 22)) {
        c.networkWhy = "the MLP width " + std::to_string(d.ffn) +
                       " (from intermediate_size, ffn_dim_multiplier and multiple_of) is out of "
                       "range (1 to 4194304)";
        return c;
    }
    net.seq = c.seq.value_or(0);
    // Bytes a parameter: the weights' dtype, and the optimizer's: MindFormers'
    // FP32StateAdamWeightDecay keeps two fp32 moments; AdamWeightDecay moments of the
    // parameters' dtype.
    const std::string* init = y.find(m + "param_init_type");
    const bool fp32 = init != nullptr && *init == "float32";
    const std::string* optimizer = y.find("optimizer.type");
    const bool fp32State =
        optimizer != nullptr && optimizer->find("FP32State") != std::string::npos;
    const int w = fp32 ? 4 : 2;
    net.precision =
        Precision{fp32 ? "fp32" : (init != nullptr ? *init : "bf16"), w, w, fp32State ? 8 : 2 * w};
    c.network = std::move(net);
    return c;
}

std::string fitConfigBeside(const std::string& folder) {
    namespace fs = std::filesystem;
    std::error_code ec;
    std::string found;
    int count = 0;
    for (const auto& e : fs::directory_iterator(folder, ec)) {
        const std::string ext = e.path().extension().string();
        if ((ext == ".yaml" || ext == ".yml") && e.is_regular_file(ec)) {
            found = e.path().string();
            ++count;
        }
    }
    return count == 1 ? found : std::string();
}

Workload fitConfigWorkload(const FitConfig* config, int64_t presetSeq) {
    const FitConfig none;
    const FitConfig& c = config != nullptr ? *config : none;
    Workload w;
    w.seq = c.seq.value_or(presetSeq);
    w.microBatch = c.microBatch.value_or(1);
    w.microBatches = c.microBatches.value_or(0);
    w.recompute = c.recompute.value_or(Recompute::None);
    w.sequenceParallel = c.sequenceParallel.value_or(false);
    w.flashAttention = c.flashAttention.value_or(false);
    return w;
}

}  // namespace shardscope
