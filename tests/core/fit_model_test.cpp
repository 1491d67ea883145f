// The model of a training step (core/fit, docs/fit.md): static bytes equal to the checkpoint's,
// activations and communication against hand-derived values, and the search.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>

#include "fit/fitmodel.h"
#include "fit/fitsearch.h"
#include "inspect/runloader.h"
#include "pythonreader.h"
#include "realrun.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

// Bytes of each kind in one rank's file, read by the independent Python reader.
std::map<std::string, uint64_t> pythonKinds(const std::string& rankFolder) {
    std::string file;
    for (const auto& e : fs::directory_iterator(rankFolder)) {
        if (e.path().extension() == ".ckpt") {
            file = e.path().string();
        }
    }
    const nlohmann::json j = test::readWithPython(file);
    const std::map<std::string, uint64_t> size = {
        {"Float32", 4}, {"Float16", 2}, {"BFloat16", 2}, {"Int32", 4}, {"Int64", 8}};
    std::map<std::string, uint64_t> kinds;
    for (const auto& t : j["tensors"]) {
        uint64_t elements = 1;
        for (const auto& d : t["dims"]) {
            elements *= d.get<uint64_t>();
        }
        const std::string name = t["name"];
        // docs/fit.md: Adam's moments and the training scalars are the optimizer's.
        const bool scalar = name == "step_num" || name == "epoch_num" || name == "global_step" ||
                            name == "learning_rate";
        const std::string kind = name.rfind("adam_", 0) == 0 || scalar ? "optimizer"
                                 : name.rfind("accu_grads.", 0) == 0   ? "gradients"
                                                                       : "parameters";
        kinds[kind] += elements * size.at(t["dtype"].get<std::string>());
    }
    return kinds;
}

FitReport fitRun(const std::string& folder, const std::string& strategy) {
    auto run = loadRunFolder(folder, strategy);
    EXPECT_TRUE(run) << run.error().describe();
    auto input = fitInputFromRun(*run);
    EXPECT_TRUE(input) << input.error().describe();
    auto report = fitStep(*input, uint64_t{64} << 30, Links{});
    EXPECT_TRUE(report) << report.error().describe();
    return *report;
}

TEST(FitStatic, EveryRankOfASynthesizedRunHoldsWhatItsCheckpointHolds) {
    for (const int optShard : {0, 2}) {
        SCOPED_TRACE(optShard);
        test::TempDir dir;
        SynthConfig config;  // tiny: dp 2 x mp 2 x pp 2, Float32 with Adam moments
        config.optShard = optShard;
        config.dtype = optShard == 0 ? "Float32" : "BFloat16";
        ASSERT_TRUE(writeSynthRun(dir.file("run"), config));
        const FitReport r = fitRun(dir.file("run"), "");
        ASSERT_EQ(r.ranks.size(), 8u);
        for (const RankFit& rank : r.ranks) {
            SCOPED_TRACE(rank.rank);
            auto kinds = pythonKinds(dir.file("run/rank_" + std::to_string(rank.rank)));
            EXPECT_EQ(rank.bytes.parameters, kinds["parameters"]);
            EXPECT_EQ(rank.bytes.optimizer, kinds["optimizer"]);
            EXPECT_EQ(rank.stage, rank.rank / 4);
        }
        if (optShard == 0) {
            // Gradients: the same slices in the parameters' dtypes.
            EXPECT_EQ(r.ranks[0].bytes.gradients, r.ranks[0].bytes.parameters);
        } else {
            EXPECT_GT(r.ranks[0].bytes.gradients, r.ranks[0].bytes.parameters);
        }
    }
}

