#include "widgets/migration/migrationview.h"

#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QTabWidget>
#include <utility>

#include "widgets/matrix/devicematrixview.h"
#include "widgets/migration/hostplanrow.h"
#include "widgets/migration/migrationdialogs.h"
#include "widgets/migration/migrationwidgets.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/migration/targetmemorypanel.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/models/migration/problemlistmodel.h"
#include "widgets/models/migration/simulatetext.h"
#include "widgets/slices/sliceview.h"

using namespace shardscope;

MigrationView::MigrationView(QWidget* parent)
    : MigrationView(new MigrationController(nullptr), parent) {
    m_controller->setParent(this);  // its own: it goes with the view
}

MigrationView::MigrationView(MigrationController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller),
      m_ui(std::make_unique<MigrationWidgets>(this, controller->targetMemory(),
                                              controller->planTable())) {
    m_ui->problems->setProblems(m_controller->problems());
    bindController();
    showRunState({});
}

MigrationView::~MigrationView() {
    // The controller may outlive the widgets being torn down: nothing more reaches them.
    m_controller->setInputSource([] { return MigrationInputs{}; });
    disconnect(m_controller, nullptr, this, nullptr);
    disconnect(m_controller->hosts(), nullptr, this, nullptr);
}

void MigrationView::bindController() {
    MigrationController* c = m_controller;
    c->setInputSource([this] { return inputs(); });
    // The user's edits.
    connect(m_ui->target, &TargetPanel::changed, c, &MigrationController::edited);
    connect(m_ui->target, &TargetPanel::saveStrategyRequested, this, [this] {
        const QString error =
            MigrationDialogs::saveStrategy(this, *m_controller, m_ui->target->destination());
        if (!error.isEmpty()) {
            m_ui->status->setText(error);
        }
    });
    connect(m_ui->problems, &PlanProblemList::paramActivated, this, &MigrationView::paramRequested);
    connect(m_ui->convert, &QPushButton::clicked, c, &MigrationController::startConversion);
    connect(m_ui->cancel, &QPushButton::clicked, c, &MigrationController::cancelConversion);
    connect(m_ui->summary, &QPushButton::clicked, this, [this] {
        const QString error =
            MigrationDialogs::saveSummary(this, *m_controller, m_ui->target->destination());
        if (!error.isEmpty()) {
            m_ui->status->setText(error);
        }
    });
    connect(m_ui->open, &QPushButton::clicked, this, [this] {
        Q_EMIT openRunRequested(m_ui->target->destination(),
                                QString::fromStdString(m_controller->target().strategyPath));
    });
    connect(m_ui->preview->hosts(), &HostPlanRow::chooseRankTable, this,
            [this] { MigrationDialogs::chooseRankTable(this, *m_controller); });
    // Between the views.
    connect(m_ui->preview, &PlanPreview::targetRankSelected, this,
            [this](int targetRank, const QList<int>& sources) {
                m_ui->srcMatrix->setMarkedRanks(std::vector<int>(sources.begin(), sources.end()));
                if (targetRank >= 0) {
                    m_ui->dstMatrix->setCurrentRank(targetRank);
                }
            });
    connect(m_ui->srcMatrix, &DeviceMatrixView::axisNamesChanged, m_ui->dstMatrix,
            &DeviceMatrixView::setAxisNames);
    // The controller's state.
    connect(c, &MigrationController::planReady, this, &MigrationView::planReady);
    connect(c, &MigrationController::statusChanged, m_ui->status, &QLabel::setText);
    connect(c, &MigrationController::progressChanged, m_ui->progress, &QProgressBar::setValue);
    connect(c, &MigrationController::runStateChanged, this, &MigrationView::showRunState);
    connect(c, &MigrationController::sourceChanged, this, &MigrationView::showSource);
    connect(c, &MigrationController::sidesChanged, this, &MigrationView::showSides);
    connect(c, &MigrationController::previewChanged, this, &MigrationView::showPreview);
    connect(c, &MigrationController::marksChanged, this,
            [this](const MigrationController::Marks& marks) {
                m_ui->srcMatrix->setParam(marks.source);
                m_ui->srcSlices->setParam(marks.source);
                m_ui->dstMatrix->setParam(marks.target);
                m_ui->dstSlices->setParam(marks.target);
                m_ui->dstMatrix->setMarkedRanks(marks.moved);
            });
    connect(c->hosts(), &MigrationHosts::changed, this, [this](const TargetRankTable::Hosts& h) {
        m_ui->preview->setHosts(h.table, h.job, h.note);
    });
    // "Plan problems (N)", shown only when there are some.
    connect(c->problems(), &QAbstractItemModel::modelReset, this, [this] {
        const int count = m_controller->problems()->problemCount();
        if (count > 0) {
            m_ui->problemsTitle->setText(tr("Plan problems (%1)").arg(count));
        }
        m_ui->problemsPage->setVisible(count > 0);
    });
}

