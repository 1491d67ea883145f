#pragma once

#include <QCoreApplication>
#include <vector>

#include "widgets/models/loss/losscrosshairtext.h"

// The crosshair of a run with many ranks: a row per rank would not fit the chart, so past
// `listed` entries of one run its entries become three: the rank with the lowest value, the
// mean over the run's ranks, and the rank with the highest value, each saying so. Other runs'
// entries stay as they are, in their order.
class LossCrosshairSummary {
    Q_DECLARE_TR_FUNCTIONS(LossCrosshairSummary)

public:
    static std::vector<LossCrosshairEntry> summarise(const std::vector<LossCrosshairEntry>& entries,
                                                     int listed);
};
