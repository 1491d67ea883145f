// Tensor statistics and 2-D cuts: exact numbers for every dtype, merged stats equal to those of
// the merged checkpoint, bounded page reads, and cancellation.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>

#include "convert/executor.h"
#include "convert/planner.h"
#include "formats/checkpointwriter.h"
#include "inspect/rundocument.h"
#include "plantestutil.h"
#include "stats/elementreader.h"
#include "stats/tensorcut.h"
#include "stats/tensorstats.h"
#include "synth/synthrun.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::kInf;
using test::kNaN;

template <class T>
std::vector<uint8_t> bytesOf(const std::vector<T>& values) {
    std::vector<uint8_t> out(values.size() * sizeof(T));
    std::memcpy(out.data(), values.data(), out.size());
    return out;
}

// One tensor in a fresh checkpoint, opened again and kept alive with its dir.
struct OneTensor {
    test::TempDir dir;
    std::shared_ptr<const CheckpointFile> file;
    const TensorEntry* entry = nullptr;

    OneTensor(const std::string& dtype, const std::vector<int64_t>& dims,
              const std::vector<uint8_t>& content, uint64_t chunkBytes = 1 << 20) {
        CheckpointWriteOptions options;
        options.chunkBytes = chunkBytes;
        auto w = CheckpointWriter::create(dir.file("t.ckpt"), options);
        EXPECT_TRUE(w);
        EXPECT_TRUE(w->addTensor("t", dtype, dims, content));
        EXPECT_TRUE(w->commit());
        auto f = CheckpointFile::open(dir.file("t.ckpt"));
        EXPECT_TRUE(f) << f.error().describe();
        file = std::make_shared<const CheckpointFile>(std::move(*f));
        entry = &file->index().tensors.at(0);
    }
    TensorStats stats(const StatsOptions& options = {}) const {
        auto s = computeStats(*file, *entry, options);
        EXPECT_TRUE(s) << s.error().describe();
        return s ? *s : TensorStats{};
    }
    std::vector<double> values() const {
        auto r = ElementReader::make(*file, *entry);
        EXPECT_TRUE(r);
        std::vector<double> v(r->count());
        std::vector<uint8_t> scratch;
        EXPECT_TRUE(r->read(0, v, scratch));
        return v;
    }
};

void expectValues(const std::vector<double>& actual, const std::vector<double>& expected) {
    ASSERT_EQ(actual.size(), expected.size());
    for (size_t i = 0; i < actual.size(); ++i) {
        if (std::isnan(expected[i])) {
            EXPECT_TRUE(std::isnan(actual[i])) << i;
        } else {
            EXPECT_EQ(actual[i], expected[i]) << i;
        }
    }
}

TEST(TensorStats, Float32WithNanAndInfinities) {
    const std::vector<float> v = {1, -2, 0, 3.5f, NAN, INFINITY, -INFINITY, 0};
    OneTensor t("Float32", {2, 4}, bytesOf(v));
    const TensorStats s = t.stats();
    EXPECT_EQ(s.count, 8u);
    EXPECT_EQ(s.zeros, 2u);
    EXPECT_EQ(s.nans, 1u);
    EXPECT_EQ(s.posInf, 1u);
    EXPECT_EQ(s.negInf, 1u);
    EXPECT_EQ(s.finite(), 5u);
    EXPECT_EQ(s.min, -2.0);
    EXPECT_EQ(s.max, 3.5);
    EXPECT_DOUBLE_EQ(s.mean, 0.5);
    EXPECT_DOUBLE_EQ(s.std, std::sqrt(3.2));
    ASSERT_EQ(s.histogram.size(), 64u);
    EXPECT_EQ(s.histMin, -2.0);
    EXPECT_EQ(s.histMax, 3.5);
    EXPECT_EQ(s.histogram.front(), 1u);  // -2
    EXPECT_EQ(s.histogram.back(), 1u);   // 3.5, the last bin is closed
    EXPECT_EQ(s.histogram[23], 2u);      // the zeros: 2 / 5.5 * 64 = 23.3
    EXPECT_EQ(s.histogram[34], 1u);      // 1: 3 / 5.5 * 64 = 34.9
    uint64_t sum = 0;
    for (uint64_t c : s.histogram) {
        sum += c;
    }
    EXPECT_EQ(sum, 5u);
}

