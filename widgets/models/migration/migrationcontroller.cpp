#include "widgets/models/migration/migrationcontroller.h"

#include <QCoreApplication>
#include <QDir>
#include <map>
#include <utility>

#include "convert/planner.h"
#include "formats/strategy.h"
#include "inspect/targetrun.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/models/matrix/axisroles.h"
#include "widgets/models/migration/destinationspace.h"
#include "widgets/models/migration/migrationsummary.h"
#include "widgets/models/migration/plantablemodel.h"
#include "widgets/models/migration/problemlistmodel.h"
#include "widgets/models/migration/simulatetext.h"
#include "widgets/models/migration/targetmemory.h"

using namespace shardscope;

namespace {

// The tab's words, translated where they always were.
class Words {
    Q_DECLARE_TR_FUNCTIONS(MigrationView)
};

int paramIndexIn(const RunDocument* run, const QString& name) {
    if (!run) {
        return -1;
    }
    const std::string key = name.toStdString();
    for (size_t i = 0; i < run->params.size(); ++i) {
        if (run->params[i].name == key) {
            return static_cast<int>(i);
        }
    }
    return -1;
}

int commonOptShardOf(const Strategy& strategy) {
    std::map<int, int> counts;
    for (const ParamLayout& l : strategy.layouts) {
        ++counts[l.optShardSize];
    }
    int best = 0;
    int seen = -1;
    for (const auto& [size, n] : counts) {
        if (n > seen) {
            best = size;
            seen = n;
        }
    }
    return best;
}

// Target ranks whose slice of parameter `s` (of `source`) is not already on the same rank of
// the source as parameter `t` (of `target`): their bytes move.
std::vector<int> movedRanks(const RunDocument& source, const RunDocument& target, int s, int t) {
    std::vector<int> moved;
    const ParamInfo& src = source.params[static_cast<size_t>(s)];
    const ParamInfo& dst = target.params[static_cast<size_t>(t)];
    if (!src.layout || !dst.layout || src.layout->fullShape() != dst.layout->fullShape()) {
        return moved;
    }
    const int dstDevices = target.stages.devices;
    const int srcDevices = source.stages.devices;
    for (int local = 0; local < dst.layout->deviceCount(); ++local) {
        const int rank = dst.stage * dstDevices + local;
        const int srcLocal = rank - src.stage * srcDevices;
        const bool stays =
            srcLocal >= 0 && srcLocal < src.layout->deviceCount() &&
            contains(src.layout->storedSlice(srcLocal), dst.layout->storedSlice(local));
        if (!stays) {
            moved.push_back(rank);
        }
    }
    return moved;
}

MigrationController::Preview because(const QString& why) {
    MigrationController::Preview preview;
    preview.why = why;
    return preview;
}

// The target's name: its path, or "simulated: dp=1,mp=4" (English in the files a conversion
// writes, the window's language in the words it shows).
IssueArg describeTarget(const MigrationInputs& in) {
    if (!in.simulating) {
        return {"target", in.strategyPath.toStdString()};
    }
    return SimulateText::label(in.spec, in.axisNames);
}

// The conversion the tab plans (the same spec as `plan` and `convert` are given): what the
// plan request and the cluster's command line are made of.
ConvertSpec convertSpecOf(const RunDocument& run, const MigrationInputs& in) {
    ConvertSpec spec;
    spec.src = run.path;
    spec.srcStrategy = run.strategyPath;
    if (run.run.step && run.run.step->savedSteps > 1) {
        spec.step = run.run.step->name;  // the saved step the window shows
    }
    spec.dst = in.destination.toStdString();
    if (in.simulating) {
        spec.simulate = SimulateText::format(in.spec, in.axisNames).toStdString();
    } else {
        spec.dstStrategy = in.strategyPath.toStdString();
    }
    spec.verify = in.verify;
    return spec;
}

MigrationController::Source sourceOf(const std::shared_ptr<const RunDocument>& run, bool alone) {
    MigrationController::Source source;
    source.run = run;
    source.title = Words::tr("Source");
    source.planned = run && run->strategy;
    if (!source.planned) {
        return source;
    }
    if (alone) {
        source.title = Words::tr("Source: %Ln rank(s)", nullptr, run->stages.ranks());
    }
    source.devMatrix = mainDeviceMatrix(*run->strategy);
    const std::vector<AxisRoles::Role> roles = AxisRoles::roles(*run, source.devMatrix);
    source.axisNames = AxisNameStore::load(QString::fromStdString(run->path));
    if (source.axisNames.size() != static_cast<int>(source.devMatrix.size())) {
        source.axisNames = AxisRoles::defaultNames(roles);
    }
    // A strategy alone has no rank files to convert: the target is previewed, not written.
    source.destination =
        alone ? QString()
              : QDir::cleanPath(QString::fromStdString(run->path)) + QStringLiteral("-converted");
    for (const AxisRoles::Role role : roles) {
        source.replicaAxes.push_back(role != AxisRoles::Role::ModelParallel);
    }
    source.stages = run->stages.stages;
    source.optShard = commonOptShardOf(*run->strategy);
    return source;
}

}  // namespace

