#pragma once

#include <QString>

class QElapsedTimer;

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
// "ms_rank_details" (rankDetailsMs; -1 without a run of two ranks or more), "ms_matrix_shown"
// and "ms_run_matrix_shown" (MatrixTimes: from main(), -1 when not drawn) and
// "matrix_first_preview" (whether the first drawn was the layouts of a run still being read),
// "ms_grabs_not_counted" (the time of those grabs, left out of the stalls: watchMatrix).
class TimingReport {
public:
    // When the device matrix first draws cards, and when it first draws a run's own (the same
    // unless it drew the run's layouts while the rank files were read): drawn there and then (a
    // grab of the matrix: what the next paint would put on a screen), timed from main()'s start.
    // Only while the matrix is the tab in front.
    struct MatrixTimes {
        qint64 firstMs = -1;
        qint64 runMs = -1;
        bool firstPreview = false;
    };

    static bool write(const QString& file, qint64 msToShot, const StallMeter& stalls,
                      const shardscope::RunDocument* run, const QString& view, qint64 msRankDetails,
                      const MatrixTimes& matrix);
    // Fills `times` as the inspector's matrix is given cards (MatrixPage::given); with
    // `previewShot`, also saves the window as a PNG there when it first draws a run's layouts
    // (--preview-screenshot).
    // A matrix first brought to front by the shot (the start view, applied once all is loaded)
    // is shown then.
    static void matrixAtShot(const InspectorPanel& inspector, qint64 msToShot, MatrixTimes& times);
    // The grabs' own time is not counted as a stall (StallMeter::notCounted): with --timing the
    // matrix is painted once more than on a screen; "ms_grabs_not_counted" sums it.
    static void watchMatrix(InspectorPanel& inspector, QWidget& window,
                            const QElapsedTimer& started, StallMeter& stalls, MatrixTimes& times,
                            const QString& previewShot);
    // How long choosing a rank takes until its details are on screen: the last rank (of the last
    // stage) chosen as a click on its card chooses it, the window painted; then the rank shown
    // before is chosen again.
    static qint64 rankDetailsMs(InspectorPanel& inspector, QWidget& window,
                                const shardscope::RunDocument* run);
};
