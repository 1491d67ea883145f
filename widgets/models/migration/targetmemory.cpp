#include "targetmemory.h"

#include "convert/strategysimulator.h"
#include "models/common/errortext.h"

using namespace shardscope;

TargetMemory::TargetMemory(QObject* parent) : QObject(parent), m_job(this) {
    m_job.onResult([this](FitReport report) {
        if (m_pending && *m_pending) {
            m_input = *m_pending;  // what a new card memory computes again
            m_pending.reset();
        }
        m_report = std::move(report);
        m_error.clear();
        if (m_input && m_report->deviceMemory != m_deviceMemory) {
            start();  // the card's memory changed while the target was being joined
        }
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
    // Joining the run with the target copies its layouts: off the GUI thread, once; a new card
    // memory reuses the input.
    m_input.reset();
    const std::vector<int64_t> matrix = target ? mainDeviceMatrix(*target) : std::vector<int64_t>{};
    m_columns = matrix.empty() ? 1 : static_cast<int>(std::max<int64_t>(1, matrix.back()));
    const uint64_t memory = m_deviceMemory;
    auto kept = std::make_shared<std::shared_ptr<const FitInput>>();
    m_pending = kept;
    m_job.start([run, target = std::move(target), memory, kept](
                    const std::stop_token&, const auto&) mutable -> Result<FitReport> {
        auto input = fitInputFromRun(*run);
        if (!input) {
            return std::move(input).error();
        }
        if (target) {
            input->target = std::move(*target);
        } else {
            input->target = oneCardStrategy(*run);
            input->unlaid.clear();
        }
        *kept = std::make_shared<const FitInput>(std::move(*input));
        return fitStep(**kept, memory, Links{});
    });
}

void TargetMemory::clear() {
    m_job.cancel();
    m_input.reset();
    m_pending.reset();
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
        return fitStep(*input, memory, Links{});
    });
}