TEST(TensorStats, IntegerTypesGetOneBinPerValue) {
    struct Case {
        const char* dtype;
        std::vector<uint8_t> bytes;
    };
    const std::vector<Case> cases = {
        {"Int8", bytesOf<int8_t>({-3, 0, 5, 7})},
        {"Int16", bytesOf<int16_t>({-3, 0, 5, 7})},
        {"Int32", bytesOf<int32_t>({-3, 0, 5, 7})},
        {"Int64", bytesOf<int64_t>({-3, 0, 5, 7})},
    };
    for (const Case& c : cases) {
        SCOPED_TRACE(c.dtype);
        OneTensor t(c.dtype, {4}, c.bytes);
        expectValues(t.values(), {-3, 0, 5, 7});
        const TensorStats s = t.stats();
        EXPECT_EQ(s.count, 4u);
        EXPECT_EQ(s.zeros, 1u);
        EXPECT_EQ(s.min, -3.0);
        EXPECT_EQ(s.max, 7.0);
        EXPECT_DOUBLE_EQ(s.mean, 2.25);
        EXPECT_EQ(s.histMin, -3.5);
        EXPECT_EQ(s.histMax, 7.5);
        EXPECT_EQ(s.histogram, (std::vector<uint64_t>{1, 0, 0, 1, 0, 0, 0, 0, 1, 0, 1}));
    }
}

TEST(TensorStats, UnsignedTypesAndWideRanges) {
    OneTensor u8("UInt8", {3}, bytesOf<uint8_t>({0, 200, 255}));
    expectValues(u8.values(), {0, 200, 255});
    EXPECT_EQ(u8.stats().histogram.size(), 64u);  // 256 values do not fit 64 bins
    OneTensor u16("UInt16", {2}, bytesOf<uint16_t>({65535, 1}));
    expectValues(u16.values(), {65535, 1});
    OneTensor u32("UInt32", {2}, bytesOf<uint32_t>({4294967295u, 2}));
    expectValues(u32.values(), {4294967295.0, 2});
    OneTensor u64("UInt64", {2}, bytesOf<uint64_t>({1ull << 63, 3}));
    expectValues(u64.values(), {9223372036854775808.0, 3});
    const TensorStats s = u64.stats();
    EXPECT_EQ(s.max, 9223372036854775808.0);
    EXPECT_EQ(s.histogram.front(), 1u);
    EXPECT_EQ(s.histogram.back(), 1u);
    OneTensor i64("Int64", {2}, bytesOf<int64_t>({-(1ll << 40), 1ll << 40}));
    EXPECT_NEAR(i64.stats().mean, 0.0, 1e-3);
}

TEST(TensorStats, BoolCountsTwoBars) {
    OneTensor t("Bool", {4}, {1, 0, 1, 1});
    const TensorStats s = t.stats();
    EXPECT_DOUBLE_EQ(s.mean, 0.75);
    EXPECT_EQ(s.zeros, 1u);
    EXPECT_EQ(s.histogram, (std::vector<uint64_t>{1, 3}));
    EXPECT_EQ(s.histMin, -0.5);
    EXPECT_EQ(s.histMax, 1.5);
}

TEST(TensorStats, HalfAndBFloat16ExactValues) {
    // 1, -2, 0.5, +inf, NaN, smallest subnormal 2^-24, -0
    OneTensor h("Float16", {7},
                bytesOf<uint16_t>({0x3C00, 0xC000, 0x3800, 0x7C00, 0x7E00, 0x0001, 0x8000}));
    expectValues(h.values(), {1, -2, 0.5, kInf, kNaN, std::ldexp(1.0, -24), 0});
    const TensorStats hs = h.stats();
    EXPECT_EQ(hs.posInf, 1u);
    EXPECT_EQ(hs.nans, 1u);
    EXPECT_EQ(hs.zeros, 1u);  // -0 is a zero
    EXPECT_EQ(hs.min, -2.0);
    // 1, 3.140625, -inf, NaN, 1.5e-45-ish bf16 subnormal 0x0001 = 2^-133, -0.5
    OneTensor b("BFloat16", {2, 3},
                bytesOf<uint16_t>({0x3F80, 0x4049, 0xFF80, 0x7FC0, 0x0001, 0xBF00}));
    expectValues(b.values(), {1, 3.140625, -kInf, kNaN, std::ldexp(1.0, -133), -0.5});
    const TensorStats bs = b.stats();
    EXPECT_EQ(bs.negInf, 1u);
    EXPECT_EQ(bs.max, 3.140625);
    EXPECT_EQ(bs.min, -0.5);
    EXPECT_EQ(bs.count, 6u);
}

