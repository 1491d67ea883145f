#include "widgets/models/migration/migrationsummary.h"

#include <QSaveFile>

#include "util/jsontext.h"
#include "widgets/models/common/durationtext.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/files/reportcells.h"

using namespace shardscope;

QByteArray MigrationSummary::json(const Inputs& inputs, const ConversionPlan& plan,
                                  const ConvertJob::Outcome& outcome) {
    const ConversionInputs in{inputs.source.toStdString(), inputs.sourceStrategy.toStdString(),
                              inputs.target.value, inputs.destination.toStdString()};
    return QByteArray::fromStdString(dumpJson(conversionSummaryJson(in, plan, outcome), 2) + "\n");
}

QString MigrationSummary::resultText(const ConvertJob::Outcome& outcome, double estimateSeconds) {
    int kept = 0;
    int written = 0;
    if (outcome.result) {
        for (const RankOutcome& rank : outcome.result->ranks) {
            (rank.skipped ? kept : written)++;
        }
    }
    const QString took = QString::number(outcome.seconds, 'f', 1);
    QString text =
        kept == 0 ? tr("Wrote %Ln file(s) in %1 s.", nullptr, written).arg(took)
        : written == 0
            ? tr("Kept all %Ln file(s): an earlier run had completed and verified them (%1 s).",
                 nullptr, kept)
                  .arg(took)
            : tr("Kept %Ln complete file(s) from an earlier run and wrote %1 in %2 s.", nullptr,
                 kept)
                  .arg(tr("%Ln file(s)", nullptr, written), took);
    if (estimateSeconds > 0) {
        // The plan's estimate, written as the plan showed it.
        text = Sentences::join(text,
                               tr("(Estimated: %1.)").arg(DurationText::estimate(estimateSeconds)));
    }
    return text;
}

QString MigrationSummary::text(const Inputs& inputs, const ConversionPlan& plan,
                               const ConvertJob::Outcome& outcome) {
    QStringList lines;
    lines << tr("ShardScope conversion summary");
    lines << tr("Source: %1").arg(inputs.source);
    lines << tr("Source strategy: %1").arg(inputs.sourceStrategy);
    lines << tr("Target: %1").arg(PieceText::text(inputs.target));
    lines << tr("Destination: %1").arg(inputs.destination);
    if (outcome.result && !outcome.result->strategyFiles.empty()) {
        lines << tr("Destination strategy: %1")
                     .arg(QString::fromStdString(outcome.result->strategyFiles.front()));
    }
    lines << tr("Status: %1 in %2 s")
                 .arg(QString::fromLatin1(conversionStatus(outcome)))
                 .arg(outcome.seconds, 0, 'f', 1);
    lines << tr("Read %1, wrote %2 in %Ln file(s)", nullptr, static_cast<int>(plan.ranks.size()))
                 .arg(ReportCells::bytesText(plan.totalRead()),
                      ReportCells::bytesText(plan.totalWritten()));
    if (outcome.error) {
        lines << tr("Error: %1").arg(ErrorText::detail(*outcome.error));
    }
    lines << QString();
    for (const RankPlan& rank : plan.ranks) {
        QString line = QStringLiteral("rank %1  %2  %3")
                           .arg(rank.rank)
                           .arg(QString::fromStdString(rank.outPath))
                           .arg(ReportCells::bytesText(rank.fileSize));
        if (const RankCheck* check = rankCheck(outcome, rank.rank)) {
            line += QStringLiteral("  ") + (check->ok ? tr("verified") : tr("verification failed"));
            for (const TensorCheck& t : check->tensors) {
                if (!t.ok) {
                    // Why, in the window's language: the catalogue's sentence of the check's issue.
                    const QString why =
                        t.issue ? IssueText::sentence(*t.issue) : QString::fromStdString(t.message);
                    line += QStringLiteral("\n    ") +
                            tr("%1: %2", "a tensor and why it failed verification")
                                .arg(QString::fromStdString(t.name), why);
                }
            }
        }
        lines << line;
    }
    QStringList warnings;
    for (const Issue& p : plan.problems) {
        if (!p.blocking()) {
            warnings << QStringLiteral("  ") + IssueText::text(p);
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
    const QByteArray bytes = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive)
                                 ? json(inputs, plan, outcome)
                                 : text(inputs, plan, outcome).toUtf8();
    file.write(bytes);
    if (!file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
