#include "widgets/models/parameters/parameterscontroller.h"

#include <QCoreApplication>
#include <QItemSelectionModel>
#include <QLocale>
#include <algorithm>
#include <utility>

#include "widgets/models/parameters/paramfiltermodel.h"
#include "widgets/models/parameters/paramtreemodel.h"

namespace {

// The tab's words, translated where they always were.
class ParametersWords {
    Q_DECLARE_TR_FUNCTIONS(ParametersView)
};

}  // namespace

ParametersController::ParametersController(QObject* parent)
    : QObject(parent),
      m_table(new ParamTableModel(this)),
      m_tree(new ParamTreeModel(this)),
      m_filter(new ParamFilterModel(this)),
      m_selection(new QItemSelectionModel(m_filter, this)) {
    m_filter->setSourceModel(m_table);
    followSelection();
}

void ParametersController::followSelection() {
    disconnect(m_selection, nullptr, this, nullptr);
    connect(m_selection, &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex& current) { onCurrentChanged(current); });
    connect(m_selection, &QItemSelectionModel::selectionChanged, this,
            [this] { Q_EMIT selectionCountChanged(static_cast<int>(selectedParams().size())); });
}

ParametersController::~ParametersController() = default;

void ParametersController::setStatusIcons(const ParamTableModel::StatusIcons& icons) {
    m_table->setStatusIcons(icons);
    m_tree->setStatusIcons(icons);
}

void ParametersController::setRunDocument(RunPtr run) {
    m_switching = true;
    m_table->setRunDocument(run);
    m_treeStale = !m_treeMode;
    m_tree->setRunDocument(m_treeMode ? std::move(run) : nullptr);
    m_switching = false;
    Q_EMIT runChanged();
    syncCurrent();
}

const ParametersController::RunPtr& ParametersController::runDocument() const {
    return m_table->runDocument();
}

int ParametersController::paramCount() const {
    return m_table->paramCount();
}

int ParametersController::findParam(const QString& name) const {
    return m_table->findParam(name);
}

void ParametersController::setTreeMode(bool tree) {
    if (tree == m_treeMode) {
        return;
    }
    m_switching = true;
    m_treeMode = tree;
    if (tree && m_treeStale) {
        m_tree->setRunDocument(m_table->runDocument());
        m_treeStale = false;
    }
    m_filter->setSourceModel(tree ? static_cast<QAbstractItemModel*>(m_tree) : m_table);
    Q_EMIT treeModeChanged(tree);
    m_switching = false;
}

QModelIndex ParametersController::indexOf(int param) const {
    if (param < 0 || param >= m_table->paramCount()) {
        return {};
    }
    return m_filter->mapFromSource(m_treeMode ? m_tree->indexOfParam(param)
                                              : m_table->index(param, 0));
}

void ParametersController::setNameFilter(const QString& text) {
    m_filter->setNameFilter(text);
    Q_EMIT filterChanged();
}

void ParametersController::setShapeFilter(const QString& text) {
    m_filter->setShapeFilter(text);
    Q_EMIT filterChanged();
}

void ParametersController::setRegexMode(bool on) {
    m_filter->setRegexMode(on);
    Q_EMIT filterChanged();
}

QString ParametersController::nameProblem() const {
    return m_filter->nameFilterValid() ? QString()
                                       : ParametersWords::tr("Not a valid regular expression");
}

QString ParametersController::shapeProblem() const {
    return m_filter->shapeFilterValid()
               ? QString()
               : ParametersWords::tr(
                     "Not a shape pattern: use numbers, * and ** separated by commas");
}

bool ParametersController::isFiltering() const {
    return m_filter->isFiltering();
}

bool ParametersController::opensWholeTree() const {
    return m_treeMode && m_filter->isFiltering() && visibleParamCount() <= kExpandAllBelow;
}

int ParametersController::visibleParamCount() const {
    if (!m_filter->isFiltering()) {
        return m_table->paramCount();
    }
    if (!m_treeMode || !m_table->runDocument()) {
        return m_filter->rowCount();
    }
    return m_filter->countAccepted(*m_table->runDocument(), m_table->paramNames());
}

QString ParametersController::countText() const {
    const int total = m_table->paramCount();
    if (!m_table->runDocument()) {
        return ParametersWords::tr("No run loaded");
    }
    if (!m_filter->isFiltering()) {
        return ParametersWords::tr("%Ln parameter(s)", nullptr, total);
    }
    QString shown = ParametersWords::tr("%1 of %Ln parameter(s)", nullptr, total)
                        .arg(QLocale().toString(visibleParamCount()));
    if (isSelectionHidden()) {
        return ParametersWords::tr("%1 · the filter hides the selected “%2”")
            .arg(shown, m_table->paramNames().at(m_shown));
    }
    return shown;
}

int ParametersController::currentParam() const {
    const QModelIndex current = m_selection->currentIndex();
    return current.isValid() ? current.data(ParamTableModel::ParamIndexRole).toInt() : -1;
}

std::vector<int> ParametersController::selectedParams() const {
    std::vector<int> out;
    for (const QModelIndex& row : m_selection->selectedRows()) {
        const QVariant param = row.data(ParamTableModel::ParamIndexRole);
        if (param.isValid() && param.toInt() >= 0) {
            out.push_back(param.toInt());
        }
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool ParametersController::isSelectionHidden() const {
    return !m_selection->currentIndex().isValid() && m_shown >= 0;
}

void ParametersController::syncCurrent() {
    onCurrentChanged(m_selection->currentIndex());
}

void ParametersController::syncCurrentAfterFilter() {
    m_filtering = true;
    onCurrentChanged(m_selection->currentIndex());
    m_filtering = false;
}

void ParametersController::onCurrentChanged(const QModelIndex& current) {
    if (m_switching) {
        return;
    }
    const int param =
        current.isValid() ? current.data(ParamTableModel::ParamIndexRole).toInt() : -1;
    if (param < 0 && m_filtering && m_shown >= 0) {
        return;  // the filter hides the selected parameter: the other views keep showing it
    }
    if (param != m_shown) {
        m_shown = param;
        Q_EMIT currentParamChanged(param);
    }
}
