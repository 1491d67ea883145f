#pragma once

// What every Qt test process shares with no other: a home of its own, and one patience.

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QtGlobal>

// How long a test waits for background work (a load, a plan, an export, a child process) before
// calling it hung. A hang detector, never a speed check: with the tests running in parallel
// beside a build, work that takes a second alone took over two minutes (issue 16), and the
// short deadlines tests used to have made correct code fail. A test that passes never waits it.
inline constexpr int kSettleMs = 300000;

// Points HOME (and the XDG folders) at a fresh folder for this process, before QApplication
// exists: settings, recent files, axis names and the demo cache of one test never reach
// another test running beside it or after it, nor the user's own. Keep the object alive for
// the whole run.
class PrivateHome {
public:
    PrivateHome() {
        m_dir.setAutoRemove(true);
        if (m_dir.isValid()) {
            const QByteArray home = m_dir.path().toLocal8Bit();
            qputenv("HOME", home);
            qputenv("XDG_CONFIG_HOME", home + "/config");
            qputenv("XDG_CACHE_HOME", home + "/cache");
            qputenv("XDG_DATA_HOME", home + "/data");
            qputenv("XDG_STATE_HOME", home + "/state");
            qputenv("XDG_RUNTIME_DIR", home + "/runtime");
            const QString runtime = m_dir.filePath(QStringLiteral("runtime"));
            QDir().mkpath(runtime);
            QFile::setPermissions(runtime, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        }
    }
    bool isValid() const { return m_dir.isValid(); }

private:
    QTemporaryDir m_dir;
};
