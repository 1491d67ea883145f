#pragma once

// A four-rank run (dev_matrix [2, 2]) written by hand, with or without redundancy: the case of
// issue 15, small enough to state every expectation in the test. In file order:
//
//   a  [8, 4] tensor_map [-1, -1]  replicated x4: group (0, 1, 2, 3)
//   s1 [8, 4] tensor_map [1, 0]    split both ways: every rank its own slice (a group of one)
//   b  [8, 4] tensor_map [1, -1]   rows split by axis 0: groups (0, 1) and (2, 3)
//   s2                             as s1
//   c  [8, 4] tensor_map [1, -1]   the same groups as b
//   s3                             as s1
//   d  [8, 4] tensor_map [0, -1]   rows split by axis 1: groups (0, 2) and (1, 3)
//
// MindSpore's rule (layouts.md section 7, names sorted) saves, with remove_redundancy=True:
//   a on 0; group (0, 1): b on 0, c on 1; group (2, 3): b on 2, c on 3; d on 0 (0, 2) and 1 (1, 3)
// so rank 0 holds a, b, d; rank 1 c, d; rank 2 b; rank 3 c; and every rank its s1, s2, s3. The
// split-only parameters, on every rank, also tell the order of a full file: b lies between s1
// and s2 in the files that hold it, c between s2 and s3. learning_rate and global_step (the rank
// number) are on every rank.
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "formats/checkpointwriter.h"
#include "testutil.h"

namespace shardscope::test {

struct SmallParam {
    std::string name;
    int axis;  // dev-matrix axis (from the left) splitting rows; -1: replicated; 2: both ways
};

inline const std::vector<SmallParam>& smallParams() {
    static const std::vector<SmallParam> params{{"a", -1}, {"s1", 2}, {"b", 0}, {"s2", 2},
                                                {"c", 0},  {"s3", 2}, {"d", 1}};
    return params;
}

// Rows [0, 8) x 4 Float32 of parameter `index`, distinct for every parameter.
inline std::vector<uint8_t> smallFull(size_t index) {
    return patternBytes(8 * 4 * 4, static_cast<uint32_t>(index + 11));
}

// Which rank saves which parameter when redundancy is removed (the table above).
inline bool smallSavedOnce(int rank, const std::string& name) {
    if (name.front() == 's') {
        return true;
    }
    static const std::vector<std::vector<std::string>> held{
        {"a", "b", "d"}, {"c", "d"}, {"b"}, {"c"}};
    const auto& names = held[static_cast<size_t>(rank)];
    return std::find(names.begin(), names.end(), name) != names.end();
}

inline std::string smallStrategyJson() {
    std::string items;
    std::string layouts;
    for (const SmallParam& p : smallParams()) {
        const std::string map = p.axis < 0    ? "[-1, -1]"
                                : p.axis == 0 ? "[1, -1]"
                                : p.axis == 1 ? "[0, -1]"
                                              : "[1, 0]";
        items += std::string(items.empty() ? "" : ", ") + "\"MatMul_" + p.name +
                 "\": {\"stage\": 0, \"parallel_strategy\": [[1, 1]]}";
        layouts += std::string(layouts.empty() ? "" : ", ") + "\"" + p.name +
                   "\": {\"dev_matrix\": [2, 2], \"tensor_map\": " + map +
                   ", \"tensor_shape\": [8, 4], \"field\": 0, \"opt_weight_shard_step\": 0, "
                   "\"opt_weight_shard_size\": 0}";
    }
    return "{\"current_stage\": 1, \"parallel_strategy_item\": {" + items +
           "}, \"parallel_layout_item\": {" + layouts + "}}";
}

// Writes DIR/rank_<g>/net-1_1.ckpt for g in 0..3 and DIR/strategy.json; `keep(rank, name)`
// decides which layout parameters each rank file holds (all of them: a full run).
inline void writeSmallRun(const std::string& dir,
                          const std::function<bool(int, const std::string&)>& keep) {
    std::filesystem::create_directories(dir);
    writeFile(dir + "/strategy.json", smallStrategyJson());
    for (int g = 0; g < 4; ++g) {
        const int coords[2] = {g / 2, g % 2};
        std::filesystem::create_directories(dir + "/rank_" + std::to_string(g));
        CheckpointWriteOptions options;
        options.readOnly = false;
        auto w =
            CheckpointWriter::create(dir + "/rank_" + std::to_string(g) + "/net-1_1.ckpt", options);
        for (size_t i = 0; i < smallParams().size(); ++i) {
            const SmallParam& p = smallParams()[i];
            if (!keep(g, p.name)) {
                continue;
            }
            const std::vector<uint8_t> full = smallFull(i);
            if (p.axis < 0) {
                (void)w->addTensor(p.name, "Float32", {8, 4}, full);
                continue;
            }
            const size_t half = full.size() / 2;
            if (p.axis == 2) {  // rows by axis 0, columns by axis 1: [4, 2] of [8, 4]
                std::vector<uint8_t> slice;
                for (size_t r = 0; r < 4; ++r) {
                    const size_t row = static_cast<size_t>(coords[0]) * 4 + r;
                    const size_t col = static_cast<size_t>(coords[1]) * 2;
                    const uint8_t* from = full.data() + (row * 4 + col) * 4;
                    slice.insert(slice.end(), from, from + 2 * 4);
                }
                (void)w->addTensor(p.name, "Float32", {4, 2}, slice);
                continue;
            }
            const size_t part = static_cast<size_t>(coords[p.axis]);
            (void)w->addTensor(p.name, "Float32", {4, 4},
                               std::span<const uint8_t>(full.data() + part * half, half));
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

}  // namespace shardscope::test
