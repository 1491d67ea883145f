#include "timingreport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPixmap>
#include <QTimer>
#include <cstdio>

#include "inspect/rundocument.h"
#include "stallmeter.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/matrixpage.h"

namespace {

// The process's peak resident set (VmHWM), in KiB; -1 when /proc does not say.
qint64 peakRssKib() {
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly)) {
        return -1;
    }
    for (const QByteArray& line : status.readAll().split('\n')) {
        if (line.startsWith("VmHWM:")) {
            return line.mid(6).trimmed().split(' ').value(0).toLongLong();
        }
    }
    return -1;
}

}  // namespace

bool TimingReport::write(const QString& file, qint64 msToShot, const StallMeter& stalls,
                         const shardscope::RunDocument* run, const QString& view,
                         qint64 msRankDetails, const MatrixTimes& matrix) {
    qint64 entries = 0;
    if (run != nullptr) {
        for (const auto& f : run->files) {
            entries += f ? static_cast<qint64>(f->index().tensors.size()) : 0;
        }
    }
    QJsonArray stallList;
    const qint64 meterStarted = msToShot - stalls.elapsedMs();
    for (const auto& [end, length] : stalls.stalls()) {
        stallList.append(QJsonArray{meterStarted + end - length, length});
    }
    QJsonObject report{{QStringLiteral("stalls"), stallList},
                       {QStringLiteral("ms_to_shot"), msToShot},
                       {QStringLiteral("longest_stall_ms"), stalls.longestMs()},
                       {QStringLiteral("stalls_over_50_ms"), stalls.stallsOver50Ms()},
                       {QStringLiteral("peak_rss_kib"), peakRssKib()},
                       {QStringLiteral("ranks"), run != nullptr ? run->rankCount() : 0},
                       {QStringLiteral("tensor_entries"), entries},
                       {QStringLiteral("view"), view},
                       {QStringLiteral("ms_rank_details"), msRankDetails},
                       {QStringLiteral("ms_matrix_shown"), matrix.firstMs},
                       {QStringLiteral("ms_run_matrix_shown"), matrix.runMs},
                       {QStringLiteral("matrix_first_preview"), matrix.firstPreview},
                       {QStringLiteral("ms_grabs_not_counted"), stalls.notCountedMs()}};
    QFile out(file);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        out.write(QJsonDocument(report).toJson()) < 0) {
        std::fprintf(stderr, "shardscope: cannot write %s\n", qPrintable(file));
        return false;
    }
    return true;
}

qint64 TimingReport::rankDetailsMs(InspectorPanel& inspector, QWidget& window,
                                   const shardscope::RunDocument* run) {
    if (run == nullptr || run->rankCount() < 2) {
        return -1;
    }
    const int before = inspector.matrixPage()->detailRank();
    QElapsedTimer timer;
    timer.start();
    inspector.setRank(run->rankCount() - 1);
    window.repaint();
    const qint64 ms = timer.elapsed();
    inspector.setRank(before);
    return ms;
}

void TimingReport::watchMatrix(InspectorPanel& inspector, QWidget& window,
                               const QElapsedTimer& started, StallMeter& stalls, MatrixTimes& times,
                               const QString& previewShot) {
    QObject::connect(
        inspector.matrixPage(), &MatrixPage::given, &inspector,
        [&inspector, &window, &started, &stalls, &times, previewShot](bool preview) {
            if (inspector.view() != InspectorView::Matrix || times.runMs >= 0 ||
                (preview && times.firstMs >= 0)) {
                return;
            }
            const qint64 before = started.elapsed();
            inspector.matrixView()->grab();  // painted now, as the next paint would show it
            const qint64 ms = started.elapsed();
            stalls.notCounted(ms - before);
            if (times.firstMs < 0) {
                times.firstMs = ms;
                times.firstPreview = preview;
            }
            if (!preview) {
                times.runMs = ms;
            }
            if (preview && !previewShot.isEmpty()) {
                // Once the window has laid itself out around the layouts, while still reading.
                QTimer::singleShot(0, &inspector, [&inspector, &window, &stalls, previewShot] {
                    if (!inspector.matrixPage()->preview()) {
                        return;
                    }
                    QElapsedTimer saving;
                    saving.start();
                    if (!window.grab().save(previewShot, "PNG")) {
                        std::fprintf(stderr, "shardscope: cannot write %s\n",
                                     qPrintable(previewShot));
                    }
                    stalls.notCounted(saving.elapsed());
                });
            }
        });
}

void TimingReport::matrixAtShot(const InspectorPanel& inspector, qint64 msToShot,
                                MatrixTimes& times) {
    const auto run = inspector.runDocument();
    if (inspector.view() != InspectorView::Matrix || !run || run->rankCount() == 0) {
        return;
    }
    if (times.firstMs < 0) {
        times.firstMs = msToShot;
    }
    if (times.runMs < 0) {
        times.runMs = msToShot;
    }
}
