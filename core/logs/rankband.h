#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "logrun.h"
#include "logseries.h"

namespace shardscope {

// The ranks of one run drawn as one line with a band: at every x some rank has a point, the
// mean, min and max of the ranks' finite values there. NaN and infinite values are counted,
// not averaged; an x where no rank has a finite value has NaN mean, min and max.
struct RankBand {
    std::vector<double> x;
    std::vector<double> mean;
    std::vector<double> min;
    std::vector<double> max;
    std::vector<uint32_t> count;      // finite values at x
    std::vector<uint32_t> nonFinite;  // NaN / infinite values at x
};

// A rank with several points at one x (a restart) contributes each of them.
RankBand rankBand(std::span<const XYSeries> ranks);
// The series `metric` of every log of `run` that has it, on `axis`.
RankBand rankBand(const LogRun& run, std::string_view metric, LogAxis axis = LogAxis::Step);

}  // namespace shardscope
