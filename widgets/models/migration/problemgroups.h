#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <vector>

#include "util/issue.h"

// The plan's problems grouped by cause: a target that does not divide gives one problem per
// parameter (120 for a small network), the same words each time. One group per cause, with a
// headline that counts the parameters and the part that helps (the sizes that divide) in sight;
// the parameters, each with its own detail, below it.
class ProblemGroups {
    Q_DECLARE_TR_FUNCTIONS(ProblemGroups)

public:
    struct Entry {
        QString param;
        QString detail;  // this parameter's own words ("dimension 0 (size 64)"), or empty
        QString text;    // the whole problem, as IssueText words it
    };
    struct Group {
        bool blocking = false;
        QString headline;  // "60 parameters do not divide into 3 parts"
        QString detail;    // "Sizes of mp that divide: 1, 2, 4 (2, 4, 8 cards)."
        std::vector<Entry> entries;
    };

    // In the order each cause first appears; `axisNames` name the device-matrix axes.
    static std::vector<Group> group(const std::vector<shardscope::Issue>& issues,
                                    const QStringList& axisNames);
};