TEST(FitStatic, ARealStrategysRanksHoldWhatTheirCheckpointsHoldAccumulatedGradientsIncluded) {
    // MindFormers' 2 stages x [2, 2] GPT-2 strategy with adam_m/adam_v/accu_grads copies; the
    // rank files cut from it by the naive reference, each with a step_num scalar.
    const std::string path = test::realFixture("strategy_8_npus.ckpt");
    auto strategy = readStrategyFile(path);
    ASSERT_TRUE(strategy);
    const auto shapes = test::shapesFor(*strategy, *strategy);
    test::TempDir dir;
    test::writeRun(*strategy, shapes, dir.file("run"));
    const FitReport r = fitRun(dir.file("run"), path);
    ASSERT_EQ(r.ranks.size(), 8u);
    for (const RankFit& rank : r.ranks) {
        SCOPED_TRACE(rank.rank);
        auto kinds = pythonKinds(dir.file("run/rank_" + std::to_string(rank.rank)));
        EXPECT_EQ(rank.bytes.parameters, kinds["parameters"]);
        EXPECT_EQ(rank.bytes.optimizer, kinds["optimizer"]);
        // Every parameter keeps its gradient in accu_grads: nothing estimated on top.
        EXPECT_EQ(rank.bytes.gradients, kinds["gradients"]);
        EXPECT_GT(kinds["gradients"], 0u);
    }
}

// gpt3-175b on [dp 1, mp 8] x pp stages, s = 2048, b = 1: Korthikanti et al. Table 2.
FitReport gpt3(Workload work, int64_t mp, int64_t pp) {
    auto preset = networkPreset("gpt3-175b");
    EXPECT_TRUE(preset);
    FitInput in = fitInputFromPreset(*preset, Split{1, mp, pp, 0});
    work.seq = 2048;
    in.work = work;
    auto r = fitStep(in, uint64_t{80} << 30, Links{}, false);
    EXPECT_TRUE(r) << r.error().describe();
    return *r;
}

TEST(FitActivations, PerLayerTheyAreThePapersTable2) {
    const uint64_t sbh = uint64_t{2048} * 12288;  // b = 1
    Workload w;
    // No parallelism: sbh(34 + 5as/h), 5as/h = 5 * 96 * 2048 / 12288 = 80.
    EXPECT_EQ(gpt3(w, 1, 96).stageFits[0].activationsPerLayer, sbh * (34 + 80));
    // Tensor parallel t = 8: sbh(10 + 24/t + 5as/(ht)) = sbh(10 + 3 + 10).
    EXPECT_EQ(gpt3(w, 8, 8).stageFits[0].activationsPerLayer, sbh * 23);
    // Tensor + sequence parallel: sbh(34 + 5as/h)/t.
    w.sequenceParallel = true;
    EXPECT_EQ(gpt3(w, 8, 8).stageFits[0].activationsPerLayer, sbh * 114 / 8);
    // + selective recomputation: 34sbh/t.
    w.recompute = Recompute::Selective;
    EXPECT_EQ(gpt3(w, 8, 8).stageFits[0].activationsPerLayer, sbh * 34 / 8);
    // Tensor parallel + selective, no sequence parallel: sbh(10 + 24/t).
    w.sequenceParallel = false;
    EXPECT_EQ(gpt3(w, 8, 8).stageFits[0].activationsPerLayer, sbh * 13);
    // Full recomputation keeps the layer's input: 2sbh, divided by t with sequence parallel.
    w.recompute = Recompute::Full;
    EXPECT_EQ(gpt3(w, 8, 8).stageFits[0].activationsPerLayer, sbh * 2);
    w.sequenceParallel = true;
    EXPECT_EQ(gpt3(w, 8, 8).stageFits[0].activationsPerLayer, sbh * 2 / 8);
}

