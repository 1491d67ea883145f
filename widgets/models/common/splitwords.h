#pragma once

#include <QCoreApplication>
#include <QString>

#include "inspect/rundocument.h"

// The window's words for how a parameter is split (the core's piece) and for its status; why a
// shape contradicts the strategy is the core's error (ParamInfo::statusError) in the window's
// language.
class SplitWords {
    Q_DECLARE_TR_FUNCTIONS(SplitWords)

public:
    // How `split` cuts a parameter (core's splitArg, inspect/splitpiece.h) in the window's
    // language: "dim 0 / 4 over axis 1, replicated ×2 over axis 0, optimizer shard ×2"; "not
    // split". With the device-matrix axes' names (AxisRoles::defaultNames), the names the device
    // matrix, the slices and their captions use: "dim 0 / 4 over mp, replicated ×2 over dp".
    static QString text(const shardscope::SplitDescription& split,
                        const QStringList& axisNames = {});
    // The names of the axes of `p`'s layout, as the device matrix names them; empty without one.
    static QStringList axisNames(const shardscope::RunDocument& run,
                                 const shardscope::ParamInfo& p);

    static QString statusText(shardscope::ParamStatus status);  // one or two words
    // A sentence for a tooltip; the run gives the ranks a parameter is missing on.
    static QString statusDetail(const shardscope::RunDocument& run, const shardscope::ParamInfo& p);
    static QString missingRanks(const shardscope::RunDocument& run, const shardscope::ParamInfo& p);
};
