#include "widgets/models/files/reportcells.h"

#include <QDir>
#include <QFileInfo>
#include <QStringList>

#include "formats/shapetext.h"
#include "inspect/reporttext.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/files/inspectmodel.h"

using namespace shardscope;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

QString shapeString(const std::vector<int64_t>& dims) {
    return qs(shapeText(dims));
}

// Long string values (a saved config, a tokenizer) would make one row a screen wide.
constexpr qsizetype kMaxCellChars = 160;
constexpr qsizetype kMaxToolTipChars = 2000;

QString clipped(const QString& text, qsizetype limit) {
    QString line = text;
    line.replace(QLatin1Char('\n'), QChar(0x21b5));
    return line.size() <= limit ? line : line.left(limit - 1) + QChar(0x2026);
}

QString joinParts(const QStringList& parts) {
    return parts.join(QStringLiteral("  ·  "));
}

}  // namespace

int ReportCells::childCount(const InspectReport& report) {
    switch (report.kind) {
        case InputKind::Checkpoint:
            return static_cast<int>(report.checkpoint().tensors.size());
        case InputKind::Strategy:
            return static_cast<int>(report.strategy.layouts.size());
        case InputKind::Run:
            return static_cast<int>(report.ranks.size());
    }
    return 0;
}

QString ReportCells::bytesText(quint64 bytes) {
    return SizeText::bytes(bytes);
}

QString ReportCells::tensorMapText(const ParamLayout& layout) {
    QStringList dims;
    for (const std::vector<int64_t>& axes : layout.tensorMap) {
        if (layout.nested && axes.size() != 1) {
            dims << shapeString(axes);
        } else {
            dims << QString::number(axes.empty() ? -1 : axes.front());
        }
    }
    return QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']');
}

QString ReportCells::crcText(CrcState state) {
    switch (state) {
        case CrcState::None:
            return tr("no CRC trailer");
        case CrcState::Unverified:
            return tr("CRC not verified");
        case CrcState::Ok:
            return tr("CRC verified");
        case CrcState::Mismatch:
            return tr("CRC mismatch");
    }
    return {};
}

QString ReportCells::reportText(const InspectReport& report, int column) {
    const int children = childCount(report);
    switch (column) {
        case InspectModel::NameColumn: {
            const QFileInfo info(QDir::cleanPath(qs(report.path)));
            return info.fileName().isEmpty() ? info.filePath() : info.fileName();
        }
        case InspectModel::TypeColumn:
            switch (report.kind) {
                case InputKind::Checkpoint:
                    return tr("Checkpoint");
                case InputKind::Strategy:
                    return tr("Strategy file");
                case InputKind::Run:
                    return tr("Run folder");
            }
            return {};
        case InspectModel::ShapeColumn:
            switch (report.kind) {
                case InputKind::Checkpoint:
                    return tr("%Ln tensor(s)", "", children);
                case InputKind::Strategy:
                    return joinParts({tr("%Ln layout(s)", "", children),
                                      tr("%Ln stage(s)", "",
                                         static_cast<int>(report.strategy.stages().size()))});
                case InputKind::Run:
                    return tr("%Ln rank(s)", "", children);
            }
            return {};
        case InspectModel::SizeColumn: {
            const QVariant bytes = reportBytes(report);
            return bytes.isValid() ? bytesText(bytes.toULongLong()) : QString();
        }
        case InspectModel::DetailsColumn:
            break;
        default:
            return {};
    }
    QStringList parts;
    switch (report.kind) {
        case InputKind::Checkpoint:
            parts << tr("file size %1").arg(bytesText(report.checkpoint().fileSize))
                  << crcText(report.checkpoint().crc);
            break;
        case InputKind::Strategy:
            parts << (report.strategy.format == StrategyFormat::Json ? tr("JSON") : tr("protobuf"));
            if (report.strategy.merged) {
                parts << tr("merged pipeline stages");
            }
            break;
        case InputKind::Run: {
            int unreadable = 0;
            for (const RankReport& r : report.ranks) {
                unreadable += r.readable ? 0 : 1;
            }
            if (unreadable > 0) {
                parts << tr("%Ln rank(s) unreadable", "", unreadable);
            }
            QStringList strategies;
            for (const std::string& s : report.run.strategyCandidates) {
                strategies << QFileInfo(qs(s)).fileName();
            }
            if (!strategies.isEmpty()) {
                parts << tr("strategy: %1").arg(strategies.join(QStringLiteral(", ")));
            }
            int graphs = 0;
            for (const RankReport& r : report.ranks) {
                graphs += static_cast<int>(r.file.companions.size());
            }
            if (graphs > 0) {
                parts << tr("%Ln graph file(s) (-graph.meta, not read)", "", graphs);
            }
            break;
        }
    }
    return joinParts(parts);
}

