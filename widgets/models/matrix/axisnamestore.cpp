#include "widgets/models/matrix/axisnamestore.h"

#include <QDir>
#include <QSettings>
#include <QVariantMap>

namespace {

const QString kNamesKey = QStringLiteral("axisNames/byRun");
const QString kOrderKey = QStringLiteral("axisNames/order");

QString keyOf(const QString& runPath) {
    return QDir::cleanPath(QDir().absoluteFilePath(runPath));
}

}  // namespace

QStringList AxisNameStore::load(const QString& runPath) {
    if (runPath.isEmpty()) {
        return {};
    }
    return QSettings().value(kNamesKey).toMap().value(keyOf(runPath)).toStringList();
}

void AxisNameStore::save(const QString& runPath, const QStringList& names) {
    if (runPath.isEmpty()) {
        return;
    }
    QSettings settings;
    QVariantMap byRun = settings.value(kNamesKey).toMap();
    QStringList order = settings.value(kOrderKey).toStringList();
    const QString key = keyOf(runPath);
    order.removeAll(key);
    if (names.isEmpty()) {
        byRun.remove(key);
    } else {
        byRun.insert(key, names);
        order.prepend(key);
    }
    // The oldest runs are forgotten first, so the settings file stays small.
    while (order.size() > kMaxRuns) {
        byRun.remove(order.takeLast());
    }
    settings.setValue(kNamesKey, byRun);
    settings.setValue(kOrderKey, order);
}
