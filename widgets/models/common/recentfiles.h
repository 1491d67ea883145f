#pragma once

#include <QObject>
#include <QStringList>

// The most recently opened paths, newest first, kept in QSettings across sessions.
class RecentFiles final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RecentFiles)

public:
    static constexpr int kMaxEntries = 10;

    explicit RecentFiles(QObject* parent = nullptr);

    QStringList paths() const { return m_paths; }
    void add(const QString& path);
    void remove(const QString& path);
    void clear();

Q_SIGNALS:
    void changed();

private:
    void save();

    QStringList m_paths;
};
