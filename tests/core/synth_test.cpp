// The synthetic run is the project's reference data: its slices must follow docs/layouts.md
// exactly, agree between replicas, and reassemble into the generator's full tensors.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <map>
#include <numeric>
#include <regex>
#include <sstream>
#include <tuple>

#include "formats/checkpointfile.h"
#include "formats/runfolder.h"
#include "formats/scalarvalue.h"
#include "formats/strategy.h"
#include "run/rundiscovery.h"
#include "synth/synthdata.h"
#include "synth/synthlog.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using Bytes = std::vector<uint8_t>;

SynthConfig tinyConfig() {
    SynthConfig c = *synthPreset("tiny");
    c.dp = 2;
    c.mp = 2;
    c.pp = 2;
    c.optShard = 2;
    return c;
}

Bytes readTensor(const CheckpointFile& file, const std::string& name) {
    const TensorEntry* entry = file.index().find(name);
    EXPECT_NE(entry, nullptr) << name;
    Bytes out;
    if (entry != nullptr) {
        EXPECT_TRUE(file.readTensor(*entry, [&](std::span<const uint8_t> piece) {
            out.insert(out.end(), piece.begin(), piece.end());
            return Status();
        }));
    }
    return out;
}

// Every file under `dir`, relative name -> bytes.
std::map<std::string, std::string> allFiles(const std::string& dir) {
    std::map<std::string, std::string> files;
    for (const auto& e : fs::recursive_directory_iterator(dir)) {
        if (e.is_regular_file()) {
            files[fs::relative(e.path(), dir).string()] = test::readFile(e.path().string());
        }
    }
    return files;
}

class SynthTiny : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        auto summary = writeSynthRun(s_dir->path() + "/run", tinyConfig());
        ASSERT_TRUE(summary) << summary.error().describe();
        s_model = new SynthModel(*buildSynthModel(tinyConfig()));
    }
    static void TearDownTestSuite() {
        delete s_model;
        delete s_dir;
    }
    static std::string run() { return s_dir->path() + "/run"; }
    static std::string rankFile(int r) {
        return run() + "/rank_" + std::to_string(r) + "/synth-2_250.ckpt";
    }

    static inline test::TempDir* s_dir = nullptr;
    static inline SynthModel* s_model = nullptr;
};

TEST_F(SynthTiny, RankFilesHoldTheirStageInMindSporeOrderWithLayoutShapes) {
    auto found = discoverRunFolder(run());
    ASSERT_TRUE(found);
    ASSERT_EQ(found->ranks.size(), 8u);
    for (int rank = 0; rank < 8; ++rank) {
        auto file = CheckpointFile::open(rankFile(rank));
        ASSERT_TRUE(file) << file.error().describe();
        const auto& slots = s_model->stages[static_cast<size_t>(rank / 4)];
        std::vector<std::string> expected;
        for (const SynthSlot& slot : slots) {
            if (slot.param == s_model->networkParams) {  // the first Adam moment
                expected.insert(expected.end(), {"learning_rate", "global_step"});
            }
            expected.push_back(s_model->params[slot.param].name);
        }
        expected.insert(expected.end(), {"epoch_num", "step_num"});
        const auto& tensors = file->index().tensors;
        ASSERT_EQ(tensors.size(), expected.size()) << rank;
        for (size_t i = 0; i < slots.size(); ++i) {
            const TensorEntry* t = file->index().find(s_model->params[slots[i].param].name);
            ASSERT_NE(t, nullptr);
            EXPECT_EQ(t->shape, slots[i].layout.localShape()) << t->name << " rank " << rank;
        }
        for (size_t i = 0; i < tensors.size(); ++i) {
            EXPECT_EQ(tensors[i].name, expected[i]) << "rank " << rank << " position " << i;
        }
        for (const auto& [name, dtype, dims] :
             {std::tuple{"learning_rate", "Float32", std::vector<int64_t>{}},
              std::tuple{"global_step", "Int32", std::vector<int64_t>{1}},
              std::tuple{"epoch_num", "Int64", std::vector<int64_t>{}},
              std::tuple{"step_num", "Int64", std::vector<int64_t>{}}}) {
            EXPECT_EQ(file->index().find(name)->dtypeName, dtype);
            EXPECT_EQ(file->index().find(name)->dims, dims);
        }
    }
    // Rank 1 (dp 0, mp 1): dense1 is [out, in] split on out by mp, then cut in 2 by the
    // optimizer shard; layer norms are replicated and cut by the shard only.
    auto rank1 = CheckpointFile::open(rankFile(1));
    ASSERT_TRUE(rank1);
    EXPECT_EQ(rank1->index().find("backbone.blocks.0.attention.dense1.weight")->shape,
              (std::vector<int64_t>{16, 64}));
    EXPECT_EQ(rank1->index().find("backbone.blocks.0.output.mapping.weight")->shape,
              (std::vector<int64_t>{32, 128}));
    EXPECT_EQ(rank1->index().find("adam_v.backbone.blocks.0.layernorm1.gamma")->shape,
              (std::vector<int64_t>{32}));
    EXPECT_EQ(rank1->index().find("backbone.layernorm.gamma"), nullptr);  // last stage only
}