MigrationController::MigrationController(QObject* parent)
    : QObject(parent),
      m_inputs([] { return MigrationInputs{}; }),
      m_problems(new ProblemListModel(this)),
      m_planTable(new PlanTableModel(this)),
      m_memory(new TargetMemory(this)),
      m_jobs(new MigrationPlanJobs(this)),
      m_conversion(new MigrationConversion(this)),
      m_hosts(new MigrationHosts(
          [this]() -> MigrationHosts::Plan {
              if (!m_planned.plan || !m_run) {
                  return {};
              }
              const MigrationInputs in = m_inputs();
              return {m_run, m_planned.plan, convertSpecOf(*m_run, in), in.simulating};
          },
          this)) {
    connect(m_jobs, &MigrationPlanJobs::due, this, &MigrationController::replan);
    connect(m_jobs, &MigrationPlanJobs::targetReady, this,
            [this](const PreparedTarget& target) { onTarget(target); });
    connect(m_jobs, &MigrationPlanJobs::planned, this, &MigrationController::onPlan);
    connect(m_jobs, &MigrationPlanJobs::failed, this, &MigrationController::onPlanFailed);
    connect(m_conversion, &MigrationConversion::statusChanged, this,
            &MigrationController::statusChanged);
    connect(m_conversion, &MigrationConversion::progressChanged, this,
            &MigrationController::progressChanged);
    connect(m_conversion, &MigrationConversion::finished, this, [this] {
        updateRunState();
        Q_EMIT conversionFinished();
    });
    // The plan's table follows before any view hears (connected first): a preview without a
    // plan has no servers either.
    connect(this, &MigrationController::previewChanged, m_planTable, [this](const Preview& p) {
        m_planTable->setPlan(p.plan);
        if (!p.plan) {
            m_planTable->setRankTable(nullptr);
        }
    });
    connect(m_hosts, &MigrationHosts::changed, m_planTable,
            [this](const TargetRankTable::Hosts& h) { m_planTable->setRankTable(h.table); });
    connect(m_conversion, &MigrationConversion::rankProgress, m_planTable,
            &PlanTableModel::setProgress);
    connect(m_conversion, &MigrationConversion::ranksVerified, m_planTable,
            &PlanTableModel::setVerified);
}

MigrationController::~MigrationController() = default;

void MigrationController::setInputSource(InputSource source) {
    m_inputs = std::move(source);
}

void MigrationController::setRunDocument(std::shared_ptr<const RunDocument> run) {
    if (m_conversion->isRunning()) {
        return;  // the run being converted stays; the planner keeps its source
    }
    // A target being prepared or a plan being made belongs to the run before: never applied to
    // this one (or to none, when the run was closed).
    m_jobs->cancelTarget();
    m_jobs->cancelPlan();
    m_run = std::move(run);
    m_pending.convert = false;  // a Convert asked for the run before never carries over
    m_planned.plan.reset();
    m_target = PreparedTarget{};
    m_conversion->forget();
    const Source source = sourceOf(m_run, strategyAlone());
    Q_EMIT sourceChanged(source);
    if (!source.planned) {
        Q_EMIT previewChanged(
            because(!m_run ? Words::tr("Open a run to plan a migration.")
                           : Words::tr("The planner needs a run folder with its strategy file: "
                                       "open the run, then its strategy.")));
        updateRunState();
        return;
    }
    setParam(m_param);
}

void MigrationController::setParam(const QString& name) {
    m_param = name;
    const RunDocument* target = m_target.targetRun.get();
    Marks marks{paramIndexIn(m_run.get(), name), paramIndexIn(target, name), {}};
    if (marks.source >= 0 && marks.target >= 0) {
        marks.moved = movedRanks(*m_run, *target, marks.source, marks.target);
    }
    Q_EMIT marksChanged(marks);
}

void MigrationController::edited() {
    m_jobs->edited();
}

void MigrationController::shown() {
    if (m_pending.whenShown) {
        replan();
    }
}

