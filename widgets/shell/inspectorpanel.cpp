#include "shell/inspectorpanel.h"

#include <QAction>
#include <QFileInfo>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <algorithm>

#include "common/columnfitter.h"
#include "doctor/doctorview.h"
#include "fit/playgroundview.h"
#include "formats/shapetext.h"
#include "history/historyview.h"
#include "inspect/reporttext.h"
#include "loss/losscontrols.h"
#include "loss/lossview.h"
#include "matrix/devicematrixview.h"
#include "migration/migrationview.h"
#include "models/common/explaintext.h"
#include "models/common/sizetext.h"
#include "models/loss/savedstepmarks.h"
#include "models/matrix/axisnamestore.h"
#include "models/migration/targetmemory.h"
#include "parameters/parametersview.h"
#include "shell/explanationstrip.h"
#include "shell/summarystrip.h"
#include "slices/slicecontrols.h"
#include "slices/sliceview.h"
#include "tensor/tensorview.h"

using namespace shardscope;

namespace {

QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setContentsMargins(8, 6, 8, 6);
    return label;
}

}  // namespace

InspectorPanel::InspectorPanel(QWidget* filesPage, QWidget* parent)
    : QWidget(parent),
      m_summary(new SummaryStrip(this)),
      m_tabs(new QTabWidget(this)),
      m_parameters(new ParametersView(this)),
      m_matrix(new DeviceMatrixView(this)),
      m_rankDetails(new QTreeWidget(this)),
      m_slices(new SliceView(this)),
      m_sliceDetails(wrappingLabel(this)),
      m_tensor(new TensorView(this)),
      m_migration(new MigrationView(this)),
      m_doctor(new DoctorView(this)),
      m_loss(new LossView(this)),
      m_history(new HistoryView(this)),
      m_playground(new PlaygroundView(this)),
      m_explain(new ExplanationStrip(this)) {
    setUpRankDetails();
    QWidget* matrixPage = createMatrixPage();
    QWidget* slicePage = createSlicePage();
    addTabs(filesPage, matrixPage, slicePage);

    m_explain->setText(tr("Select a parameter to see how the strategy cuts it."));

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_summary);
    m_summary->hide();  // until a run is open
    m_explain->hide();
    layout->addWidget(m_tabs, 1);
    layout->addWidget(m_explain);

    connectViews();
}

void InspectorPanel::connectViews() {
    connect(m_tabs, &QTabWidget::currentChanged, this,
            &InspectorPanel::updateExplanationVisibility);
    connect(m_tabs, &QTabWidget::currentChanged, this, &InspectorPanel::promoteHandOver);
    connect(m_parameters, &ParametersView::currentParamChanged, this,
            &InspectorPanel::onParamChanged);
    connect(m_parameters, &ParametersView::selectionCountChanged, this,
            &InspectorPanel::refreshExplanation);
    connect(m_matrix, &DeviceMatrixView::rankActivated, this, &InspectorPanel::showRank);
    connect(m_matrix, &DeviceMatrixView::axisNamesChanged, m_slices, &SliceView::setAxisNames);
    connect(m_matrix, &DeviceMatrixView::axisNamesChanged, this, [this] {
        if (m_run) {
            AxisNameStore::save(QString::fromStdString(m_run->path), m_matrix->userAxisNames());
        }
    });
    connect(m_slices, &SliceView::detailsChanged, m_sliceDetails, &QLabel::setText);
    connect(m_tensor, &TensorView::statsReady, this, &InspectorPanel::settled);
    connect(m_tensor, &TensorView::statsFailed, this, &InspectorPanel::settled);
    connect(m_migration, &MigrationView::planReady, this, &InspectorPanel::settled);
    connect(m_doctor, &DoctorView::checked, this, &InspectorPanel::settled);
    // A fix that converts the run opens the Migration tab with its target and folder filled in.
    connect(m_doctor, &DoctorView::migrationRequested, this,
            [this](const QString& strategy, const QString& folder) {
                if (strategy.isEmpty()) {
                    m_migration->simulate(QStringLiteral("merge"));
                } else {
                    m_migration->setTargetStrategy(strategy);
                }
                m_migration->setDestination(folder);
                setView(View::Migration);
            });
    connect(m_loss, &LossView::loaded, this, &InspectorPanel::settled);
    connect(m_migration, &MigrationView::paramRequested, this, &InspectorPanel::selectParam);
    connect(m_migration, &MigrationView::openRunRequested, this, &InspectorPanel::openRunRequested);
    connect(m_playground, &PlaygroundView::openRunRequested, this,
            &InspectorPanel::openRunRequested);
    connect(m_history, &HistoryView::stepRequested, this, &InspectorPanel::stepRequested);
    connect(m_history, &HistoryView::loaded, this, &InspectorPanel::settled);
    // Saved steps whose global step the files do not tell are placed with the Loss tab's steps
    // per epoch (issue 34 #24).
    connect(m_loss->controls(), &LossControls::stepsPerEpochChanged, m_history,
            &HistoryView::setStepsPerEpoch);
    connect(m_history, &HistoryView::loaded, this, [this] {
        const auto history = m_history->history();
        m_loss->setSavedSteps(history ? SavedStepMarks::of(*history) : std::vector<SavedStepMark>{},
                              history ? SavedStepMarks::unplaced(*history) : 0);
    });
}

