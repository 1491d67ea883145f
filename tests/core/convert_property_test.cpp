// Random layouts (nested maps, optimizer sharding, pipelines, chunked records on both sides)
// converted by the real planner and executor, and compared with the naive reference.
#include <gtest/gtest.h>

#include <numeric>

#include "convert/executor.h"
#include "convert/planner.h"
#include "convert/verifier.h"
#include "convertcase.h"
#include "formats/checkpointfile.h"
#include "plantestutil.h"
#include "tensorcontent.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::ConvertCase;
using test::NaiveLayout;
using test::ParamSpec;

using test::product;

void randomSide(std::mt19937& rng, test::SideSpec& side) {
    side.stages = 1 + static_cast<int>(rng() % 2);
    const int axes = 1 + static_cast<int>(rng() % 3);
    do {
        side.dev.clear();
        for (int i = 0; i < axes; ++i) {
            side.dev.push_back(1 + static_cast<int64_t>(rng() % 4));
        }
    } while (product(side.dev) > 12);
}

NaiveLayout randomLayout(std::mt19937& rng, const std::vector<int64_t>& dev, size_t dims,
                         bool allowOpt) {
    NaiveLayout l;
    l.dev = dev;
    std::vector<int64_t> free(dev.size());
    std::iota(free.begin(), free.end(), 0);  // axes counted from the right
    std::shuffle(free.begin(), free.end(), rng);
    for (size_t i = 0; i < dims; ++i) {
        std::vector<int64_t> axes;
        const unsigned pick = rng() % 5;
        const size_t want = pick < 2 ? 0 : (pick == 4 ? 2 : 1);
        for (size_t k = 0; k < want && !free.empty(); ++k) {
            axes.push_back(free.back());
            free.pop_back();
        }
        if (axes.empty()) {
            axes.push_back(-1);
        }
        l.map.push_back(axes);
    }
    int64_t group = 1;
    for (int64_t a : free) {
        group *= dev[dev.size() - 1 - static_cast<size_t>(a)];
    }
    if (allowOpt && dims > 0 && group > 1 && rng() % 3 == 0) {
        std::vector<int64_t> sizes = {-1};
        for (int64_t d = 2; d <= group; ++d) {
            if (group % d == 0) {
                sizes.push_back(d);
            }
        }
        l.optSize = sizes[rng() % sizes.size()];
    }
    return l;
}

int64_t splitOf(const NaiveLayout& l, size_t dim) {
    int64_t n = 1;
    for (int64_t a : l.map[dim]) {
        if (a >= 0) {
            n *= l.dev[l.dev.size() - 1 - static_cast<size_t>(a)];
        }
    }
    return n;
}

int64_t optOf(const NaiveLayout& l) {
    if (l.optSize == 0) {
        return 1;
    }
    return l.optSize > 0 ? l.optSize : naiveDevices(l);  // a multiple of the group size
}

ConvertCase randomCase(std::mt19937& rng) {
    ConvertCase c;
    randomSide(rng, c.src);
    randomSide(rng, c.dst);
    const size_t params = 2 + rng() % 4;
    const std::pair<const char*, size_t> dtypes[] = {
        {"Float32", 4}, {"BFloat16", 2}, {"Int8", 1}, {"Float64", 8}, {"Float16", 2}};
    for (size_t i = 0; i < params; ++i) {
        ParamSpec p;
        p.name = "layer" + std::to_string(i) + ".weight";
        const auto& [dtype, elem] = dtypes[rng() % 5];
        p.dtype = dtype;
        p.elem = elem;
        const size_t dims = rng() % 8 == 0 ? 0 : 1 + rng() % 3;
        p.src = randomLayout(rng, c.src.dev, dims, true);
        p.dst = randomLayout(rng, c.dst.dev, dims, true);
        for (size_t d = 0; d < dims; ++d) {
            int64_t size = splitOf(p.src, d) * splitOf(p.dst, d) * (1 + rng() % 2);
            if (d == 0) {
                size *= optOf(p.src) * optOf(p.dst);
            }
            p.shape.push_back(size);
        }
        p.src.shape = p.shape;
        p.dst.shape = p.shape;
        p.srcStage = static_cast<int>(i) % c.src.stages;
        p.dstStage = static_cast<int>(i) % c.dst.stages;
        p.full = test::patternBytes(static_cast<size_t>(product(p.shape)) * p.elem,
                                    static_cast<uint32_t>(rng()));
        c.params.push_back(std::move(p));
    }
    return c;
}

using test::contentOf;

