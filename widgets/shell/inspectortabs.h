#pragma once

#include <QList>
#include <QTabWidget>

class QAction;

// The inspector's tab bar: its pages, tall ones scrolling rather than setting the window's
// minimum size, and one action per tab ("Files Ctrl+1" … "History Ctrl+9", "Playground Ctrl+0")
// for the View menu. Nine tabs never set the window's minimum width: the bar scrolls.
class InspectorTabs final : public QTabWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(InspectorTabs)

public:
    explicit InspectorTabs(QWidget* parent = nullptr);

    void addPage(QWidget* page, const QString& text);
    // The page in a scroll area of its own; with `focusPage`, the area's focus goes to the page.
    void addScrolledPage(QWidget* page, const QString& text, bool focusPage = false);
    // Once every page is added: the actions, each a keystroke away (Ctrl+1 … Ctrl+9, then
    // Ctrl+0, as in browsers).
    void createTabActions();
    QList<QAction*> tabActions() const { return m_tabActions; }
    void focusCurrentPage();  // the caret to the tab in front (its focus proxy: the Files tree)

private:
    QList<QAction*> m_tabActions;
};