QString ReportCells::reportToolTip(const InspectReport& report) {
    return QDir::toNativeSeparators(qs(report.path));
}

QVariant ReportCells::reportBytes(const InspectReport& report) {
    switch (report.kind) {
        case InputKind::Checkpoint:
            return QVariant::fromValue<qulonglong>(report.checkpoint().tensorBytes());
        case InputKind::Run: {
            qulonglong total = 0;
            for (const RankReport& r : report.ranks) {
                total += r.bytes;
            }
            return QVariant::fromValue(total);
        }
        case InputKind::Strategy:
            break;
    }
    return {};
}

QString ReportCells::childName(const InspectReport& report, int row) {
    switch (report.kind) {
        case InputKind::Checkpoint:
            return qs(report.checkpoint().tensors[size_t(row)].name);
        case InputKind::Strategy:
            return qs(report.strategy.layouts[size_t(row)].name);
        case InputKind::Run:
            return tr("rank %1").arg(report.ranks[size_t(row)].file.rank);
    }
    return {};
}

QString ReportCells::childText(const InspectReport& report, int row, int column) {
    switch (report.kind) {
        case InputKind::Checkpoint:
            return tensorText(report, report.checkpoint().tensors[size_t(row)], column);
        case InputKind::Strategy:
            return layoutText(report.strategy.layouts[size_t(row)], column);
        case InputKind::Run:
            return rankText(report, report.ranks[size_t(row)], column);
    }
    return {};
}

QString ReportCells::tensorText(const InspectReport& report, const TensorEntry& tensor,
                                int column) {
    switch (column) {
        case InspectModel::NameColumn:
            return qs(tensor.name);
        case InspectModel::TypeColumn:
            return qs(tensor.dtypeName);
        case InspectModel::ShapeColumn:
            return shapeString(tensor.shape);
        case InspectModel::SizeColumn:
            return bytesText(tensor.bytes);
        case InspectModel::DetailsColumn: {
            if (tensor.kind == TensorKind::Map) {
                return tr("map tensor, %Ln part(s)", "", static_cast<int>(tensor.mapParts.size()));
            }
            const auto it = report.values.find(tensor.name);
            if (it == report.values.end()) {
                return {};
            }
            const QString value = clipped(qs(it->second), kMaxCellChars);
            return tensor.kind == TensorKind::String ? tr("“%1”").arg(value) : value;
        }
        default:
            return {};
    }
}

QString ReportCells::layoutText(const ParamLayout& layout, int column) {
    switch (column) {
        case InspectModel::NameColumn:
            return qs(layout.name);
        case InspectModel::TypeColumn:
            return tr("stage %1").arg(layout.stage);
        case InspectModel::ShapeColumn:
            return tr("dev %1 → map %2")
                .arg(shapeString(layout.devMatrix()), tensorMapText(layout));
        case InspectModel::DetailsColumn: {
            QStringList parts;
            if (!layout.tensorShape.empty()) {
                parts << tr("shape %1").arg(shapeString(layout.tensorShape));
            }
            if (layout.optShardSize != 0 && layout.optShardStep != 0) {
                parts << tr("optimizer shard: size %1, step %2")
                             .arg(layout.optShardSize)
                             .arg(layout.optShardStep);
            }
            if (layout.field != 0) {
                parts << tr("field %1").arg(layout.field);
            }
            return joinParts(parts);
        }
        default:
            return {};
    }
}

