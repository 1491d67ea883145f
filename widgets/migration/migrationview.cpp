#include "migration/migrationview.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>
#include <memory>
#include <utility>

#include "cluster/mpicommand.h"
#include "convert/conversionrates.h"
#include "convert/planner.h"
#include "formats/strategy.h"
#include "inspect/targetrun.h"
#include "matrix/devicematrixview.h"
#include "migration/hostplanrow.h"
#include "migration/planpreview.h"
#include "migration/planproblemlist.h"
#include "migration/targetpanel.h"
#include "models/common/errortext.h"
#include "models/common/issuetext.h"
#include "models/common/sentences.h"
#include "models/common/sizetext.h"
#include "models/files/reportcells.h"
#include "models/matrix/axisnamestore.h"
#include "models/matrix/axisroles.h"
#include "models/migration/migrationsummary.h"
#include "models/migration/plantablemodel.h"
#include "models/migration/simulatetext.h"
#include "models/migration/targetmemory.h"
#include "slices/sliceview.h"
#include "targetmemorypanel.h"

using namespace shardscope;

namespace {

int paramIndex(const RunModel* run, const QString& name) {
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

int commonOptShard(const Strategy& strategy) {
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

}  // namespace

MigrationView::MigrationView(QWidget* parent)
    : QWidget(parent),
      m_target(new TargetPanel(this)),
      m_srcMatrix(new DeviceMatrixView(this)),
      m_dstMatrix(new DeviceMatrixView(this)),
      m_srcSlices(new SliceView(this)),
      m_dstSlices(new SliceView(this)),
      m_srcTitle(new QLabel(this)),
      m_dstTitle(new QLabel(this)),
      m_preview(new PlanPreview(this)),
      m_problems(new PlanProblemList(this)),
      m_convert(new QPushButton(tr("&Convert"), this)),
      m_cancel(new QPushButton(tr("Cancel"), this)),
      m_open(new QPushButton(tr("&Open converted run"), this)),
      m_summary(new QPushButton(tr("Save s&ummary…"), this)),
      m_progress(new QProgressBar(this)),
      m_status(new QLabel(this)),
      m_targetJob(new JobRunner<PreparedTarget>(this)),
      m_planJob(new JobRunner<Planned>(this)) {
    connectJobs();
    QTabWidget* sides = createSides();
    QHBoxLayout* runRow = createRunRow();
    QWidget* left = createLeft();
    QSplitter* right = createRight(sides);

    auto* top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(left);
    top->addWidget(right);
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    top->setSizes({430, 900});

    // The target, problems, matrices and plan scroll when the window is small; the run row
    // (Convert, progress, Cancel) and its status are a footer that never scrolls out of sight.
    auto* scroll = new QScrollArea(this);
    scroll->setObjectName(QStringLiteral("migrationScroll"));
    scroll->setWidget(top);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* footer = new QWidget(this);
    footer->setObjectName(QStringLiteral("migrationFooter"));
    auto* footerLayout = new QVBoxLayout(footer);
    footerLayout->setContentsMargins(0, 4, 0, 0);
    footerLayout->addLayout(runRow);
    footerLayout->addWidget(m_status);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(scroll, 1);
    layout->addWidget(footer);

    m_sides = sides;
    fixTabOrder();
    connect(m_preview, &PlanPreview::targetRankSelected, this, &MigrationView::markSources);
    connect(m_preview->hosts(), &HostPlanRow::chooseRankTable, this,
            &MigrationView::chooseTargetRankTable);
    connect(m_srcMatrix, &DeviceMatrixView::axisNamesChanged, m_dstMatrix,
            &DeviceMatrixView::setAxisNames);
    updateRunState();
}

MigrationView::~MigrationView() {
    if (m_convertJob) {
        m_convertJob->cancel();
    }
}

void MigrationView::setRunModel(std::shared_ptr<const RunModel> run) {
    if (m_convertJob && m_convertJob->isRunning()) {
        return;  // the run being converted stays; the planner keeps its source
    }
    // A target being prepared or a plan being made belongs to the run before: never applied to
    // this one (or to none, when the run was closed).
    m_targetJob->cancel();
    m_planJob->cancel();
    m_run = std::move(run);
    m_convertWhenPlanned = false;  // a Convert asked for the run before never carries over
    m_plan.reset();
    m_targetRun.reset();
    m_simulation.reset();
    m_targetStrategy.reset();
    m_planTarget.reset();
    m_outcome.reset();
    m_srcMatrix->setRunModel(m_run);
    m_srcSlices->setRunModel(m_run);
    m_dstMatrix->setRunModel(nullptr);
    m_dstSlices->setRunModel(nullptr);
    m_srcTitle->setText(tr("Source"));
    if (!m_run || !m_run->strategy) {
        m_preview->clear(!m_run ? tr("Open a run to plan a migration.")
                                : tr("The planner needs a run folder with its strategy file: "
                                     "open the run, then its strategy."));
        m_target->setEnabled(false);
        updateRunState();
        return;
    }
    m_target->setEnabled(true);
    if (strategyAlone()) {
        m_srcTitle->setText(tr("Source: %n rank(s)", nullptr, m_run->stages.ranks()));
    }
    const std::vector<int64_t> devMatrix = mainDeviceMatrix(*m_run->strategy);
    QStringList names = AxisNameStore::load(QString::fromStdString(m_run->path));
    if (names.size() != static_cast<int>(devMatrix.size())) {
        names = AxisRoles::defaultNames(AxisRoles::roles(*m_run, devMatrix));
    }
    m_srcMatrix->setAxisNames(names);
    const QString folder = QString::fromStdString(m_run->path);
    // A strategy alone has no rank files to convert: the target is previewed, not written.
    m_target->setDestination(
        strategyAlone() ? QString() : QDir::cleanPath(folder) + QStringLiteral("-converted"));
    std::vector<bool> replicaAxes;
    for (const AxisRoles::Role role : AxisRoles::roles(*m_run, devMatrix)) {
        replicaAxes.push_back(role != AxisRoles::Role::ModelParallel);
    }
    m_target->setSource(devMatrix, names, m_run->stages.stages, commonOptShard(*m_run->strategy),
                        replicaAxes);
    fixTabOrder();  // the panel made new axis fields
    setParam(m_param);
}

void MigrationView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_planWhenShown) {
        replan();
    }
}

