// The Playground's layout: the controls column, the pictures, the column beside them and the
// keyboard's order through them (PlaygroundView's constructor builds it in this order).
#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QVBoxLayout>

#include "fit/cardmemorygrid.h"
#include "fit/fitgroupsview.h"
#include "fit/playgroundguide.h"
#include "fit/playgroundview.h"
#include "fit/stagememorybars.h"
#include "fit/stepcontrols.h"
#include "models/fit/fitcontroller.h"
#include "slices/sliceview.h"

QWidget* PlaygroundView::createControls() {
    auto* panel = new QWidget(this);
    auto* column = new QVBoxLayout(panel);

    auto* network = new QGroupBox(tr("Network"), panel);
    auto* netForm = new QFormLayout(network);
    m_preset = new QComboBox(network);
    m_preset->setObjectName(QStringLiteral("playgroundPreset"));
    for (const QString& name : FitController::presetNames()) {
        m_preset->addItem(name, name);
    }
    m_preset->addItem(tr("Custom (typed below)"), QString());
    netForm->addRow(tr("&Preset:"), m_preset);
    // The heads, sequence parallelism and the training step: the controls the Migration tab's
    // memory page shows for a run.
    m_step = new StepControls(panel, false);
    m_hidden = StepControls::spinBox(network, 64, 1 << 20, 4096);
    m_layers = StepControls::spinBox(network, 1, 4096, 32);
    m_heads = m_step->heads();
    m_kvHeads = StepControls::spinBox(network, 0, 4096, 0);
    m_kvHeads->setSpecialValueText(tr("as heads"));
    m_vocab = StepControls::spinBox(network, 1, 1 << 24, 32000);
    m_ffn = StepControls::spinBox(network, 1, 1 << 22, 11008);
    // Two dimensions a row: the panel stays short enough for a 1280x800 window.
    auto* dims = new QGridLayout;
    const auto addDim = [network, dims](int row, int col, const QString& text, QSpinBox* box) {
        auto* label = new QLabel(text, network);
        label->setBuddy(box);
        box->setMinimumWidth(box->fontMetrics().horizontalAdvance(QStringLiteral("0000000")) + 28);
        dims->addWidget(label, row, col * 2);
        dims->addWidget(box, row, col * 2 + 1);
    };
    addDim(0, 0, tr("Hidden si&ze:"), m_hidden);
    addDim(0, 1, tr("&Layers:"), m_layers);
    addDim(1, 0, tr("H&eads:"), m_heads);
    addDim(1, 1, tr("&KV heads:"), m_kvHeads);
    addDim(2, 0, tr("Voc&abulary:"), m_vocab);
    addDim(2, 1, tr("MLP &width:"), m_ffn);
    m_kvHeads->setToolTip(tr("Key/value heads (grouped-query attention)"));
    netForm->addRow(dims);
    column->addWidget(network);

    auto* split = new QGroupBox(tr("Split of the cards"), panel);
    auto* splitForm = new QFormLayout(split);
    m_dp = StepControls::spinBox(split, 1, 4096, 1);
    m_mp = StepControls::spinBox(split, 1, 512, 1);
    m_pp = StepControls::spinBox(split, 1, 512, 1);
    m_opt = StepControls::spinBox(split, 1, 4096, 1);
    m_opt->setSpecialValueText(tr("off"));
    m_dp->setObjectName(QStringLiteral("playgroundDp"));
    m_mp->setObjectName(QStringLiteral("playgroundMp"));
    m_pp->setObjectName(QStringLiteral("playgroundPp"));
    m_opt->setObjectName(QStringLiteral("playgroundOpt"));
    m_dp->setToolTip(tr("Data parallel: copies of the model, each training on its own samples."));
    m_mp->setToolTip(
        tr("Model (tensor) parallel: each layer's weights cut across this many "
           "cards."));
    m_pp->setToolTip(tr("Pipeline parallel: the layers cut into this many stages."));
    m_opt->setToolTip(
        tr("Optimizer shard: the optimizer states (and weights) of the data-parallel "
           "copies divided over this many cards; it must divide data parallel."));
    m_sequenceParallel = m_step->sequenceParallel();
    m_sequenceParallel->setText(tr("&Sequence parallel"));
    m_cardCount = new QLabel(split);
    m_cardCount->setObjectName(QStringLiteral("playgroundCards"));
    splitForm->addRow(tr("&Data parallel:"), m_dp);
    splitForm->addRow(tr("&Model parallel:"), m_mp);
    splitForm->addRow(tr("P&ipeline stages:"), m_pp);
    splitForm->addRow(tr("&Optimizer shard:"), m_opt);
    splitForm->addRow(m_sequenceParallel);
    splitForm->addRow(tr("Cards:"), m_cardCount);
    column->addWidget(split);

    auto* step = new QGroupBox(tr("Training step"), panel);
    auto* stepForm = new QFormLayout(step);
    m_recompute = m_step->recompute();
    m_seq = m_step->seq();
    m_microBatch = m_step->microBatch();
    m_microBatches = m_step->microBatches();
    m_memory = StepControls::spinBox(step, 1, 4096, 64);
    m_memory->setObjectName(QStringLiteral("playgroundMemory"));
    m_memory->setSuffix(tr(" GiB"));
    stepForm->addRow(tr("Re&computation:"), m_recompute);
    stepForm->addRow(tr("Se&quence length:"), m_seq);
    stepForm->addRow(tr("Micro-&batch size:"), m_microBatch);
    stepForm->addRow(tr("Micro-ba&tches:"), m_microBatches);
    stepForm->addRow(tr("Card memor&y:"), m_memory);
    column->addWidget(step);

    m_export = new QPushButton(tr("E&xport PNG…"), this);
    m_export->setToolTip(tr("Save the bars and the cards as a picture, for slides."));
    m_save = new QPushButton(tr("Save as Strate&gy File…"), this);
    m_save->setToolTip(tr("Save the split as the strategy file MindSpore would write for it."));
    m_openRun = new QPushButton(tr("Open as Ru&n…"), this);
    m_openRun->setObjectName(QStringLiteral("playgroundOpenRun"));
    m_openRun->setToolTip(
        tr("Write the split as a small synthetic run (tiny tensors of synthetic values, the "
           "split's layouts) and open it, to go on to the Parameters, Migration and Doctor "
           "tabs."));
    column->addStretch(1);

    connect(m_preset, &QComboBox::currentIndexChanged, this, &PlaygroundView::applyPreset);
    for (QSpinBox* box : {m_hidden, m_layers, m_kvHeads, m_vocab, m_ffn}) {
        connect(box, &QSpinBox::valueChanged, this, &PlaygroundView::applyDims);
    }
    connect(m_step, &StepControls::headsChanged, this, &PlaygroundView::applyDims);
    for (QSpinBox* box : {m_dp, m_mp, m_pp, m_opt}) {
        connect(box, &QSpinBox::valueChanged, this, &PlaygroundView::applySplit);
    }
    connect(m_step, &StepControls::workloadChanged, this, &PlaygroundView::applyWorkload);
    connect(m_memory, &QSpinBox::valueChanged, this, [this](int gib) {
        if (!m_filling) {
            m_controller->setDeviceMemory(static_cast<uint64_t>(gib) * FitController::kGiB);
        }
    });
    connect(m_export, &QPushButton::clicked, this, &PlaygroundView::exportPicture);
    connect(m_save, &QPushButton::clicked, this, &PlaygroundView::saveStrategy);
    connect(m_openRun, &QPushButton::clicked, this, &PlaygroundView::chooseRunFolder);
    return panel;
}

