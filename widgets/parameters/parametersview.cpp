#include "widgets/parameters/parametersview.h"

#include "widgets/models/common/splitwords.h"

#include <QApplication>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QResizeEvent>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>
#include <utility>

#include "widgets/common/celldelegate.h"
#include "widgets/common/columnfitter.h"
#include "widgets/common/filteredit.h"
#include "widgets/models/parameters/parameterscontroller.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtablemodel.h"

namespace {

constexpr int kSampleRows = 300;     // rows measured when fitting columns
constexpr double kNameShare = 0.30;  // of the width, at most, for names

}  // namespace

ParametersView::ParametersView(QWidget* parent) : ParametersView(nullptr, parent) {}

ParametersView::ParametersView(ParametersController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller != nullptr ? controller : new ParametersController(this)),
      m_view(new QTreeView(this)) {
    m_controller->setStatusIcons({style()->standardIcon(QStyle::SP_MessageBoxWarning),
                                  style()->standardIcon(QStyle::SP_MessageBoxInformation)});

    auto* bar = new QWidget(this);
    buildToolBar(bar);

    m_view->setObjectName(QStringLiteral("paramTree"));
    m_view->setUniformRowHeights(true);  // keeps 100k rows cheap to lay out
    m_view->setAlternatingRowColors(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setRootIsDecorated(false);
    m_view->setTextElideMode(Qt::ElideMiddle);  // a parameter's last parts tell it apart
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Ctrl- and Shift-click select several; the views follow the current (last clicked) one and
    // say how many are selected.
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setItemDelegate(new CellDelegate(m_view));
    m_view->header()->setStyleSheet(QStringLiteral("QHeaderView::section { padding: 3px %1px; }")
                                        .arg(CellDelegate::kHorizontalPadding + 2));
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSortIndicator(-1, Qt::AscendingOrder);  // file order until clicked
    m_view->setModel(m_controller->filterModel());
    // The controller's selection, which says which parameter the other views show.
    QItemSelectionModel* made = m_view->selectionModel();
    m_view->setSelectionModel(m_controller->selectionModel());
    delete made;
    m_view->setSortingEnabled(true);
    m_controller->followSelection();
    connect(m_view, &QTreeView::expanded, this, &ParametersView::widenNameColumn);
    bindController();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(bar);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);
    // A controller handed in may have a mode, filters and a run already.
    if (m_controller->isTreeMode()) {
        showTreeMode(true);
    }
    if (m_controller->isFiltering() || m_controller->filterModel()->regexMode()) {
        showFilter();
    }
    if (m_controller->runDocument()) {
        showRun();
    }
    updateCount();
}

ParametersView::~ParametersView() {
    // The controller may outlive the view: nothing more reaches it.
    disconnect(m_controller, nullptr, this, nullptr);
}

void ParametersView::bindController() {
    ParametersController* c = m_controller;
    connect(c, &ParametersController::currentParamChanged, this,
            &ParametersView::currentParamChanged);
    connect(c, &ParametersController::selectionCountChanged, this,
            &ParametersView::selectionCountChanged);
    connect(c, &ParametersController::runChanged, this, &ParametersView::showRun);
    // The count names a selected parameter the filter hides: it changes with the selection too
    // (a new run clears it after runChanged).
    connect(c, &ParametersController::currentParamChanged, this, &ParametersView::updateCount);
    connect(c, &ParametersController::treeModeChanged, this, &ParametersView::showTreeMode);
    connect(c, &ParametersController::filterChanged, this, &ParametersView::showFilter);
}

QLineEdit* ParametersView::nameFilter() const {
    return m_nameEdit;
}

