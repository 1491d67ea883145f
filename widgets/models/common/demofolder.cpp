#include "widgets/models/common/demofolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QStandardPaths>
#include <QTemporaryDir>

#include "synth/demorun.h"
#include "util/translatenoop.h"

namespace {

// Inside the folder, written last: a demo from another version of the program is written again.
QString stampPath(const QString& folder) {
    return folder + QStringLiteral("/.shardscope-demo");
}

QByteArray stampText() {
    return QCoreApplication::applicationVersion().toUtf8() + '\n';
}

bool isCurrent(const QString& folder) {
    QFile stamp(stampPath(folder));
    return stamp.open(QIODevice::ReadOnly) && stamp.readAll() == stampText();
}

}  // namespace

QString DemoFolder::path() {
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/demo-run");
}

// Several windows may start at once (or tests in parallel): the demo is written into a private
// folder beside its place and renamed into it complete, so no process ever reads a half-written
// demo or removes one another process is reading.
shardscope::Result<QString> DemoFolder::ensure() {
    using shardscope::ErrorCode;
    const QString folder = path();
    if (isCurrent(folder)) {
        return folder;
    }
    const QString parent = QFileInfo(folder).absolutePath();
    if (!QDir().mkpath(parent)) {
        return shardscope::makeError(ErrorCode::Io,
                                     QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder"), {})
            .inFile(parent.toStdString());
    }
    QTemporaryDir fresh(parent + QStringLiteral("/demo-run-XXXXXX"));
    if (!fresh.isValid()) {
        return shardscope::makeError(ErrorCode::Io,
                                     QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder"), {})
            .inFile(parent.toStdString());
    }
    const shardscope::Status written = shardscope::writeDemoRun(fresh.path().toStdString());
    if (!written) {
        return written.error();
    }
    QFile stamp(stampPath(fresh.path()));
    if (!stamp.open(QIODevice::WriteOnly | QIODevice::Truncate) || stamp.write(stampText()) < 0) {
        return shardscope::makeError(ErrorCode::Io,
                                     QT_TRANSLATE_NOOP("ErrorMessage", "cannot write file"), {})
            .inFile(stamp.fileName().toStdString());
    }
    stamp.close();
    if (QDir(folder).exists() && !isCurrent(folder)) {
        // A stale demo: moved aside first, so that the rename below cannot meet half of it.
        QTemporaryDir trash(parent + QStringLiteral("/demo-old-XXXXXX"));
        if (trash.isValid() && QDir().rename(folder, trash.path() + QStringLiteral("/run"))) {
            QDir(trash.path()).removeRecursively();
        }
    }
    if (QDir().rename(fresh.path(), folder)) {
        fresh.setAutoRemove(false);
        return folder;
    }
    // Another process put its demo there first: that one is as good as ours.
    if (isCurrent(folder)) {
        return folder;
    }
    return shardscope::makeError(
               ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "cannot move the demo into place"),
               {})
        .inFile(folder.toStdString());
}
