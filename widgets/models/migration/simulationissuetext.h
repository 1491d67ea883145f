#pragma once

#include <QCoreApplication>
#include <QString>

#include "convert/strategysimulator.h"

// A simulated target's problem in the user's language, from its kind and arguments; the
// parameter is shown beside it, so the sentence does not repeat it.
class SimulationIssueText {
    Q_DECLARE_TR_FUNCTIONS(SimulationIssueText)

public:
    static QString text(const shardscope::SimulationIssue& issue);
};