TEST(FitActivations, OneFOneBHoldsPMicroBatchesOnTheFirstStageAndOneOnTheLast) {
    // The paper's 175B configuration: t = 8, p = 8, sequence parallel + selective. Its first
    // stage holds 34sbhL/t (L/p layers x p micro-batches) plus the embedding's dropout mask;
    // the last holds its 12 layers once plus the output layer's inputs and fp32 logits (the
    // head is not vocabulary-parallel in MindFormers' GPT: 4sbv whole).
    const uint64_t sbh = uint64_t{2048} * 12288;
    Workload w;
    w.sequenceParallel = true;
    w.recompute = Recompute::Selective;
    w.microBatches = 8;
    const FitReport r = gpt3(w, 8, 8);
    ASSERT_EQ(r.stageFits.size(), 8u);
    EXPECT_EQ(r.stageFits[0].layers, 12);
    EXPECT_EQ(r.stageFits[0].inFlight, 8);
    EXPECT_EQ(r.stageFits[0].bytes.activations, 34 * sbh * 96 / 8 + sbh / 8 * 8);
    EXPECT_EQ(r.stageFits[3].inFlight, 5);
    EXPECT_EQ(r.stageFits[3].bytes.activations, 34 * sbh / 8 * 12 * 5);
    EXPECT_EQ(r.stageFits[7].inFlight, 1);
    EXPECT_EQ(r.stageFits[7].bytes.activations,
              34 * sbh / 8 * 12 + 4 * sbh / 8 + uint64_t{4} * 2048 * 51200);
}

TEST(FitActivations, ASwiGluMlpAndGroupedQueryAttentionChangeTheirTerms) {
    // llama2-7b, t = 1, selective: norms 4 + inputs 2 + 2 (no dropout) + Q 2 + K, V 4 +
    // projection 2 + SwiGLU 8f/h (f = 11008, h = 4096): 37.5 sbh.
    auto preset = networkPreset("llama2-7b");
    ASSERT_TRUE(preset);
    FitInput in = fitInputFromPreset(*preset, Split{});
    in.work.recompute = Recompute::Selective;
    auto r = fitStep(in, uint64_t{64} << 30, Links{}, false);
    ASSERT_TRUE(r);
    const uint64_t sbh = uint64_t{4096} * 4096;
    EXPECT_EQ(r->stageFits[0].activationsPerLayer, sbh * 75 / 2);
    // llama2-70b: K and V are 8 of 64 heads wide: 4 x 1/8 instead of 4; f/h = 3.5.
    auto big = networkPreset("llama2-70b");
    ASSERT_TRUE(big);
    FitInput in70 = fitInputFromPreset(*big, Split{});
    in70.work.recompute = Recompute::Selective;
    auto r70 = fitStep(in70, uint64_t{64} << 30, Links{}, false);
    ASSERT_TRUE(r70);
    const uint64_t sbh70 = uint64_t{4096} * 8192;
    EXPECT_EQ(r70->stageFits[0].activationsPerLayer, sbh70 * 81 / 2);  // 8 + 4.5 + 28
}

TEST(FitActivations, WithoutHeadsOrSequenceTheyAreUnknownAndSaySo) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("run"), SynthConfig{}));
    const FitReport r = fitRun(dir.file("run"), "");
    EXPECT_FALSE(r.activationsKnown);
    EXPECT_EQ(r.activationsWhy, "the sequence length is not known (give --seq)");
    EXPECT_EQ(r.ranks[0].bytes.activations, 0u);
    ASSERT_FALSE(r.issues.empty());
    EXPECT_EQ(r.issues.back().code, IssueCode::ActivationsUnknown);
    EXPECT_EQ(fitHeadline(r).substr(0, 10), "fits: peak");
}

// The demo network (synth's tiny, fp32 training: 16 bytes a parameter) counted by hand:
// embeddings 512 x 64 + 128 x 64, two layers of 49,984, the final norm 128: 141,056.
constexpr uint64_t kDemoParams = 141056;

FitReport demo(Split split, Workload work = {}) {
    auto preset = networkPreset("demo");
    EXPECT_TRUE(preset);
    FitInput in = fitInputFromPreset(*preset, split);
    work.seq = 128;
    in.work = work;
    auto r = fitStep(in, uint64_t{64} << 30, Links{});
    EXPECT_TRUE(r) << r.error().describe();
    return *r;
}