void MigrationView::setParam(const QString& name) {
    m_param = name;
    m_srcMatrix->setParam(paramIndex(m_run.get(), name));
    m_srcSlices->setParam(paramIndex(m_run.get(), name));
    m_dstMatrix->setParam(paramIndex(m_targetRun.get(), name));
    m_dstSlices->setParam(paramIndex(m_targetRun.get(), name));
    updateMarks();
}

bool MigrationView::simulate(const QString& text, QString* error) {
    if (!m_run || !m_run->strategy) {
        if (error) {
            *error = tr("no run with a strategy is open");
        }
        return false;
    }
    const auto spec = SimulateText::parse(text, m_srcMatrix->axisNames(), error);
    if (!spec) {
        return false;
    }
    SimulationSpec full = *spec;
    if (full.axisSizes.empty()) {
        full.axisSizes = m_target->spec().axisSizes;
    }
    m_target->setSpec(full);
    return true;
}

void MigrationView::setTargetStrategy(const QString& path) {
    m_target->setStrategyPath(path);
}

void MigrationView::setDestination(const QString& folder) {
    m_target->setDestination(folder);
}

bool MigrationView::strategyAlone() const {
    return m_run && m_run->strategy && m_run->files.empty();
}

void MigrationView::showMemoryPage() {
    if (auto* tabs = qobject_cast<QTabWidget*>(m_sides)) {
        tabs->setCurrentWidget(m_memoryPanel);
    }
}

bool MigrationView::isPlanning() const {
    return m_debounce.isActive() || (m_targetJob->isRunning() && !m_targetJob->isCancelling()) ||
           (m_planJob->isRunning() && !m_planJob->isCancelling());
}

bool MigrationView::isConverting() const {
    return m_convertJob && m_convertJob->isRunning();
}

QString MigrationView::statusText() const {
    return m_status->text();
}

void MigrationView::addProblem(bool blocking, const QString& message) {
    m_problems->addMessage(blocking, message);
    m_problemsTitle->setText(tr("Plan problems (%1)").arg(m_problems->problemCount()));
    m_problemsPage->show();
}

void MigrationView::addProblems(const std::vector<Issue>& issues) {
    if (issues.empty()) {
        return;
    }
    m_problems->setAxisNames(m_srcMatrix->axisNames());
    m_problems->addIssues(issues);
    m_problemsTitle->setText(tr("Plan problems (%1)").arg(m_problems->problemCount()));
    m_problemsPage->show();
}

