#pragma once

// What every strategy target checks on a strategy that parsed: the layout math accepts or
// rejects each layout without crashing, and an accepted layout's slices are consistent; the
// inspect report prints as text and JSON.

#include <algorithm>

#include "formats/strategy.h"
#include "fuzzcheck.h"
#include "inspect/inspectreport.h"
#include "inspect/reportjson.h"
#include "inspect/reporttext.h"
#include "layout/box.h"
#include "layout/tensorlayout.h"
#include "util/jsontext.h"

namespace fuzz {

// At most this many ranks of one layout are walked: a device matrix may claim a million.
inline constexpr int kRanksChecked = 64;
// And replica groups are listed only up to this size: listing a group of millions once per rank
// walked is the check's own cost, not the parser's (found by the campaign of 2026-11-26: a
// dev_matrix of [5, 866666] with an empty tensor_map timed out here; `inspect` reads it in 0.1 s).
inline constexpr int64_t kGroupChecked = 1 << 16;

inline void checkLayout(const shardscope::TensorLayout& layout) {
    using namespace shardscope;
    const Box whole = wholeBox(layout.fullShape());
    FUZZ_CHECK(layout.deviceCount() >= 1);
    FUZZ_CHECK(layout.replicaGroupSize() >= 1);
    const int ranks = std::min(layout.deviceCount(), kRanksChecked);
    for (int r = 0; r < ranks; ++r) {
        const Box model = layout.modelSlice(r);
        const Box stored = layout.storedSlice(r);
        FUZZ_CHECK(contains(whole, model));
        FUZZ_CHECK(contains(model, stored));
        FUZZ_CHECK(stored.extent() == layout.localShape());
        if (layout.replicaGroupSize() <= kGroupChecked) {
            const std::vector<int> group = layout.replicaGroup(r);
            FUZZ_CHECK(std::find(group.begin(), group.end(), r) != group.end());
        }
    }
}

inline void checkStrategy(const shardscope::Strategy& strategy) {
    using namespace shardscope;
    for (const ParamLayout& l : strategy.layouts) {
        FUZZ_CHECK(l.stage >= 0);
        // JSON strategies carry the full shape; protobuf ones get it from a rank's stored
        // shape, here a made-up one: the local shape of one element per dimension.
        std::vector<int64_t> shape = l.tensorShape;
        if (shape.empty()) {
            auto full =
                TensorLayout::fullShapeFromLocal(l, std::vector<int64_t>(l.tensorMap.size(), 1));
            if (!full) {
                checkError(full.error());
                continue;
            }
            shape = std::move(full).value();
        }
        auto layout = TensorLayout::make(l, shape);
        if (!layout) {
            checkError(layout.error());
            continue;
        }
        checkLayout(*layout);
    }
}

inline void checkInspect(const std::string& path) {
    using namespace shardscope;
    InspectOptions options;
    options.threads = 1;
    auto report = inspectPath(path, options);
    if (!report) {
        checkError(report.error());
        return;
    }
    FUZZ_CHECK(!reportToText(*report).empty());
    FUZZ_CHECK(!dumpJson(reportToJson(*report), 2).empty());
}

}  // namespace fuzz
