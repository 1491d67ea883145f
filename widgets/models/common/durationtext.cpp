#include "widgets/models/common/durationtext.h"

#include <QtMath>
#include <algorithm>

QString DurationText::estimate(double seconds) {
    if (seconds < 60) {
        return tr("about %1 s").arg(std::max(1, qRound(seconds)));
    }
    if (seconds < 3600) {
        return tr("about %1 min").arg(qRound(seconds / 60));
    }
    return tr("about %1 h").arg(seconds / 3600, 0, 'f', 1);
}