TEST_F(SynthTiny, ReplicasAreIdenticalAndSlicesReassembleTheFullTensor) {
    std::vector<CheckpointFile> files;
    for (int rank = 0; rank < 8; ++rank) {
        files.push_back(CheckpointFile::open(rankFile(rank)).value());
    }
    size_t replicaPairs = 0;
    for (int stage = 0; stage < 2; ++stage) {
        for (const SynthSlot& slot : s_model->stages[static_cast<size_t>(stage)]) {
            const SynthParam& p = s_model->params[slot.param];
            const std::vector<int64_t>& full = p.shape;
            const int64_t cols = full.size() == 2 ? full[1] : 1;
            const int64_t rows = full[0];
            std::vector<float> assembled(static_cast<size_t>(rows * cols), -999.0f);
            std::map<Box, Bytes> seen;
            for (int local = 0; local < 4; ++local) {
                const Box box = slot.layout.storedSlice(local);
                const Bytes bytes =
                    readTensor(files[static_cast<size_t>(stage * 4 + local)], p.name);
                ASSERT_EQ(bytes.size(), static_cast<size_t>(box.elementCount()) * 4) << p.name;
                if (auto it = seen.find(box); it != seen.end()) {
                    EXPECT_EQ(it->second, bytes) << p.name << " local rank " << local;
                    ++replicaPairs;
                }
                seen[box] = bytes;
                // Naive reassembly: walk the box in C order.
                const int64_t c0 = box.begin.size() == 2 ? box.begin[1] : 0;
                const int64_t c1 = box.end.size() == 2 ? box.end[1] : 1;
                size_t k = 0;
                for (int64_t r = box.begin[0]; r < box.end[0]; ++r) {
                    for (int64_t c = c0; c < c1; ++c, ++k) {
                        float v;
                        std::memcpy(&v, bytes.data() + 4 * k, 4);
                        assembled[static_cast<size_t>(r * cols + c)] = v;
                    }
                }
            }
            const uint64_t key = synthParamKey(0, p.name);
            for (size_t i = 0; i < assembled.size(); ++i) {
                ASSERT_EQ(std::bit_cast<uint32_t>(assembled[i]),
                          std::bit_cast<uint32_t>(synthValue(key, p.kind, i)))
                    << p.name << " element " << i;
            }
        }
    }
    EXPECT_GT(replicaPairs, 50u);
    // The tied word embedding is the same tensor on the first and the last stage.
    EXPECT_EQ(readTensor(files[0], "backbone.embedding.word_embedding.embedding_table"),
              readTensor(files[4], "backbone.embedding.word_embedding.embedding_table"));
}

// Mean and spread of 100k generated values, and their minimum.
std::tuple<double, double, double> valueStats(SynthValueKind kind) {
    const uint64_t key = synthParamKey(3, "p");
    double sum = 0, sq = 0, lo = 1e30;
    constexpr int kCount = 100000;
    for (uint64_t i = 0; i < kCount; ++i) {
        const double x = synthValue(key, kind, i);
        sum += x;
        sq += x * x;
        lo = std::min(lo, x);
    }
    return {sum / kCount, std::sqrt(sq / kCount - (sum / kCount) * (sum / kCount)), lo};
}