bool MigrationController::strategyAlone() const {
    return m_run && m_run->strategy && m_run->files.empty();
}

bool MigrationController::isPlanning() const {
    return m_jobs->isBusy();
}

void MigrationController::replan() {
    m_problems->clearProblems();
    m_planned.plan.reset();
    m_conversion->forget();
    Q_EMIT progressChanged(0);
    m_jobs->cancelPlan();
    if (!m_run || !m_run->strategy) {
        m_jobs->cancelTarget();
        m_pending.convert = false;  // no plan will come for the Convert asked for
        updateRunState();
        Q_EMIT planReady();
        return;
    }
    const MigrationInputs in = m_inputs();
    if (!in.visible && !m_pending.convert) {
        m_jobs->cancelTarget();
        m_pending.whenShown = true;
        Q_EMIT statusChanged(QString());
        updateRunState();
        return;
    }
    m_pending.whenShown = false;
    TargetRequest request;
    request.simulate = in.simulating;
    request.spec = in.spec;
    request.strategyPath = in.strategyPath.toStdString();
    request.label = describeTarget(in).value;
    if (!request.simulate && request.strategyPath.empty()) {
        m_jobs->cancelTarget();
        onTarget(PreparedTarget{});
        return;
    }
    m_jobs->prepare(m_run, std::move(request));
    Q_EMIT statusChanged(Words::tr("Planning…"));
    updateRunState();
}

void MigrationController::onTarget(PreparedTarget target) {
    if (!m_run) {
        return;
    }
    m_target = std::move(target);
    const MigrationInputs in = m_inputs();
    if (!m_target.problems.empty()) {
        m_problems->setAxisNames(in.axisNames);
        m_problems->addIssues(m_target.problems);
    }
    const bool blocked = m_target.blocked();
    if (m_target.error) {
        m_problems->addMessage(true, ErrorText::text(*m_target.error));
    } else if (!m_target.strategy) {
        Q_EMIT previewChanged(because(Words::tr("Choose a destination strategy file or folder.")));
    }
    if (blocked && m_target.simulation) {
        Q_EMIT previewChanged(
            because(Words::tr("The problems on the left block this target: change the "
                              "sizes to see the plan.")));
        Q_EMIT statusChanged(
            Words::tr("%Ln problem(s) block this conversion.", nullptr, m_problems->errorCount()));
    }
    const std::shared_ptr<const RunDocument>& targetRun = m_target.targetRun;
    Sides sides{targetRun, {}, {}, !in.simulating, std::nullopt};
    if (!in.simulating && targetRun && m_target.strategy) {
        // The target's cards, sizes and stages are the loaded strategy's.
        sides.loaded = Loaded{mainDeviceMatrix(*m_target.strategy), targetRun->stages.stages,
                              commonOptShardOf(*m_target.strategy), targetRun->stages.ranks()};
    }
    if (m_target.strategy && !m_target.error && !blocked) {
        m_memory->compute(m_run, m_target.strategy);
    } else {
        m_memory->clear();
    }
    sides.sourceTitle = Words::tr("Source: %Ln rank(s)", nullptr,
                                  strategyAlone() ? m_run->stages.ranks() : m_run->rankCount());
    sides.targetTitle = targetRun
                            ? Words::tr("Target: %Ln rank(s)", nullptr, targetRun->stages.ranks())
                            : Words::tr("Target");
    Q_EMIT sidesChanged(sides);
    setParam(m_param);
    if (m_target.strategy && !blocked && strategyAlone()) {
        // Nothing to read slices from: the target's cards and slices are the whole answer.
        Q_EMIT previewChanged(
            because(Words::tr("A strategy file alone: this previews the target's cards "
                              "and slices. Open the run's checkpoints with it to plan a "
                              "conversion.")));
        Q_EMIT statusChanged(Words::tr("Target previewed from the strategy file alone."));
    }
    if (!m_target.strategy || blocked || strategyAlone()) {
        m_pending.convert = false;  // this target is not converted: the request ends here
        updateRunState();
        Q_EMIT planReady();  // settled: nothing more will come for this target
        return;
    }
    startPlan(in);
}

void MigrationController::startPlan(const MigrationInputs& in) {
    PlanRequest request = convertSpecOf(*m_run, in).planRequest();
    request.key = m_run->key;        // the key the run was opened with (encrypted rank files)
    request.indexed = m_run->files;  // the run's rank files are not indexed a second time
    request.source = m_run;  // nor its folder discovered, its steps scanned, its strategy read
    const std::shared_ptr<const Strategy> planTarget = m_target.planTarget();  // null: merge
    request.dstStrategy = planTarget ? planTarget->source : std::string();
    request.dstHeld = planTarget;  // loaded or simulated once, in prepareTarget
    m_jobs->plan(std::move(request), m_pending.convert, *m_run, m_target.targetRun.get());
    Q_EMIT statusChanged(Words::tr("Planning…"));
    updateRunState();
}