QWidget* PlaygroundView::createPictures() {
    // The cards by memory use, or the slice of a chosen parameter each card holds.
    m_pictureTabs = new QTabWidget(this);
    m_pictureTabs->setObjectName(QStringLiteral("playgroundPictures"));
    m_pictureTabs->setDocumentMode(true);
    m_pictureTabs->addTab(m_cards, tr("Cards"));
    auto* slicePage = new QWidget(this);
    auto* sliceLayout = new QVBoxLayout(slicePage);
    sliceLayout->setContentsMargins(0, 4, 0, 0);
    m_param = new QComboBox(slicePage);
    m_param->setObjectName(QStringLiteral("playgroundParam"));
    m_param->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_param->setMinimumContentsLength(24);
    m_param->setToolTip(
        tr("A parameter of the network: its full tensor is drawn cut into the "
           "slices the cards hold."));
    auto* paramLabel = new QLabel(tr("Parameter:"), slicePage);
    paramLabel->setBuddy(m_param);
    auto* paramRow = new QHBoxLayout;
    paramRow->addWidget(paramLabel);
    paramRow->addWidget(m_param, 1);
    m_slices = new SliceView(slicePage);
    sliceLayout->addLayout(paramRow);
    sliceLayout->addWidget(m_slices, 1);
    // The slice view asks for a large window; here it takes the room the cards have, so the
    // Playground still fits 1280x800 without scrolling (a splitter takes its children's size
    // hints as they are: the tabs are inside a box whose layout heeds their policy).
    m_pictureTabs->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Ignored);
    auto* tabsBox = new QWidget(this);
    auto* tabsLayout = new QVBoxLayout(tabsBox);
    tabsLayout->setContentsMargins(0, 0, 0, 0);
    tabsLayout->addWidget(m_pictureTabs);
    m_pictureTabs->addTab(slicePage, tr("A Parameter's Slices"));
    connect(m_param, &QComboBox::currentIndexChanged, this, &PlaygroundView::showSlices);

    auto* pictures = new QSplitter(Qt::Horizontal, this);
    pictures->addWidget(m_bars);
    pictures->addWidget(tabsBox);
    pictures->setStretchFactor(0, 1);
    pictures->setStretchFactor(1, 1);
    pictures->setChildrenCollapsible(false);
    auto* upDown = new QSplitter(Qt::Vertical, this);
    upDown->addWidget(pictures);
    upDown->addWidget(m_groupView);
    upDown->setStretchFactor(0, 3);
    upDown->setStretchFactor(1, 1);
    upDown->setChildrenCollapsible(false);

    return upDown;
}

