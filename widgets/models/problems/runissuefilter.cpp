#include "widgets/models/problems/runissuefilter.h"

#include <QDir>

#include "widgets/models/problems/issuelistmodel.h"

RunIssueFilter::RunIssueFilter(QObject* parent) : QSortFilterProxyModel(parent) {}

void RunIssueFilter::setRun(const QString& path) {
    const QString clean = path.isEmpty() ? QString() : QDir::cleanPath(path);
    if (clean == m_run) {
        return;
    }
    m_run = clean;
    invalidateRowsFilter();
}

bool RunIssueFilter::filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const {
    if (m_run.isEmpty()) {
        return true;
    }
    const QString report = sourceModel()
                               ->index(sourceRow, 0, sourceParent)
                               .data(IssueListModel::ReportPathRole)
                               .toString();
    if (!report.startsWith(m_run)) {
        return false;
    }
    // The run itself, its "#layout" and "#history" lists, and the files inside its folder.
    return report.size() == m_run.size() || report.at(m_run.size()) == QLatin1Char('#') ||
           report.at(m_run.size()) == QLatin1Char('/');
}
