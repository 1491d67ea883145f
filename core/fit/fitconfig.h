#pragma once

#include <optional>
#include <string>

#include "../formats/yamlsettings.h"
#include "fitnetwork.h"

namespace shardscope {

// What a MindFormers run configuration (its YAML) tells `fit`: the network (model.model_config),
// the split (parallel_config, parallel.enable_parallel_optimizer) and the step (seq_length,
// runner_config.batch_size, micro_batch_num, recompute_config, use_seq_parallel,
// use_flash_attention). Each is empty when the file does not say; flags given on the command
// line win over the file.
struct FitConfig {
    std::string source;
    std::optional<NetworkPreset> network;  // when hidden size, layers and vocabulary are given
    std::string networkWhy;      // a dimension out of range ("num_layers 9999999 is out of ...")
    std::optional<Split> split;  // when parallel_config gives the three degrees
    std::optional<int64_t> seq;
    std::optional<int64_t> microBatch;
    std::optional<int64_t> microBatches;
    std::optional<int64_t> heads;
    std::optional<Recompute> recompute;
    std::optional<bool> sequenceParallel;
    std::optional<bool> flashAttention;
};

FitConfig fitConfigFromYaml(const YamlSettings& yaml, const std::string& source);

// The run configuration beside a run's rank folders: the only *.yaml or *.yml file in `folder`;
// empty when there is none or more than one (or `folder` is not a folder). `fit --src` and the
// Migration tab's memory page read it.
std::string fitConfigBeside(const std::string& folder);

// The training step a configuration gives (null: none), with the defaults where it says
// nothing: the sequence length `presetSeq`, one sample a micro-batch, as many micro-batches as
// stages (0), no recomputation, no sequence parallelism, no flash attention. `fit` lays its
// flags over it.
Workload fitConfigWorkload(const FitConfig* config, int64_t presetSeq);

// MindFormers' LLaMA MLP width (LlamaFeedForward, as Meta's reference): 2/3 of 4h, times
// ffn_dim_multiplier when given, rounded up to a multiple of multiple_of.
int64_t llamaFfnWidth(int64_t hidden, double multiplier, int64_t multipleOf);

}  // namespace shardscope
