#include "widgets/shell/runsmenu.h"

#include <QActionGroup>
#include <QDir>

#include "widgets/models/shell/session.h"

RunsMenu::RunsMenu(Session* session, QWidget* parent)
    : QMenu(tr("&Runs"), parent), m_session(session), m_group(new QActionGroup(this)) {
    setObjectName(QStringLiteral("runsMenu"));
    m_group->setExclusive(true);
    connect(m_session, &Session::documentOpened, this, &RunsMenu::rebuild);
    connect(m_session, &Session::documentLoaded, this, &RunsMenu::rebuild);
    connect(m_session, &Session::documentFailed, this, &RunsMenu::rebuild);
    connect(m_session, &Session::documentClosed, this, &RunsMenu::rebuild);
    connect(m_session, &Session::activeRunChanged, this, &RunsMenu::rebuild);
    rebuild();
}

void RunsMenu::rebuild() {
    clear();
    for (QAction* action : m_group->actions()) {
        m_group->removeAction(action);
        action->deleteLater();
    }
    const QStringList paths = m_session->paths();
    if (paths.isEmpty()) {
        QAction* none = addAction(tr("No run open"));
        none->setEnabled(false);
        return;
    }
    int number = 0;
    for (const QString& path : paths) {
        const Session::Document* doc = m_session->document(path);
        QString text = m_session->displayName(path);
        if (doc->state == Session::State::Loading) {
            text = tr("%1 (opening…)").arg(text);
        } else if (doc->state == Session::State::Failed) {
            text = tr("%1 (failed to open)").arg(text);
        }
        ++number;
        // The first nine get Alt+1 .. Alt+9 style mnemonics through their number.
        auto* action = new QAction(
            number <= 9 ? QStringLiteral("&%1  %2").arg(number).arg(text) : text, m_group);
        action->setCheckable(true);
        action->setChecked(path == m_session->activePath());
        action->setEnabled(doc->state == Session::State::Loaded);
        action->setToolTip(QDir::toNativeSeparators(path));
        action->setData(path);
        connect(action, &QAction::triggered, this, [this, path] { m_session->setActive(path); });
        addAction(action);
    }
    setToolTipsVisible(true);
}