QLineEdit* InspectorPanel::currentFilter() const {
    return view() == View::Parameters ? m_parameters->nameFilter() : nullptr;
}

void InspectorPanel::setRunModel(std::shared_ptr<const RunModel> run) {
    m_run = std::move(run);
    m_param = -1;
    m_summary->setRunModel(m_run);
    // Logs alone (the Loss tab) have no cards or bytes to sum up.
    updateExplanationVisibility();
    // A view of thousands of cards takes tens of milliseconds to take a run: together they would
    // hold the window. The view in front takes it now, the others one per turn of the event
    // loop, and the first parameter is selected last, once every view has the run.
    std::vector<HandOver> steps = {HandOver::Matrix,    HandOver::Parameters, HandOver::Slices,
                                   HandOver::Migration, HandOver::History,    HandOver::Select};
    const HandOver front = handOverOf(view());
    std::stable_partition(steps.begin(), steps.end(), [&](HandOver h) { return h == front; });
    m_pending = std::move(steps);
    m_announce = true;
    const unsigned generation = ++m_handOver;
    if (!m_run) {
        while (!m_pending.empty()) {  // closing costs nothing: no turn to wait for
            handOverNext(generation);
        }
        return;
    }
    handOverNext(generation);
}

void InspectorPanel::finishHandOver() {
    const unsigned generation = m_handOver;
    while (!m_pending.empty() && generation == m_handOver) {
        handOverNext(generation);
    }
}

void InspectorPanel::promoteHandOver() {
    const HandOver front = handOverOf(view());
    std::stable_partition(m_pending.begin(), m_pending.end(),
                          [&](HandOver h) { return h == front; });
}

InspectorPanel::HandOver InspectorPanel::handOverOf(View view) {
    switch (view) {
        case View::Parameters:
            return HandOver::Parameters;
        case View::Slices:
        case View::Tensor:
            return HandOver::Slices;
        case View::Migration:
        case View::Doctor:
            return HandOver::Migration;
        case View::Loss:
        case View::History:
            return HandOver::History;
        default:
            return HandOver::Matrix;
    }
}

void InspectorPanel::handOverNext(unsigned generation) {
    if (generation != m_handOver || m_pending.empty()) {
        return;  // a newer run took over
    }
    const HandOver step = m_pending.front();
    m_pending.erase(m_pending.begin());
    m_inStep = true;
    switch (step) {
        case HandOver::Matrix:
            m_matrix->setRunModel(m_run);
            m_rankDetails->clear();
            m_detailRank = -1;
            if (m_run) {
                // Names the user gave this run's axes last time; the defaults when there are none.
                // The slice view keeps names across runs: it gets them here, whichever of the two
                // took the run first.
                const QStringList names = AxisNameStore::load(QString::fromStdString(m_run->path));
                if (!names.isEmpty()) {
                    m_matrix->setAxisNames(names);
                    m_slices->setAxisNames(m_matrix->axisNames());
                }
            }
            break;
        case HandOver::Parameters:
            m_parameters->setRunModel(m_run);
            break;
        case HandOver::Slices:
            m_slices->setRunModel(m_run);
            m_tensor->setRunModel(m_run);
            break;
        case HandOver::Migration:
            m_migration->setRunModel(m_run);
            m_doctor->setRunModel(m_run);
            break;
        case HandOver::History:
            handOverLogs();
            break;
        case HandOver::Select:
            selectFirstParam();
            break;
    }
    m_inStep = false;
    if (!m_pending.empty() && m_run) {
        if (!m_turnQueued) {
            m_turnQueued = true;
            QTimer::singleShot(0, this, [this] {
                m_turnQueued = false;
                handOverNext(m_handOver);
            });
        }
    } else {
        announceHandedOver();
    }
}

