#include "widgets/shell/filespage.h"

#include <QTimer>
#include <QVBoxLayout>

#include "widgets/common/filteredit.h"
#include "widgets/files/inspecttreeview.h"
#include "widgets/models/files/inspectfiltermodel.h"

FilesPage::FilesPage(InspectFilterModel* proxy, QWidget* parent)
    : QWidget(parent), m_proxy(proxy), m_tree(new InspectTreeView(this)) {
    m_tree->setModel(proxy);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 4, 0, 0);
    layout->setSpacing(4);
    m_filterEdit = new FilterEdit(this);
    m_filterEdit->setPlaceholderText(tr("Filter by name (Ctrl+F)"));
    connect(m_filterEdit, &FilterEdit::filterChanged, this, &FilesPage::applyFilter);
    layout->addWidget(m_filterEdit);
    layout->addWidget(m_tree, 1);
    setFocusProxy(m_tree);
}

FilesPage::~FilesPage() = default;

void FilesPage::showReport(const QModelIndex& source) {
    if (m_proxy->sourceModel()->rowCount(source) <= kAutoExpandRows) {
        m_tree->expand(m_proxy->mapFromSource(source));
    }
    // Measuring a large run's rows is its own turn of the event loop, after the views that the
    // run filled in this one.
    QTimer::singleShot(0, m_tree, [tree = m_tree] { tree->fitColumns(); });
}

void FilesPage::reveal(const QModelIndex& source) {
    QModelIndex target = m_proxy->mapFromSource(source);
    if (!target.isValid() && source.isValid()) {
        m_filterEdit->clearNow();  // the row is filtered out
        target = m_proxy->mapFromSource(source);
    }
    m_tree->reveal(target);
}

void FilesPage::followReport(int row) {
    const QModelIndex current = currentReport();
    if (row >= 0 && (!current.isValid() || current.row() != row)) {
        const QModelIndex target = m_proxy->mapFromSource(m_proxy->sourceModel()->index(row, 0));
        m_tree->setCurrentIndex(target);
        m_tree->scrollTo(target);
    }
}

QModelIndex FilesPage::currentReport() const {
    return m_proxy->mapToSource(m_tree->currentReport());
}

void FilesPage::showOverview() {
    m_tree->expandReports(kAutoExpandRows);
    m_tree->fitColumns();
    const QModelIndex first = m_proxy->index(0, 0);
    m_tree->setCurrentIndex(m_proxy->rowCount(first) > 0 ? m_proxy->index(0, 0, first) : first);
    m_tree->scrollToTop();
}

void FilesPage::applyFilter(const QString& text) {
    m_proxy->setNameFilter(text);
    if (!m_proxy->nameFilter().isEmpty()) {
        m_tree->expandAll();
    }
    Q_EMIT filterApplied();
}
