#include "widgets/models/tensor/tensorcontroller.h"

#include <QSaveFile>
#include <algorithm>

#include "stats/elementreader.h"
#include "widgets/models/tensor/tensorstatstext.h"

using namespace shardscope;

namespace {

bool writeText(const QString& path, const QString& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        return false;
    }
    file.write(text.toUtf8());
    return file.commit();
}

}  // namespace

TensorController::TensorController(QObject* parent)
    : QObject(parent), m_job(new JobRunner<TensorStats>(this)) {
    m_job->onResult([this](TensorStats stats) { deliver(std::move(stats)); });
    connect(m_job, &JobBase::progressChanged, this, &TensorController::progressChanged);
    connect(m_job, &JobBase::failed, this, &TensorController::onStatsFailed);
}

TensorController::~TensorController() = default;

void TensorController::setRunDocument(std::shared_ptr<const RunDocument> run) {
    m_run = std::move(run);
    m_param = -1;
    setParam(-1);
}

void TensorController::setParam(int paramIndex) {
    const bool valid =
        m_run && paramIndex >= 0 && paramIndex < static_cast<int>(m_run->params.size());
    m_param = valid ? paramIndex : -1;
    m_rank = -1;
    Q_EMIT paramChanged();
    rebuildSource();
}

void TensorController::setRank(int rank) {
    const ParamInfo* p = param();
    if (p == nullptr || rank == m_rank ||
        (rank >= 0 && std::find(p->ranks.begin(), p->ranks.end(), rank) == p->ranks.end())) {
        return;
    }
    m_rank = rank;
    rebuildSource();
}

const ParamInfo* TensorController::param() const {
    return m_param >= 0 ? &m_run->params[static_cast<size_t>(m_param)] : nullptr;
}

void TensorController::setShown(bool shown) {
    m_shown = shown;
    if (shown && m_pending) {
        compute();
    }
}

void TensorController::rebuildSource() {
    cancel();
    m_stats.reset();
    m_source.reset();
    m_pending = false;
    m_note = Note::None;
    m_error.reset();
    if (const ParamInfo* p = param()) {
        auto src = m_rank < 0 ? mergedSource(*m_run, *p) : rankSource(*m_run, *p, m_rank);
        if (src) {
            m_source = std::make_shared<const TensorSource>(std::move(src).value());
        } else {
            m_note = Note::Unreadable;
            m_error = std::move(src).error();
        }
    }
    if (m_source && !dtypeDecodable(m_source->dtype)) {
        m_note = Note::NotNumbers;
    }
    Q_EMIT sourceChanged();
    if (m_note == Note::None && m_source) {
        m_pending = true;
        if (m_shown) {
            compute();
            return;
        }
    }
    Q_EMIT changed();
}

bool TensorController::canCompute() const {
    return m_source && !m_stats && dtypeDecodable(m_source->dtype);
}

void TensorController::compute() {
    if (!m_source || !dtypeDecodable(m_source->dtype)) {
        return;
    }
    cancel();
    m_pending = false;
    m_note = Note::None;
    m_error.reset();
    const std::shared_ptr<const TensorSource> source = m_source;
    m_job->start([source](std::stop_token stop, const ProgressSink& progress) {
        return computeStats(*source, {}, std::move(stop), progress);
    });
    Q_EMIT changed();
}

void TensorController::cancel() {
    if (m_job->isRunning()) {
        m_job->cancel();
        m_note = Note::Cancelled;
        Q_EMIT changed();
    }
}

int TensorController::permille() const {
    return m_job->total() > 0 ? static_cast<int>(1000 * m_job->done() / m_job->total()) : 0;
}

void TensorController::deliver(TensorStats stats) {
    m_stats = std::move(stats);
    m_pending = false;
    m_note = Note::None;
    Q_EMIT changed();
    Q_EMIT statsReady();
}

void TensorController::onStatsFailed(const Error& error) {
    m_note = Note::Failed;
    m_error = error;
    Q_EMIT changed();
    Q_EMIT statsFailed();
}

QString TensorController::statsJson() const {
    return m_stats && m_source ? TensorStatsText::json(*m_stats, *m_source) : QString();
}

QString TensorController::statsCsv() const {
    return m_stats && m_source ? TensorStatsText::csv(*m_stats, *m_source) : QString();
}

bool TensorController::exportStats(const QString& path) const {
    const bool json = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    return m_stats && writeText(path, json ? statsJson() : statsCsv());
}
