#include "widgets/shell/startview.h"

#include <QSettings>

#include "widgets/doctor/doctorview.h"
#include "widgets/loss/lossview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/shell/inspectorpanel.h"

QString StartView::apply(InspectorPanel* panel) const {
    panel->finishHandOver();  // the options below act on the views: they must have the run
    InspectorPanel::View start;
    if (!view.isEmpty() && inspectorViewFromName(view, &start)) {
        panel->setView(start);
    } else if (view == QLatin1String("memory")) {
        panel->setView(InspectorPanel::View::Migration);  // its "Memory per card" page
        panel->migration()->showMemoryPage();
    }
    QString problem;
    if (!param.isEmpty() && !panel->selectParam(param)) {
        problem = tr("no parameter named %1").arg(param);
    }
    if (rank >= -1) {
        panel->setRank(rank);
    }
    if (rank >= 0) {
        panel->doctor()->setRank(rank);
    }
    if (smoothing >= 0) {
        panel->loss()->controller()->setSmoothing(smoothing);
    }
    if (logY) {
        panel->loss()->controller()->setLogY(true);
    }
    if (!net.isEmpty()) {
        panel->doctor()->setNet(net);
    }
    if (!target.isEmpty()) {
        panel->migration()->setTargetStrategy(target);
    }
    if (!targetTable.isEmpty() &&
        !panel->migration()->controller()->hosts()->setRankTable(targetTable) &&
        problem.isEmpty()) {
        problem = tr("--target-rank-table: %1 did not load").arg(targetTable);
    }
    if (QString why;
        !simulate.isEmpty() && problem.isEmpty() && !panel->migration()->simulate(simulate, &why)) {
        problem = tr("--simulate: %1").arg(why);
    }
    return problem;
}

QString StartView::newcomerView() {
    return QStringLiteral("matrix");
}

QString StartView::rememberedView() {
    // Later opens come back to the tab the window was closed on.
    return QSettings().value(QStringLiteral("window/view"), newcomerView()).toString();
}
