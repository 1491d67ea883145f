#include "widgets/common/recentfilesmenu.h"

#include <QDir>

#include "widgets/models/common/recentfiles.h"

RecentFilesMenu::RecentFilesMenu(RecentFiles* recent, QWidget* parent)
    : QMenu(tr("Open &Recent"), parent), m_recent(recent) {
    setObjectName(QStringLiteral("recentFilesMenu"));
    connect(recent, &RecentFiles::changed, this, &RecentFilesMenu::rebuild);
    rebuild();
}

void RecentFilesMenu::rebuild() {
    clear();
    const QStringList paths = m_recent->paths();
    for (const QString& path : paths) {
        QAction* action = addAction(QDir::toNativeSeparators(path));
        connect(action, &QAction::triggered, this, [this, path] { Q_EMIT openRequested(path); });
    }
    if (!paths.isEmpty()) {
        addSeparator();
    }
    QAction* forget = addAction(tr("Clear Recent Files"));
    forget->setEnabled(!paths.isEmpty());
    connect(forget, &QAction::triggered, m_recent, &RecentFiles::clear);
}
