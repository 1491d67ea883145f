#include "widgets/models/migration/targetmemory.h"

#include "convert/strategysimulator.h"
#include "fit/fitconfig.h"
#include "widgets/models/common/errortext.h"

using namespace shardscope;

namespace {

// The step on the input: the workload as given, the heads when known (the shapes do not tell
// them), as `fit --src RUN --seq S --heads A ...` sets them.
Result<FitReport> targetMemoryStep(const FitInput& input, const TargetMemory::Step& step,
                                   uint64_t memory, const Links& links) {
    if (step == TargetMemory::Step{}) {
        return fitStep(input, memory, links);
    }
    FitInput in = input;
    in.work = step.work;
    if (step.heads > 0) {
        setAttentionHeads(in.dims, step.heads);
    }
    return fitStep(in, memory, links);
}

Links targetMemoryLinks(const RunDocument& run) {
    Links links;
    links.rankTable = run.rankTable.get();  // as `fit` places the cards: the run's table
    return links;
}

}  // namespace

TargetMemory::TargetMemory(QObject* parent) : QObject(parent), m_job(this) {
    m_job.onResult([this](Outcome outcome) {
        if (outcome.input) {
            m_input = std::move(outcome.input);  // what a new card memory computes again
        }
        if (outcome.config) {
            m_configWanted = false;
            m_configPath = QString::fromStdString(outcome.config->path);
            m_configError =
                outcome.config->error ? ErrorText::detail(*outcome.config->error) : QString();
            // The configuration fills the step unless one was typed while it was read.
            if (outcome.config->step && outcome.stepVersion == m_stepVersion) {
                m_step = *outcome.config->step;
                m_source = StepSource::Config;
            }
            Q_EMIT stepChanged();
        }
        m_report = std::move(outcome.report);
        m_error.clear();
        if (m_input &&
            (m_report->deviceMemory != m_deviceMemory || outcome.stepVersion != m_stepVersion)) {
            start();  // the card's memory or the step changed while the target was being joined
        }
        Q_EMIT changed();
    });
    connect(&m_job, &JobBase::failed, this, [this](const Error& error) {
        m_report.reset();
        m_error = ErrorText::text(error);
        Q_EMIT changed();
    });
}

void TargetMemory::compute(const std::shared_ptr<const RunDocument>& run,
                           std::shared_ptr<const Strategy> target) {
    m_report.reset();
    m_error.clear();
    m_input.reset();
    const bool newRun = run != m_run;
    m_run = run;
    if (newRun) {
        // A step belongs to its run: forgotten, then read from the new run's configuration.
        m_step = Step{};
        m_source = StepSource::None;
        ++m_stepVersion;
        m_configPath.clear();
        m_configError.clear();
        m_configWanted = true;
        Q_EMIT stepChanged();
    }
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
    // memory or step reuses the input.
    const std::vector<int64_t> matrix = target ? mainDeviceMatrix(*target) : std::vector<int64_t>{};
    m_columns = matrix.empty() ? 1 : static_cast<int>(std::max<int64_t>(1, matrix.back()));
    const uint64_t memory = m_deviceMemory;
    const int version = m_stepVersion;
    m_job.start([run, target = std::move(target), memory, readConfig = m_configWanted,
                 step = m_step,
                 version](const std::stop_token&, const auto&) mutable -> Result<Outcome> {
        auto input = fitInputFromRun(
            *run, target ? target : std::make_shared<const Strategy>(oneCardStrategy(*run)));
        if (!input) {
            return std::move(input).error();
        }
        if (!target) {
            input->unlaid.clear();
        }
        Outcome out;
        out.stepVersion = version;
        if (readConfig) {
            // The run configuration `fit --src` reads: the only *.yaml beside the rank folders.
            Config config;
            config.path = fitConfigBeside(run->path);
            if (!config.path.empty()) {
                auto yaml = readYamlSettings(config.path);
                if (yaml) {
                    const FitConfig read = fitConfigFromYaml(*yaml, config.path);
                    config.step = Step{fitConfigWorkload(&read, 0), read.heads.value_or(0)};
                    step = *config.step;
                } else {
                    config.error = yaml.error();
                }
            }
            out.config = std::move(config);
        }
        out.input = std::make_shared<const FitInput>(std::move(*input));
        auto report = targetMemoryStep(*out.input, step, memory, targetMemoryLinks(*run));
        if (!report) {
            return std::move(report).error();
        }
        out.report = std::move(*report);
        return out;
    });
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

void TargetMemory::setStep(const Step& step) {
    if (step == m_step && m_source == StepSource::Typed) {
        return;
    }
    m_step = step;
    m_source = step.work.seq > 0 ? StepSource::Typed : StepSource::None;
    ++m_stepVersion;
    if (m_input) {
        start();
    }
}

void TargetMemory::start() {
    const std::shared_ptr<const FitInput> input = m_input;
    const std::shared_ptr<const RunDocument> run = m_run;
    const uint64_t memory = m_deviceMemory;
    const Step step = m_step;
    const int version = m_stepVersion;
    m_job.start([input, run, memory, step, version](const std::stop_token&,
                                                    const auto&) -> Result<Outcome> {
        auto report = targetMemoryStep(*input, step, memory, targetMemoryLinks(*run));
        if (!report) {
            return std::move(report).error();
        }
        Outcome out;
        out.report = std::move(*report);
        out.stepVersion = version;
        return out;
    });
}
