#include "widgets/shell/inspectortabs.h"

#include <QAction>
#include <QKeySequence>
#include <QScrollArea>
#include <QTabBar>

InspectorTabs::InspectorTabs(QWidget* parent) : QTabWidget(parent) {}

void InspectorTabs::addPage(QWidget* page, const QString& text) {
    addTab(page, text);
}

void InspectorTabs::addScrolledPage(QWidget* page, const QString& text, bool focusPage) {
    auto* scroll = new QScrollArea(parentWidget());
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    if (focusPage) {
        scroll->setFocusProxy(page);
    }
    addTab(scroll, text);
}

void InspectorTabs::createTabActions() {
    for (int i = 0; i < count() && i < 10; ++i) {
        auto* action = new QAction(tabText(i), parentWidget());
        action->setShortcut(
            QKeySequence(Qt::CTRL | static_cast<Qt::Key>(i < 9 ? Qt::Key_1 + i : Qt::Key_0)));
        action->setObjectName(QStringLiteral("tabAction%1").arg(i + 1));
        connect(action, &QAction::triggered, this, [this, i] {
            setCurrentIndex(i);
            focusCurrentPage();
        });
        m_tabActions << action;
    }
    setDocumentMode(true);
    setUsesScrollButtons(true);
    tabBar()->setExpanding(false);
}

void InspectorTabs::focusCurrentPage() {
    if (QWidget* page = currentWidget()) {
        page->setFocus(Qt::OtherFocusReason);
    }
}