void checkCase(const ConvertCase& c, std::mt19937& rng) {
    test::TempDir dir;
    test::writeSources(c, dir.file("src"), 16 + rng() % 200);
    ASSERT_TRUE(writeStrategyFile(test::strategyOf(c, true), dir.file("src.ckpt")));
    ASSERT_TRUE(writeStrategyFile(test::strategyOf(c, false), dir.file("dst.ckpt")));
    PlanRequest request;
    request.srcFolder = dir.file("src");
    request.srcStrategy = dir.file("src.ckpt");
    request.dstStrategy = dir.file("dst.ckpt");
    request.dstFolder = dir.file("dst");
    request.options.chunkBytes = 24 + rng() % 300;
    request.options.windowBytes = 8 + rng() % 100;
    request.options.threads = 1 + static_cast<unsigned>(rng() % 3);
    request.options.crc = rng() % 2 == 0;
    auto plan = test::planFromPath(request);
    ASSERT_TRUE(plan) << plan.error().describe();
    for (const Issue& p : plan->problems) {
        ASSERT_FALSE(p.blocking()) << issueCodeName(p.code) << ": " << p.text();
    }
    auto result = executeConversion(*plan);
    ASSERT_TRUE(result) << result.error().describe();
    EXPECT_TRUE(verifyConversion(*plan).ok());

    const int64_t srcDevices = product(c.src.dev);
    const int64_t dstDevices = product(c.dst.dev);
    ASSERT_EQ(plan->ranks.size(), static_cast<size_t>(c.dst.stages * dstDevices));
    for (int g = 0; g < c.dst.stages * dstDevices; ++g) {
        SCOPED_TRACE("destination rank " + std::to_string(g));
        const int stage = static_cast<int>(g / dstDevices);
        const int64_t local = g % dstDevices;
        auto out = CheckpointFile::open(dir.file("dst/rank_" + std::to_string(g) + "/checkpoint_" +
                                                 std::to_string(g) + ".ckpt"));
        ASSERT_TRUE(out) << out.error().describe();
        if (request.options.crc) {
            EXPECT_EQ(out->index().crc, CrcState::Ok);
        }
        size_t expectedCount = 2;
        for (const ParamSpec& p : c.params) {
            if (p.dstStage != stage) {
                EXPECT_EQ(out->index().find(p.name), nullptr) << p.name;
                continue;
            }
            ++expectedCount;
            const TensorEntry* t = out->index().find(p.name);
            ASSERT_NE(t, nullptr) << p.name;
            std::vector<int64_t> ext;
            EXPECT_EQ(contentOf(*out, *t), test::expectedSlice(p, local, ext)) << p.name;
            EXPECT_EQ(t->dims, ext) << p.name;
            EXPECT_EQ(t->dtypeName, p.dtype);
        }
        ASSERT_EQ(out->index().tensors.size(), expectedCount);
        // Copied entries come last, from source local rank r mod src devices of the stage.
        const auto& tensors = out->index().tensors;
        EXPECT_EQ(tensors[expectedCount - 2].name, "learning_rate");
        EXPECT_EQ(tensors[expectedCount - 1].name, "global_step");
        const int srcStage = stage < c.src.stages ? stage : 0;
        const float lr = static_cast<float>(srcStage * srcDevices + local % srcDevices);
        const auto lrBytes = contentOf(*out, tensors[expectedCount - 2]);
        ASSERT_EQ(lrBytes.size(), 4u);
        EXPECT_EQ(std::memcmp(lrBytes.data(), &lr, 4), 0);
    }
}

TEST(ConvertProperty, RandomLayoutsMatchTheNaiveReference) {
    std::mt19937 rng(20261121);
    for (int i = 0; i < 60; ++i) {
        SCOPED_TRACE("case " + std::to_string(i));
        const ConvertCase c = randomCase(rng);
        checkCase(c, rng);
        if (HasFatalFailure()) {
            return;
        }
    }
}

}  // namespace
}  // namespace shardscope

namespace shardscope {
namespace {

// The generator must actually produce the hard cases, or the property test proves little.
TEST(ConvertProperty, GeneratorCoversTheHardCases) {
    std::mt19937 rng(20261121);
    int nested = 0, opt = 0, pipelined = 0, scalars = 0, optAll = 0;
    for (int i = 0; i < 60; ++i) {
        const ConvertCase c = randomCase(rng);
        pipelined += c.src.stages > 1 || c.dst.stages > 1;
        for (const ParamSpec& p : c.params) {
            for (const NaiveLayout* l : {&p.src, &p.dst}) {
                nested += std::any_of(l->map.begin(), l->map.end(),
                                      [](const auto& a) { return a.size() > 1; });
                opt += l->optSize > 0;
                optAll += l->optSize == -1;
            }
            scalars += p.shape.empty();
        }
    }
    EXPECT_GE(nested, 10);
    EXPECT_GE(opt, 10);
    EXPECT_GE(optAll, 5);
    EXPECT_GE(pipelined, 20);
    EXPECT_GE(scalars, 3);
}

}  // namespace
}  // namespace shardscope
