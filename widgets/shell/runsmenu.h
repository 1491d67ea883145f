#pragma once

#include <QMenu>

class QActionGroup;
class Session;

// The Runs menu: every open document, the one the views show checked; choosing one shows it.
// It follows the session, so the menu, the Files tree and the title always name the same run.
class RunsMenu final : public QMenu {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunsMenu)

public:
    RunsMenu(Session* session, QWidget* parent = nullptr);

    void rebuild();

private:
    Session* m_session;
    QActionGroup* m_group;
};
