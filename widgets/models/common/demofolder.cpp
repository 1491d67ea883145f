#include "models/common/demofolder.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

#include "synth/demorun.h"

namespace {

// Written beside the folder once the demo is complete: an interrupted write, or a demo from
// another version of the program, is written again.
QString stampPath(const QString& folder) {
    return folder + QStringLiteral(".stamp");
}

QByteArray stampText() {
    return QCoreApplication::applicationVersion().toUtf8() + '\n';
}

}  // namespace

QString DemoFolder::path() {
    return QStandardPaths::writableLocation(QStandardPaths::CacheLocation) +
           QStringLiteral("/demo-run");
}

shardscope::Result<QString> DemoFolder::ensure() {
    using shardscope::ErrorCode;
    const QString folder = path();
    QFile stamp(stampPath(folder));
    if (QDir(folder).exists() && stamp.open(QIODevice::ReadOnly) &&
        stamp.readAll() == stampText()) {
        return folder;
    }
    stamp.close();
    QDir(folder).removeRecursively();
    if (!QDir().mkpath(folder)) {
        return shardscope::makeError(ErrorCode::Io, "cannot create folder")
            .inFile(folder.toStdString());
    }
    const shardscope::Status written = shardscope::writeDemoRun(folder.toStdString());
    if (!written) {
        return written.error();
    }
    if (!stamp.open(QIODevice::WriteOnly | QIODevice::Truncate) || stamp.write(stampText()) < 0) {
        return shardscope::makeError(ErrorCode::Io, "cannot write file")
            .inFile(stamp.fileName().toStdString());
    }
    return folder;
}
