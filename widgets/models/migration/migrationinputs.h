#pragma once

#include <QString>
#include <QStringList>

#include "convert/strategysimulator.h"

// What the Migration tab's controller reads from its view each time it plans or converts: the
// target chosen or simulated, where it goes, whether to verify it, and what the view knows
// that the controller cannot (the axis names typed on the matrix, whether the tab shows).
struct MigrationInputs {
    bool simulating = false;
    shardscope::SimulationSpec spec;
    QString strategyPath;  // the destination strategy file or folder, when not simulating
    QString destination;   // where the converted run is written
    bool verify = false;
    QStringList axisNames;  // the source's device-matrix axes
    // A hidden tab plans when it is shown: planning a thousand-card run is seconds of CPU the
    // window needs while it takes the run.
    bool visible = true;
};
