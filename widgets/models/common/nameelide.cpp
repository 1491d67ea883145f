#include "widgets/models/common/nameelide.h"

QString NameElide::elide(const QString& name, const QFontMetrics& metrics, int width) {
    if (metrics.horizontalAdvance(name) <= width) {
        return name;
    }
    const QString ellipsis(QChar(0x2026));
    for (qsizetype dot = name.indexOf(QLatin1Char('.')); dot >= 0;
         dot = name.indexOf(QLatin1Char('.'), dot + 1)) {
        const QString tail = ellipsis + name.mid(dot + 1);
        if (metrics.horizontalAdvance(tail) <= width) {
            return tail;
        }
    }
    return metrics.elidedText(name, Qt::ElideMiddle, width);
}