void InspectorPanel::announceHandedOver() {
    if (m_announce && !isHandingOver()) {
        m_announce = false;
        Q_EMIT handedOver();
        Q_EMIT settled();
    }
}

void InspectorPanel::handOverLogs() {
    m_history->setRunModel(m_run);
    if (!m_history->history()) {
        m_loss->setSavedSteps({});  // until the new run's history is read
    }
    // A run folder's training logs (log/, msrun_log/, device<i>/) join the loss curves.
    // Once per folder: the same run comes back when its strategy is attached later.
    const QString folder = m_run ? QString::fromStdString(m_run->path) : QString();
    if (folder.isEmpty()) {
        m_lossFolder.clear();  // a run closed and opened again brings its logs again
    }
    if (!folder.isEmpty() && folder != m_lossFolder && QFileInfo(folder).isDir()) {
        m_lossFolder = folder;
        m_loss->addRunFolderSoon(folder);
    }
}

void InspectorPanel::selectFirstParam() {
    // A first parameter that is actually split makes every view say something at once.
    int first = -1;
    for (size_t i = 0; m_run && i < m_run->params.size(); ++i) {
        const ParamInfo& p = m_run->params[i];
        if (first < 0) {
            first = static_cast<int>(i);
        }
        if (p.layout && !describeSplit(*p.layout).dims.empty()) {
            first = static_cast<int>(i);
            break;
        }
    }
    if (first >= 0) {
        m_parameters->selectParam(first);
        onParamChanged(first);
    } else {
        onParamChanged(-1);
    }
}

void InspectorPanel::onParamChanged(int paramIndex) {
    if (paramIndex >= 0 && !m_inStep && !m_pending.empty()) {
        // Chosen (a click in the Parameters view) while the other views still wait for the
        // run: they get it now, and the first parameter's turn does not take the choice back.
        const bool fromOldTable =
            std::find(m_pending.begin(), m_pending.end(), HandOver::Parameters) != m_pending.end();
        if (fromOldTable) {
            finishHandOver();  // an index into the run before: the new one's first is selected
            return;
        }
        std::erase(m_pending, HandOver::Select);
        finishHandOver();
    }
    if (paramIndex == m_param && paramIndex >= 0) {
        return;
    }
    if (!m_run || paramIndex >= static_cast<int>(m_run->params.size())) {
        paramIndex = -1;  // the Parameters view still shows a run that was just replaced
    }
    m_param = paramIndex;
    m_matrix->setParam(paramIndex);
    m_slices->setParam(paramIndex);
    m_tensor->setParam(paramIndex);
    m_migration->setParam(
        m_run && paramIndex >= 0
            ? QString::fromStdString(m_run->params[static_cast<size_t>(paramIndex)].name)
            : QString());
    if (m_run && paramIndex >= 0 && m_rankDetails->topLevelItemCount() == 0) {
        // Something to read before any click, in a turn of its own: a rank of a large run
        // lists thousands of tensors.
        const auto& ranks = m_run->params[static_cast<size_t>(paramIndex)].ranks;
        const int rank = ranks.empty() ? 0 : ranks.front();
        const unsigned ticket = ++m_rankTicket;
        m_pendingRank = true;
        QTimer::singleShot(0, this, [this, run = m_run, rank, ticket] {
            if (ticket != m_rankTicket) {
                return;  // a later parameter asked for its own first rank
            }
            m_pendingRank = false;
            if (run == m_run && m_rankDetails->topLevelItemCount() == 0) {
                showRank(rank);
            }
            announceHandedOver();
        });
    } else if (const int holder = holderFor(paramIndex); holder != m_detailRank) {
        // The rank listed does not hold the parameter (another stage's, at 1,024 cards): the
        // list goes to one that does, the matrix's current rank when it holds it.
        m_matrix->setCurrentRank(holder);
        showRank(holder);
    } else {
        markParamInRank();
    }
    refreshExplanation();
    Q_EMIT paramChanged(paramIndex);
}

