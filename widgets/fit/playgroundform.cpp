#include "widgets/fit/playgroundform.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include "widgets/fit/cardmemorygrid.h"
#include "widgets/fit/fitgroupsview.h"
#include "widgets/fit/playgroundguide.h"
#include "widgets/fit/stagememorybars.h"
#include "widgets/fit/stepcontrols.h"
#include "widgets/models/fit/fitcontroller.h"
#include "widgets/slices/sliceview.h"

PlaygroundForm::PlaygroundForm(QWidget* view)
    : headline(new QLabel(view)),
      bars(new StageMemoryBars(view)),
      cards(new CardMemoryGrid(view)),
      groupView(new FitGroupsView(view)) {
    headline->setObjectName(QStringLiteral("playgroundHeadline"));
    headline->setWordWrap(true);
    headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = headline->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.15);
    headline->setFont(big);

    QWidget* controls = createControls(view);
    groupView->setToolTip(tr("Select a group to ring its cards above."));
    QObject::connect(groupView, &FitGroupsView::chosenChanged, cards, &CardMemoryGrid::setMarked);

    QWidget* pictures = createPictures(view);
    QWidget* right = createRightColumn(view, pictures);
    auto* scroll = new QScrollArea(view);
    scroll->setWidget(controls);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setMinimumWidth(scroll->widget()->sizeHint().width() + 16);
    scroll->setMaximumWidth(scroll->widget()->sizeHint().width() + 40);

    auto* layout = new QHBoxLayout(view);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(scroll);
    layout->addWidget(right, 1);
    setKeyboardOrder(view);
}

QWidget* PlaygroundForm::createControls(QWidget* view) {
    auto* panel = new QWidget(view);
    auto* column = new QVBoxLayout(panel);

    auto* network = new QGroupBox(tr("Network"), panel);
    auto* netForm = new QFormLayout(network);
    preset = new QComboBox(network);
    preset->setObjectName(QStringLiteral("playgroundPreset"));
    for (const QString& name : FitController::presetNames()) {
        preset->addItem(name, name);
    }
    preset->addItem(tr("Custom (typed below)"), QString());
    netForm->addRow(tr("&Preset:"), preset);
    // The heads, sequence parallelism and the training step: the controls the Migration tab's
    // memory page shows for a run.
    step = new StepControls(panel, false);
    hidden = StepControls::spinBox(network, 64, 1 << 20, 4096);
    layers = StepControls::spinBox(network, 1, 4096, 32);
    heads = step->heads();
    kvHeads = StepControls::spinBox(network, 0, 4096, 0);
    kvHeads->setSpecialValueText(tr("as heads"));
    vocab = StepControls::spinBox(network, 1, 1 << 24, 32000);
    ffn = StepControls::spinBox(network, 1, 1 << 22, 11008);
    // Two dimensions a row: the panel stays short enough for a 1280x800 window.
    auto* dims = new QGridLayout;
    const auto addDim = [network, dims](int row, int col, const QString& text, QSpinBox* box) {
        auto* label = new QLabel(text, network);
        label->setBuddy(box);
        box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 28);
        dims->addWidget(label, row, col * 2);
        dims->addWidget(box, row, col * 2 + 1);
    };
    addDim(0, 0, tr("Hidden si&ze:"), hidden);
    addDim(0, 1, tr("&Layers:"), layers);
    addDim(1, 0, tr("H&eads:"), heads);
    addDim(1, 1, tr("&KV heads:"), kvHeads);
    addDim(2, 0, tr("Voc&abulary:"), vocab);
    addDim(2, 1, tr("MLP &width:"), ffn);
    kvHeads->setToolTip(tr("Key/value heads (grouped-query attention)"));
    netForm->addRow(dims);
    column->addWidget(network);

    auto* split = new QGroupBox(tr("Split of the cards"), panel);
    auto* splitForm = new QFormLayout(split);
    dp = StepControls::spinBox(split, 1, 4096, 1);
    mp = StepControls::spinBox(split, 1, 512, 1);
    pp = StepControls::spinBox(split, 1, 512, 1);
    opt = StepControls::spinBox(split, 1, 4096, 1);
    opt->setSpecialValueText(tr("off"));
    dp->setObjectName(QStringLiteral("playgroundDp"));
    mp->setObjectName(QStringLiteral("playgroundMp"));
    pp->setObjectName(QStringLiteral("playgroundPp"));
    opt->setObjectName(QStringLiteral("playgroundOpt"));
    dp->setToolTip(tr("Data parallel: copies of the model, each training on its own samples."));
    mp->setToolTip(
        tr("Model (tensor) parallel: each layer's weights cut across this many "
           "cards."));
    pp->setToolTip(tr("Pipeline parallel: the layers cut into this many stages."));
    opt->setToolTip(
        tr("Optimizer shard: the optimizer states (and weights) of the data-parallel "
           "copies divided over this many cards; it must divide data parallel."));
    sequenceParallel = step->sequenceParallel();
    sequenceParallel->setText(tr("&Sequence parallel"));
    cardCount = new QLabel(split);
    cardCount->setObjectName(QStringLiteral("playgroundCards"));
    splitForm->addRow(tr("&Data parallel:"), dp);
    splitForm->addRow(tr("&Model parallel:"), mp);
    splitForm->addRow(tr("P&ipeline stages:"), pp);
    splitForm->addRow(tr("&Optimizer shard:"), opt);
    splitForm->addRow(sequenceParallel);
    splitForm->addRow(tr("Cards:"), cardCount);
    column->addWidget(split);

    auto* stepBox = new QGroupBox(tr("Training step"), panel);
    auto* stepForm = new QFormLayout(stepBox);
    recompute = step->recompute();
    seq = step->seq();
    microBatch = step->microBatch();
    microBatches = step->microBatches();
    memory = StepControls::spinBox(stepBox, 1, 4096, 64);
    memory->setObjectName(QStringLiteral("playgroundMemory"));
    memory->setSuffix(tr(" GiB"));
    stepForm->addRow(tr("Re&computation:"), recompute);
    stepForm->addRow(tr("Se&quence length:"), seq);
    stepForm->addRow(tr("Micro-&batch size:"), microBatch);
    stepForm->addRow(tr("Micro-ba&tches:"), microBatches);
    stepForm->addRow(tr("Card memor&y:"), memory);
    column->addWidget(stepBox);

    exportPng = new QPushButton(tr("E&xport PNG…"), view);
    exportPng->setToolTip(tr("Save the bars and the cards as a picture, for slides."));
    save = new QPushButton(tr("Save as Strate&gy File…"), view);
    save->setToolTip(tr("Save the split as the strategy file MindSpore would write for it."));
    openRun = new QPushButton(tr("Open as Ru&n…"), view);
    openRun->setObjectName(QStringLiteral("playgroundOpenRun"));
    openRun->setToolTip(
        tr("Write the split as a small synthetic run (tiny tensors of synthetic values, the "
           "split's layouts) and open it, to go on to the Parameters, Migration and Doctor "
           "tabs."));
    column->addStretch(1);

    return panel;
}

