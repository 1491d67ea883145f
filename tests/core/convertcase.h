#pragma once

// Builds random conversion cases: source rank files sliced naively from random full tensors,
// the two strategies, and the naive expectation for every destination rank.
#include <map>
#include <random>
#include <string>
#include <vector>

#include "formats/checkpointwriter.h"
#include "formats/strategy.h"
#include "naivereference.h"
#include "testutil.h"

namespace shardscope::test {

struct SideSpec {
    int stages = 1;
    std::vector<int64_t> dev;
};

struct ParamSpec {
    std::string name;
    std::string dtype;
    size_t elem = 4;
    std::vector<int64_t> shape;
    NaiveLayout src, dst;  // shapes filled in
    int srcStage = 0, dstStage = 0;
    std::vector<uint8_t> full;
};

struct ConvertCase {
    SideSpec src, dst;
    std::vector<ParamSpec> params;
};

inline Strategy strategyOf(const ConvertCase& c, bool source) {
    const SideSpec& side = source ? c.src : c.dst;
    Strategy s;
    s.merged = side.stages > 1;
    for (const ParamSpec& p : c.params) {
        const NaiveLayout& l = source ? p.src : p.dst;
        ParamLayout pl;
        pl.name = p.name;
        pl.stage = source ? p.srcStage : p.dstStage;
        pl.prefixed = side.stages > 1;
        pl.devMatrices = {l.dev};
        pl.tensorMap = l.map;
        pl.nested = std::any_of(l.map.begin(), l.map.end(),
                                [](const auto& axes) { return axes.size() != 1; });
        if (!pl.nested && pl.tensorMap.empty()) {
            pl.tensorMap = {};
        }
        pl.optShardSize = static_cast<int32_t>(l.optSize);
        // The rank distance between neighbours of the innermost replica axis.
        int32_t step = 0;
        if (l.optSize != 0) {
            step = 1;
            std::vector<bool> used(l.dev.size(), false);
            for (const auto& axes : l.map) {
                for (int64_t a : axes) {
                    if (a >= 0) {
                        used[l.dev.size() - 1 - static_cast<size_t>(a)] = true;
                    }
                }
            }
            int64_t stride = 1;
            for (size_t i = l.dev.size(); i-- > 0;) {
                if (!used[i] && l.dev[i] > 1) {
                    step = static_cast<int32_t>(stride);
                    break;
                }
                stride *= l.dev[i];
            }
        }
        pl.optShardStep = step;
        pl.paramSplitShapes = {{}};
        pl.indicesOffsets = {{}};
        s.layouts.push_back(pl);
        s.items.push_back({"MatMul_" + p.name, static_cast<uint32_t>(pl.stage), {{1}}});
    }
    return s;
}

// Writes rank_<g>/ckpt.ckpt for every source rank, plus learning_rate and global_step holding
// the rank number (so the copy rule is visible), and the source strategy.
inline void writeSources(const ConvertCase& c, const std::string& dir, uint64_t chunkBytes) {
    const int64_t devices = naiveDevices(c.params.front().src);
    for (int g = 0; g < c.src.stages * devices; ++g) {
        const int stage = static_cast<int>(g / devices);
        const int64_t local = g % devices;
        std::filesystem::create_directories(dir + "/rank_" + std::to_string(g));
        CheckpointWriteOptions options;
        options.chunkBytes = chunkBytes;
        options.readOnly = false;
        auto w =
            CheckpointWriter::create(dir + "/rank_" + std::to_string(g) + "/net-1_1.ckpt", options);
        for (const ParamSpec& p : c.params) {
            if (p.srcStage != stage) {
                continue;
            }
            std::vector<int64_t> b, e;
            naiveStoredSlice(p.src, local, b, e);
            std::vector<int64_t> ext(b.size());
            int64_t n = 1;
            for (size_t i = 0; i < b.size(); ++i) {
                ext[i] = e[i] - b[i];
                n *= ext[i];
            }
            std::vector<uint8_t> slice(static_cast<size_t>(n) * p.elem);
            std::vector<uint8_t> full = p.full;
            naiveCopy(full, slice, p.shape, b, e, p.elem, false);
            (void)w->addTensor(p.name, p.dtype, ext, slice);
        }
        const float lr = static_cast<float>(g);
        const int32_t step = g;
        (void)w->addTensor("learning_rate", "Float32", {},
                           {reinterpret_cast<const uint8_t*>(&lr), 4});
        (void)w->addTensor("global_step", "Int32", {1},
                           {reinterpret_cast<const uint8_t*>(&step), 4});
        (void)w->commit();
    }
}

// The bytes destination rank `g` must hold for `p`.
inline std::vector<uint8_t> expectedSlice(const ParamSpec& p, int64_t local,
                                          std::vector<int64_t>& ext) {
    std::vector<int64_t> b, e;
    naiveStoredSlice(p.dst, local, b, e);
    ext.resize(b.size());
    int64_t n = 1;
    for (size_t i = 0; i < b.size(); ++i) {
        ext[i] = e[i] - b[i];
        n *= ext[i];
    }
    std::vector<uint8_t> slice(static_cast<size_t>(n) * p.elem);
    std::vector<uint8_t> full = p.full;
    naiveCopy(full, slice, p.shape, b, e, p.elem, false);
    return slice;
}

}  // namespace shardscope::test