QString ReportCells::rankText(const InspectReport& report, const RankReport& rank, int column) {
    switch (column) {
        case InspectModel::NameColumn:
            return tr("rank %1").arg(rank.file.rank);
        case InspectModel::TypeColumn:
            return qs(rank.file.format);
        case InspectModel::ShapeColumn:
            return rank.readable ? tr("%Ln tensor(s)", "", static_cast<int>(rank.tensors))
                                 : QString();
        case InspectModel::SizeColumn:
            return rank.readable ? bytesText(rank.bytes) : QString();
        case InspectModel::DetailsColumn: {
            if (rank.file.file.empty()) {
                return tr("no checkpoint file");
            }
            const QString file = QDir(qs(report.path)).relativeFilePath(qs(rank.file.file));
            if (!rank.readable) {
                return tr("%1: cannot be read: %2")
                    .arg(file, clipped(IssueText::withoutFile(rank.error, rank.file.file), 400));
            }
            QStringList parts{file};
            if (rank.crc != CrcState::None) {
                parts << crcText(rank.crc);
            }
            for (const std::string& companion : rank.file.companions) {
                parts << tr("graph: %1").arg(QFileInfo(qs(companion)).fileName());
            }
            return joinParts(parts);
        }
        default:
            return {};
    }
}

QVariant ReportCells::childSortKey(const InspectReport& report, int row, int column) {
    const size_t r = size_t(row);
    if (column == InspectModel::SizeColumn) {
        return childBytes(report, row);
    }
    switch (report.kind) {
        case InputKind::Checkpoint:
            if (column == InspectModel::ShapeColumn) {
                return QVariant::fromValue<qulonglong>(
                    report.checkpoint().tensors[r].elementCount());
            }
            break;
        case InputKind::Strategy:
            if (column == InspectModel::TypeColumn) {
                return report.strategy.layouts[r].stage;
            }
            break;
        case InputKind::Run:
            if (column == InspectModel::NameColumn) {
                return report.ranks[r].file.rank;
            }
            if (column == InspectModel::ShapeColumn) {
                return QVariant::fromValue<qulonglong>(report.ranks[r].tensors);
            }
            break;
    }
    return childText(report, row, column);
}

QVariant ReportCells::childBytes(const InspectReport& report, int row) {
    switch (report.kind) {
        case InputKind::Checkpoint:
            return QVariant::fromValue<qulonglong>(report.checkpoint().tensors[size_t(row)].bytes);
        case InputKind::Run: {
            const RankReport& rank = report.ranks[size_t(row)];
            return rank.readable ? QVariant::fromValue<qulonglong>(rank.bytes) : QVariant();
        }
        case InputKind::Strategy:
            break;
    }
    return {};
}

QString ReportCells::childToolTip(const InspectReport& report, int row, int column) {
    if (report.kind == InputKind::Checkpoint && column == InspectModel::DetailsColumn) {
        const auto it = report.values.find(report.checkpoint().tensors[size_t(row)].name);
        if (it != report.values.end()) {
            return clipped(qs(it->second), kMaxToolTipChars);
        }
    }
    if (report.kind == InputKind::Strategy && column == InspectModel::ShapeColumn) {
        const ParamLayout& layout = report.strategy.layouts[size_t(row)];
        return tr("device matrix %1, tensor map %2")
            .arg(shapeString(layout.devMatrix()), tensorMapText(layout));
    }
    if (report.kind == InputKind::Run && column == InspectModel::DetailsColumn) {
        const RankReport& rank = report.ranks[size_t(row)];
        return rank.readable ? QDir::toNativeSeparators(qs(rank.file.file)) : qs(rank.error);
    }
    const QString text = childText(report, row, column);
    return text.size() > 40 ? text : QString();
}

bool ReportCells::childIsBroken(const InspectReport& report, int row) {
    return report.kind == InputKind::Run && !report.ranks[size_t(row)].readable;
}