QWidget* PlaygroundForm::createPictures(QWidget* view) {
    // The cards by memory use, or the slice of a chosen parameter each card holds.
    pictureTabs = new QTabWidget(view);
    pictureTabs->setObjectName(QStringLiteral("playgroundPictures"));
    pictureTabs->setDocumentMode(true);
    pictureTabs->addTab(cards, tr("Cards"));
    auto* slicePage = new QWidget(view);
    auto* sliceLayout = new QVBoxLayout(slicePage);
    sliceLayout->setContentsMargins(0, 4, 0, 0);
    param = new QComboBox(slicePage);
    param->setObjectName(QStringLiteral("playgroundParam"));
    param->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    param->setMinimumContentsLength(24);
    param->setToolTip(
        tr("A parameter of the network: its full tensor is drawn cut into the "
           "slices the cards hold."));
    auto* paramLabel = new QLabel(tr("Parameter:"), slicePage);
    paramLabel->setBuddy(param);
    auto* paramRow = new QHBoxLayout;
    paramRow->addWidget(paramLabel);
    paramRow->addWidget(param, 1);
    slices = new SliceView(slicePage);
    sliceLayout->addLayout(paramRow);
    sliceLayout->addWidget(slices, 1);
    // The slice view asks for a large window; here it takes the room the cards have, so the
    // Playground still fits 1280x800 without scrolling (a splitter takes its children's size
    // hints as they are: the tabs are inside a box whose layout heeds their policy).
    pictureTabs->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    auto* tabsBox = new QWidget(view);
    auto* tabsLayout = new QVBoxLayout(tabsBox);
    tabsLayout->setContentsMargins(0, 0, 0, 0);
    tabsLayout->addWidget(pictureTabs);
    pictureTabs->addTab(slicePage, tr("A Parameter's Slices"));

    auto* pictures = new QSplitter(Qt::Horizontal, view);
    pictures->addWidget(bars);
    pictures->addWidget(tabsBox);
    pictures->setStretchFactor(0, 1);
    pictures->setStretchFactor(1, 1);
    pictures->setChildrenCollapsible(false);
    auto* upDown = new QSplitter(Qt::Vertical, view);
    upDown->addWidget(pictures);
    upDown->addWidget(groupView);
    upDown->setStretchFactor(0, 3);
    upDown->setStretchFactor(1, 1);
    upDown->setChildrenCollapsible(false);

    return upDown;
}

QWidget* PlaygroundForm::createRightColumn(QWidget* view, QWidget* pictures) {
    auto* right = new QWidget(view);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 4, 4, 4);
    guided = new QPushButton(tr("G&uided Tour"), view);
    guided->setCheckable(true);
    guided->setToolTip(
        tr("Data, model, pipeline and optimizer parallelism in order, one short "
           "paragraph each."));
    guide = new PlaygroundGuide(view);
    guide->hide();
    auto* top = new QHBoxLayout;
    top->addWidget(headline, 1);
    top->addWidget(guided, 0, Qt::AlignTop);
    top->addWidget(exportPng, 0, Qt::AlignTop);
    top->addWidget(save, 0, Qt::AlignTop);
    top->addWidget(openRun, 0, Qt::AlignTop);
    rightLayout->addLayout(top);
    runStatus = new QLabel(view);
    runStatus->setObjectName(QStringLiteral("playgroundRunStatus"));
    runStatus->setWordWrap(true);
    runStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    runStatus->hide();
    rightLayout->addWidget(runStatus);
    rightLayout->addWidget(guide);
    rightLayout->addWidget(pictures, 1);

    return right;
}

void PlaygroundForm::setKeyboardOrder(QWidget* view) {
    view->setFocusProxy(preset);
    // The keyboard walks the controls top to bottom, then the buttons, then the groups.
    QWidget* previous = preset;
    for (QWidget* next : std::initializer_list<QWidget*>{
             hidden,       layers, heads,    kvHeads,          vocab,     ffn,     dp,
             mp,           pp,     opt,      sequenceParallel, recompute, seq,     microBatch,
             microBatches, memory, guided,   exportPng,        save,      openRun, pictureTabs,
             param,        slices, groupView}) {
        QWidget::setTabOrder(previous, next);
        previous = next;
    }
}