void InspectorPanel::refreshExplanation() {
    if (!m_run || m_param < 0) {
        m_explain->setText(tr("Select a parameter to see how the strategy cuts it."));
        return;
    }
    const ParamInfo& param = m_run->params[static_cast<size_t>(m_param)];
    QString text = ExplainText::forParam(*m_run, param);
    const int selected = static_cast<int>(m_parameters->selectedParams().size());
    if (selected > 1) {
        text = tr("%n parameter(s) selected; the matrix, slices and tensor show the current one, "
                  "“%1”.",
                  nullptr, selected)
                   .arg(QString::fromStdString(param.name)) +
               QLatin1Char('\n') + text;
    }
    m_explain->setText(text);
}

int InspectorPanel::holderFor(int paramIndex) const {
    if (!m_run || paramIndex < 0 || m_detailRank < 0) {
        return m_detailRank;
    }
    const auto& ranks = m_run->params[static_cast<size_t>(paramIndex)].ranks;
    const auto holds = [&ranks](int rank) {
        return std::binary_search(ranks.begin(), ranks.end(), rank);
    };
    if (ranks.empty() || holds(m_detailRank)) {
        return m_detailRank;
    }
    return holds(m_matrix->currentRank()) ? m_matrix->currentRank() : ranks.front();
}

void InspectorPanel::goToRank(int rank) {
    if (!m_run || rank < 0 || rank >= m_run->rankCount()) {
        return;
    }
    setView(View::Matrix);
    setRank(rank);
    m_matrix->setFocus(Qt::ShortcutFocusReason);
}

void InspectorPanel::showRank(int rank) {
    m_rankDetails->clear();
    m_detailRank = -1;
    if (!m_run || rank < 0 || rank >= m_run->rankCount()) {
        return;
    }
    m_detailRank = rank;
    const auto& file = m_run->files[static_cast<size_t>(rank)];
    auto* head = new QTreeWidgetItem(m_rankDetails);
    if (!file) {
        head->setText(0, tr("Rank %1: no readable checkpoint").arg(rank));
        return;
    }
    head->setText(0, tr("Rank %1: %2")
                         .arg(rank)
                         .arg(QFileInfo(QString::fromStdString(file->path())).fileName()));
    head->setText(2, SizeText::bytes(file->index().tensorBytes()));
    head->setToolTip(0, QString::fromStdString(file->path()));
    QFont bold = head->font(0);
    bold.setBold(true);
    head->setFont(0, bold);
    for (const TensorEntry& t : file->index().tensors) {
        auto* item = new QTreeWidgetItem(m_rankDetails);
        item->setText(0, QString::fromStdString(t.name));
        item->setToolTip(0, item->text(0));
        item->setText(1, QString::fromStdString(shapeText(t.shape)));
        item->setText(2, SizeText::bytes(t.bytes));
        item->setTextAlignment(2, Qt::AlignRight | Qt::AlignVCenter);
    }
    // Sized on a spread sample of the rows: a rank of a large run lists thousands of tensors.
    ColumnFitter::Options fit;
    fit.sampleRows = 300;
    fit.fillColumn = 0;  // it stretches: the others are sized for it
    fit.caps = {0, 0.35, 0.25};
    ColumnFitter::fit(m_rankDetails, fit);
    fitRankList();
    markParamInRank();
}

void InspectorPanel::fitRankList() {
    if (m_matrixSplitMoved || m_rankDetails->topLevelItemCount() == 0) {
        return;
    }
    // The same spread sample of rows as the columns were sized on.
    const int rows = m_rankDetails->topLevelItemCount();
    const int step = std::max(1, rows / 300);
    int name = 0;
    for (int row = 0; row < rows; row += step) {
        const QModelIndex index = m_rankDetails->model()->index(row, 0);
        name = std::max(name, ColumnFitter::cellWidth(m_rankDetails, index, 0));
    }
    const QModelIndex head = m_rankDetails->model()->index(0, 0);
    name = std::max(name, ColumnFitter::cellWidth(m_rankDetails, head, 0));
    const QHeaderView* header = m_rankDetails->header();
    const int needed = name + header->sectionSize(1) + header->sectionSize(2) +
                       m_rankDetails->verticalScrollBar()->sizeHint().width() +
                       2 * m_rankDetails->frameWidth() + 4;
    const int total = std::max(width(), m_matrixSplit->width());
    const int list = std::clamp(needed, m_rankDetails->minimumWidth(),
                                std::max(m_rankDetails->minimumWidth(), total / 2));
    if (list <= m_matrixSplit->sizes().value(1)) {
        return;  // it already shows every name whole
    }
    m_matrixSplit->setSizes({total - list, list});
}

