#pragma once

#include <QObject>
#include <QPointer>
#include <memory>
#include <optional>
#include <vector>

#include "widgets/models/migration/convertjob.h"

// The Migration tab's conversion of a plan: started, followed (bytes, rate, time left, then the
// ranks verified), cancelled, and its outcome in words.
class MigrationConversion final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MigrationConversion)

public:
    explicit MigrationConversion(QObject* parent = nullptr);
    ~MigrationConversion() override;

    // `estimate`: the seconds the plan was expected to take (0: unknown), for the outcome's words.
    void start(std::shared_ptr<const shardscope::ConversionPlan> plan, bool verify,
               double estimate);
    void cancel();
    bool isRunning() const;
    const std::optional<ConvertJob::Outcome>& outcome() const { return m_outcome; }
    void forget() { m_outcome.reset(); }

Q_SIGNALS:
    void statusChanged(const QString& text);
    void progressChanged(int permille);
    void rankProgress(const std::vector<quint64>& perRank);
    void ranksVerified(const std::vector<int>& ok, const std::vector<int>& bad);
    void finished();

private:
    void onProgress(const ConvertJob::Progress& progress);
    void onFinished(const ConvertJob::Outcome& outcome);

    QPointer<ConvertJob> m_job;
    std::shared_ptr<const shardscope::ConversionPlan> m_plan;
    std::optional<ConvertJob::Outcome> m_outcome;
    double m_estimate = 0;
};
