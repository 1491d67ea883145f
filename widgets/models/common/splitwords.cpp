#include "widgets/models/common/splitwords.h"

#include <QStringList>
#include <algorithm>

#include "widgets/models/common/errortext.h"
#include "widgets/models/matrix/axisroles.h"

using namespace shardscope;

QString SplitWords::axesText(const std::vector<int>& axes, const QStringList& axisNames) {
    QStringList numbers;
    QStringList names;
    for (int axis : axes) {
        numbers << QString::number(axis);
        names << axisNames.value(axis);
    }
    if (!axes.empty() && !names.contains(QString())) {
        return names.join(listSeparator());
    }
    const QString list = numbers.join(listSeparator());
    return axes.size() == 1 ? tr("axis %1").arg(list) : tr("axes %1").arg(list);
}

QString SplitWords::listSeparator() {
    return tr(",", "joins a list of axes: 0,1 or dp,mp");
}

QStringList SplitWords::axisNames(const RunDocument& run, const ParamInfo& p) {
    return p.layout ? AxisRoles::defaultNames(AxisRoles::roles(run, p.layout->devMatrix()))
                    : QStringList();
}

QString SplitWords::text(const SplitDescription& split, const QStringList& axisNames) {
    QStringList parts;
    for (const SplitDescription::DimSplit& d : split.dims) {
        // Named axes, or numbered ones in their own pattern: Chinese says "按 mp 切" but
        // "按轴 1 切" (no space between 按 and 轴).
        QStringList numbers;
        bool named = !d.axes.empty();
        for (int axis : d.axes) {
            numbers << QString::number(axis);
            named = named && !axisNames.value(axis).isEmpty();
        }
        const QString pattern = named                ? tr("dim %1 / %2 over %3")
                                : d.axes.size() == 1 ? tr("dim %1 / %2 over axis %3")
                                                     : tr("dim %1 / %2 over axes %3");
        parts << pattern.arg(qulonglong(d.dim))
                     .arg(qlonglong(d.parts))
                     .arg(named ? axesText(d.axes, axisNames) : numbers.join(listSeparator()));
    }
    if (split.replicas > 1) {
        parts << (split.replicaAxes.empty() ? tr("replicated ×%1").arg(qlonglong(split.replicas))
                                            : tr("replicated ×%1 over %2")
                                                  .arg(qlonglong(split.replicas))
                                                  .arg(axesText(split.replicaAxes, axisNames)));
    }
    if (split.optShard > 1) {
        parts << tr("optimizer shard ×%1").arg(qlonglong(split.optShard));
    }
    return parts.isEmpty() ? tr("not split") : parts.join(tr(", "));
}

QString SplitWords::statusText(ParamStatus status) {
    switch (status) {
        case ParamStatus::Ok:
            return tr("OK");
        case ParamStatus::NotInStrategy:
            return tr("not in strategy");
        case ParamStatus::NotInCheckpoint:
            return tr("not in checkpoint");
        case ParamStatus::ShapeContradicts:
            return tr("shape contradicts");
        case ParamStatus::MissingOnRanks:
            return tr("missing on ranks");
    }
    return {};
}

QString SplitWords::missingRanks(const RunDocument& run, const ParamInfo& p) {
    QStringList missing;
    const int first = p.stage * run.stages.devices;
    const int end = std::min(first + run.stages.devices, run.rankCount());
    for (int g = first; g < end; ++g) {
        if (std::find(p.ranks.begin(), p.ranks.end(), g) == p.ranks.end()) {
            missing << QString::number(g);
        }
    }
    return missing.join(tr(", "));
}

QString SplitWords::statusDetail(const RunDocument& run, const ParamInfo& p) {
    switch (p.status) {
        case ParamStatus::Ok:
            return tr("Found in the strategy and on every rank of stage %1.").arg(p.stage);
        case ParamStatus::NotInStrategy:
            return tr(
                "The strategy has no layout for this parameter, so how it is split is "
                "unknown; conversion copies it as it is.");
        case ParamStatus::NotInCheckpoint:
            return tr("The strategy lays this parameter out, but no rank file holds it.");
        case ParamStatus::ShapeContradicts:
            // The core's sentence (ranks and shapes), in the window's language.
            return tr("The shape in the checkpoint contradicts the strategy: %1")
                .arg(p.statusError != nullptr ? ErrorText::detail(*p.statusError) : QString());
        case ParamStatus::MissingOnRanks:
            return tr("Missing on rank(s) %1 of stage %2.").arg(missingRanks(run, p)).arg(p.stage);
    }
    return {};
}
