#include "widgets/models/common/splitwords.h"

#include <QStringList>
#include <algorithm>

#include "inspect/splitpiece.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/common/piecetext.h"
#include "widgets/models/matrix/axisroles.h"

using namespace shardscope;

QStringList SplitWords::axisNames(const RunDocument& run, const ParamInfo& p) {
    return p.layout ? AxisRoles::defaultNames(AxisRoles::roles(run, p.layout->devMatrix()))
                    : QStringList();
}

QString SplitWords::text(const SplitDescription& split, const QStringList& axisNames) {
    std::vector<std::string> names;
    names.reserve(static_cast<size_t>(axisNames.size()));
    for (const QString& name : axisNames) {
        names.push_back(name.toStdString());
    }
    return PieceText::text(splitArg("split", split, names));
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