QString MigrationView::describeTarget() const {
    if (!m_target->simulating()) {
        return m_target->strategyPath();
    }
    return tr("simulated: %1")
        .arg(SimulateText::format(m_target->spec(), m_srcMatrix->axisNames()));
}

ConvertSpec MigrationView::convertSpec() const {
    ConvertSpec spec;
    spec.src = m_run->path;
    spec.srcStrategy = m_run->strategyPath;
    if (m_run->run.step && m_run->run.step->savedSteps > 1) {
        spec.step = m_run->run.step->name;  // the saved step the window shows
    }
    spec.dst = m_target->destination().toStdString();
    if (m_target->simulating()) {
        spec.simulate =
            SimulateText::format(m_target->spec(), m_srcMatrix->axisNames()).toStdString();
    } else {
        spec.dstStrategy = m_target->strategyPath().toStdString();
    }
    spec.verify = m_target->verify();
    return spec;
}

void MigrationView::replan() {
    m_problems->clearProblems();
    m_problemsPage->hide();
    m_plan.reset();
    m_blocked = false;
    m_planError.clear();
    m_outcome.reset();
    m_progress->setValue(0);
    m_planJob->cancel();
    if (!m_run || !m_run->strategy) {
        m_targetJob->cancel();
        m_convertWhenPlanned = false;  // no plan will come for the Convert asked for
        updateRunState();
        Q_EMIT planReady();
        return;
    }
    if (!isVisible() && !m_convertWhenPlanned) {
        m_targetJob->cancel();
        m_planWhenShown = true;
        m_status->clear();
        updateRunState();
        return;
    }
    m_planWhenShown = false;
    TargetRequest request;
    request.simulate = m_target->simulating();
    request.spec = m_target->spec();
    request.strategyPath = m_target->strategyPath().toStdString();
    request.label = describeTarget().toStdString();
    if (!request.simulate && request.strategyPath.empty()) {
        m_targetJob->cancel();
        onTarget(PreparedTarget{});
        return;
    }
    const std::shared_ptr<const RunModel> run = m_run;
    m_targetJob->start(
        [run, request](const std::stop_token&,
                       const JobRunner<PreparedTarget>::Sink&) -> Result<PreparedTarget> {
            return prepareTarget(*run, request);
        });
    m_status->setText(tr("Planning…"));
    updateRunState();
}