TEST(FitCommunication, DataParallelReducesTheGradientsOnceAStep) {
    const FitReport one = demo(Split{});
    EXPECT_EQ(one.ranks[0].bytes.staticBytes(), kDemoParams * 16);
    EXPECT_TRUE(one.groups.empty());

    // dp = 2: an all-reduce of every fp32 gradient: 2(n-1)/n x 141,056 x 4.
    const FitReport dp = demo(Split{2, 1, 1, 0});
    ASSERT_EQ(dp.groups.size(), 1u);
    EXPECT_EQ(dp.groups[0].kind, GroupKind::DataParallel);
    EXPECT_EQ(dp.groups[0].ranks, (std::vector<int>{0, 1}));
    EXPECT_EQ(dp.groups[0].collective, "all-reduce");
    EXPECT_EQ(dp.groups[0].bytesPerStep, kDemoParams * 4);
    // With the optimizer shard: weights and Adam state halved, gradients whole; a
    // reduce-scatter of gradients and an all-gather of weights, (n-1)/n of each.
    const FitReport opt = demo(Split{2, 1, 1, 2});
    EXPECT_EQ(opt.ranks[0].bytes.parameters, kDemoParams * 4 / 2);
    EXPECT_EQ(opt.ranks[0].bytes.gradients, kDemoParams * 4);
    EXPECT_EQ(opt.ranks[0].bytes.optimizer, kDemoParams * 8 / 2);
    ASSERT_EQ(opt.groups.size(), 1u);
    EXPECT_EQ(opt.groups[0].collective, "reduce-scatter + all-gather");
    EXPECT_EQ(opt.groups[0].bytesPerStep, (kDemoParams * 4 + kDemoParams * 4) / 2);
}

TEST(FitCommunication, ModelParallelAndPipelineMoveActivations) {
    // mp = 2: per layer and micro-batch two all-reduces forward and two backward of 2sbh
    // bytes, 2(t-1)/t of them each: 2 layers x 1 micro-batch x 4 x 1 x 16,384.
    const FitReport mp = demo(Split{1, 2, 1, 0});
    uint64_t model = 0;
    for (const StepGroup& g : mp.groups) {
        if (g.kind == GroupKind::ModelParallel) {
            EXPECT_EQ(g.ranks, (std::vector<int>{0, 1}));
            model = g.bytesPerStep;
        }
    }
    EXPECT_EQ(model, uint64_t{2} * 4 * 2 * 128 * 64);
    // pp = 2, 2 micro-batches: each boundary carries 2sbh a micro-batch each way.
    const FitReport pp = demo(Split{1, 1, 2, 0});
    ASSERT_EQ(pp.groups.size(), 1u);
    EXPECT_EQ(pp.groups[0].kind, GroupKind::Pipeline);
    EXPECT_EQ(pp.groups[0].ranks, (std::vector<int>{0, 1}));
    EXPECT_EQ(pp.groups[0].bytesPerStep, uint64_t{2} * 2 * 128 * 64);
    // One card a host: every group crosses hosts, at the inter-host rate.
    auto preset = networkPreset("demo");
    FitInput in = fitInputFromPreset(*preset, Split{1, 1, 2, 0});
    Links links;
    links.cardsPerHost = 1;
    auto crossed = fitStep(in, uint64_t{64} << 30, links);
    ASSERT_TRUE(crossed);
    EXPECT_TRUE(crossed->groups[0].crossesHosts);
    EXPECT_DOUBLE_EQ(crossed->groups[0].seconds, 32768.0 / links.interHost);
}

