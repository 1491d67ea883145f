#pragma once

#include <QString>
#include <QStringList>

#include "stats/tensorstats.h"

// TensorStats in words and in files: the rows the statistics form shows, and JSON/CSV exports.
// Keys in the exports are stable English identifiers for scripts; labels are translated by the
// view. `rank` -1 means merged across ranks.
struct TensorStatsText {
    // Display texts, one per statistic, in the form's order (elements, finite, min, max, mean,
    // std, zeros, nan, +inf, -inf). Counts use the locale's digit grouping.
    static QStringList values(const shardscope::TensorStats& stats, shardscope::DType dtype);
    static QString json(const shardscope::TensorStats& stats, const shardscope::TensorSource& src);
    static QString csv(const shardscope::TensorStats& stats, const shardscope::TensorSource& src);
};
