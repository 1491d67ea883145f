#pragma once

#include <QCoreApplication>
#include <QString>

#include "inspect/rundocument.h"

// The sentence under the views that tells a student how the strategy cuts the selected
// parameter and why each rank holds what it holds.
class ExplainText {
    Q_DECLARE_TR_FUNCTIONS(ExplainText)

public:
    static QString forParam(const shardscope::RunDocument& run, const shardscope::ParamInfo& param);
};
