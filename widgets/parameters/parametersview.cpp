#include "widgets/parameters/parametersview.h"

#include "widgets/models/common/splitwords.h"

#include <QApplication>
#include <QButtonGroup>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QResizeEvent>
#include <QStyle>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>
#include <algorithm>
#include <set>

#include "widgets/common/celldelegate.h"
#include "widgets/common/columnfitter.h"
#include "widgets/common/filteredit.h"
#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtablemodel.h"
#include "widgets/models/parameters/paramtreemodel.h"

namespace {

// Filters narrower than this open the whole tree: what matched is what the user wants to see.
constexpr int kExpandAllBelow = 500;
constexpr int kSampleRows = 300;     // rows measured when fitting columns
constexpr double kNameShare = 0.30;  // of the width, at most, for names

}  // namespace

ParametersView::ParametersView(QWidget* parent)
    : QWidget(parent),
      m_table(new ParamTableModel(this)),
      m_tree(new ParamTreeModel(this)),
      m_filter(new ParamFilterModel(this)),
      m_view(new QTreeView(this)) {
    const ParamTableModel::StatusIcons icons{
        style()->standardIcon(QStyle::SP_MessageBoxWarning),
        style()->standardIcon(QStyle::SP_MessageBoxInformation)};
    m_table->setStatusIcons(icons);
    m_tree->setStatusIcons(icons);
    m_filter->setSourceModel(m_table);

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
    m_view->setModel(m_filter);
    m_view->setSortingEnabled(true);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onCurrentChanged(current); });
    connect(m_view->selectionModel(), &QItemSelectionModel::selectionChanged, this,
            [this] { Q_EMIT selectionCountChanged(static_cast<int>(selectedParams().size())); });
    connect(m_view, &QTreeView::expanded, this, &ParametersView::widenNameColumn);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(6);
    layout->addWidget(bar);
    layout->addWidget(m_view, 1);
    setFocusProxy(m_view);
    updateCount();
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

    connect(m_nameEdit, &FilterEdit::filterChanged, this, &ParametersView::applyNameFilter);
    connect(m_shapeEdit, &FilterEdit::filterChanged, this, &ParametersView::applyShapeFilter);
    connect(m_regexButton, &QToolButton::toggled, this, [this](bool on) {
        m_filter->setRegexMode(on);
        afterFilter();
    });
    connect(m_treeButton, &QToolButton::toggled, this, &ParametersView::setTreeMode);
    m_view->viewport()->installEventFilter(this);
    for (FilterEdit* edit : {m_nameEdit, m_shapeEdit}) {
        edit->installEventFilter(this);
        // Enter applies at once, without waiting for the pause.
        connect(edit, &QLineEdit::returnPressed, this, [this, edit] {
            if (edit == m_nameEdit) {
                applyNameFilter(edit->text());
            } else {
                applyShapeFilter(edit->text());
            }
            m_view->setFocus(Qt::ShortcutFocusReason);
        });
    }
}

void ParametersView::setRunDocument(std::shared_ptr<const shardscope::RunDocument> run) {
    m_switching = true;
    m_table->setRunDocument(run);
    m_treeStale = !m_treeMode;
    m_tree->setRunDocument(m_treeMode ? run : nullptr);
    m_switching = false;
    if (m_treeMode) {
        m_view->expandToDepth(0);
    }
    expandForFilter();
    updateCount();
    fitColumns();
    onCurrentChanged(m_view->currentIndex());
}

void ParametersView::setTreeMode(bool tree) {
    if (tree == m_treeMode) {
        return;
    }
    const int keep = currentParam();
    m_switching = true;
    m_treeMode = tree;
    if (tree && m_treeStale) {
        m_tree->setRunDocument(m_table->runDocument());
        m_treeStale = false;
    }
    m_filter->setSourceModel(tree ? static_cast<QAbstractItemModel*>(m_tree) : m_table);
    m_filter->sort(m_view->header()->sortIndicatorSection(),
                   m_view->header()->sortIndicatorOrder());
    m_view->setRootIsDecorated(tree);
    (tree ? m_treeButton : m_flatButton)->setChecked(true);
    if (tree) {
        m_view->expandToDepth(0);
        expandForFilter();
    }
    fitColumns();
    m_switching = false;
    selectParam(keep);
    onCurrentChanged(m_view->currentIndex());
}

int ParametersView::currentParam() const {
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(ParamTableModel::ParamIndexRole).toInt() : -1;
}

QModelIndex ParametersView::sourceIndexOf(int param) const {
    return m_treeMode ? m_tree->indexOfParam(param) : m_table->index(param, 0);
}

