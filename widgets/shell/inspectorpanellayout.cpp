// InspectorPanel's pages and tabs (its constructor builds them in this order).
#include <QAction>
#include <QHeaderView>
#include <QKeySequence>
#include <QLabel>
#include <QScrollArea>
#include <QSplitter>
#include <QTabBar>
#include <QTabWidget>
#include <QTreeWidget>
#include <QVBoxLayout>

#include "doctor/doctorview.h"
#include "fit/playgroundview.h"
#include "history/historyview.h"
#include "loss/lossview.h"
#include "matrix/devicematrixview.h"
#include "migration/migrationview.h"
#include "parameters/parametersview.h"
#include "shell/inspectorpanel.h"
#include "slices/slicecontrols.h"
#include "slices/sliceview.h"
#include "tensor/tensorview.h"

void InspectorPanel::setUpRankDetails() {
    m_rankDetails->setObjectName(QStringLiteral("rankTensors"));
    m_rankDetails->setHeaderLabels({tr("Tensor"), tr("Shape"), tr("Size")});
    m_rankDetails->setRootIsDecorated(false);
    m_rankDetails->setUniformRowHeights(true);
    // Long names keep their end (the layer index and the weight's own name); the whole name is
    // in the tooltip.
    m_rankDetails->setTextElideMode(Qt::ElideLeft);
    m_rankDetails->header()->setStretchLastSection(false);
    m_rankDetails->header()->setSectionResizeMode(0, QHeaderView::Stretch);
}

QWidget* InspectorPanel::createMatrixPage() {
    auto* matrixSplit = new QSplitter(Qt::Horizontal, this);
    m_matrixSplit = matrixSplit;
    matrixSplit->addWidget(m_matrix);
    matrixSplit->addWidget(m_rankDetails);
    matrixSplit->setStretchFactor(0, 3);
    matrixSplit->setStretchFactor(1, 1);
    matrixSplit->setSizes({900, 340});
    m_rankDetails->setMinimumWidth(260);
    connect(matrixSplit, &QSplitter::splitterMoved, this, [this] { m_matrixSplitMoved = true; });

    return matrixSplit;
}

QWidget* InspectorPanel::createSlicePage() {
    auto* slicePage = new QWidget(this);
    auto* sliceLayout = new QVBoxLayout(slicePage);
    sliceLayout->setContentsMargins(0, 0, 0, 0);
    sliceLayout->setSpacing(0);
    sliceLayout->addWidget(new SliceControls(m_slices, slicePage));
    sliceLayout->addWidget(m_slices, 1);
    auto* sliceSplit = new QSplitter(Qt::Vertical, this);
    sliceSplit->addWidget(slicePage);
    sliceSplit->addWidget(m_sliceDetails);
    sliceSplit->setStretchFactor(0, 4);
    sliceSplit->setStretchFactor(1, 1);
    m_sliceDetails->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_sliceDetails->setText(
        tr("Click a slice to see its index ranges and where its bytes lie "
           "in each rank's file."));

    return sliceSplit;
}

void InspectorPanel::addTabs(QWidget* filesPage, QWidget* matrixPage, QWidget* slicePage) {
    m_tabs->addTab(filesPage, tr("Files"));
    m_tabs->addTab(m_parameters, tr("Parameters"));
    m_tabs->addTab(matrixPage, tr("Device matrix"));
    m_tabs->addTab(slicePage, tr("Slices"));
    // The tensor page is tall (statistics, histogram, values): it scrolls rather than forcing a
    // minimum height on the whole window.
    // So are the doctor and the loss chart.
    const auto scrolled = [this](QWidget* page) {
        auto* scroll = new QScrollArea(this);
        scroll->setWidget(page);
        scroll->setWidgetResizable(true);
        scroll->setFrameShape(QFrame::NoFrame);
        return scroll;
    };
    m_tabs->addTab(scrolled(m_tensor), tr("Tensor"));
    m_tabs->addTab(m_migration, tr("Migration"));  // scrolls inside, above its footer
    m_tabs->addTab(scrolled(m_doctor), tr("Doctor"));
    m_tabs->addTab(scrolled(m_loss), tr("Loss"));
    m_tabs->addTab(m_history, tr("History"));
    // No file needed: a network and a split. It scrolls rather than setting the window's minimum
    // size (its controls, bars and cards side by side).
    QScrollArea* playground = scrolled(m_playground);
    playground->setFocusProxy(m_playground);
    m_tabs->addTab(playground, tr("Playground"));
    // Each tab a keystroke away (Ctrl+1 … Ctrl+9, then Ctrl+0, as in browsers), listed in the
    // View menu.
    for (int i = 0; i < m_tabs->count() && i < 10; ++i) {
        auto* action = new QAction(m_tabs->tabText(i), this);
        action->setShortcut(
            QKeySequence(Qt::CTRL | static_cast<Qt::Key>(i < 9 ? Qt::Key_1 + i : Qt::Key_0)));
        action->setObjectName(QStringLiteral("tabAction%1").arg(i + 1));
        connect(action, &QAction::triggered, this, [this, i] {
            m_tabs->setCurrentIndex(i);
            focusCurrentView();
        });
        m_tabActions << action;
    }
    m_tabs->setDocumentMode(true);
    // Nine tabs must not set the window's minimum width: the bar scrolls when it has to.
    m_tabs->setUsesScrollButtons(true);
    m_tabs->tabBar()->setExpanding(false);
}