void MigrationController::onPlanFailed(const Error& error) {
    const QString text = ErrorText::text(error);
    m_problems->addMessage(true, text);
    Q_EMIT previewChanged(because(text));
    Q_EMIT statusChanged(Words::tr("Cannot plan this conversion."));
    m_pending.convert = false;
    updateRunState();
    Q_EMIT planReady();
}

void MigrationController::onPlan(const MigrationPlanJobs::Planned& planned) {
    if (!m_run) {
        return;
    }
    m_planned = planned;
    const ConversionPlan& plan = *m_planned.plan;
    const MigrationInputs in = m_inputs();
    if (!plan.problems.empty()) {
        m_problems->setAxisNames(in.axisNames);
        m_problems->addIssues(plan.problems);
    }
    const ConversionEstimate estimate = estimateConversion(plan, planned.rates, in.verify);
    m_planned.estimate = estimate.totalSeconds;
    m_planned.freeBytes = DestinationSpace::freeBytes(in.destination);
    Q_EMIT previewChanged(
        {QString(), m_planned.plan, estimate, planned.rates, m_planned.freeBytes});
    m_hosts->update();
    const int errors = m_problems->errorCount();
    const int warnings = m_problems->warningCount();
    Q_EMIT statusChanged(
        errors > 0     ? Words::tr("%Ln problem(s) block this conversion.", nullptr, errors)
        : warnings > 0 ? Words::tr("Ready to convert, with %Ln warning(s).", nullptr, warnings)
                       : Words::tr("Ready to convert."));
    const RunState state = updateRunState();
    Q_EMIT planReady();
    if (std::exchange(m_pending.convert, false) && state.convert) {
        startConversion();
    }
}

MigrationController::RunState MigrationController::updateRunState() {
    const bool converting = m_conversion->isRunning();
    const MigrationInputs in = m_inputs();
    const auto& outcome = m_conversion->outcome();
    const bool ready = m_planned.plan && m_planned.plan->runnable() && !m_target.blocked() &&
                       DestinationSpace::enough(m_planned.freeBytes, *m_planned.plan) &&
                       !in.destination.isEmpty();
    const RunState state{ready && !converting, converting, converting,
                         !converting && outcome && outcome->result && !outcome->cancelled,
                         !converting && outcome.has_value()};
    Q_EMIT runStateChanged(state);
    return state;
}

void MigrationController::startConversion() {
    if (!m_planned.plan || m_conversion->isRunning()) {
        return;
    }
    const MigrationInputs in = m_inputs();
    // A plan of totals cannot be carried out, and one made before the destination changed
    // would write elsewhere: plan again (in full) first.
    if (m_planned.summary || QString::fromStdString(m_planned.plan->dstFolder) != in.destination) {
        m_pending.convert = true;  // Convert was asked for: it starts once the plan is new
        replan();
        return;
    }
    if (!m_planned.plan->runnable()) {
        return;  // the problems listed block it (the Convert button is off): nothing is written
    }
    m_conversion->start(m_planned.plan, in.verify, m_planned.estimate);
    updateRunState();
}

void MigrationController::cancelConversion() {
    m_conversion->cancel();
}

bool MigrationController::saveStrategy(const QString& path, QString* error) const {
    if (!m_target.simulation || !m_target.strategy) {
        *error = Words::tr("nothing simulated");
        return false;
    }
    if (Status s = writeStrategyFile(*m_target.strategy, path.toStdString()); !s) {
        *error = ErrorText::text(s.error());
        return false;
    }
    return true;
}

bool MigrationController::saveSummary(const QString& path, QString* error) const {
    const auto& outcome = m_conversion->outcome();
    if (!m_planned.plan || !outcome) {
        *error = Words::tr("no conversion has run");
        return false;
    }
    const MigrationSummary::Inputs inputs{
        QString::fromStdString(m_run ? m_run->path : std::string()),
        QString::fromStdString(m_run ? m_run->strategyPath : std::string()),
        describeTarget(m_inputs()), QString::fromStdString(m_planned.plan->dstFolder)};
    return MigrationSummary::save(path, inputs, *m_planned.plan, *outcome, error);
}