QWidget* PlaygroundView::createRightColumn(QWidget* pictures) {
    auto* right = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(4, 4, 4, 4);
    m_guided = new QPushButton(tr("G&uided Tour"), this);
    m_guided->setCheckable(true);
    m_guided->setToolTip(
        tr("Data, model, pipeline and optimizer parallelism in order, one short "
           "paragraph each."));
    m_guide = new PlaygroundGuide(this);
    m_guide->hide();
    connect(m_guided, &QPushButton::toggled, this, &PlaygroundView::setGuided);
    connect(m_guide, &PlaygroundGuide::stepChosen, this, &PlaygroundView::showGuideStep);
    connect(m_guide, &PlaygroundGuide::closed, this, [this] { setGuided(false); });
    auto* top = new QHBoxLayout;
    top->addWidget(m_headline, 1);
    top->addWidget(m_guided, 0, Qt::AlignTop);
    top->addWidget(m_export, 0, Qt::AlignTop);
    top->addWidget(m_save, 0, Qt::AlignTop);
    top->addWidget(m_openRun, 0, Qt::AlignTop);
    rightLayout->addLayout(top);
    m_runStatus = new QLabel(this);
    m_runStatus->setObjectName(QStringLiteral("playgroundRunStatus"));
    m_runStatus->setWordWrap(true);
    m_runStatus->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runStatus->hide();
    rightLayout->addWidget(m_runStatus);
    rightLayout->addWidget(m_guide);
    rightLayout->addWidget(pictures, 1);

    return right;
}

void PlaygroundView::setKeyboardOrder() {
    setFocusProxy(m_preset);
    // The keyboard walks the controls top to bottom, then the buttons, then the groups.
    QWidget* previous = m_preset;
    for (QWidget* next : std::initializer_list<QWidget*>{m_hidden,
                                                         m_layers,
                                                         m_heads,
                                                         m_kvHeads,
                                                         m_vocab,
                                                         m_ffn,
                                                         m_dp,
                                                         m_mp,
                                                         m_pp,
                                                         m_opt,
                                                         m_sequenceParallel,
                                                         m_recompute,
                                                         m_seq,
                                                         m_microBatch,
                                                         m_microBatches,
                                                         m_memory,
                                                         m_guided,
                                                         m_export,
                                                         m_save,
                                                         m_openRun,
                                                         m_pictureTabs,
                                                         m_param,
                                                         m_slices,
                                                         m_groupView}) {
        setTabOrder(previous, next);
        previous = next;
    }
}
