// Simulated targets are real destinations: a synthesized dp 2 x mp 2 x pp 2 run is planned and
// converted by the real planner and executor to strategies the simulator made, and every
// parameter's tensor, merged from the converted ranks the naive way (tests/core/
// naivereference.h), must equal the one merged from the source ranks.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstring>
#include <map>
#include <memory>
#include <span>

#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/strategysimulator.h"
#include "formats/checkpointfile.h"
#include "naivereference.h"
#include "plantestutil.h"
#include "simulatorfixtures.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

using Tensors = std::map<std::string, std::vector<uint8_t>>;

constexpr size_t kElem = 4;  // the run is Float32 throughout

SynthConfig runConfig() {
    SynthConfig c = test::tinyConfig(2, 2, 2);
    c.hidden = 16;
    c.vocab = 32;
    c.seqLength = 8;
    c.epochs = 1;
    c.stepsPerEpoch = 1;
    return c;
}

using test::product;

using test::naiveOf;

class RankFiles {
public:
    // The tensor's bytes and stored dims; empty dims and bytes when it is missing.
    std::vector<uint8_t> read(const std::string& path, const std::string& name,
                              std::vector<int64_t>* dims) {
        auto it = m_files.find(path);
        if (it == m_files.end()) {
            auto opened = CheckpointFile::open(path);
            EXPECT_TRUE(opened) << opened.error().describe();
            if (!opened) {
                return {};
            }
            it = m_files.emplace(path, std::make_unique<CheckpointFile>(std::move(*opened))).first;
        }
        const TensorEntry* t = it->second->index().find(name);
        EXPECT_NE(t, nullptr) << name << " in " << path;
        if (t == nullptr) {
            return {};
        }
        *dims = t->dims;
        std::vector<uint8_t> out;
        EXPECT_TRUE(it->second->readTensor(*t, [&](std::span<const uint8_t> b) -> Status {
            out.insert(out.end(), b.begin(), b.end());
            return {};
        }));
        return out;
    }

private:
    std::map<std::string, std::unique_ptr<CheckpointFile>> m_files;
};

// Every parameter of `strategy` merged from the rank files `fileOf(g)`: each rank's stored slice
// (layouts.md sections 1-4) is put in place; replicas and shared stages must agree byte for
// byte, and together the slices must cover every element.
template <class FileOf>
void mergeRun(const Strategy& strategy, const FullShapes& shapes, FileOf fileOf, Tensors& full) {
    RankFiles files;
    std::map<std::string, std::vector<uint8_t>> covered;
    const int64_t devices = product(strategy.layouts.front().devMatrix());
    for (const ParamLayout& l : strategy.layouts) {
        SCOPED_TRACE(l.storedName());
        const std::vector<int64_t>& shape = shapes.at(l.name);
        const test::NaiveLayout naive = naiveOf(l, shape);
        const size_t count = static_cast<size_t>(product(shape));
        std::vector<uint8_t>& data = full[l.name];
        std::vector<uint8_t>& mask = covered[l.name];
        data.resize(count * kElem);
        mask.resize(count);
        for (int64_t local = 0; local < devices; ++local) {
            const int64_t g = l.stage * devices + local;
            std::vector<int64_t> begin, end, dims;
            test::naiveStoredSlice(naive, local, begin, end);
            std::vector<uint8_t> slice = files.read(fileOf(g), l.name, &dims);
            std::vector<int64_t> extent(begin.size());
            for (size_t i = 0; i < begin.size(); ++i) {
                extent[i] = end[i] - begin[i];
            }
            ASSERT_EQ(dims, extent) << "rank " << g;
            ASSERT_EQ(slice.size(), static_cast<size_t>(product(extent)) * kElem) << "rank " << g;
            std::vector<uint8_t> before(slice.size());
            std::vector<uint8_t> seen(slice.size() / kElem);
            test::naiveCopy(data, before, shape, begin, end, kElem, false);
            test::naiveCopy(mask, seen, shape, begin, end, 1, false);
            for (size_t e = 0; e < seen.size(); ++e) {
                if (seen[e] != 0) {
                    ASSERT_EQ(std::memcmp(&before[e * kElem], &slice[e * kElem], kElem), 0)
                        << "rank " << g << " disagrees with another copy at element " << e;
                }
            }
            std::vector<uint8_t> ones(seen.size(), 1);
            test::naiveCopy(data, slice, shape, begin, end, kElem, true);
            test::naiveCopy(mask, ones, shape, begin, end, 1, true);
        }
    }
    for (const auto& [name, mask] : covered) {
        EXPECT_EQ(std::count(mask.begin(), mask.end(), 0), 0) << name << " not fully covered";
    }
}

