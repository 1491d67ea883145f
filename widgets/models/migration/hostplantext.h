#pragma once

#include <QCoreApplication>
#include <QString>
#include <vector>

#include "cluster/hosttotals.h"

// The Migration tab's words for a plan whose target ranks a rank table places on servers: how
// many servers write, the one writing most and its estimated time at a per-server bandwidth
// (given in GB/s, 10^9 bytes, as the user typed it), the balance between servers, and the ranks
// the table does not place.
class HostPlanText {
    Q_DECLARE_TR_FUNCTIONS(HostPlanText)

public:
    // `bytesPerSecond`: the bandwidth each server has to the storage (0: no time estimate).
    static QString summary(const std::vector<shardscope::HostTotals>& totals,
                           double bytesPerSecond);
};