void ParametersView::buildToolBar(QWidget* bar) {
    m_nameEdit = new FilterEdit(bar);
    m_nameEdit->setObjectName(QStringLiteral("paramNameFilter"));
    m_nameEdit->setPlaceholderText(tr("Filter by name (text, or /regex/)"));
    m_nameEdit->setToolTip(
        tr("Case-insensitive text found anywhere in the name. Wrap it in slashes, as in "
           "/dense[13]\\.weight/, or turn on .* to search with a regular expression."));
    m_regexButton = new QToolButton(bar);
    m_regexButton->setObjectName(QStringLiteral("paramRegexToggle"));
    m_regexButton->setText(QStringLiteral(".*"));
    m_regexButton->setCheckable(true);
    m_regexButton->setToolTip(tr("Read the name filter as a regular expression"));
    m_shapeEdit = new FilterEdit(bar);
    m_shapeEdit->setObjectName(QStringLiteral("paramShapeFilter"));
    m_shapeEdit->setPlaceholderText(tr("Shape, e.g. 4096,*"));
    m_shapeEdit->setToolTip(
        tr("Global shape, one entry per dimension: a number, * for any one dimension, ** for "
           "any number of them. Examples: 4096,*   *,1024   [4096, 1024]   4096,**   []"));

    m_flatButton = new QToolButton(bar);
    m_flatButton->setObjectName(QStringLiteral("paramFlatMode"));
    m_flatButton->setText(tr("Flat"));
    m_flatButton->setToolTip(tr("One row per parameter"));
    m_treeButton = new QToolButton(bar);
    m_treeButton->setObjectName(QStringLiteral("paramTreeMode"));
    m_treeButton->setText(tr("Tree"));
    m_treeButton->setToolTip(tr("Parameters grouped by name, layer by layer"));
    auto* modes = new QButtonGroup(bar);
    for (QToolButton* button : {m_flatButton, m_treeButton}) {
        button->setCheckable(true);
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        modes->addButton(button);
    }
    m_flatButton->setChecked(true);

    m_countLabel = new QLabel(bar);
    m_countLabel->setObjectName(QStringLiteral("paramCount"));
    m_countLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* row = new QHBoxLayout(bar);
    row->setContentsMargins(6, 6, 6, 0);
    row->setSpacing(4);
    row->addWidget(m_nameEdit, 3);
    row->addWidget(m_regexButton);
    row->addSpacing(8);
    row->addWidget(m_shapeEdit, 1);
    row->addSpacing(12);
    row->addWidget(m_flatButton);
    row->addWidget(m_treeButton);
    row->addSpacing(12);
    row->addWidget(m_countLabel);

    connect(m_nameEdit, &FilterEdit::filterChanged, m_controller,
            &ParametersController::setNameFilter);
    connect(m_shapeEdit, &FilterEdit::filterChanged, m_controller,
            &ParametersController::setShapeFilter);
    connect(m_regexButton, &QToolButton::toggled, m_controller,
            &ParametersController::setRegexMode);
    connect(m_treeButton, &QToolButton::toggled, this, &ParametersView::setTreeMode);
    m_view->viewport()->installEventFilter(this);
    for (FilterEdit* edit : {m_nameEdit, m_shapeEdit}) {
        edit->installEventFilter(this);
        // Enter applies at once, without waiting for the pause.
        connect(edit, &QLineEdit::returnPressed, this, [this, edit] {
            if (edit == m_nameEdit) {
                m_controller->setNameFilter(edit->text());
            } else {
                m_controller->setShapeFilter(edit->text());
            }
            m_view->setFocus(Qt::ShortcutFocusReason);
        });
    }
}

void ParametersView::setRunDocument(std::shared_ptr<const shardscope::RunDocument> run) {
    m_controller->setRunDocument(std::move(run));
}

void ParametersView::showRun() {
    if (m_controller->isTreeMode()) {
        m_view->expandToDepth(0);
    }
    expandForFilter();
    updateCount();
    fitColumns();
}

bool ParametersView::isTreeMode() const {
    return m_controller->isTreeMode();
}

void ParametersView::setTreeMode(bool tree) {
    if (tree == m_controller->isTreeMode()) {
        return;
    }
    const int keep = currentParam();
    m_controller->setTreeMode(tree);
    selectParam(keep);
    m_controller->syncCurrent();
}

void ParametersView::showTreeMode(bool tree) {
    m_controller->filterModel()->sort(m_view->header()->sortIndicatorSection(),
                                      m_view->header()->sortIndicatorOrder());
    m_view->setRootIsDecorated(tree);
    (tree ? m_treeButton : m_flatButton)->setChecked(true);
    if (tree) {
        m_view->expandToDepth(0);
        expandForFilter();
    }
    fitColumns();
}

int ParametersView::currentParam() const {
    return m_controller->currentParam();
}

void ParametersView::selectParam(int index) {
    if (index < 0 || index >= m_controller->paramCount()) {
        m_view->setCurrentIndex({});
        return;
    }
    QModelIndex at = m_controller->indexOf(index);
    if (!at.isValid()) {
        m_nameEdit->clearNow();
        m_shapeEdit->clearNow();
        at = m_controller->indexOf(index);
    }
    m_view->setCurrentIndex(at);
    m_view->scrollTo(at, QAbstractItemView::PositionAtCenter);
}

void ParametersView::selectParamByName(const QString& name) {
    selectParam(m_controller->findParam(name));
}

std::vector<int> ParametersView::selectedParams() const {
    return m_controller->selectedParams();
}

bool ParametersView::isSelectionHidden() const {
    return m_controller->isSelectionHidden();
}

ParamFilterModel* ParametersView::filterModel() const {
    return m_controller->filterModel();
}

void ParametersView::showFilter() {
    const ParamFilterModel* filter = m_controller->filterModel();
    // A filter set on the controller, not typed here, shows in the boxes too.
    for (const auto& [edit, text] : {std::pair{m_nameEdit, filter->nameFilter()},
                                     std::pair{m_shapeEdit, filter->shapeFilter()}}) {
        if (!edit->isPending() && edit->text() != text) {
            const QSignalBlocker quiet(edit);
            edit->setText(text);
        }
    }
    if (m_regexButton->isChecked() != filter->regexMode()) {
        const QSignalBlocker quiet(m_regexButton);
        m_regexButton->setChecked(filter->regexMode());
    }
    showValidity(m_nameEdit, m_controller->nameProblem());
    showValidity(m_shapeEdit, m_controller->shapeProblem());
    expandForFilter();
    QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        // The selection a previous filter hid comes back when the parameter shows again.
        current = m_controller->indexOf(m_controller->shownParam());
        if (current.isValid()) {
            m_view->setCurrentIndex(current);
        }
    }
    if (current.isValid()) {
        m_view->scrollTo(current);
    }
    m_controller->syncCurrentAfterFilter();
    updateCount();
}

