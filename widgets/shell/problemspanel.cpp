#include "widgets/shell/problemspanel.h"

#include <QHeaderView>
#include <QLabel>
#include <QStackedWidget>
#include <QTreeView>
#include <QVBoxLayout>

#include "widgets/models/problems/issuelistmodel.h"

ProblemsPanel::ProblemsPanel(QAbstractItemModel* notices, QWidget* parent)
    : QWidget(parent),
      m_notices(notices),
      m_stack(new QStackedWidget(this)),
      m_view(new QTreeView(this)) {
    auto* empty = new QLabel(tr("No problems found in the opened files."), this);
    empty->setObjectName(QStringLiteral("noProblemsLabel"));
    empty->setAlignment(Qt::AlignCenter);
    empty->setEnabled(false);

    m_view->setObjectName(QStringLiteral("problemsView"));
    m_view->setModel(notices);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->setTextElideMode(Qt::ElideMiddle);
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(IssueListModel::ProblemColumn, QHeaderView::Stretch);
    m_view->header()->setSectionResizeMode(IssueListModel::LocationColumn,
                                           QHeaderView::Interactive);
    m_view->header()->resizeSection(IssueListModel::LocationColumn, 260);
    connect(m_view, &QTreeView::activated, this, &ProblemsPanel::noticeActivated);

    m_stack->addWidget(empty);
    m_stack->addWidget(m_view);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);

    connect(notices, &QAbstractItemModel::rowsInserted, this, &ProblemsPanel::updatePage);
    connect(notices, &QAbstractItemModel::rowsRemoved, this, &ProblemsPanel::updatePage);
    connect(notices, &QAbstractItemModel::modelReset, this, &ProblemsPanel::updatePage);
    updatePage();
}

void ProblemsPanel::updatePage() {
    m_stack->setCurrentIndex(m_notices->rowCount() > 0 ? 1 : 0);
}
