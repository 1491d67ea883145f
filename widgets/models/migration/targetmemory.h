#pragma once

#include <QObject>
#include <cstdint>
#include <memory>
#include <optional>

#include "fit/fitmodel.h"
#include "inspect/rundocument.h"
#include "widgets/models/common/jobrunner.h"

// The memory of every card of a migration's target (issue 33): the source run's parameters,
// gradients and optimizer states laid out by the target strategy (core's fitStep), in the
// background. With a training step (sequence length, micro-batches, heads, recomputation:
// what a checkpoint does not record), typed or read from the run's MindFormers configuration
// as `shardscope-cli fit` reads it, the activations and the model-parallel and pipeline groups
// too; without one, the data-parallel groups only.
class TargetMemory final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetMemory)

public:
    static constexpr uint64_t kGiB = uint64_t{1} << 30;

    // The training step a checkpoint does not record; heads 0: as the run's shapes say (none).
    struct Step {
        shardscope::Workload work;
        int64_t heads = 0;
        bool operator==(const Step&) const = default;
    };
    enum class StepSource {
        None,    // no step: a sequence length of 0 (nothing typed, no configuration)
        Config,  // the run configuration beside the rank folders (configPath())
        Typed,   // typed on the page
    };

    explicit TargetMemory(QObject* parent = nullptr);

    // The target strategy, or nullopt for one card holding everything (a merge). A new run
    // forgets the step and reads its configuration, if it has one, in the background.
    void compute(const std::shared_ptr<const shardscope::RunDocument>& run,
                 std::shared_ptr<const shardscope::Strategy> target);
    void clear();
    void setDeviceMemory(uint64_t bytes);
    uint64_t deviceMemory() const { return m_deviceMemory; }
    // A step typed on the page: computed again in the background.
    void setStep(const Step& step);
    const Step& step() const { return m_step; }
    StepSource stepSource() const { return m_source; }
    // The run configuration found beside the run's rank folders (empty: none), and why it
    // could not be read (empty when it was, or there is none).
    QString configPath() const { return m_configPath; }
    QString configError() const { return m_configError; }

    // The last report; null before the first or after clear(). Without a step its groups are
    // the data-parallel ones: the others' volume needs the sequence length.
    const shardscope::FitReport* report() const { return m_report ? &*m_report : nullptr; }
    // The cards of a stage in a row of the target's device matrix (its last axis): how the
    // card grid lays them out.
    int columns() const { return m_columns; }
    QString error() const { return m_error; }
    JobBase* job() { return &m_job; }

Q_SIGNALS:
    void changed();
    void stepChanged();  // forgotten for a new run, or read from its configuration

private:
    struct Config {
        std::string path;
        std::optional<Step> step;                // null when the file could not be read
        std::optional<shardscope::Error> error;  // why not
    };
    struct Outcome {
        shardscope::FitReport report;
        std::shared_ptr<const shardscope::FitInput> input;  // when the target was joined
        std::optional<Config> config;                       // when the run's was looked for
        int stepVersion = 0;
    };
    void start();

    JobRunner<Outcome> m_job;
    std::shared_ptr<const shardscope::RunDocument> m_run;  // its rank table places the cards
    std::shared_ptr<const shardscope::FitInput> m_input;
    uint64_t m_deviceMemory = 64 * kGiB;
    int m_columns = 1;
    std::optional<shardscope::FitReport> m_report;
    QString m_error;
    Step m_step;
    StepSource m_source = StepSource::None;
    int m_stepVersion = 0;        // each step typed
    bool m_configWanted = false;  // the run's configuration is still to be looked for
    QString m_configPath;
    QString m_configError;
};
