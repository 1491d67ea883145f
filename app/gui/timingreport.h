#pragma once

#include <QString>

class InspectorPanel;
class QWidget;
class StallMeter;
namespace shardscope {
struct RunDocument;
}

// --timing FILE.json: what bench/open_bench.sh reads of one --screenshot run. Keys:
// "ms_to_shot" (from main() to the grab), "longest_stall_ms", "stalls_over_50_ms" and "stalls"
// ([start, length] in ms, the start from main(), of each) (event loop, from the start of the
// loop), "peak_rss_kib" (VmHWM), "ranks" and "tensor_entries" (of the
// shown run; 0 without one), "view" (the tab in front, as --view names it) and
// "ms_rank_details" (rankDetailsMs; -1 without a run of two ranks or more).
class TimingReport {
public:
    static bool write(const QString& file, qint64 msToShot, const StallMeter& stalls,
                      const shardscope::RunDocument* run, const QString& view,
                      qint64 msRankDetails);
    // How long choosing a rank takes until its details are on screen: the last rank (of the last
    // stage) chosen as a click on its card chooses it, the window painted; then the rank shown
    // before is chosen again.
    static qint64 rankDetailsMs(InspectorPanel& inspector, QWidget& window,
                                const shardscope::RunDocument* run);
};
