#pragma once

#include <QString>
#include <QStringList>
#include <optional>

#include "convert/strategysimulator.h"

// The GUI's side of the simulate spec (core/convert/simulatespec.h): QStrings in, the problem
// in translated words out.
class SimulateText {
public:
    // `axisNames` name the axes of the main device matrix, in order. On failure `error` says
    // which part is wrong.
    static std::optional<shardscope::SimulationSpec> parse(const QString& text,
                                                           const QStringList& axisNames,
                                                           QString* error = nullptr);
    static QString format(const shardscope::SimulationSpec& spec, const QStringList& axisNames);
    // "simulated: dp=1,mp=4" (core's simulatedTargetLabel): its value English for files, its
    // words for the window (PieceText).
    static shardscope::IssueArg label(const shardscope::SimulationSpec& spec,
                                      const QStringList& axisNames);
};