void InspectorPanel::markParamInRank() {
    // The selected parameter's row in the rank's list is selected and scrolled to.
    m_rankDetails->clearSelection();
    if (!m_run || m_param < 0) {
        return;
    }
    const QString name = QString::fromStdString(m_run->params[static_cast<size_t>(m_param)].name);
    const QList<QTreeWidgetItem*> found = m_rankDetails->findItems(name, Qt::MatchExactly, 0);
    if (!found.isEmpty()) {
        found.front()->setSelected(true);
        m_rankDetails->scrollToItem(found.front(), QAbstractItemView::PositionAtCenter);
    }
}

void InspectorPanel::updateExplanationVisibility() {
    // The sentence is about the selected parameter: shown on the tabs that show one.
    const View shown = view();
    // The Playground is about no file: the run's summary would only mislead there.
    m_summary->setVisible(m_run != nullptr && shown != View::Playground);
    m_explain->setVisible(m_run != nullptr && (shown == View::Parameters || shown == View::Matrix ||
                                               shown == View::Slices || shown == View::Tensor));
}

void InspectorPanel::focusCurrentView() {
    if (QWidget* page = m_tabs->currentWidget()) {
        page->setFocus(Qt::OtherFocusReason);
    }
}

void InspectorPanel::setView(View view) {
    m_tabs->setCurrentIndex(static_cast<int>(view));
}

InspectorPanel::View InspectorPanel::view() const {
    return static_cast<View>(m_tabs->currentIndex());
}

bool InspectorPanel::selectParam(const QString& name) {
    if (!m_run) {
        return false;
    }
    finishHandOver();  // the Parameters view must have the run to select in it
    for (size_t i = 0; i < m_run->params.size(); ++i) {
        if (QString::fromStdString(m_run->params[i].name) == name) {
            m_parameters->selectParam(static_cast<int>(i));
            onParamChanged(static_cast<int>(i));
            return true;
        }
    }
    return false;
}

void InspectorPanel::setRank(int rank) {
    finishHandOver();
    m_tensor->setRank(rank);
    m_matrix->setCurrentRank(rank);
    showRank(rank);
}

QString InspectorPanel::explanation() const {
    return m_explain->text();
}

namespace {

constexpr std::pair<const char*, InspectorPanel::View> kViewNames[] = {
    {"files", InspectorPanel::View::Files},     {"parameters", InspectorPanel::View::Parameters},
    {"matrix", InspectorPanel::View::Matrix},   {"slices", InspectorPanel::View::Slices},
    {"tensor", InspectorPanel::View::Tensor},   {"migration", InspectorPanel::View::Migration},
    {"doctor", InspectorPanel::View::Doctor},   {"loss", InspectorPanel::View::Loss},
    {"history", InspectorPanel::View::History}, {"playground", InspectorPanel::View::Playground}};

}  // namespace

bool InspectorPanel::viewFromName(const QString& name, View* view) {
    for (const auto& [text, value] : kViewNames) {
        if (name == QLatin1String(text)) {
            *view = value;
            return true;
        }
    }
    return false;
}

QString InspectorPanel::viewName(View view) {
    for (const auto& [text, value] : kViewNames) {
        if (value == view) {
            return QLatin1String(text);
        }
    }
    return {};
}

bool InspectorPanel::isHandingOver() const {
    return !m_pending.empty() || m_pendingRank;
}

bool InspectorPanel::isComputing() const {
    return isHandingOver() || (view() == View::Tensor && m_tensor->isComputing()) ||
           (view() == View::Migration &&
            (m_migration->isPlanning() || m_migration->targetMemory()->job()->isRunning())) ||
           (view() == View::Doctor && m_doctor->isChecking()) ||
           (view() == View::Loss && m_loss->isLoading()) ||
           (view() == View::History && m_history->isLoading());
}
