#include "widgets/shell/inspectorwidgets.h"

#include <QLabel>
#include <QSplitter>
#include <QVBoxLayout>

#include "widgets/doctor/doctorview.h"
#include "widgets/fit/playgroundview.h"
#include "widgets/history/historyview.h"
#include "widgets/loss/lossview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/parameters/parametersview.h"
#include "widgets/shell/explanationstrip.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/inspectortabs.h"
#include "widgets/shell/matrixpage.h"
#include "widgets/shell/summarystrip.h"
#include "widgets/slices/slicecontrols.h"
#include "widgets/slices/sliceview.h"
#include "widgets/tensor/tensorview.h"

namespace {

QLabel* wrappingLabel(QWidget* parent) {
    auto* label = new QLabel(parent);
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setContentsMargins(8, 6, 8, 6);
    return label;
}

// The slices over the clicked slice's details.
QWidget* slicePage(QWidget* parent, SliceView* slices) {
    auto* page = new QWidget(parent);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(new SliceControls(slices->controller(), page));
    layout->addWidget(slices, 1);
    QLabel* details = wrappingLabel(parent);
    auto* split = new QSplitter(Qt::Vertical, parent);
    split->addWidget(page);
    split->addWidget(details);
    split->setStretchFactor(0, 4);
    split->setStretchFactor(1, 1);
    details->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    details->setText(
        InspectorPanel::tr("Click a slice to see its index ranges and where its bytes lie "
                           "in each rank's file."));
    QObject::connect(slices, &SliceView::detailsChanged, details, &QLabel::setText);
    return split;
}

}  // namespace

InspectorWidgets::InspectorWidgets(QWidget* panel, QWidget* filesPage,
                                   const ViewControllers& controllers)
    : summary(new SummaryStrip(panel)),
      tabs(new InspectorTabs(panel)),
      parameters(new ParametersView(controllers.parameters, panel)),
      matrixPage(new MatrixPage(controllers.matrix, panel)),
      slices(new SliceView(controllers.slices, panel)),
      tensor(new TensorView(controllers.tensor, panel)),
      migration(new MigrationView(panel)),
      doctor(new DoctorView(panel)),
      loss(new LossView(panel)),
      history(new HistoryView(panel)),
      playground(new PlaygroundView(controllers.fit, controllers.playgroundRuns, panel)),
      explain(new ExplanationStrip(panel)) {
    QWidget* slicesPage = slicePage(panel, slices);
    tabs->addPage(filesPage, InspectorPanel::tr("Files"));
    tabs->addPage(parameters, InspectorPanel::tr("Parameters"));
    tabs->addPage(matrixPage, InspectorPanel::tr("Device matrix"));
    tabs->addPage(slicesPage, InspectorPanel::tr("Slices"));
    // The tensor page is tall (statistics, histogram, values): it scrolls rather than forcing a
    // minimum height on the whole window.
    // So are the doctor and the loss chart.
    tabs->addScrolledPage(tensor, InspectorPanel::tr("Tensor"));
    tabs->addPage(migration, InspectorPanel::tr("Migration"));  // scrolls inside, above its footer
    tabs->addScrolledPage(doctor, InspectorPanel::tr("Doctor"));
    tabs->addScrolledPage(loss, InspectorPanel::tr("Loss"));
    tabs->addPage(history, InspectorPanel::tr("History"));
    // No file needed: a network and a split. It scrolls rather than setting the window's minimum
    // size (its controls, bars and cards side by side).
    tabs->addScrolledPage(playground, InspectorPanel::tr("Playground"), true);
    tabs->createTabActions();

    explain->setText(InspectorPanel::tr("Select a parameter to see how the strategy cuts it."));

    auto* layout = new QVBoxLayout(panel);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(summary);
    summary->hide();  // until a run is open
    explain->hide();
    layout->addWidget(tabs, 1);
    layout->addWidget(explain);
}
