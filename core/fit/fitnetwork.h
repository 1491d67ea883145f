#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../formats/strategy.h"
#include "../layout/transformsources.h"
#include "../util/issue.h"
#include "../util/result.h"

namespace shardscope {

// What a saved entry is to a training step's memory (docs/fit.md): the network's own weights,
// the gradients kept between micro-batches (MindSpore's accu_grads.*), or the optimizer's state
// and scalars (adam_m.*, adam_v.*, moment1.*, global_step, ...).
enum class EntryKind { Parameter, Gradient, Optimizer };
const char* entryKindName(EntryKind kind);  // "parameters", "gradients", "optimizer"
EntryKind entryKindOf(std::string_view name);
// The parameter an optimizer or gradient copy belongs to ("adam_m.x.w" -> "x.w"); the name
// itself for a parameter or a scalar.
std::string_view entryBaseName(std::string_view name);

enum class MlpKind { Gelu, SwiGlu };
enum class Recompute { None, Selective, Full };
const char* recomputeName(Recompute recompute);  // "none", "selective", "full"
std::optional<Recompute> recomputeFromName(std::string_view name);

// A transformer network's dimensions: what activations and communication need. 0 = unknown.
struct NetworkDims {
    int64_t hidden = 0;
    int64_t layers = 0;
    int64_t vocab = 0;
    int64_t ffn = 0;      // the MLP's inner width (4h for GPT)
    int64_t heads = 0;    // attention heads; not readable from shapes
    int64_t kvHeads = 0;  // key/value heads (grouped-query attention); 0: as many as heads
    MlpKind mlp = MlpKind::Gelu;
    bool dropout = true;  // GPT trains with dropout (its masks are activations); LLaMA does not
    // Key (and value) width over the hidden size: kvHeads / heads, or read from the shapes.
    double kvFraction = 1.0;
};

// Sets the attention heads, and the key/value heads in the proportion the shapes told
// (kvFraction): what `fit --heads` and a run configuration's num_heads do to a run's network.
void setAttentionHeads(NetworkDims& dims, int64_t heads);

// The training step's shape that no checkpoint records.
struct Workload {
    int64_t seq = 0;           // sequence length
    int64_t microBatch = 1;    // samples per micro-batch (b)
    int64_t microBatches = 0;  // micro-batches per step (m); 0: as many as pipeline stages
    Recompute recompute = Recompute::None;
    bool sequenceParallel = false;
    // Flash attention (MindFormers' use_flash_attention) keeps no attention scores.
    bool flashAttention = false;
    bool operator==(const Workload&) const = default;
};

// Bytes per element of a network built from dimensions (a preset), MindSpore-style mixed
// precision by default: 16-bit weights and gradients, fp32 master weights and two fp32 Adam
// moments (12 bytes: ZeRO's accounting, arXiv 1910.02054 section 3.1).
struct Precision {
    std::string name = "bf16";
    int weightBytes = 2;
    int gradientBytes = 2;
    int optimizerBytes = 12;
};
std::optional<Precision> precisionFromName(std::string_view name);  // bf16, fp16, fp32

// A network without a checkpoint: a preset, or dimensions typed in.
struct NetworkPreset {
    std::string name;
    NetworkDims dims;
    int64_t seq = 0;  // the sequence length it was trained with
    Precision precision;
    bool tiedEmbedding = false;  // the output layer reuses the word embedding (GPT)
    std::string family;          // "gpt" or "llama": the parameter names it gets
};
std::vector<std::string>
networkPresetNames();  // gpt3-175b, llama2-7b, llama2-13b, llama2-70b, demo
Result<NetworkPreset> networkPreset(std::string_view name);

// A split of the cards: the device matrix [dp, mp] on each of pp stages.
struct Split {
    int64_t dp = 1;
    int64_t mp = 1;
    int64_t pp = 1;
    int64_t optShard = 0;  // 0 or 1: off; otherwise opt_weight_shard_size (dividing dp)
    int64_t cards() const { return dp * mp * pp; }
};

// Why a split cannot be built for a network ("model parallel 3 does not divide the 32 heads"), as
// an error (its template and arguments); nullopt when the split can be built.
std::optional<Error> splitRefusalError(const NetworkPreset& net, const Split& split,
                                       const Workload& work);

// The network of a preset laid out over a split, as a merged strategy MindSpore would save
// (MindFormers' parameter names; Megatron's splits: attention and MLP weights across mp, the
// embedding and output layer across the vocabulary when mp divides it), with full shapes and the
// network's parameters only (the optimizer's bytes come from the precision). Layer i goes to
// stage i / (layers / pp); the embedding to the first stage, the final norm and output layer to
// the last (a tied embedding to both). The split must pass splitRefusalError().
struct PresetLayout {
    Strategy strategy;
    FullShapes shapes;
};
PresetLayout presetLayout(const NetworkPreset& net, const Split& split);

// The dimensions a run's names and shapes tell: the word embedding (the largest 2-D parameter
// named *embed*, not a position one) gives vocabulary and hidden size, the repeated block with
// the most indices ("model.layers.<i>.") the layers, the widest per-layer matrix the MLP width,
// three matrices of that width a SwiGLU MLP, a narrower key projection grouped-query attention.
// Heads stay 0. `why` says what could not be recognised.
struct RecognisedNetwork {
    NetworkDims dims;
    std::string blockPrefix;  // "model.layers."
    std::string embedding;    // the word embedding's name
    std::string why;          // empty when hidden size and layers are known
    IssueCode whyCode = IssueCode::NetworkNoEmbedding;  // the code of `why`, when there is one
};
RecognisedNetwork recogniseNetwork(const Strategy& strategy, const FullShapes& shapes);

// The layer index of a parameter of `blockPrefix` ("model.layers.3.attention.wq.weight" -> 3);
// -1 for any other name (optimizer copies count as their parameter).
int64_t layerOf(std::string_view name, std::string_view blockPrefix);

}  // namespace shardscope