void ParametersView::selectParam(int index) {
    if (index < 0 || index >= m_table->paramCount()) {
        m_view->setCurrentIndex({});
        return;
    }
    QModelIndex at = m_filter->mapFromSource(sourceIndexOf(index));
    if (!at.isValid()) {
        m_nameEdit->clearNow();
        m_shapeEdit->clearNow();
        at = m_filter->mapFromSource(sourceIndexOf(index));
    }
    m_view->setCurrentIndex(at);
    m_view->scrollTo(at, QAbstractItemView::PositionAtCenter);
}

void ParametersView::selectParamByName(const QString& name) {
    selectParam(m_table->findParam(name));
}

std::vector<int> ParametersView::selectedParams() const {
    std::vector<int> out;
    for (const QModelIndex& row : m_view->selectionModel()->selectedRows()) {
        const QVariant param = row.data(ParamTableModel::ParamIndexRole);
        if (param.isValid() && param.toInt() >= 0) {
            out.push_back(param.toInt());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool ParametersView::isSelectionHidden() const {
    return !m_view->currentIndex().isValid() && m_lastEmitted >= 0;
}

void ParametersView::onCurrentChanged(const QModelIndex& current) {
    if (m_switching) {
        return;
    }
    const int param =
        current.isValid() ? current.data(ParamTableModel::ParamIndexRole).toInt() : -1;
    if (param < 0 && m_filtering && m_lastEmitted >= 0) {
        return;  // the filter hides the selected parameter: the other views keep showing it
    }
    if (param != m_lastEmitted) {
        m_lastEmitted = param;
        Q_EMIT currentParamChanged(param);
    }
}

void ParametersView::applyNameFilter(const QString& text) {
    m_filter->setNameFilter(text);
    afterFilter();
}

void ParametersView::applyShapeFilter(const QString& text) {
    m_filter->setShapeFilter(text);
    afterFilter();
}

void ParametersView::afterFilter() {
    showValidity(m_nameEdit, m_filter->nameFilterValid(), tr("Not a valid regular expression"));
    showValidity(m_shapeEdit, m_filter->shapeFilterValid(),
                 tr("Not a shape pattern: use numbers, * and ** separated by commas"));
    expandForFilter();
    QModelIndex current = m_view->currentIndex();
    if (!current.isValid() && m_lastEmitted >= 0 && m_lastEmitted < m_table->paramCount()) {
        // The selection a previous filter hid comes back when the parameter shows again.
        current = m_filter->mapFromSource(sourceIndexOf(m_lastEmitted));
        if (current.isValid()) {
            m_filtering = true;
            m_view->setCurrentIndex(current);
            m_filtering = false;
        }
    }
    if (current.isValid()) {
        m_view->scrollTo(current);
    }
    m_filtering = true;
    onCurrentChanged(current);
    m_filtering = false;
    updateCount();
}

void ParametersView::showValidity(QLineEdit* edit, bool valid, const QString& problem) {
    if (!edit->property("helpTip").isValid()) {
        edit->setProperty("helpTip", edit->toolTip());
    }
    edit->setStyleSheet(
        valid ? QString() : QStringLiteral("QLineEdit { background: #fde4e4; color: #8a1010; }"));
    edit->setProperty("invalid", !valid);
    edit->setToolTip(valid ? edit->property("helpTip").toString() : problem);
}

void ParametersView::expandForFilter() {
    if (!m_treeMode || !m_filter->isFiltering()) {
        return;
    }
    if (visibleParamCount() <= kExpandAllBelow) {
        m_view->expandAll();
    }
}

int ParametersView::visibleParamCount() const {
    if (!m_filter->isFiltering()) {
        return m_table->paramCount();
    }
    if (!m_treeMode || !m_table->runDocument()) {
        return m_filter->rowCount();
    }
    return m_filter->countAccepted(*m_table->runDocument(), m_table->paramNames());
}

QString ParametersView::countText() const {
    const int total = m_table->paramCount();
    if (!m_table->runDocument()) {
        return tr("No run loaded");
    }
    if (!m_filter->isFiltering()) {
        return tr("%Ln parameter(s)", nullptr, total);
    }
    const QString shown =
        tr("%1 of %Ln parameter(s)", nullptr, total).arg(QLocale().toString(visibleParamCount()));
    if (isSelectionHidden()) {
        return tr("%1 · the filter hides the selected “%2”")
            .arg(shown, m_table->paramNames().at(m_lastEmitted));
    }
    return shown;
}

void ParametersView::updateCount() {
    m_countLabel->setText(countText());
}

bool ParametersView::eventFilter(QObject* watched, QEvent* event) {
    if (event->type() == QEvent::KeyPress && (watched == m_nameEdit || watched == m_shapeEdit)) {
        auto* edit = static_cast<FilterEdit*>(watched);
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down && m_filter->rowCount() > 0) {
            if (!m_view->currentIndex().isValid()) {
                m_view->setCurrentIndex(m_filter->index(0, 0));
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
    if (m_treeMode) {
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
    if (const auto run = m_table->runDocument()) {
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