MigrationInputs MigrationView::inputs() const {
    MigrationInputs in;
    in.simulating = m_ui->target->simulating();
    in.spec = m_ui->target->spec();
    in.strategyPath = m_ui->target->strategyPath();
    in.destination = m_ui->target->destination();
    in.verify = m_ui->target->verify();
    in.axisNames = m_ui->srcMatrix->axisNames();
    in.visible = isVisible();
    return in;
}

void MigrationView::showSource(const MigrationController::Source& source) {
    m_ui->srcMatrix->setRunDocument(source.run);
    m_ui->srcSlices->setRunDocument(source.run);
    m_ui->dstMatrix->setRunDocument(nullptr);
    m_ui->dstSlices->setRunDocument(nullptr);
    m_ui->srcTitle->setText(source.title);
    m_ui->target->setEnabled(source.planned);
    if (!source.planned) {
        return;
    }
    m_ui->srcMatrix->setAxisNames(source.axisNames);
    m_ui->target->setDestination(source.destination);
    m_ui->target->setSource(source.devMatrix, source.axisNames, source.stages, source.optShard,
                            source.replicaAxes);
    m_ui->fixTabOrder();  // the panel made new axis fields
}

void MigrationView::showSides(const MigrationController::Sides& sides) {
    if (sides.loadedTarget) {
        std::optional<TargetPanel::LoadedTarget> loaded;
        if (sides.loaded) {
            loaded = TargetPanel::LoadedTarget{sides.loaded->devMatrix, sides.loaded->stages,
                                               sides.loaded->optShard, sides.loaded->cards};
        }
        m_ui->target->setLoadedTarget(std::move(loaded));
    }
    m_ui->dstMatrix->setRunDocument(sides.targetRun);
    m_ui->dstMatrix->setAxisNames(m_ui->srcMatrix->axisNames());
    m_ui->dstSlices->setRunDocument(sides.targetRun);
    m_ui->srcTitle->setText(sides.sourceTitle);
    m_ui->dstTitle->setText(sides.targetTitle);
}

void MigrationView::showPreview(const MigrationController::Preview& preview) {
    if (preview.plan) {
        m_ui->preview->setPlan(preview.plan, preview.estimate, preview.rates, preview.freeBytes);
    } else {
        m_ui->preview->clear(preview.why);
    }
}

void MigrationView::showRunState(const MigrationController::RunState& state) {
    m_ui->convert->setEnabled(state.convert);
    m_ui->cancel->setEnabled(state.cancel);
    m_ui->target->setLocked(state.locked);
    m_ui->open->setEnabled(state.open);
    m_ui->summary->setEnabled(state.summary);
}

void MigrationView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_controller->shown();
}

bool MigrationView::simulate(const QString& text, QString* error) {
    const auto run = m_controller->runDocument();
    if (!run || !run->strategy) {
        if (error) {
            *error = tr("no run with a strategy is open");
        }
        return false;
    }
    const auto spec = SimulateText::parse(text, m_ui->srcMatrix->axisNames(), error);
    if (!spec) {
        return false;
    }
    SimulationSpec full = *spec;
    if (full.axisSizes.empty()) {
        full.axisSizes = m_ui->target->spec().axisSizes;
    }
    m_ui->target->setSpec(full);
    return true;
}

void MigrationView::setTargetStrategy(const QString& path) {
    m_ui->target->setStrategyPath(path);
}

void MigrationView::setDestination(const QString& folder) {
    m_ui->target->setDestination(folder);
}

TargetPanel* MigrationView::targetPanel() const {
    return m_ui->target;
}

PlanPreview* MigrationView::preview() const {
    return m_ui->preview;
}

PlanProblemList* MigrationView::problems() const {
    return m_ui->problems;
}

TargetMemoryPanel* MigrationView::memoryPanel() const {
    return m_ui->memoryPanel;
}

void MigrationView::showMemoryPage() {
    m_ui->sides->setCurrentWidget(m_ui->memoryPanel);
}

DeviceMatrixView* MigrationView::sourceMatrix() const {
    return m_ui->srcMatrix;
}

DeviceMatrixView* MigrationView::targetMatrix() const {
    return m_ui->dstMatrix;
}

QPushButton* MigrationView::runButton() const {
    return m_ui->convert;
}

QPushButton* MigrationView::cancelButton() const {
    return m_ui->cancel;
}

QString MigrationView::statusText() const {
    return m_ui->status->text();
}
