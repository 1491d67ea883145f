#include "widgets/models/slices/slicedetails.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

#include "widgets/models/files/reportcells.h"

using shardscope::Box;
using shardscope::ParamInfo;
using shardscope::RunDocument;
using shardscope::TensorEntry;

QString SliceDetails::notation(const Box& box, const std::vector<int64_t>& shape) {
    QStringList dims;
    for (size_t d = 0; d < box.dims(); ++d) {
        const bool whole = d < shape.size() && box.begin[d] == 0 && box.end[d] == shape[d];
        dims << (whole ? QStringLiteral(":")
                       : QStringLiteral("%1:%2").arg(box.begin[d]).arg(box.end[d]));
    }
    return QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString SliceDetails::fileText(const RunDocument& run, const std::string& tensor, int rank) {
    const auto& files = run.files;
    if (rank < 0 || rank >= static_cast<int>(files.size()) || !files[static_cast<size_t>(rank)]) {
        return tr("rank %1: no checkpoint file").arg(rank);
    }
    const auto& file = *files[static_cast<size_t>(rank)];
    const QFileInfo info(QString::fromStdString(file.path()));
    const QString name = info.dir().dirName() + QLatin1Char('/') + info.fileName();
    const TensorEntry* entry = file.index().find(tensor);
    if (!entry || entry->chunks.empty()) {
        return tr("rank %1: %2 does not hold this tensor").arg(rank).arg(name);
    }
    const quint64 first = entry->chunks.front().offset;
    const quint64 last = entry->chunks.back().offset + entry->chunks.back().size;
    QString text = tr("rank %1: %2, bytes %3 – %4 (%5)")
                       .arg(rank)
                       .arg(name)
                       .arg(first)
                       .arg(last)
                       .arg(ReportCells::bytesText(entry->bytes));
    if (entry->chunks.size() > 1) {
        text = tr("%1 %2", "where a slice's bytes lie, and in how many records")
                   .arg(text, tr("in %Ln record(s)", "", static_cast<int>(entry->chunks.size())));
    }
    return text;
}

QString SliceDetails::text(const RunDocument& run, const ParamInfo& param,
                           const SliceGeometry::Slice& slice, int chunk) {
    const auto& shape = param.globalShape;
    QStringList lines;
    if (shape.empty()) {
        // A strategy without shapes: the cut is known, its index ranges are not.
        lines << QString::fromStdString(param.name) + QLatin1Char(' ') +
                     tr("(shape not recorded: open the checkpoints for index ranges)");
    } else {
        lines << QString::fromStdString(param.name) + notation(slice.box, shape);
    }
    for (size_t d = 0; d < slice.box.dims() && !shape.empty(); ++d) {
        const int64_t full = d < shape.size() ? shape[d] : 0;
        lines << tr("dimension %1: indices %2 to %3 (%4 of %5)")
                     .arg(d)
                     .arg(slice.box.begin[d])
                     .arg(slice.box.end[d] - 1)
                     .arg(slice.box.end[d] - slice.box.begin[d])
                     .arg(full);
    }
    lines << tr("Held by %1 (replicas: the same values on each).")
                 .arg(SliceGeometry::ranksText(slice.ranks, false));
    const int pieces = static_cast<int>(slice.chunks.size());
    for (int c = 0; c < pieces; ++c) {
        if (chunk >= 0 && c != chunk) {
            continue;
        }
        const SliceGeometry::Chunk& piece = slice.chunks[static_cast<size_t>(c)];
        if (pieces > 1) {
            lines << QString();
            lines << tr("Optimizer piece %1 of %2: %3, stored by %4")
                         .arg(c + 1)
                         .arg(pieces)
                         .arg(notation(piece.box, shape))
                         .arg(SliceGeometry::ranksText(piece.ranks, false));
        }
        for (int rank : piece.ranks) {
            lines << QStringLiteral("  ") + fileText(run, param.name, rank);
        }
    }
    return lines.join(QLatin1Char('\n'));
}
