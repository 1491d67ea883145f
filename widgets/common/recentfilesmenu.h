#pragma once

#include <QMenu>

class RecentFiles;

// File ▸ Open Recent: one entry per remembered path, newest first, and a way to forget them.
class RecentFilesMenu final : public QMenu {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecentFilesMenu)

public:
    RecentFilesMenu(RecentFiles* recent, QWidget* parent = nullptr);

Q_SIGNALS:
    void openRequested(const QString& path);

private:
    void rebuild();

    RecentFiles* m_recent;
};
