#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "../layout/tensorlayout.h"
#include "../util/result.h"

namespace shardscope {

// How a synthetic parameter's values are distributed (see synthdata.h).
enum class SynthValueKind { Weight, Bias, Gamma, Beta, Embedding, AdamM, AdamV };

// Everything that decides a synthetic run's bytes. Presets fill it; the CLI's flags override.
struct SynthConfig {
    std::string preset = "tiny";
    int layers = 2;
    int hidden = 64;  // the feed-forward width is 4 * hidden, as in GPT
    int vocab = 512;
    int seqLength = 128;            // rows of the position embedding
    int dp = 2;                     // data parallel: dev_matrix axis 0
    int mp = 2;                     // model parallel: dev_matrix axis 1 (tensor_map value 0)
    int pp = 2;                     // pipeline stages
    int optShard = 0;               // opt_weight_shard_size; 0 or 1: no optimizer sharding
    std::string dtype = "Float32";  // MindSpore name: Float32, Float16 or BFloat16
    uint64_t seed = 0;
    int epochs = 2;
    int stepsPerEpoch = 250;
    // ModelCheckpoint: `saves` checkpoints evenly spaced over the training, the last at its end,
    // of which only the newest `keepMax` are left (keep_checkpoint_max; 0 keeps all).
    int saves = 1;
    int keepMax = 0;
    bool crc = false;  // CheckpointConfig(crc_check=True): a crc_num trailer on every file
    // Saved as with remove_redundancy=True: each parameter of the strategy by one rank of its
    // redundancy group (MindSpore's round robin, docs/layouts.md section 7).
    bool removeRedundancy = false;
};

std::vector<std::string> synthPresetNames();  // tiny, small, medium, large
Result<SynthConfig> synthPreset(const std::string& name);
// "fp32" / "float32" / "Float32" and the like to a MindSpore dtype name; empty when unknown.
std::string synthDtypeName(const std::string& text);

// One parameter of the network, or an Adam moment of one. A parameter shared by stages (the
// tied word embedding) lists every stage that holds it.
struct SynthParam {
    std::string name;
    SynthValueKind kind = SynthValueKind::Weight;
    std::string dtype;
    std::vector<int64_t> shape;      // full (global) shape
    std::vector<int64_t> tensorMap;  // classic form over dev_matrix [dp, mp]
    std::vector<int> stages;
    // The operator that consumes it, for the strategy's ParallelStrategyItem; empty for
    // optimizer copies, which MindSpore records as layouts only.
    std::string op;
    std::vector<std::vector<uint32_t>> opStrategy;
};

// A parameter as one stage's ranks hold it.
struct SynthSlot {
    size_t param = 0;  // index into SynthModel::params
    TensorLayout layout;
};

struct SynthModel {
    SynthConfig config;
    // Checkpoint order: network parameters, then adam_m.*, then adam_v.* (MindSpore's
    // parameters_and_names() order for a network and its AdamWeightDecay optimizer).
    std::vector<SynthParam> params;
    size_t networkParams = 0;                    // params[0, networkParams) are the network's own
    std::vector<std::vector<SynthSlot>> stages;  // per stage, in checkpoint order

    int stageDevices() const { return config.dp * config.mp; }
    int rankCount() const { return stageDevices() * config.pp; }
    uint64_t rankBytes(int rank) const;  // tensor content bytes of one rank's parameters
};

// Validates the configuration (every split even, optimizer sharding possible) and lays out
// every parameter. Errors name the numbers that do not fit.
Result<SynthModel> buildSynthModel(const SynthConfig& config);

ParamLayout synthParamLayout(const SynthModel& model, const SynthParam& param, int stage,
                             bool prefixed);
// The file MindSpore saves for one stage (unprefixed names, items carrying the stage).
Strategy synthStageStrategy(const SynthModel& model, int stage);
// What merge_pipeline_strategys makes of the stage files, in stage order. With one stage this
// is the stage file itself: MindSpore merges nothing then.
Strategy synthMergedStrategy(const SynthModel& model);

}  // namespace shardscope