class StrategySimulatorConvert : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = std::make_unique<test::TempDir>();
        const SynthConfig config = runConfig();
        auto written = writeSynthRun(s_dir->file("run"), config);
        ASSERT_TRUE(written) << written.error().describe();
        auto model = buildSynthModel(config);
        ASSERT_TRUE(model);
        for (const SynthParam& p : model->params) {
            s_shapes[p.name] = p.shape;
        }
        auto strategy = readStrategyFile(s_dir->file("run/strategy.ckpt"));
        ASSERT_TRUE(strategy) << strategy.error().describe();
        s_strategy = std::move(*strategy);
        const std::string name = synthCheckpointName(config);
        mergeRun(
            s_strategy, s_shapes,
            [&](int64_t g) { return s_dir->file("run/rank_" + std::to_string(g) + "/" + name); },
            s_source);
        ASSERT_EQ(s_source.size(), 108u);  // 36 network parameters and their Adam moments
    }
    static void TearDownTestSuite() { s_dir.reset(); }

    // Simulates, saves the strategy as `file`, converts the run to it, and compares.
    void convertTo(const SimulationSpec& spec, const std::string& file, int cards) {
        test::TempDir dir;
        auto sim = simulateStrategy(s_strategy, s_shapes, spec);
        ASSERT_TRUE(sim) << sim.error().describe();
        for (const Issue& issue : sim->issues) {
            ASSERT_FALSE(issue.blocking()) << issueCodeName(issue.code) << ": " << issue.text();
        }
        ASSERT_EQ(sim->cards, cards);
        const std::string path = dir.file(file);
        ASSERT_TRUE(writeStrategyFile(sim->strategy, path));

        PlanRequest request;
        request.srcFolder = s_dir->file("run");
        request.srcStrategy = s_dir->file("run/strategy.ckpt");
        request.dstStrategy = path;
        request.dstFolder = dir.file("out");
        request.options.threads = 2;
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        // Not even a warning: every parameter is on both sides, every source rank is there.
        for (const Issue& p : plan->problems) {
            ADD_FAILURE() << issueCodeName(p.code) << ": " << p.text();
        }
        ASSERT_TRUE(plan->runnable());
        ASSERT_EQ(plan->ranks.size(), static_cast<size_t>(cards));
        auto done = executeConversion(*plan);
        ASSERT_TRUE(done) << done.error().describe();

        auto saved = readStrategyFile(path);
        ASSERT_TRUE(saved) << saved.error().describe();
        Tensors converted;
        mergeRun(
            *saved, s_shapes,
            [&](int64_t g) {
                const std::string r = std::to_string(g);
                return dir.file("out/rank_" + r + "/checkpoint_" + r + ".ckpt");
            },
            converted);
        ASSERT_EQ(converted.size(), s_source.size());
        for (const auto& [name, bytes] : s_source) {
            const auto it = converted.find(name);
            ASSERT_NE(it, converted.end()) << name;
            EXPECT_TRUE(it->second == bytes) << name << " differs after the conversion";
        }
    }

    static inline std::unique_ptr<test::TempDir> s_dir;
    static inline Strategy s_strategy;
    static inline FullShapes s_shapes;
    static inline Tensors s_source;
};

TEST_F(StrategySimulatorConvert, ToModelParallelFourOnOneStage) {
    SimulationSpec spec;
    spec.axisSizes = {1, 4};
    spec.stages = 1;
    convertTo(spec, "mp4.ckpt", 4);
}

TEST_F(StrategySimulatorConvert, ToDataParallelFourOnTwoStagesAsJson) {
    SimulationSpec spec;
    spec.axisSizes = {4, 1};
    spec.stages = 2;
    convertTo(spec, "dp4.json", 8);
}

TEST_F(StrategySimulatorConvert, ToOptimizerShardTwo) {
    SimulationSpec spec;
    spec.optShard = 2;
    convertTo(spec, "opt2.ckpt", 8);
}

TEST_F(StrategySimulatorConvert, ToFourStagesAsJson) {
    SimulationSpec spec;
    spec.stages = 4;
    convertTo(spec, "pp4.json", 16);
}

TEST_F(StrategySimulatorConvert, ToOneCard) {
    SimulationSpec spec;
    spec.mergeToOne = true;
    convertTo(spec, "one.ckpt", 1);
}

}  // namespace
}  // namespace shardscope
