#include "widgets/migration/planproblemlist.h"

#include <QStyle>

#include "widgets/migration/problemwrapproxy.h"
#include "widgets/models/migration/problemlistmodel.h"

PlanProblemList::PlanProblemList(QWidget* parent)
    : QTreeView(parent), m_wrapped(new ProblemWrapProxy(this)) {
    // One column, the headline above what helps: the panel is narrow and both must be read.
    setHeaderHidden(true);
    setRootIsDecorated(true);
    setWordWrap(true);
    setUniformRowHeights(false);
    setTextElideMode(Qt::ElideMiddle);
    m_wrapped->setIcons(style()->standardIcon(QStyle::SP_MessageBoxCritical),
                        style()->standardIcon(QStyle::SP_MessageBoxWarning));
    connect(this, &QTreeView::activated, this, [this](const QModelIndex& index) {
        const QString param = index.data(ProblemListModel::kParamRole).toString();
        if (!param.isEmpty()) {
            Q_EMIT paramActivated(param);
        }
    });
}

void PlanProblemList::setProblems(ProblemListModel* problems) {
    m_problems = problems;
    m_wrapped->setSourceModel(problems);
    setModel(m_wrapped);
    // Wrapped to the width the list has when the problems come, as when it is resized.
    connect(problems, &QAbstractItemModel::modelReset, this, &PlanProblemList::rewrap);
    rewrap();
}

int PlanProblemList::errorCount() const {
    return m_problems ? m_problems->errorCount() : 0;
}

int PlanProblemList::warningCount() const {
    return m_problems ? m_problems->warningCount() : 0;
}

void PlanProblemList::resizeEvent(QResizeEvent* event) {
    QTreeView::resizeEvent(event);
    rewrap();
}

void PlanProblemList::rewrap() {
    const int margins = iconSize().width() > 0 ? iconSize().width() + 12 : 28;
    m_wrapped->setWrap(font(), viewport()->width() - margins, indentation());
}