void MigrationView::onTarget(PreparedTarget target) {
    if (!m_run) {
        return;
    }
    m_simulation = std::move(target.simulation);
    m_targetStrategyPath = QString::fromStdString(target.strategyPath);
    m_targetStrategy = target.strategy;
    m_planTarget = target.planTarget();
    addProblems(target.problems);
    m_blocked = target.blocked();
    if (target.error) {
        addProblem(true, ErrorText::text(*target.error));
    } else if (!target.strategy) {
        m_preview->clear(tr("Choose a destination strategy file or folder."));
    }
    if (m_blocked && m_simulation) {
        m_preview->clear(
            tr("The problems on the left block this target: change the sizes to "
               "see the plan."));
        m_status->setText(
            tr("%n problem(s) block this conversion.", nullptr, m_problems->errorCount()));
    }
    m_targetRun = target.targetRun;
    if (!m_target->simulating()) {
        // The target's cards, sizes and stages are the loaded strategy's.
        std::optional<TargetPanel::LoadedTarget> loaded;
        if (m_targetRun && target.strategy) {
            loaded = TargetPanel::LoadedTarget{
                mainDeviceMatrix(*target.strategy), m_targetRun->stages.stages,
                commonOptShard(*target.strategy), m_targetRun->stages.ranks()};
        }
        m_target->setLoadedTarget(std::move(loaded));
    }
    if (target.strategy && !target.error && !m_blocked) {
        m_memory->compute(m_run, *target.strategy);
    } else {
        m_memory->clear();
    }
    m_dstMatrix->setRunModel(m_targetRun);
    m_dstMatrix->setAxisNames(m_srcMatrix->axisNames());
    m_dstSlices->setRunModel(m_targetRun);
    m_srcTitle->setText(tr("Source: %n rank(s)", nullptr,
                           strategyAlone() ? m_run->stages.ranks() : m_run->rankCount()));
    m_dstTitle->setText(m_targetRun ? tr("Target: %n rank(s)", nullptr, m_targetRun->stages.ranks())
                                    : tr("Target"));
    setParam(m_param);
    if (target.strategy && !m_blocked && strategyAlone()) {
        // Nothing to read slices from: the target's cards and slices are the whole answer.
        const QString why =
            tr("A strategy file alone: this previews the target's cards and "
               "slices. Open the run's checkpoints with it to plan a conversion.");
        m_preview->clear(why);
        m_status->setText(tr("Target previewed from the strategy file alone."));
    }
    if (!target.strategy || m_blocked || strategyAlone()) {
        m_convertWhenPlanned = false;  // this target is not converted: the request ends here
        updateRunState();
        Q_EMIT planReady();  // settled: nothing more will come for this target
        return;
    }
    PlanRequest request = convertSpec().planRequest();
    request.key = m_run->key;        // the key the run was opened with (encrypted rank files)
    request.indexed = m_run->files;  // the run's rank files are not indexed a second time
    request.dstStrategy = m_planTarget ? m_planTarget->source : std::string();
    request.dstHeld = m_planTarget;  // loaded or simulated once, in prepareTarget
    // Shown, not carried out: a large target's plan keeps each rank's totals only (a
    // 16,384-card target's planned tensors took gigabytes); Convert plans it in full.
    request.summaryOnly = !m_convertWhenPlanned && plannedTensors() > m_fullPlanLimit;
    m_planJob->start(
        [request](const std::stop_token&, const JobRunner<Planned>::Sink&) -> Result<Planned> {
            auto plan = planConversion(request);
            if (!plan) {
                return std::move(plan).error();
            }
            auto shared = std::make_shared<const ConversionPlan>(std::move(plan).value());
            // Measured once per pair of file systems and kept in the user's cache folder, then
            // corrected by each conversion (the same rates as `shardscope-cli plan`).
            ConversionRates rates =
                shared->runnable() ? RatesCache().ratesFor(*shared) : ConversionRates{};
            return Planned{shared, rates, request.summaryOnly};
        });
    m_status->setText(tr("Planning…"));
    updateRunState();
}

void MigrationView::onPlanFailed(const Error& error) {
    m_planError = ErrorText::text(error);
    addProblem(true, m_planError);
    m_preview->clear(m_planError);
    m_status->setText(tr("Cannot plan this conversion."));
    m_convertWhenPlanned = false;
    updateRunState();
    Q_EMIT planReady();
}

void MigrationView::onPlan(const Planned& planned) {
    if (!m_run) {
        return;
    }
    m_plan = planned.plan;
    m_planIsSummary = planned.summary;
    addProblems(m_plan->problems);
    const ConversionEstimate estimate =
        estimateConversion(*m_plan, planned.rates, m_target->verify());
    m_estimate = estimate.totalSeconds;
    m_preview->setPlan(m_plan, estimate, planned.rates, m_target->destination());
    updateHosts();
    const int errors = m_problems->errorCount();
    const int warnings = m_problems->warningCount();
    m_status->setText(errors > 0 ? tr("%n problem(s) block this conversion.", nullptr, errors)
                      : warnings > 0
                          ? tr("Ready to convert, with %n warning(s).", nullptr, warnings)
                          : tr("Ready to convert."));
    updateRunState();
    Q_EMIT planReady();
    if (std::exchange(m_convertWhenPlanned, false) && m_convert->isEnabled()) {
        startConversion();
    }
}

bool MigrationView::setTargetRankTable(const QString& spec) {
    m_targetTable.reset();
    m_targetTableSpec.clear();
    m_targetTableError.clear();
    if (!spec.isEmpty()) {
        auto loaded = loadRankTableSpec(spec.toStdString());
        if (loaded) {
            m_targetTable = std::make_shared<const RankTable>(std::move(*loaded));
            m_targetTableSpec = spec;
        } else {
            m_targetTableError =
                tr("The target rank table was not used: %1").arg(ErrorText::text(loaded.error()));
        }
    }
    updateHosts();
    return m_targetTable != nullptr || spec.isEmpty();
}

