#include "widgets/common/appicon.h"

#include <QPixmap>

QIcon AppIcon::icon() {
    QIcon icon;
    for (const int size : sizes()) {
        icon.addFile(path(size), QSize(size, size));
    }
    return icon;
}

QPixmap AppIcon::pixmap(int size) {
    return icon().pixmap(size, size);
}

QList<int> AppIcon::sizes() {
    return {16, 22, 24, 32, 48, 64, 128, 256, 512};
}

QString AppIcon::path(int size) {
    return QStringLiteral(":/icons/hicolor/%1x%1/apps/%2.png").arg(size).arg(QLatin1String(kAppId));
}
