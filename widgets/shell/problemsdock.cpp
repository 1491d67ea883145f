#include "widgets/shell/problemsdock.h"

#include "widgets/shell/problemspanel.h"

// The dock's words are the window's: they keep its translation context.

ProblemsDock::ProblemsDock(QAbstractItemModel* notices, QWidget* parent)
    : QDockWidget(parent), m_panel(new ProblemsPanel(notices, parent)) {
    setWindowTitle(QCoreApplication::translate("MainWindow", "Problems"));
    setObjectName(QStringLiteral("problemsDock"));
    setFeatures(QDockWidget::DockWidgetClosable | QDockWidget::DockWidgetMovable);
    setWidget(m_panel);
    toggleViewAction()->setText(QCoreApplication::translate("MainWindow", "&Problems Panel"));
}

void ProblemsDock::setProblemCount(int problems) {
    setWindowTitle(problems > 0
                       ? QCoreApplication::translate("MainWindow", "Problems (%1)").arg(problems)
                       : QCoreApplication::translate("MainWindow", "Problems"));
    if ((problems > 0) != m_hasProblems) {
        m_hasProblems = problems > 0;
        setVisible(m_hasProblems);
    }
}

void ProblemsDock::resetVisibility(int problems) {
    m_hasProblems = problems > 0;
    setVisible(m_hasProblems);
}