TEST(TensorStats, Float64IsStableFarFromZero) {
    std::vector<double> v;
    for (int i = 0; i < 1000; ++i) {
        v.push_back(1e9 + (i % 4) + 1);
    }
    OneTensor t("Float64", {1000}, bytesOf(v));
    StatsOptions small;
    small.blockElements = 7;  // many blocks: exercises the moment merging
    const TensorStats s = t.stats(small);
    EXPECT_DOUBLE_EQ(s.mean, 1e9 + 2.5);
    EXPECT_NEAR(s.std, std::sqrt(1.25), 1e-9);
    EXPECT_EQ(s.histogram.front(), 250u);
    EXPECT_EQ(s.histogram.back(), 250u);
}

// MindSpore's qint4x2: one byte per element of the shape, holding two 4-bit values; its values
// are the int8 bytes, as Tensor.asnumpy() gives them (mindspore/core/utils/misc.cc: 1 byte).
TEST(TensorStats, Int4ElementsAreTheirInt8Bytes) {
    OneTensor t("Int4", {3}, {0x21, 0xF8, 0x07});
    expectValues(t.values(), {33, -8, 7});
    const TensorStats s = t.stats();
    EXPECT_EQ(s.min, -8.0);
    EXPECT_EQ(s.max, 33.0);
    EXPECT_DOUBLE_EQ(s.mean, 32.0 / 3);
    const TensorSource src = singleSource(t.file, *t.entry);
    auto page = readCut(src, {0, -1, {}, 1, 2, 0, 1});
    ASSERT_TRUE(page);
    EXPECT_EQ(page->values, (std::vector<double>{-8, 7}));
}

TEST(TensorStats, Float8DecodesAndComplexIsUnsupported) {
    OneTensor e4("Float8E4M3FN", {4}, {0x38, 0x7F, 0xC0, 0x01});
    expectValues(e4.values(), {1, kNaN, -2, std::ldexp(1.0, -9)});
    OneTensor e5("Float8E5M2", {3}, {0x3C, 0x7C, 0xC0});
    expectValues(e5.values(), {1, kInf, -2});
    OneTensor c("Complex64", {1}, bytesOf<float>({1, 2}));
    auto s = computeStats(*c.file, *c.entry);
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().code, ErrorCode::Unsupported);
    EXPECT_EQ(s.error().param, "t");
}

TEST(TensorStats, ElementsSplitAcrossRecords) {
    std::vector<float> v;
    for (int i = 0; i < 100; ++i) {
        v.push_back(static_cast<float>(i) - 50);
    }
    OneTensor t("Float32", {10, 10}, bytesOf(v), 6);  // every record ends inside an element
    ASSERT_GT(t.entry->chunks.size(), 60u);
    std::vector<double> expected(v.begin(), v.end());
    expectValues(t.values(), expected);
    EXPECT_DOUBLE_EQ(t.stats().mean, -0.5);
}

TEST(TensorStats, CutOfThreeDimensionsWithFixedIndex) {
    std::vector<float> v(24);
    for (int i = 0; i < 24; ++i) {
        v[static_cast<size_t>(i)] = static_cast<float>(i);
    }
    OneTensor t("Float32", {2, 3, 4}, bytesOf(v));
    const TensorSource src = singleSource(t.file, *t.entry);
    // Rows along dim 2, columns along dim 0, dim 1 held at 1; the page runs past the edge.
    auto page = readCut(src, {2, 0, {0, 1, 0}, 2, 10, 0, 10});
    ASSERT_TRUE(page) << page.error().describe();
    EXPECT_EQ(page->rows, 2);
    EXPECT_EQ(page->cols, 2);
    EXPECT_EQ(page->values, (std::vector<double>{6, 18, 7, 19}));
    EXPECT_EQ(cutExtent(src, 2), 4);
    auto bad = readCut(src, {2, 0, {0, 3, 0}, 0, 1, 0, 1});
    ASSERT_FALSE(bad);
    EXPECT_EQ(bad.error().code, ErrorCode::InvalidArgument);
}

