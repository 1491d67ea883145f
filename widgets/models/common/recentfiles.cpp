#include "widgets/models/common/recentfiles.h"

#include <QDir>
#include <QSettings>

namespace {
const QString kKey = QStringLiteral("recentFiles");
}  // namespace

RecentFiles::RecentFiles(QObject* parent) : QObject(parent) {
    m_paths = QSettings().value(kKey).toStringList();
    m_paths.removeAll(QString());
    while (m_paths.size() > kMaxEntries) {
        m_paths.removeLast();
    }
}

void RecentFiles::add(const QString& path) {
    const QString clean = QDir::cleanPath(QDir().absoluteFilePath(path));
    m_paths.removeAll(clean);
    m_paths.prepend(clean);
    while (m_paths.size() > kMaxEntries) {
        m_paths.removeLast();
    }
    save();
}

void RecentFiles::remove(const QString& path) {
    if (m_paths.removeAll(QDir::cleanPath(path)) > 0) {
        save();
    }
}

void RecentFiles::clear() {
    m_paths.clear();
    save();
}

void RecentFiles::save() {
    QSettings().setValue(kKey, m_paths);
    Q_EMIT changed();
}
