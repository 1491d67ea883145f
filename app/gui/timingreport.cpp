#include "timingreport.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <cstdio>

#include "inspect/rundocument.h"
#include "stallmeter.h"
#include "widgets/shell/inspectorpanel.h"

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
                         qint64 msRankDetails) {
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
                       {QStringLiteral("ms_rank_details"), msRankDetails}};
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
    const int before = inspector.detailRank();
    QElapsedTimer timer;
    timer.start();
    inspector.setRank(run->rankCount() - 1);
    window.repaint();
    const qint64 ms = timer.elapsed();
    inspector.setRank(before);
    return ms;
}
