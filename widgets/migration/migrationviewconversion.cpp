// MigrationView's run row: the conversion, its progress and outcome, and the strategy and summary
// saved beside it.
#include "migration/migrationview.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QProgressBar>

#include "migration/planpreview.h"
#include "migration/targetpanel.h"
#include "models/common/errortext.h"
#include "models/common/sentences.h"
#include "models/common/sizetext.h"
#include "models/files/reportcells.h"
#include "models/migration/migrationsummary.h"
#include "models/migration/plantablemodel.h"

using namespace shardscope;

size_t MigrationView::plannedTensors() const {
    // The source's entries per rank, times the target's ranks: close enough to choose by.
    size_t entries = 0;
    for (const auto& file : m_run->files) {
        entries += file ? file->index().tensors.size() : 0;
    }
    const auto sources = static_cast<size_t>(std::max(1, m_run->rankCount()));
    const auto targets = static_cast<size_t>(m_targetRun ? m_targetRun->stages.ranks() : 1);
    return entries / sources * targets;
}

void MigrationView::startConversion() {
    if (!m_plan || isConverting()) {
        return;
    }
    // A plan of totals cannot be carried out, and one made before the destination changed
    // would write elsewhere: plan again (in full) first.
    if (m_planIsSummary || QString::fromStdString(m_plan->dstFolder) != m_target->destination()) {
        m_convertWhenPlanned = true;  // Convert was asked for: it starts once the plan is new
        replan();
        return;
    }
    if (!m_plan->runnable()) {
        return;  // the problems listed block it (the Convert button is off): nothing is written
    }
    m_outcome.reset();
    m_convertJob = new ConvertJob(m_plan, m_target->verify(), this);
    connect(m_convertJob, &ConvertJob::progress, this, &MigrationView::onProgress);
    connect(m_convertJob, &ConvertJob::finished, this, &MigrationView::onFinished);
    m_convertJob->start();
    m_status->setText(tr("Converting…"));
    updateRunState();
}

void MigrationView::cancelConversion() {
    if (m_convertJob) {
        m_convertJob->cancel();
        m_status->setText(tr("Cancelling: removing the files not finished…"));
    }
}

void MigrationView::onProgress(const ConvertJob::Progress& p) {
    m_preview->model()->setProgress(p.perRank);
    if (p.verifying) {
        const int ranks = m_plan ? static_cast<int>(m_plan->ranks.size()) : 1;
        m_progress->setValue(1000 * p.verified / std::max(1, ranks));
        m_status->setText(
            tr("Verifying: %1 of %n rank(s) checked.", nullptr, ranks).arg(p.verified));
        return;
    }
    m_progress->setValue(
        p.total == 0 ? 1000 : static_cast<int>(1000.0 * static_cast<double>(p.done) / p.total));
    QString text =
        tr("%1 of %2 copied").arg(ReportCells::bytesText(p.done), ReportCells::bytesText(p.total));
    if (p.bytesPerSecond > 0) {
        text += QStringLiteral("  ·  ") + SizeText::rate(p.bytesPerSecond);
    }
    if (p.secondsLeft >= 0) {
        text += QStringLiteral("  ·  ") + tr("%1 s left").arg(qCeil(p.secondsLeft));
    }
    m_status->setText(text);
}

void MigrationView::onFinished(const ConvertJob::Outcome& outcome) {
    m_outcome = outcome;
    if (m_convertJob) {
        m_convertJob->deleteLater();
    }
    if (outcome.cancelled) {
        m_status->setText(tr("Cancelled. No partial file was left at the destination."));
        m_progress->setValue(0);
    } else if (outcome.error) {
        m_status->setText(tr("The conversion failed: %1").arg(ErrorText::text(*outcome.error)));
    } else {
        std::vector<int> ok;
        std::vector<int> bad;
        int badTensors = 0;
        if (outcome.verify) {
            for (const RankCheck& r : outcome.verify->ranks) {
                (r.ok ? ok : bad).push_back(r.rank);
                for (const TensorCheck& t : r.tensors) {
                    badTensors += t.ok ? 0 : 1;
                }
            }
            m_preview->model()->setVerified(ok, bad);
        }
        const QString written = MigrationSummary::resultText(outcome, m_estimate);
        m_status->setText(
            !outcome.verify ? written
            : bad.empty()   ? Sentences::join(written, tr("Verified: every byte of every tensor "
                                                            "matches its source."))
                          : Sentences::join(written, tr("Verification FAILED: %n tensor(s) differ; "
                                                        "see the table.",
                                                        nullptr, badTensors)));
        m_progress->setValue(1000);
    }
    updateRunState();
    Q_EMIT conversionFinished();
}

bool MigrationView::saveStrategy(const QString& path, QString* error) {
    if (!m_simulation || !m_targetStrategy) {
        *error = tr("nothing simulated");
        return false;
    }
    if (Status s = writeStrategyFile(*m_targetStrategy, path.toStdString()); !s) {
        *error = ErrorText::text(s.error());
        return false;
    }
    return true;
}

bool MigrationView::saveSummary(const QString& path, QString* error) {
    if (!m_plan || !m_outcome) {
        *error = tr("no conversion has run");
        return false;
    }
    const MigrationSummary::Inputs inputs{
        QString::fromStdString(m_run ? m_run->path : std::string()),
        QString::fromStdString(m_run ? m_run->strategyPath : std::string()), describeTarget(),
        QString::fromStdString(m_plan->dstFolder)};
    return MigrationSummary::save(path, inputs, *m_plan, *m_outcome, error);
}

void MigrationView::saveStrategyAs() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Save the simulated strategy"),
                                     besideDestination(QStringLiteral("-strategy.ckpt")),
                                     tr("Protobuf strategy (*.ckpt);;JSON strategy (*.json)"));
    QString error;
    if (!path.isEmpty() && !saveStrategy(path, &error)) {
        m_status->setText(tr("Cannot save the strategy: %1").arg(error));
    }
}

QString MigrationView::besideDestination(const QString& suffix) const {
    // Beside the converted run rather than inside it, where a run folder's own files live, or
    // the working directory, which is wherever the app was started.
    const QFileInfo destination(m_target->destination());
    if (destination.fileName().isEmpty()) {
        return QDir::home().filePath(QStringLiteral("conversion") + suffix);
    }
    return destination.absoluteDir().filePath(destination.fileName() + suffix);
}

void MigrationView::saveSummaryAs() {
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the conversion summary"), besideDestination(QStringLiteral("-summary.json")),
        tr("JSON (*.json);;Text (*.txt)"));
    QString error;
    if (!path.isEmpty() && !saveSummary(path, &error)) {
        m_status->setText(tr("Cannot save the summary: %1").arg(error));
    }
}
