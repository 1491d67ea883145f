#pragma once

#include <QFontMetrics>
#include <QString>

// A dotted parameter name too long for its cell: its tail kept whole from a dot on
// ("…attention.norm1.gamma"), since names of a network differ at their end
// ("backbone.…m1.gamma" and "backbone.…m1.beta" told nothing); the middle elided only when
// even the last part does not fit.
class NameElide {
public:
    static QString elide(const QString& name, const QFontMetrics& metrics, int width);
};
