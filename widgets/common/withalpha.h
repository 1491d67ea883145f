#pragma once

#include <QColor>

// The colour at another opacity (0 transparent, 1 opaque), for fills under lines and labels.
inline QColor withAlpha(QColor c, double alpha) {
    c.setAlphaF(static_cast<float>(alpha));
    return c;
}
