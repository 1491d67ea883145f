#include "widgets/models/migration/destinationspace.h"

#include <QFileInfo>
#include <QStorageInfo>

QString DestinationSpace::existingFolder(QString path) {
    QFileInfo info(path);
    while (!path.isEmpty() && !info.exists()) {
        const QString parent = info.absolutePath();
        if (parent == path) {
            break;
        }
        path = parent;
        info = QFileInfo(path);
    }
    return info.exists() ? info.absoluteFilePath() : QString();
}

qint64 DestinationSpace::freeBytes(const QString& destination) {
    const QString folder = destination.isEmpty() ? QString() : existingFolder(destination);
    return folder.isEmpty() ? -1 : QStorageInfo(folder).bytesAvailable();
}

bool DestinationSpace::enough(qint64 freeBytes, const shardscope::ConversionPlan& plan) {
    return freeBytes < 0 || static_cast<quint64>(freeBytes) >= plan.totalWritten();
}
