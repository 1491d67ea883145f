#include "targetmemory.h"

#include "models/common/errortext.h"

using namespace shardscope;

TargetMemory::TargetMemory(QObject* parent) : QObject(parent), m_job(this) {
    m_job.onResult([this](FitReport report) {
        m_report = std::move(report);
        m_error.clear();
        Q_EMIT changed();
    });
    connect(&m_job, &JobBase::failed, this, [this](const Error& error) {
        m_report.reset();
        m_error = ErrorText::text(error);
        Q_EMIT changed();
    });
}

void TargetMemory::compute(const std::shared_ptr<const RunModel>& run,
                           std::optional<Strategy> target) {
    m_report.reset();
    m_error.clear();
    m_input.reset();
    if (!run) {
        Q_EMIT changed();
        return;
    }
    if (run->kind == InputKind::Strategy) {
        m_error =
            tr("A strategy file alone records no shapes or dtypes: open the run's "
               "checkpoints to see each card's memory, or try the split in the "
               "Playground.");
        Q_EMIT changed();
        return;
    }
    auto input = fitInputFromRun(*run);
    if (!input) {
        m_error = ErrorText::text(input.error());
        Q_EMIT changed();
        return;
    }
    if (target) {
        input->target = std::move(*target);
    } else {
        input->target = oneCardStrategy(*run);
        input->unlaid.clear();
    }
    m_input = std::make_shared<const FitInput>(std::move(*input));
    start();
}

void TargetMemory::clear() {
    m_job.cancel();
    m_input.reset();
    m_report.reset();
    m_error.clear();
    Q_EMIT changed();
}

void TargetMemory::setDeviceMemory(uint64_t bytes) {
    if (bytes == m_deviceMemory) {
        return;
    }
    m_deviceMemory = bytes;
    if (m_input) {
        start();
    }
}

void TargetMemory::start() {
    const std::shared_ptr<const FitInput> input = m_input;
    const uint64_t memory = m_deviceMemory;
    m_job.start([input, memory](const std::stop_token&, const auto&) -> Result<FitReport> {
        return fitStep(*input, memory, Links{}, false);
    });
}