TEST(Synth, ValuesArePlausible) {
    EXPECT_NEAR(std::get<0>(valueStats(SynthValueKind::Weight)), 0.0, 5e-4);
    EXPECT_NEAR(std::get<1>(valueStats(SynthValueKind::Weight)), 0.02, 5e-4);
    EXPECT_NEAR(std::get<0>(valueStats(SynthValueKind::Gamma)), 1.0, 5e-4);
    EXPECT_GT(std::get<2>(valueStats(SynthValueKind::AdamV)), 0.0);
    EXPECT_LT(std::get<0>(valueStats(SynthValueKind::AdamV)), 1e-7);
}

TEST_F(SynthTiny, MergedStrategyIsTheUnionOfTheStageFiles) {
    auto merged = readStrategyFile(run() + "/strategy.ckpt");
    ASSERT_TRUE(merged) << merged.error().describe();
    auto rebuilt = mergeStrategyFolder(run() + "/strategy");
    ASSERT_TRUE(rebuilt) << rebuilt.error().describe();
    EXPECT_TRUE(merged->merged);
    EXPECT_TRUE(rebuilt->issues.empty());
    EXPECT_EQ(merged->stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(merged->items, rebuilt->items);
    EXPECT_EQ(merged->layouts, rebuilt->layouts);
    // adam copies are in the strategy with their parameter's layout; bookkeeping is not.
    size_t adam = 0;
    for (const ParamLayout& l : merged->layouts) {
        EXPECT_NE(l.name, "learning_rate");
        EXPECT_NE(l.name, "global_step");
        adam += l.name.rfind("adam_", 0) == 0 ? 1 : 0;
        EXPECT_EQ(l.optShardSize, 2) << l.name;
        const bool mpSplit =
            l.tensorMap[0][0] == 0 || (l.tensorMap.size() > 1 && l.tensorMap[1][0] == 0);
        EXPECT_EQ(l.optShardStep, mpSplit ? 2 : 1) << l.name;
    }
    EXPECT_EQ(adam * 3, merged->layouts.size() * 2);
}

TEST_F(SynthTiny, LogsParseAndTheLossFalls) {
    const std::regex loss(R"(^epoch: (\d+) step: (\d+), loss is ([0-9.]+)$)");
    const std::regex time(
        R"(^epoch time: [0-9]+\.[0-9]{3} ms, per step time: [0-9]+\.[0-9]{3} ms$)");
    for (int rank = 0; rank < 8; ++rank) {
        std::istringstream in(test::readFile(run() + "/log/rank_" + std::to_string(rank) + ".log"));
        std::vector<double> losses;
        int times = 0;
        int expectStep = 1;
        for (std::string line; std::getline(in, line);) {
            std::smatch m;
            if (std::regex_match(line, m, loss)) {
                EXPECT_EQ(std::stoi(m[2].str()), expectStep) << line;
                expectStep = expectStep % 250 + 1;
                losses.push_back(std::stod(m[3].str()));
            } else {
                EXPECT_TRUE(std::regex_match(line, time)) << line;
                ++times;
            }
        }
        EXPECT_EQ(times, 2);
        if (rank < 4) {
            EXPECT_TRUE(losses.empty()) << "only the last stage reports a loss";
            continue;
        }
        ASSERT_EQ(losses.size(), 500u);
        const double head = std::accumulate(losses.begin(), losses.begin() + 50, 0.0);
        EXPECT_GT(head, 1.8 * std::accumulate(losses.end() - 50, losses.end(), 0.0));
        EXPECT_NEAR(losses[0], std::log(512.0) + 0.4, 0.6);
    }
    // Model-parallel neighbours see the same batch; data-parallel replicas do not.
    const std::string r4 = test::readFile(run() + "/log/rank_4.log");
    EXPECT_EQ(r4.substr(0, 2000), test::readFile(run() + "/log/rank_5.log").substr(0, 2000));
    EXPECT_NE(r4.substr(0, 2000), test::readFile(run() + "/log/rank_6.log").substr(0, 2000));
}

TEST(Synth, SameSeedSameBytesOtherSeedOtherValues) {
    test::TempDir dir;
    SynthConfig c = tinyConfig();
    ASSERT_TRUE(writeSynthRun(dir.file("a"), c));
    SynthOptions oneThread;
    oneThread.threads = 1;
    ASSERT_TRUE(writeSynthRun(dir.file("b"), c, oneThread));
    c.seed = 7;
    ASSERT_TRUE(writeSynthRun(dir.file("c"), c));
    const auto a = allFiles(dir.file("a"));
    EXPECT_EQ(a.size(), 8u + 8u + 2u + 1u);
    EXPECT_EQ(a, allFiles(dir.file("b")));
    const auto other = allFiles(dir.file("c"));
    EXPECT_EQ(a.at("strategy.ckpt"), other.at("strategy.ckpt"));
    EXPECT_NE(a.at("rank_3/synth-2_250.ckpt"), other.at("rank_3/synth-2_250.ckpt"));
    EXPECT_NE(a.at("log/rank_7.log"), other.at("log/rank_7.log"));
}

TEST(Synth, HalfPrecisionRunsStoreRoundedFloat32Values) {
    for (const char* dtype : {"BFloat16", "Float16"}) {
        test::TempDir dir;
        SynthConfig c = tinyConfig();
        c.dtype = dtype;
        c.pp = 1;
        ASSERT_TRUE(writeSynthRun(dir.file("run"), c)) << dtype;
        auto file = CheckpointFile::open(dir.file("run/rank_0/synth-2_250.ckpt"));
        ASSERT_TRUE(file);
        EXPECT_EQ(file->index().find("backbone.blocks.0.layernorm1.gamma")->dtypeName, "Float32");
        const std::string name = "adam_m.backbone.blocks.1.output.projection.weight";
        EXPECT_EQ(file->index().find(name)->dtypeName, dtype);
        const Bytes b = readTensor(*file, name);
        const uint64_t key = synthParamKey(0, name);
        // Rank 0 holds rows [0, 128) of [256, 64] cut in two by the optimizer: rows [0, 64).
        ASSERT_EQ(b.size(), 64u * 64u * 2u);
        for (size_t i = 0; i < 64u * 64u; ++i) {
            const float f = synthValue(key, SynthValueKind::AdamM, i);
            const uint16_t expect = c.dtype == "BFloat16" ? floatToBFloat16(f) : floatToFloat16(f);
            ASSERT_EQ(b[2 * i] | (b[2 * i + 1] << 8), expect) << dtype << " element " << i;
        }
    }
}

// Every representable value converts to itself, and every midpoint rounds to the even side.
TEST(Synth, HalfConversionsRoundToNearestEven) {
    EXPECT_EQ(floatToBFloat16(1.0f), 0x3F80);
    EXPECT_EQ(floatToBFloat16(std::bit_cast<float>(0x3F808000u)), 0x3F80);  // tie, even below
    EXPECT_EQ(floatToBFloat16(std::bit_cast<float>(0x3F818000u)), 0x3F82);  // tie, even above
    EXPECT_EQ(floatToBFloat16(std::bit_cast<float>(0x3F808001u)), 0x3F81);
    EXPECT_EQ(floatToFloat16(65504.0f), 0x7BFF);
    EXPECT_EQ(floatToFloat16(65519.0f), 0x7BFF);
    EXPECT_EQ(floatToFloat16(65520.0f), 0x7C00);
    EXPECT_EQ(floatToFloat16(std::ldexp(1.0f, -24)), 0x0001);
    EXPECT_EQ(floatToFloat16(std::ldexp(1.0f, -25)), 0x0000);
    EXPECT_EQ(floatToFloat16(std::ldexp(1.5f, -25)), 0x0001);
    EXPECT_EQ(floatToFloat16(-2.0f), 0xC000);
    EXPECT_EQ(floatToFloat16(std::bit_cast<float>(0x7FC00000u)) & 0x7E00, 0x7E00);
    for (uint32_t h = 0; h < 0x7C00; ++h) {  // every finite positive half
        const uint16_t bits = static_cast<uint16_t>(h);
        const uint16_t next = static_cast<uint16_t>(h + 1);
        ASSERT_EQ(floatToFloat16(halfToFloat(bits)), bits) << h;
        ASSERT_EQ(floatToFloat16(-halfToFloat(bits)), bits | 0x8000) << h;
        // The midpoint is exact in float; the largest half's rounds up to infinity.
        const float mid = (halfToFloat(bits) + halfToFloat(next)) / 2;
        ASSERT_EQ(floatToFloat16(mid), (h & 1) == 0 ? bits : next) << h;
    }
    for (uint32_t h = 0; h < 0x7F80; ++h) {  // every finite positive bfloat16
        const uint16_t bits = static_cast<uint16_t>(h);
        ASSERT_EQ(floatToBFloat16(bfloat16ToFloat(bits)), bits) << h;
        const float mid = std::bit_cast<float>((h << 16) | 0x8000u);
        ASSERT_EQ(floatToBFloat16(mid), (h & 1) == 0 ? bits : bits + 1) << h;
    }
}

TEST(Synth, ProgressReachesTheTotalAndStopCancels) {
    test::TempDir dir;
    SynthOptions options;
    uint64_t last = 0, total = 0;
    options.progress = [&](const Progress& p) {
        EXPECT_GE(p.done, last);
        last = p.done;
        total = p.total;
    };
    auto summary = writeSynthRun(dir.file("run"), tinyConfig(), options);
    ASSERT_TRUE(summary);
    EXPECT_EQ(last, total);
    EXPECT_EQ(total, summary->tensorBytes);
    std::stop_source stop;
    stop.request_stop();
    SynthOptions cancelled;
    cancelled.stop = stop.get_token();
    auto stopped = writeSynthRun(dir.file("stopped"), tinyConfig(), cancelled);
    ASSERT_FALSE(stopped);
    EXPECT_EQ(stopped.error().code, ErrorCode::Cancelled);
}

TEST(Synth, BadConfigurationsFailWithTheNumbers) {
    auto message = [](auto modify) {
        SynthConfig c = tinyConfig();
        modify(c);
        auto model = buildSynthModel(c);
        return model ? std::string("ok") : model.error().describe();
    };
    EXPECT_EQ(message([](SynthConfig& c) { c.mp = 3; }),
              "model parallel (mp) 3 does not divide the hidden size 64");
    EXPECT_EQ(message([](SynthConfig& c) { c.optShard = 4; }),
              "optimizer shard size 4 does not divide data parallel (dp) 2: the shards are cut "
              "from the data-parallel replicas");
    EXPECT_EQ(message([](SynthConfig& c) {
                  c.dp = 4;
                  c.optShard = 4;
                  c.seqLength = 126;
              }),
              "parameter 'backbone.embedding.position_embedding.embedding_table': optimizer "
              "shard size 4 does not divide the model-parallel slice's dimension 0 (126)");
    EXPECT_EQ(message([](SynthConfig& c) { c.layers = 3; }),
              "pipeline stages (pp) 2 do not divide the 3 layers evenly");
    EXPECT_EQ(message([](SynthConfig& c) { c.dtype = "Int8"; }),
              "unknown dtype 'Int8' (expected fp32, fp16 or bf16)");
}

TEST(Synth, RefusesANonEmptyFolderUnlessForced) {
    test::TempDir dir;
    test::writeFile(dir.file("keep.txt"), "x");
    auto refused = writeSynthRun(dir.path(), tinyConfig());
    ASSERT_FALSE(refused);
    EXPECT_EQ(refused.error().code, ErrorCode::InvalidArgument);
    EXPECT_FALSE(fs::exists(dir.file("rank_0")));
    SynthOptions force;
    force.force = true;
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(), force));
    EXPECT_TRUE(fs::exists(dir.file("keep.txt")));
    // Again over its own output: read-only rank files are replaced, not refused.
    ASSERT_TRUE(writeSynthRun(dir.path(), tinyConfig(), force));
}

}  // namespace
}  // namespace shardscope