TEST(TensorStats, CancelStopsAtTheNextBlock) {
    std::vector<float> v(1000, 1.0f);
    OneTensor t("Float32", {1000}, bytesOf(v));
    std::stop_source stop;
    int calls = 0;
    StatsOptions options;
    options.blockElements = 10;
    auto s = computeStats(*t.file, *t.entry, options, stop.get_token(), [&](const Progress& p) {
        ++calls;
        EXPECT_EQ(p.done, 10u);
        EXPECT_EQ(p.total, 2000u);
        stop.request_stop();
    });
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().code, ErrorCode::Cancelled);
    EXPECT_EQ(calls, 1);
}

void expectSameStats(const TensorStats& a, const TensorStats& b) {
    EXPECT_EQ(a.count, b.count);
    EXPECT_EQ(a.zeros, b.zeros);
    EXPECT_EQ(a.nans, b.nans);
    EXPECT_EQ(a.min, b.min);
    EXPECT_EQ(a.max, b.max);
    EXPECT_NEAR(a.mean, b.mean, 1e-12 * (1 + std::abs(b.mean)));
    EXPECT_NEAR(a.std, b.std, 1e-12 * (1 + b.std));
    EXPECT_EQ(a.histogram, b.histogram);
}

TEST(TensorStats, MergedAcrossRanksEqualsTheMergedCheckpoint) {
    for (const char* dtype : {"BFloat16", "Float32"}) {
        SCOPED_TRACE(dtype);
        test::TempDir dir;
        SynthConfig c;
        c.dp = 2;
        c.mp = 2;
        c.pp = 2;
        c.optShard = 2;
        c.dtype = dtype;
        ASSERT_TRUE(writeSynthRun(dir.file("run"), c));
        PlanRequest request;
        request.srcFolder = dir.file("run");
        request.srcStrategy = dir.file("run/strategy.ckpt");
        request.dstFolder = dir.file("merged");
        auto plan = test::planFromPath(request);
        ASSERT_TRUE(plan) << plan.error().describe();
        ASSERT_TRUE(executeConversion(*plan));
        auto merged = CheckpointFile::open(dir.file("merged/rank_0/checkpoint_0.ckpt"));
        ASSERT_TRUE(merged) << merged.error().describe();
        auto run = loadRunFolder(dir.file("run"));
        ASSERT_TRUE(run) << run.error().describe();

        int split = 0;
        for (const ParamInfo& p : run->params) {
            SCOPED_TRACE(p.name);
            const TensorEntry* full = merged->index().find(p.name);
            ASSERT_NE(full, nullptr);
            auto src = mergedSource(*run, p);
            ASSERT_TRUE(src) << src.error().describe();
            EXPECT_EQ(src->shape, full->shape);
            EXPECT_EQ(src->elementCount(), full->elementCount());
            split += src->pieces.size() > 1 ? 1 : 0;
            auto a = computeStats(*src);
            auto b = computeStats(*merged, *full);
            ASSERT_TRUE(a && b);
            expectSameStats(*a, *b);
            if (full->shape.size() == 2) {
                // A page straddling slice boundaries reads what the merged file holds.
                const int64_t rows = full->shape[0];
                const int64_t cols = full->shape[1];
                CutRequest cut{0, 1, {}, rows / 2 - 3, 7, cols / 2 - 5, 11};
                auto page = readCut(*src, cut);
                ASSERT_TRUE(page) << page.error().describe();
                auto reader = ElementReader::make(*merged, *full);
                ASSERT_TRUE(reader);
                for (int64_t r = 0; r < page->rows; ++r) {
                    for (int64_t col = 0; col < page->cols; ++col) {
                        const auto i =
                            static_cast<uint64_t>((page->row0 + r) * cols + page->col0 + col);
                        ASSERT_EQ(page->at(r, col), *reader->at(i)) << r << "," << col;
                    }
                }
            }
        }
        EXPECT_GT(split, 4);
    }
}

TEST(TensorStats, RankSourceIsTheLocalTensor) {
    test::TempDir dir;
    SynthConfig c;
    c.pp = 1;
    ASSERT_TRUE(writeSynthRun(dir.file("run"), c));
    auto run = loadRunFolder(dir.file("run"));
    ASSERT_TRUE(run);
    const ParamInfo& p = run->params.front();
    auto src = rankSource(*run, p, 1);
    ASSERT_TRUE(src);
    EXPECT_EQ(src->shape, p.localShape);
    EXPECT_EQ(src->rank, 1);
    auto missing = rankSource(*run, p, 99);
    ASSERT_FALSE(missing);
    EXPECT_EQ(missing.error().code, ErrorCode::NotFound);
}

}  // namespace
}  // namespace shardscope
