#include "widgets/models/export/exporttext.h"

#include "widgets/models/common/issuetext.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>
#include <cmath>

#include "widgets/models/common/sizetext.h"
#include "widgets/models/files/reportcells.h"

using namespace shardscope;

namespace {

const QString kSetIndex = QStringLiteral(".safetensors.index.json");

QString stemOf(const QFileInfo& info) {
    const QString name = info.fileName();
    if (name.endsWith(kSetIndex, Qt::CaseInsensitive)) {
        return name.chopped(kSetIndex.size());
    }
    return info.completeBaseName();
}

// Parameter names become part of a file name: keep what every file system takes.
QString fileSafe(const QString& name) {
    static const QRegularExpression unsafe(QStringLiteral("[^A-Za-z0-9._-]"));
    QString out = name;
    out.replace(unsafe, QStringLiteral("_"));
    return out;
}

}  // namespace

QString ExportText::formatLabel(ExportFormat format) {
    switch (format) {
        case ExportFormat::Hdf5:
            return tr("HDF5 (.h5)");
        case ExportFormat::Safetensors:
            return tr("safetensors (.safetensors)");
        case ExportFormat::Npy:
            return tr("NumPy array (.npy), one parameter");
    }
    return {};
}

QString ExportText::suffix(ExportFormat format) {
    switch (format) {
        case ExportFormat::Hdf5:
            return QStringLiteral("h5");
        case ExportFormat::Safetensors:
            return QStringLiteral("safetensors");
        case ExportFormat::Npy:
            return QStringLiteral("npy");
    }
    return {};
}

QString ExportText::withSuffix(const QString& path, ExportFormat format) {
    if (path.trimmed().isEmpty()) {
        return path;
    }
    const QFileInfo info(path);
    const QString base = stemOf(info);
    if (base.isEmpty()) {
        return path;
    }
    const QString file = base + QLatin1Char('.') + suffix(format);
    const qsizetype slash = path.lastIndexOf(QLatin1Char('/'));
    return slash < 0 ? file : path.left(slash + 1) + file;
}

QString ExportText::defaultOutput(const QString& source, bool run, int rank, ExportFormat format,
                                  const QString& param) {
    const QString clean = QDir::cleanPath(source);
    const QFileInfo info(clean);
    QString stem = run ? info.fileName() : stemOf(info);
    stem.remove(QLatin1Char('*'));  // per-stage parts are named "<prefix><r>_part*.ckpt"
    if (stem.isEmpty()) {
        stem = QStringLiteral("export");
    }
    if (run) {
        stem += rank < 0 ? QStringLiteral("-merged") : QStringLiteral("-rank%1").arg(rank);
    }
    if (format == ExportFormat::Npy && !param.isEmpty()) {
        stem += QLatin1Char('-') + fileSafe(param);
    }
    const QDir folder = info.absoluteDir();
    QString path = folder.filePath(stem + QLatin1Char('.') + suffix(format));
    if (QDir::cleanPath(path) == info.absoluteFilePath()) {
        path = folder.filePath(stem + QStringLiteral("-export.") + suffix(format));
    }
    return path;
}

QString ExportText::tensorLine(const ExportProgress& progress) {
    if (progress.tensors == 0) {
        return tr("Opening the source…");
    }
    return tr("Tensor %1 of %2: %3")
        .arg(QString::number(progress.tensor + 1), QString::number(progress.tensors),
             QString::fromStdString(progress.name));
}

QString ExportText::bytesLine(const ExportProgress& progress, double bytesPerSecond,
                              double secondsLeft) {
    QString text =
        tr("%1 of %2 written")
            .arg(ReportCells::bytesText(progress.done), ReportCells::bytesText(progress.total));
    if (bytesPerSecond > 0) {
        text += QStringLiteral("  ·  ") + SizeText::rate(bytesPerSecond);
    }
    if (secondsLeft >= 0) {
        text += QStringLiteral("  ·  ") +
                tr("%1 s left").arg(static_cast<qint64>(std::ceil(secondsLeft)));
    }
    return text;
}

QString ExportText::summary(const ExportResult& result, double seconds) {
    return tr("Exported %Ln tensor(s) (%1) to %2 in %3 s.", nullptr,
              static_cast<int>(result.tensors))
        .arg(ReportCells::bytesText(result.bytes),
             tr("%Ln file(s)", nullptr, static_cast<int>(result.files.size())),
             QString::number(seconds, 'f', 1));
}

QStringList ExportText::noteLines(const std::vector<Issue>& notes) {
    QStringList lines;
    QStringList leftOut;
    for (const Issue& note : notes) {
        if (note.code == IssueCode::ExportLeftOut && !note.param.empty()) {
            leftOut << QString::fromStdString(note.param);
            continue;
        }
        const QString line = IssueText::text(note);
        if (!lines.contains(line)) {
            lines << line;
        }
    }
    if (!leftOut.isEmpty()) {
        lines.prepend(tr("Left out, as the format cannot hold them: %1")
                          .arg(leftOut.join(tr(", ", "a list of names"))));
    }
    return lines;
}
