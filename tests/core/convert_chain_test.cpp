// Conversions chain losslessly: 8 cards -> 4 -> 16 -> 1 gives exactly the tensors a direct
// merge of the 8 gives, with pipelines, optimizer sharding and bf16 along the way.
#include <gtest/gtest.h>

#include <map>

#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "formats/checkpointfile.h"
#include "plantestutil.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

SynthConfig model(int dp, int mp, int pp, int optShard) {
    SynthConfig c;
    c.layers = 4;
    c.dp = dp;
    c.mp = mp;
    c.pp = pp;
    c.optShard = optShard;
    c.dtype = "BFloat16";
    c.seed = 7;
    return c;
}

// The strategy of the same model on another layout (its rank files are not needed).
std::string strategyFor(const test::TempDir& dir, const std::string& name, const SynthConfig& c) {
    EXPECT_TRUE(writeSynthRun(dir.file(name), c));
    return dir.file(name + "/strategy.ckpt");
}

void convertStep(const std::string& src, const std::string& srcStrategy, const std::string& dst,
                 const std::string& dstStrategy) {
    PlanRequest request;
    request.srcFolder = src;
    request.srcStrategy = srcStrategy;
    request.dstStrategy = dstStrategy;
    request.dstFolder = dst;
    request.options.chunkBytes = 4096;  // many records per tensor on every hop
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    for (const Issue& p : plan->problems) {
        ASSERT_FALSE(p.blocking()) << p.text();
    }
    auto result = executeConversion(*plan);
    ASSERT_TRUE(result) << result.error().describe();
    ASSERT_TRUE(verifyConversion(*plan).ok());
}

std::map<std::string, std::pair<std::vector<int64_t>, std::vector<uint8_t>>> tensorsOf(
    const std::string& path) {
    std::map<std::string, std::pair<std::vector<int64_t>, std::vector<uint8_t>>> out;
    auto f = CheckpointFile::open(path);
    EXPECT_TRUE(f) << path;
    for (const TensorEntry& t : f->index().tensors) {
        auto& entry = out[t.name];
        entry.first = t.dims;
        std::vector<uint8_t>& bytes = entry.second;
        (void)f->readTensor(t, [&bytes](std::span<const uint8_t> b) -> Status {
            bytes.insert(bytes.end(), b.begin(), b.end());
            return {};
        });
    }
    return out;
}

TEST(ConvertChain, EightToFourToSixteenToOneIsLossless) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("r8"), model(2, 2, 2, 2)));
    const std::string s8 = dir.file("r8/strategy.ckpt");
    const std::string s4 = strategyFor(dir, "s4", model(1, 4, 1, 0));
    const std::string s16 = strategyFor(dir, "s16", model(2, 4, 2, 2));

    convertStep(dir.file("r8"), s8, dir.file("r4"), s4);
    convertStep(dir.file("r4"), s4, dir.file("r16"), s16);
    convertStep(dir.file("r16"), s16, dir.file("r1"), "");
    convertStep(dir.file("r8"), s8, dir.file("direct"), "");

    const auto chained = tensorsOf(dir.file("r1/rank_0/checkpoint_0.ckpt"));
    const auto direct = tensorsOf(dir.file("direct/rank_0/checkpoint_0.ckpt"));
    ASSERT_EQ(chained.size(), direct.size());
    // 68 network parameters (2 embeddings, 16 per layer, the final layer norm), each with two
    // Adam moments, and 4 scalars.
    EXPECT_EQ(chained.size(), 3u * 68 + 4);
    for (const auto& [name, tensor] : direct) {
        const auto it = chained.find(name);
        ASSERT_NE(it, chained.end()) << name;
        EXPECT_EQ(it->second.first, tensor.first) << name;
        EXPECT_TRUE(it->second.second == tensor.second) << name;
    }
    const auto& emb = direct.at("backbone.embedding.word_embedding.embedding_table");
    EXPECT_EQ(emb.first, (std::vector<int64_t>{512, 64}));
    EXPECT_EQ(emb.second.size(), 512u * 64 * 2);
}

}  // namespace
}  // namespace shardscope

