#include "models/migration/migrationsummary.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

#include "models/files/reportcells.h"

using namespace shardscope;

namespace {

const RankCheck* checkOf(const ConvertJob::Outcome& outcome, int rank) {
    if (!outcome.verify) {
        return nullptr;
    }
    for (const RankCheck& c : outcome.verify->ranks) {
        if (c.rank == rank) {
            return &c;
        }
    }
    return nullptr;
}

QString statusOf(const ConvertJob::Outcome& outcome) {
    if (outcome.cancelled) {
        return QStringLiteral("cancelled");
    }
    if (outcome.error) {
        return QStringLiteral("failed");
    }
    if (outcome.verify) {
        return outcome.verify->ok() ? QStringLiteral("verified")
                                    : QStringLiteral("verification-failed");
    }
    return QStringLiteral("written");
}

}  // namespace

QJsonObject MigrationSummary::json(const Inputs& inputs, const ConversionPlan& plan,
                                   const ConvertJob::Outcome& outcome) {
    QJsonObject root;
    root[QStringLiteral("source")] = inputs.source;
    root[QStringLiteral("source_strategy")] = inputs.sourceStrategy;
    root[QStringLiteral("target")] = inputs.target;
    root[QStringLiteral("destination")] = inputs.destination;
    root[QStringLiteral("status")] = statusOf(outcome);
    root[QStringLiteral("seconds")] = outcome.seconds;
    root[QStringLiteral("bytes_read")] = static_cast<qint64>(plan.totalRead());
    root[QStringLiteral("bytes_written")] = static_cast<qint64>(plan.totalWritten());
    if (outcome.error) {
        root[QStringLiteral("error")] = QString::fromStdString(outcome.error->describe());
    }
    QJsonArray files;
    for (const RankPlan& rank : plan.ranks) {
        QJsonObject f;
        f[QStringLiteral("rank")] = rank.rank;
        f[QStringLiteral("path")] = QString::fromStdString(rank.outPath);
        f[QStringLiteral("bytes")] = static_cast<qint64>(rank.fileSize);
        QJsonArray sources;
        for (int s : rank.sources) {
            sources.append(s);
        }
        f[QStringLiteral("sources")] = sources;
        if (outcome.result) {
            for (const RankOutcome& o : outcome.result->ranks) {
                if (o.rank == rank.rank && plan.options.crc) {
                    f[QStringLiteral("crc32")] = static_cast<qint64>(o.crc);
                }
            }
        }
        if (const RankCheck* check = checkOf(outcome, rank.rank)) {
            f[QStringLiteral("verified")] = check->ok;
            QJsonArray tensors;
            for (const TensorCheck& t : check->tensors) {
                QJsonObject o;
                o[QStringLiteral("name")] = QString::fromStdString(t.name);
                o[QStringLiteral("ok")] = t.ok;
                o[QStringLiteral("xxh3")] =
                    QStringLiteral("%1").arg(t.checksum, 16, 16, QLatin1Char('0'));
                if (!t.message.empty()) {
                    o[QStringLiteral("message")] = QString::fromStdString(t.message);
                }
                tensors.append(o);
            }
            f[QStringLiteral("tensors")] = tensors;
        }
        files.append(f);
    }
    root[QStringLiteral("files")] = files;
    QJsonArray warnings;
    for (const PlanProblem& p : plan.problems) {
        if (p.severity == ProblemSeverity::Warning) {
            warnings.append(QString::fromStdString(p.message));
        }
    }
    root[QStringLiteral("warnings")] = warnings;
    return root;
}

QString MigrationSummary::text(const Inputs& inputs, const ConversionPlan& plan,
                               const ConvertJob::Outcome& outcome) {
    QStringList lines;
    lines << tr("ShardScope conversion summary");
    lines << tr("Source: %1").arg(inputs.source);
    lines << tr("Source strategy: %1").arg(inputs.sourceStrategy);
    lines << tr("Target: %1").arg(inputs.target);
    lines << tr("Destination: %1").arg(inputs.destination);
    lines << tr("Status: %1 in %2 s").arg(statusOf(outcome)).arg(outcome.seconds, 0, 'f', 1);
    lines << tr("Read %1, wrote %2 in %n file(s)", nullptr, static_cast<int>(plan.ranks.size()))
                 .arg(ReportCells::bytesText(plan.totalRead()),
                      ReportCells::bytesText(plan.totalWritten()));
    if (outcome.error) {
        lines << tr("Error: %1").arg(QString::fromStdString(outcome.error->describe()));
    }
    lines << QString();
    for (const RankPlan& rank : plan.ranks) {
        QString line = QStringLiteral("rank %1  %2  %3")
                           .arg(rank.rank)
                           .arg(QString::fromStdString(rank.outPath))
                           .arg(ReportCells::bytesText(rank.fileSize));
        if (const RankCheck* check = checkOf(outcome, rank.rank)) {
            line += QStringLiteral("  ") + (check->ok ? tr("verified") : tr("verification failed"));
            for (const TensorCheck& t : check->tensors) {
                if (!t.ok) {
                    line += QStringLiteral("\n    ") + QString::fromStdString(t.name) +
                            QStringLiteral(": ") + QString::fromStdString(t.message);
                }
            }
        }
        lines << line;
    }
    QStringList warnings;
    for (const PlanProblem& p : plan.problems) {
        if (p.severity == ProblemSeverity::Warning) {
            warnings << QStringLiteral("  ") + QString::fromStdString(p.message);
        }
    }
    if (!warnings.isEmpty()) {
        lines << QString() << tr("Warnings:") << warnings;
    }
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

bool MigrationSummary::save(const QString& path, const Inputs& inputs, const ConversionPlan& plan,
                            const ConvertJob::Outcome& outcome, QString* error) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *error = file.errorString();
        return false;
    }
    const QByteArray bytes =
        path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
            ? QJsonDocument(json(inputs, plan, outcome)).toJson(QJsonDocument::Indented)
            : text(inputs, plan, outcome).toUtf8();
    file.write(bytes);
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