TEST(FitSearch, TheOnlySplitThatFitsComesFirst) {
    // Two cards, full recomputation, 1,700,000 bytes a card. By hand (16 bytes a parameter,
    // activations 2sbh a layer, the embedding's mask sbh, output 4sbh + 4sbv fp32 logits):
    //  - dp=1,mp=1,pp=2: the last stage holds layer 1 (49,984), the final norm (128) and the
    //    tied embedding (32,768): 1,326,080 + 16,384 + 32,768 + 262,144 = 1,637,376: fits;
    //  - dp=2 with the optimizer shard: 1,410,560 + 335,872 = 1,746,432: does not;
    //  - mp=2: 1,463,296 + 335,872; dp=2 without the shard: 2,256,896 + 335,872.
    auto preset = networkPreset("demo");
    ASSERT_TRUE(preset);
    SearchChoices choices;
    choices.recompute = Recompute::Full;
    choices.sequenceParallel = false;
    auto found = searchSplits(presetBuilder(*preset), Workload{}, 2, 1700000, Links{}, choices);
    ASSERT_TRUE(found);
    ASSERT_EQ(found->size(), 4u);
    const Candidate& best = found->front();
    EXPECT_TRUE(best.fits);
    EXPECT_EQ(splitSpec(best.split), "dp=1,mp=1,pp=2");
    EXPECT_EQ(best.peakBytes, 1637376u);
    EXPECT_EQ(best.peakStage, 1);
    for (size_t i = 1; i < found->size(); ++i) {
        EXPECT_FALSE((*found)[i].fits) << splitSpec((*found)[i].split);
    }
    EXPECT_EQ(splitSpec((*found)[1].split), "dp=2,mp=1,pp=1,opt=2");
    EXPECT_EQ((*found)[1].peakBytes, 1746432u);
    EXPECT_EQ((*found)[2].peakBytes, 1463296u + 335872u);
    EXPECT_EQ((*found)[3].peakBytes, 2256896u + 335872u);
}

TEST(FitSearch, SplitsTheDimensionsRefuseAreListedWithTheReason) {
    auto preset = networkPreset("demo");  // 4 heads, 2 layers
    ASSERT_TRUE(preset);
    auto found = searchSplits(presetBuilder(*preset), Workload{}, 8, uint64_t{1} << 30, Links{},
                              SearchChoices{});
    ASSERT_TRUE(found);
    std::map<std::string, std::string> refused;
    for (const Candidate& c : *found) {
        if (!c.refusedBecause.empty()) {
            refused[splitSpec(c.split)] = c.refusedBecause;
        }
    }
    EXPECT_EQ(refused["dp=1,mp=8,pp=1"], "model parallel 8 does not divide the 4 attention heads");
    EXPECT_EQ(refused["dp=2,mp=1,pp=4"], "4 pipeline stages are more than the 2 layers");
    EXPECT_EQ(refused.size(), 4u);  // mp 8; pp 4 (dp 2 or mp 2); pp 8
}

TEST(FitNetwork, ARunsShapesTellItsDimensions) {
    // LLaMA2-13B's real strategy (2 cards) with the released shapes.
    auto strategy = readStrategyFile(test::realFixture("llama2_13b_2p_strategy.ckpt"));
    ASSERT_TRUE(strategy);
    FullShapes shapes;
    for (const ParamLayout& l : strategy->layouts) {
        const std::string& n = l.name;
        const auto has = [&](const char* s) { return n.find(s) != std::string::npos; };
        if (has("tok_embeddings") || has("lm_head")) {
            shapes[n] = {32000, 5120};
        } else if (has("feed_forward.w2")) {
            shapes[n] = {5120, 13824};
        } else if (has("feed_forward.w")) {
            shapes[n] = {13824, 5120};
        } else if (has("attention.w")) {
            shapes[n] = {5120, 5120};
        } else {
            shapes[n] = {5120};
        }
    }
    const RecognisedNetwork net = recogniseNetwork(*strategy, shapes);
    EXPECT_EQ(net.why, "");
    EXPECT_EQ(net.dims.hidden, 5120);
    EXPECT_EQ(net.dims.layers, 40);
    EXPECT_EQ(net.dims.vocab, 32000);
    EXPECT_EQ(net.dims.ffn, 13824);
    EXPECT_EQ(net.dims.mlp, MlpKind::SwiGlu);
    EXPECT_FALSE(net.dims.dropout);
    EXPECT_EQ(net.blockPrefix, "model.layers.");
    EXPECT_EQ(net.embedding, "model.tok_embeddings.embedding_weight");
    EXPECT_EQ(layerOf("adam_m.model.layers.12.attention.wq.weight", net.blockPrefix), 12);
    EXPECT_EQ(layerOf("model.norm_out.weight", net.blockPrefix), -1);
}

}  // namespace
}  // namespace shardscope