void ParametersView::showValidity(QLineEdit* edit, const QString& problem) {
    const bool valid = problem.isEmpty();
    if (!edit->property("helpTip").isValid()) {
        edit->setProperty("helpTip", edit->toolTip());
    }
    edit->setStyleSheet(
        valid ? QString() : QStringLiteral("QLineEdit { background: #fde4e4; color: #8a1010; }"));
    edit->setProperty("invalid", !valid);
    edit->setToolTip(valid ? edit->property("helpTip").toString() : problem);
}

void ParametersView::expandForFilter() {
    if (m_controller->opensWholeTree()) {
        m_view->expandAll();
    }
}

int ParametersView::visibleParamCount() const {
    return m_controller->visibleParamCount();
}

QString ParametersView::countText() const {
    return m_controller->countText();
}

void ParametersView::updateCount() {
    m_countLabel->setText(countText());
}

bool ParametersView::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress && (watched == m_nameEdit || watched == m_shapeEdit)) {
        auto* edit = static_cast<FilterEdit*>(watched);
        const int key = static_cast<QKeyEvent*>(event)->key();
        const ParamFilterModel* filter = m_controller->filterModel();
        if (key == Qt::Key_Down && filter->rowCount() > 0) {
            if (!m_view->currentIndex().isValid()) {
                m_view->setCurrentIndex(filter->index(0, 0));
            }
            m_view->setFocus(Qt::TabFocusReason);
            return true;
        }
        if (key == Qt::Key_Escape && !edit->text().isEmpty()) {
            edit->clearNow();
            return true;
        }
    }
    // Columns fitted while the tab was hidden had no width to share out: fit again once the
    // table has its real width (first show, and when the window is resized).
    if (watched == m_view->viewport() && event->type() == QEvent::Resize) {
        const auto* resize = static_cast<QResizeEvent*>(event);
        if (resize->oldSize().width() != resize->size().width()) {
            fitColumns();
        }
    }
    return QWidget::eventFilter(watched, event);
}

ColumnFitter::Options ParametersView::fitOptions() const {
    using T = ParamTableModel;
    ColumnFitter::Options options;
    options.sampleRows = kSampleRows;
    options.minimumWidth = 900;
    options.caps.assign(T::ColumnCount, 0.12);
    options.caps[T::NameColumn] = kNameShare;
    // The split text is the longest, and shown last: it gets what the others leave.
    options.fillColumn = T::SplitColumn;
    options.minimums.assign(T::ColumnCount, 0);
    if (m_controller->isTreeMode()) {
        // Deeper rows open later; leave them room now rather than jump when they do.
        options.minimums[T::NameColumn] =
            int(std::max(m_view->viewport()->width(), options.minimumWidth) * 0.26);
    }
    // A status word is never cut: the column fits the longest one the run has, icon included,
    // whatever the width the view had when it was fitted (a hidden tab has none). Words the run
    // does not use take no room from the split text.
    using shardscope::ParamStatus;
    int statusWidth =
        m_view->fontMetrics().horizontalAdvance(SplitWords::statusText(ParamStatus::Ok));
    if (const auto& run = m_controller->runDocument()) {
        std::set<ParamStatus> present;
        for (const shardscope::ParamInfo& p : run->params) {
            present.insert(p.status);
        }
        for (const ParamStatus st : present) {
            statusWidth = std::max(
                statusWidth, m_view->fontMetrics().horizontalAdvance(SplitWords::statusText(st)));
        }
    }
    options.minimums[T::StatusColumn] =
        statusWidth + 2 * CellDelegate::kHorizontalPadding + 12 +
        (m_view->iconSize().isValid() ? m_view->iconSize().width() + 6 : 22);
    return options;
}

void ParametersView::widenNameColumn(const QModelIndex& parent) {
    ColumnFitter::widenFirstColumn(m_view, parent, fitOptions());
}

void ParametersView::fitColumns() {
    using T = ParamTableModel;
    QHeaderView* header = m_view->header();
    // The short status before the long split text, which then takes the rest and may elide.
    // A model reset forgets moved sections, so this runs after every one.
    if (header->visualIndex(T::StatusColumn) > header->visualIndex(T::SplitColumn)) {
        header->moveSection(header->visualIndex(T::StatusColumn),
                            header->visualIndex(T::SplitColumn));
    }
    // Behind another tab, the columns are measured when the table is first shown: measuring
    // thousands of rows while a large run reaches every view would hold the window.
    if (!isVisible()) {
        m_fitWhenShown = true;
        return;
    }
    m_fitWhenShown = false;
    ColumnFitter::fit(m_view, fitOptions());
}

void ParametersView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_fitWhenShown) {
        fitColumns();
    }
}