namespace shardscope {
namespace {

// One unsplit checkpoint (no source strategy) split onto 8 cards, with the destination given as
// a folder of per-stage strategy files: every rank gets exactly what synth wrote for it.
TEST(ConvertChain, UnsplitSourceToPerStageFolderReproducesEveryRank) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("r8"), model(2, 2, 2, 2)));
    convertStep(dir.file("r8"), dir.file("r8/strategy"), dir.file("one"), "");
    convertStep(dir.file("one"), "", dir.file("back"), dir.file("r8/strategy"));
    for (int g = 0; g < 8; ++g) {
        SCOPED_TRACE(g);
        const auto original =
            tensorsOf(dir.file("r8/rank_" + std::to_string(g) + "/synth-2_250.ckpt"));
        const auto back = tensorsOf(dir.file("back/rank_" + std::to_string(g) + "/checkpoint_" +
                                             std::to_string(g) + ".ckpt"));
        ASSERT_EQ(back.size(), original.size());
        for (const auto& [name, tensor] : original) {
            const auto it = back.find(name);
            ASSERT_NE(it, back.end()) << name;
            EXPECT_EQ(it->second.first, tensor.first) << name;
            EXPECT_TRUE(it->second.second == tensor.second) << name;
        }
    }
}

}  // namespace
}  // namespace shardscope

namespace shardscope {
namespace {

// A stop late in the run, with many threads racing: either the whole conversion is reported
// done and every file is there, or it is reported cancelled and no file is.
TEST(ConvertCancelRace, CancelledMeansNothingWrittenAndDoneMeansEverything) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("r8"), model(2, 2, 2, 0)));
    const std::string s4 = strategyFor(dir, "s4", model(1, 2, 2, 0));
    PlanRequest request;
    request.srcFolder = dir.file("r8");
    request.srcStrategy = dir.file("r8/strategy.ckpt");
    request.dstStrategy = s4;
    request.dstFolder = dir.file("out");
    request.options.threads = 16;
    request.options.windowBytes = 4096;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan);
    for (int round = 0; round <= 30; ++round) {
        std::filesystem::remove_all(dir.file("out"));
        std::stop_source stop;
        auto result = executeConversion(*plan, stop.get_token(), [&](const ConversionProgress& p) {
            // Rounds stop ever later, up to the very last window.
            if (p.done * 1000 >= p.total * static_cast<uint64_t>(970 + round)) {
                stop.request_stop();
            }
        });
        size_t files = 0;  // rank files (the strategy beside them comes last, once all are done)
        for (const auto& e : std::filesystem::recursive_directory_iterator(dir.file("out"))) {
            files += e.is_regular_file() &&
                     e.path().parent_path().filename().string().rfind("rank_", 0) == 0;
        }
        if (result) {
            EXPECT_EQ(files, plan->ranks.size()) << "round " << round;
        } else {
            EXPECT_EQ(result.error().code, ErrorCode::Cancelled);
            for (const auto& r : plan->ranks) {
                // Ranks finished before the stop stay (they are whole); none is partial.
                if (std::filesystem::exists(r.outPath)) {
                    EXPECT_TRUE(verifyRank(*plan, r).ok) << r.outPath;
                }
                EXPECT_FALSE(std::filesystem::exists(r.outPath + ".tmp")) << r.outPath;
            }
        }
    }
}

TEST(ConvertErrors, AnOutputThatCannotBeCreatedIsAnErrorNotACrash) {
    test::TempDir dir;
    ASSERT_TRUE(writeSynthRun(dir.file("r8"), model(2, 2, 2, 0)));
    PlanRequest request;
    request.srcFolder = dir.file("r8");
    request.srcStrategy = dir.file("r8/strategy.ckpt");
    request.dstFolder = dir.file("out");
    request.options.threads = 4;
    request.options.windowBytes = 4096;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan);
    std::filesystem::create_directories(dir.file("out"));
    test::writeFile(dir.file("out/rank_0"), "a file where the rank folder should be");
    auto result = executeConversion(*plan);
    ASSERT_FALSE(result);
    EXPECT_EQ(result.error().code, ErrorCode::Io);
    EXPECT_EQ(result.error().file, dir.file("out/rank_0"));
    EXPECT_FALSE(std::filesystem::exists(dir.file("out/rank_0/checkpoint_0.ckpt.tmp")));
}

}  // namespace
}  // namespace shardscope