void MigrationView::chooseTargetRankTable() {
    const QString start = m_targetTableSpec.isEmpty() && m_run
                              ? QString::fromStdString(m_run->path)
                              : QFileInfo(m_targetTableSpec).absolutePath();
    const QString path = QFileDialog::getOpenFileName(this, tr("Target rank table"), start,
                                                      tr("Rank tables (*.json);;All files (*)"));
    if (!path.isEmpty()) {
        setTargetRankTable(path);
    }
}

void MigrationView::updateHosts() {
    // The target's own table when one was chosen; else the run's, which places the target when
    // the target has as many ranks (the same cluster, another layout).
    const bool chosen = m_targetTable != nullptr;
    std::shared_ptr<const RankTable> table = chosen ? m_targetTable : nullptr;
    if (!chosen && m_run) {
        table = m_run->rankTable;
    }
    if (!m_plan || !m_run) {
        m_preview->setHosts(nullptr, {}, {});
        return;
    }
    // A chosen table that did not load is said first, whatever is shown instead.
    const auto withError = [this](const QString& text) {
        return Sentences::join(m_targetTableError, text);
    };
    if (!table) {
        m_preview->setHosts(nullptr, {},
                            withError(tr("No rank table places the target ranks on servers.")));
        return;
    }
    if (table->rankCount() != static_cast<int>(m_plan->ranks.size())) {
        const QString why =
            chosen ? tr("No servers: the chosen rank table places %1 ranks, the target has %2.")
                   : tr("No servers: the run's rank table places %1 ranks, the target has %2; "
                        "choose the target job's own table.");
        m_preview->setHosts(nullptr, {},
                            withError(why.arg(table->rankCount()).arg(m_plan->ranks.size())));
        return;
    }
    MpiJobSpec job;
    static_cast<ConvertSpec&>(job) = convertSpec();  // the conversion planned here
    job.simulate.clear();
    if (job.dst.empty()) {
        job.dst = "DST";
    }
    job.rankTable = chosen ? m_targetTableSpec.toStdString() : m_run->rankTablePath;
    job.hosts = mpiHostsFromTable(*table);
    QString note;
    if (m_target->simulating()) {
        job.dstStrategy = "TARGET_STRATEGY";
        note =
            tr("Save the simulated target with “Save strategy…” and put its file in place of "
               "TARGET_STRATEGY.");
    }
    if (m_target->destination().isEmpty()) {
        note = Sentences::join(note, tr("Choose where to write to replace DST."));
    }
    if (m_run->run.step && m_run->run.step->recommended) {
        job.step.clear();  // the job finds the step history recommends: the one open here
    }
    if (job.hosts.empty()) {
        note = Sentences::join(note, tr("The rank table's server ids are no host names: list "
                                        "the hosts in a hostfile in place of HOSTFILE."));
    }
    m_preview->setHosts(std::move(table), job, withError(note).trimmed());
}

void MigrationView::updateRunState() {
    const bool converting = isConverting();
    const bool ready = m_plan && m_plan->runnable() && !m_blocked && m_preview->enoughSpace() &&
                       !m_target->destination().isEmpty();
    m_convert->setEnabled(ready && !converting);
    m_cancel->setEnabled(converting);
    m_target->setLocked(converting);
    m_open->setEnabled(!converting && m_outcome && m_outcome->result && !m_outcome->cancelled);
    m_summary->setEnabled(!converting && m_outcome.has_value());
}

void MigrationView::updateMarks() {
    // Target ranks whose slice of the selected parameter is not already on the same rank of
    // the source: their bytes move.
    std::vector<int> moved;
    const int s = paramIndex(m_run.get(), m_param);
    const int t = paramIndex(m_targetRun.get(), m_param);
    if (s >= 0 && t >= 0) {
        const ParamInfo& src = m_run->params[static_cast<size_t>(s)];
        const ParamInfo& dst = m_targetRun->params[static_cast<size_t>(t)];
        if (src.layout && dst.layout && src.layout->fullShape() == dst.layout->fullShape()) {
            const int dstDevices = m_targetRun->stages.devices;
            const int srcDevices = m_run->stages.devices;
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
        }
    }
    m_dstMatrix->setMarkedRanks(moved);
}

void MigrationView::markSources(int targetRank, const QList<int>& sources) {
    m_srcMatrix->setMarkedRanks(std::vector<int>(sources.begin(), sources.end()));
    if (targetRank >= 0) {
        m_dstMatrix->setCurrentRank(targetRank);
    }
}
