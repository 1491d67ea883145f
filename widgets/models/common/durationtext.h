#pragma once

#include <QCoreApplication>
#include <QString>

// An estimated time as the GUI shows it, the same in the plan and beside the actual time after a
// conversion: "about 9 s", "about 4 min", "about 1.5 h" (core's durationText() for the CLI).
class DurationText {
    Q_DECLARE_TR_FUNCTIONS(DurationText)

public:
    static QString estimate(double seconds);
};
