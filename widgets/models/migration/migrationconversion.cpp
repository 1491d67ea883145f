#include "widgets/models/migration/migrationconversion.h"

#include <QCoreApplication>
#include <QtMath>
#include <algorithm>
#include <utility>

#include "widgets/models/common/errortext.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/files/reportcells.h"
#include "widgets/models/migration/migrationsummary.h"

using namespace shardscope;

namespace {

// The tab's words, translated where they always were.
class ConversionWords {
    Q_DECLARE_TR_FUNCTIONS(MigrationView)
};

}  // namespace

MigrationConversion::MigrationConversion(QObject* parent) : QObject(parent) {}

MigrationConversion::~MigrationConversion() {
    if (m_job) {
        m_job->cancel();
    }
}

void MigrationConversion::start(std::shared_ptr<const ConversionPlan> plan, bool verify,
                                double estimate) {
    m_outcome.reset();
    m_plan = std::move(plan);
    m_estimate = estimate;
    m_job = new ConvertJob(m_plan, verify, this);
    connect(m_job, &ConvertJob::progress, this, &MigrationConversion::onProgress);
    connect(m_job, &ConvertJob::finished, this, &MigrationConversion::onFinished);
    m_job->start();
    Q_EMIT statusChanged(ConversionWords::tr("Converting…"));
}

void MigrationConversion::cancel() {
    if (m_job) {
        m_job->cancel();
        Q_EMIT statusChanged(ConversionWords::tr("Cancelling: removing the files not finished…"));
    }
}

bool MigrationConversion::isRunning() const {
    return m_job && m_job->isRunning();
}

void MigrationConversion::onProgress(const ConvertJob::Progress& p) {
    Q_EMIT rankProgress(p.perRank);
    if (p.verifying) {
        const int ranks = m_plan ? static_cast<int>(m_plan->ranks.size()) : 1;
        Q_EMIT progressChanged(1000 * p.verified / std::max(1, ranks));
        Q_EMIT statusChanged(
            ConversionWords::tr("Verifying: %1 of %Ln rank(s) checked.", nullptr, ranks)
                .arg(p.verified));
        return;
    }
    Q_EMIT progressChanged(
        p.total == 0 ? 1000 : static_cast<int>(1000.0 * static_cast<double>(p.done) / p.total));
    QString text = ConversionWords::tr("%1 of %2 copied")
                       .arg(ReportCells::bytesText(p.done), ReportCells::bytesText(p.total));
    if (p.bytesPerSecond > 0) {
        text += QStringLiteral("  ·  ") + SizeText::rate(p.bytesPerSecond);
    }
    if (p.secondsLeft >= 0) {
        text +=
            QStringLiteral("  ·  ") + ConversionWords::tr("%1 s left").arg(qCeil(p.secondsLeft));
    }
    Q_EMIT statusChanged(text);
}

void MigrationConversion::onFinished(const ConvertJob::Outcome& outcome) {
    m_outcome = outcome;
    if (m_job) {
        m_job->deleteLater();
    }
    if (outcome.cancelled) {
        Q_EMIT statusChanged(
            ConversionWords::tr("Cancelled. No partial file was left at the destination."));
        Q_EMIT progressChanged(0);
    } else if (outcome.error) {
        Q_EMIT statusChanged(
            ConversionWords::tr("The conversion failed: %1").arg(ErrorText::text(*outcome.error)));
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
            Q_EMIT ranksVerified(ok, bad);
        }
        const QString written = MigrationSummary::resultText(outcome, m_estimate);
        Q_EMIT statusChanged(
            !outcome.verify ? written
            : bad.empty()
                ? Sentences::join(written, ConversionWords::tr("Verified: every byte of every "
                                                               "tensor matches its source."))
                : Sentences::join(written,
                                  ConversionWords::tr("Verification FAILED: %Ln tensor(s) differ; "
                                                      "see the table.",
                                                      nullptr, badTensors)));
        Q_EMIT progressChanged(1000);
    }
    Q_EMIT finished();
}
