#pragma once

// Rank files for a real strategy (no per-rank checkpoints of the fixtures exist publicly): each
// layout's stored slice of a deterministic full tensor, Float32, plus a step_num scalar per rank,
// cut by the naive reference of docs/layouts.md. Shared by the conversion and fit tests.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "formats/checkpointwriter.h"
#include "formats/strategy.h"
#include "naivereference.h"
#include "testutil.h"

namespace shardscope::test {

// A full shape every layout of the name divides: 8 per dimension times a per-name factor.
inline std::map<std::string, std::vector<int64_t>> shapesFor(const Strategy& a, const Strategy& b) {
    std::map<std::string, std::vector<int64_t>> shapes;
    size_t i = 0;
    for (const Strategy* s : {&a, &b}) {
        for (const ParamLayout& l : s->layouts) {
            if (shapes.count(l.name) == 0) {
                shapes[l.name] =
                    std::vector<int64_t>(l.tensorMap.size(), 8 * static_cast<int64_t>(1 + i++ % 3));
            }
        }
    }
    return shapes;
}

inline std::vector<uint8_t> fullTensor(const std::string& name, const std::vector<int64_t>& shape) {
    int64_t n = 1;
    for (int64_t d : shape) {
        n *= d;
    }
    return patternBytes(static_cast<size_t>(n) * 4,
                        static_cast<uint32_t>(std::hash<std::string>{}(name)));
}

inline std::vector<uint8_t> sliceOf(const ParamLayout& l, const std::vector<int64_t>& shape,
                                    int64_t local, std::vector<int64_t>& ext) {
    const NaiveLayout n = naiveOf(l, shape);
    std::vector<int64_t> b, e;
    naiveStoredSlice(n, local, b, e);
    ext.resize(b.size());
    int64_t count = 1;
    for (size_t i = 0; i < b.size(); ++i) {
        ext[i] = e[i] - b[i];
        count *= ext[i];
    }
    std::vector<uint8_t> full = fullTensor(l.name, shape);
    std::vector<uint8_t> slice(static_cast<size_t>(count) * 4);
    naiveCopy(full, slice, shape, b, e, 4, false);
    return slice;
}

inline void writeRun(const Strategy& s, const std::map<std::string, std::vector<int64_t>>& shapes,
                     const std::string& dir) {
    const int devices =
        static_cast<int>(naiveOf(s.layouts[0], {}).dev.size() == 1
                             ? s.layouts[0].devMatrix()[0]
                             : s.layouts[0].devMatrix()[0] * s.layouts[0].devMatrix()[1]);
    const int stages = static_cast<int>(s.stages().size());
    for (int g = 0; g < devices * stages; ++g) {
        std::filesystem::create_directories(dir + "/rank_" + std::to_string(g));
        CheckpointWriteOptions options;
        options.readOnly = false;
        auto w =
            CheckpointWriter::create(dir + "/rank_" + std::to_string(g) + "/gpt-1_2.ckpt", options);
        ASSERT_TRUE(w);
        for (const ParamLayout& l : s.layouts) {
            if (l.stage == g / devices) {
                std::vector<int64_t> ext;
                const auto bytes = sliceOf(l, shapes.at(l.name), g % devices, ext);
                ASSERT_TRUE(w->addTensor(l.name, "Float32", ext, bytes));
            }
        }
        const int64_t step = 2;
        ASSERT_TRUE(
            w->addTensor("step_num", "Int64", {}, {reinterpret_cast<const uint8_t*>(&step), 8}));
        ASSERT_TRUE(w->commit());
    }
}

}  // namespace shardscope::test
