#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <optional>

#include "convert/strategysimulator.h"

// The text form of a simulated target, as `--simulate` takes it and the planner shows it:
// "dp=1,mp=4,pp=1" (axis names as the device-matrix view names them, pp = pipeline stages),
// "opt=2" for the optimizer shard size (0 turns it off), or "merge" for one card.
class SimulateText {
    Q_DECLARE_TR_FUNCTIONS(SimulateText)

public:
    // `axisNames` name the axes of the main device matrix, in order. On failure `error` says
    // which part is wrong.
    static std::optional<shardscope::SimulationSpec> parse(const QString& text,
                                                           const QStringList& axisNames,
                                                           QString* error = nullptr);
    static QString format(const shardscope::SimulationSpec& spec, const QStringList& axisNames);
};
