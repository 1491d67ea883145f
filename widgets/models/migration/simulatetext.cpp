#include "models/migration/simulatetext.h"

using namespace shardscope;

std::optional<SimulationSpec> SimulateText::parse(const QString& text, const QStringList& axisNames,
                                                  QString* error) {
    const auto fail = [error](const QString& why) -> std::optional<SimulationSpec> {
        if (error) {
            *error = why;
        }
        return std::nullopt;
    };
    SimulationSpec spec;
    const QString trimmed = text.trimmed();
    if (trimmed.compare(QStringLiteral("merge"), Qt::CaseInsensitive) == 0) {
        spec.mergeToOne = true;
        return spec;
    }
    std::vector<int64_t> sizes(static_cast<size_t>(axisNames.size()), 0);
    bool anyAxis = false;
    for (const QString& part : trimmed.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QStringList kv = part.split(QLatin1Char('='));
        bool ok = false;
        const int value = kv.size() == 2 ? kv[1].trimmed().toInt(&ok) : 0;
        const QString key = kv.value(0).trimmed();
        if (kv.size() != 2 || !ok || value < 0) {
            return fail(tr("“%1” is not NAME=NUMBER").arg(part.trimmed()));
        }
        if (key == QStringLiteral("pp")) {
            if (value < 1) {
                return fail(tr("pp must be at least 1"));
            }
            spec.stages = value;
        } else if (key == QStringLiteral("opt")) {
            if (value == 1) {
                return fail(tr("opt must be 0 (off) or at least 2"));
            }
            spec.optShard = value;
        } else if (const auto axis = axisNames.indexOf(key); axis >= 0) {
            if (value < 1) {
                return fail(tr("%1 must be at least 1").arg(key));
            }
            sizes[static_cast<size_t>(axis)] = value;
            anyAxis = true;
        } else {
            return fail(tr("unknown axis “%1” (the axes are %2, plus pp and opt)")
                            .arg(key, axisNames.join(QStringLiteral(", "))));
        }
    }
    if (anyAxis) {
        for (size_t a = 0; a < sizes.size(); ++a) {
            if (sizes[a] == 0) {
                return fail(tr("give every axis a size: %1 is missing")
                                .arg(axisNames.value(static_cast<int>(a))));
            }
        }
        spec.axisSizes = sizes;
    }
    return spec;
}

QString SimulateText::format(const SimulationSpec& spec, const QStringList& axisNames) {
    if (spec.mergeToOne) {
        return QStringLiteral("merge");
    }
    QStringList parts;
    for (size_t a = 0; a < spec.axisSizes.size(); ++a) {
        parts << QStringLiteral("%1=%2")
                     .arg(axisNames.value(static_cast<int>(a), QStringLiteral("axis%1").arg(a)))
                     .arg(spec.axisSizes[a]);
    }
    if (spec.stages > 0) {
        parts << QStringLiteral("pp=%1").arg(spec.stages);
    }
    if (spec.optShard >= 0) {
        parts << QStringLiteral("opt=%1").arg(spec.optShard);
    }
    return parts.join(QLatin1Char(','));
}
