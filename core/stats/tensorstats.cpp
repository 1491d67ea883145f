#include "tensorstats.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <utility>

#include "../util/translatenoop.h"
#include "elementreader.h"

namespace shardscope {

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// Running moments of the finite values, merged block by block (Chan et al.).
struct Moments {
    uint64_t n = 0;
    double mean = 0;
    double m2 = 0;

    void addBlock(uint64_t bn, double bmean, double bm2) {
        if (bn == 0) {
            return;
        }
        const double total = static_cast<double>(n + bn);
        const double delta = bmean - mean;
        mean += delta * static_cast<double>(bn) / total;
        m2 += bm2 + delta * delta * static_cast<double>(n) * static_cast<double>(bn) / total;
        n += bn;
    }
};

class StatsPass {
public:
    StatsPass(const TensorSource& source, const StatsOptions& options, std::stop_token stop,
              const ProgressSink& progress)
        : m_source(source), m_options(options), m_stop(std::move(stop)), m_progress(progress) {
        m_total = 2 * source.elementCount();
    }

    // Calls visit(span of decoded values) for every block of every piece.
    template <class Visit>
    Status run(Visit&& visit) {
        const uint64_t blockSize = std::max<uint64_t>(1, m_options.blockElements);
        std::vector<double> block;
        std::vector<uint8_t> scratch;
        for (const TensorPiece& piece : m_source.pieces) {
            auto reader = ElementReader::make(*piece.file, *piece.entry);
            if (!reader) {
                return std::move(reader).error().onRank(piece.rank);
            }
            for (uint64_t at = 0; at < reader->count(); at += blockSize) {
                if (m_stop.stop_requested()) {
                    return makeError(ErrorCode::Cancelled,
                                     QT_TRANSLATE_NOOP("ErrorMessage", "statistics cancelled"), {})
                        .forParam(m_source.name);
                }
                block.resize(static_cast<size_t>(std::min(blockSize, reader->count() - at)));
                if (Status s = reader->read(at, block, scratch); !s) {
                    return std::move(s).error().onRank(piece.rank);
                }
                visit(std::span<const double>(block));
                m_done += block.size();
                if (m_progress) {
                    m_progress({m_done, m_total});
                }
            }
        }
        return {};
    }

private:
    const TensorSource& m_source;
    const StatsOptions& m_options;
    std::stop_token m_stop;
    const ProgressSink& m_progress;
    uint64_t m_done = 0;
    uint64_t m_total = 0;
};

void chooseRange(TensorStats& s, int bins, bool integral) {
    if (s.finite() == 0) {
        s.histogram.assign(static_cast<size_t>(bins), 0);
        return;
    }
    const double span = s.max - s.min;
    if (integral && span + 1 <= bins) {
        s.histogram.assign(static_cast<size_t>(span + 1), 0);
        s.histMin = s.min - 0.5;
        s.histMax = s.max + 0.5;
    } else if (span == 0) {
        s.histogram.assign(1, 0);
        s.histMin = s.min - 0.5;
        s.histMax = s.max + 0.5;
    } else {
        s.histogram.assign(static_cast<size_t>(bins), 0);
        s.histMin = s.min;
        s.histMax = s.max;
    }
}

}  // namespace

Result<TensorStats> computeStats(const TensorSource& source, const StatsOptions& options,
                                 std::stop_token stop, const ProgressSink& progress) {
    TensorStats s;
    Moments moments;
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    // Moments are kept relative to the first finite value: sums then keep their digits when the
    // values sit far from zero (1e9 + small steps).
    double shift = kNaN;
    StatsPass pass(source, options, std::move(stop), progress);
    Status first = pass.run([&](std::span<const double> values) {
        uint64_t n = 0;
        double sum = 0;
        for (double v : values) {
            if (std::isnan(v)) {
                ++s.nans;
            } else if (std::isinf(v)) {
                ++(v > 0 ? s.posInf : s.negInf);
            } else {
                if (moments.n + n++ == 0) {
                    shift = v;
                }
                sum += v - shift;
                lo = std::min(lo, v);
                hi = std::max(hi, v);
                s.zeros += v == 0 ? 1 : 0;
            }
        }
        s.count += values.size();
        if (n == 0) {
            return;
        }
        const double offset = sum / static_cast<double>(n);
        double m2 = 0;
        for (double v : values) {
            if (std::isfinite(v)) {
                const double d = (v - shift) - offset;
                m2 += d * d;
            }
        }
        moments.addBlock(n, offset, m2);
    });
    if (!first) {
        return std::move(first).error();
    }
    if (moments.n > 0) {
        s.min = lo;
        s.max = hi;
        s.mean = shift + moments.mean;
        s.std = std::sqrt(moments.m2 / static_cast<double>(moments.n));
    }
    const int bins = std::max(1, options.bins);
    chooseRange(s, bins, !dtypeInfo(source.dtype).isFloat);
    const double width = s.histMax - s.histMin;
    const double nbins = static_cast<double>(s.histogram.size());
    const size_t last = s.histogram.size() - 1;
    Status second = pass.run([&](std::span<const double> values) {
        if (moments.n == 0) {
            return;
        }
        for (double v : values) {
            if (std::isfinite(v)) {
                const double at = std::floor((v - s.histMin) / width * nbins);
                ++s.histogram[std::min(last, static_cast<size_t>(std::max(0.0, at)))];
            }
        }
    });
    if (!second) {
        return std::move(second).error();
    }
    return s;
}

Result<TensorStats> computeStats(const CheckpointFile& file, const TensorEntry& entry,
                                 const StatsOptions& options, std::stop_token stop,
                                 const ProgressSink& progress) {
    TensorSource source;
    source.name = entry.name;
    source.dtype = entry.dtype;
    source.dtypeName = entry.dtypeName;
    source.shape = entry.shape;
    // Borrowed: the caller keeps the file alive for the call.
    source.pieces.push_back(
        {std::shared_ptr<const CheckpointFile>(&file, [](const CheckpointFile*) {}), &entry,
         wholeBox(entry.shape), -1});
    return computeStats(source, options, std::move(stop), progress);
}

}  // namespace shardscope
