#pragma once

#include <QCoreApplication>
#include <QString>

class InspectorPanel;

// What the window shows first (from the command line): a tab, a parameter, a rank, and the
// options of the migration, doctor and loss views. Applied once the documents have loaded.
class StartView final {
    Q_DECLARE_TR_FUNCTIONS(StartView)

public:
    QString view;           // "parameters", "matrix", ..., "memory" (the Migration tab's
                            // memory page); empty: keep the current tab
    QString param;          // empty: the panel's own first choice
    int rank = -2;          // -2: unset; -1: merged
    QString target;         // migration view: destination strategy file or folder
    QString simulate;       // migration view: "dp=1,mp=4,pp=1"
    QString targetTable;    // migration view: the target job's rank table
    QString net;            // doctor view: NET.json, a JSON strategy or a checkpoint
    double smoothing = -1;  // loss view: 0 .. 0.99; -1: unset
    bool logY = false;      // loss view

    // Shows it in `panel`; an error text when its parameter does not exist, else empty.
    QString apply(InspectorPanel* panel) const;

    // The tab a newcomer's window opens on: the device matrix, which explains a run best.
    static QString newcomerView();
    // The tab to open on when the command line names none (newcomerView() the first time).
    static QString rememberedView();
};
