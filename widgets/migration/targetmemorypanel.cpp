#include "widgets/migration/targetmemorypanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileInfo>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>

#include "widgets/fit/cardmemorygrid.h"
#include "widgets/fit/fitgroupsview.h"
#include "widgets/fit/stagememorybars.h"
#include "widgets/fit/stepcontrols.h"
#include "widgets/models/common/issuetext.h"
#include "widgets/models/fit/fittexts.h"
#include "widgets/models/migration/targetmemory.h"

TargetMemoryPanel::TargetMemoryPanel(TargetMemory* memory, QWidget* parent)
    : QWidget(parent),
      m_memory(memory),
      m_headline(new QLabel(this)),
      m_note(new QLabel(this)),
      m_noteToggle(new QToolButton(this)),
      m_cardMemory(new QSpinBox(this)),
      m_step(new StepControls(this, true)),
      m_stepSource(new QLabel(this)),
      m_bars(new StageMemoryBars(this)),
      m_cards(new CardMemoryGrid(this)),
      m_groups(new FitGroupsView(this)) {
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_note->setObjectName(QStringLiteral("memoryNote"));
    m_note->setWordWrap(true);
    m_note->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cardMemory->setRange(1, 4096);
    m_cardMemory->setSuffix(tr(" GiB"));
    m_cardMemory->setValue(static_cast<int>(memory->deviceMemory() / TargetMemory::kGiB));
    auto* memoryLabel = new QLabel(tr("Card &memory:"), this);
    memoryLabel->setBuddy(m_cardMemory);
    m_noteToggle->setObjectName(QStringLiteral("memoryNoteToggle"));
    m_noteToggle->setText(tr("What is counted"));
    m_noteToggle->setCheckable(true);
    m_noteToggle->setChecked(true);
    m_noteToggle->setAutoRaise(true);
    m_noteToggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_noteToggle->setArrowType(Qt::DownArrow);
    connect(m_noteToggle, &QToolButton::toggled, this, &TargetMemoryPanel::setNoteShown);
    auto* row = new QHBoxLayout;
    row->addWidget(m_headline, 1);
    row->addWidget(m_noteToggle);
    row->addWidget(memoryLabel);
    row->addWidget(m_cardMemory);
    // The training step in a row, under the Playground's names, and where its values came from.
    m_step->sequenceParallel()->setText(tr("Sequence &parallel"));
    // Two short rows, so the page keeps the width of a 1280-pixel window's column:
    //   Training step:  Sequence: [ ]  Micro-batch: [ ]    Micro-batches: [ ]
    //                   Heads:    [ ]  Recomputation: [ ]  [x] Sequence parallel   from config.yaml
    auto* stepRow = new QGridLayout;
    stepRow->setHorizontalSpacing(6);
    stepRow->setVerticalSpacing(2);
    stepRow->addWidget(new QLabel(tr("Training step:"), this), 0, 0);
    const auto addStep = [this, stepRow](int line, int pair, const QString& text, QWidget* box) {
        auto* label = new QLabel(text, this);
        label->setBuddy(box);
        stepRow->addWidget(label, line, 1 + pair * 2);
        stepRow->addWidget(box, line, 2 + pair * 2);
    };
    addStep(0, 0, tr("Se&quence:"), m_step->seq());
    addStep(0, 1, tr("Micro-&batch:"), m_step->microBatch());
    addStep(0, 2, tr("Micro-ba&tches:"), m_step->microBatches());
    addStep(1, 0, tr("H&eads:"), m_step->heads());
    addStep(1, 1, tr("&Recomputation:"), m_step->recompute());
    stepRow->addWidget(m_step->sequenceParallel(), 1, 5, 1, 2);
    stepRow->addWidget(m_stepSource, 0, 7, 2, 1);
    stepRow->setColumnStretch(7, 1);
    m_stepSource->setObjectName(QStringLiteral("memoryStepSource"));
    m_stepSource->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QWidget* previous = m_cardMemory;
    for (QWidget* next : m_step->widgets()) {
        setTabOrder(previous, next);
        previous = next;
    }
    // The groups' header and three rows at the least (a row is a line, or a small icon, and 4
    // pixels: a line and 6 overstated it), the bars under the Playground's minimum (10 lines, at
    // most 150 pixels: their scale still reads): at 1280x800 the plan below keeps five rows, in
    // Chinese too, whose lines are taller (it kept two there).
    m_groups->setMinimumHeight(m_groups->header()->sizeHint().height() +
                               3 * (std::max(m_groups->fontMetrics().height(),
                                             style()->pixelMetric(QStyle::PM_SmallIconSize)) +
                                    4) +
                               2 * m_groups->frameWidth());
    m_cards->setMinimumHeight(m_cards->fontMetrics().height() * 6);
    m_bars->setMinimumHeight(std::min(m_bars->fontMetrics().height() * 10, 150));
    connect(m_groups, &FitGroupsView::chosenChanged, m_cards, &CardMemoryGrid::setMarked);
    // The bars per stage (their scale needs the height) beside the cards, each card's colour on
    // the Playground's scale; the groups below both, at the page's whole width: their ranks and
    // times are long, and at 1280x800 a column beside the bars cuts them.
    auto* barsAndCards = new QSplitter(Qt::Horizontal, this);
    barsAndCards->addWidget(m_bars);
    barsAndCards->addWidget(m_cards);
    barsAndCards->setStretchFactor(0, 1);
    barsAndCards->setStretchFactor(1, 1);
    barsAndCards->setChildrenCollapsible(false);
    auto* upDown = new QSplitter(Qt::Vertical, this);
    upDown->addWidget(barsAndCards);
    upDown->addWidget(m_groups);
    upDown->setStretchFactor(0, 3);
    upDown->setStretchFactor(1, 2);
    upDown->setChildrenCollapsible(false);
    upDown->setSizes({600, 400});
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(row);
    layout->addLayout(stepRow);
    layout->addWidget(upDown, 1);
    layout->addWidget(m_note);
    connect(m_cardMemory, &QSpinBox::valueChanged, this, [this](int gib) {
        m_memory->setDeviceMemory(static_cast<uint64_t>(gib) * TargetMemory::kGiB);
    });
    const auto typed = [this] {
        m_memory->setStep(TargetMemory::Step{m_step->workload(), m_step->headCount()});
        showStep();
    };
    connect(m_step, &StepControls::workloadChanged, this, typed);
    connect(m_step, &StepControls::headsChanged, this, typed);
    connect(m_memory, &TargetMemory::stepChanged, this, [this] {
        m_step->setValues(m_memory->step().work, m_memory->step().heads);
        showStep();
    });
    connect(m_memory, &TargetMemory::changed, this, &TargetMemoryPanel::update);
    showStep();
    update();
}

void TargetMemoryPanel::showStep() {
    QString source;
    switch (m_memory->stepSource()) {
        case TargetMemory::StepSource::Config:
            source = tr("from %1").arg(QFileInfo(m_memory->configPath()).fileName());
            break;
        case TargetMemory::StepSource::Typed:
            source = tr("typed");
            break;
        case TargetMemory::StepSource::None:
            break;
    }
    m_stepSource->setText(source);
    m_stepSource->setToolTip(m_memory->configPath().isEmpty()
                                 ? QString()
                                 : QDir::toNativeSeparators(m_memory->configPath()));
}

void TargetMemoryPanel::setNoteShown(bool shown) {
    m_note->setVisible(shown);
    m_noteToggle->setArrowType(shown ? Qt::DownArrow : Qt::RightArrow);
    const QSignalBlocker block(m_noteToggle);
    m_noteToggle->setChecked(shown);
}

bool TargetMemoryPanel::noteShown() const {
    return m_noteToggle->isChecked();
}

QString TargetMemoryPanel::headline() const {
    return m_headline->text();
}

void TargetMemoryPanel::update() {
    const shardscope::FitReport* report = m_memory->report();
    // What the page counts, and what it cannot without the training step.
    QString note =
        report == nullptr || report->work.seq <= 0
            ? tr("Parameters, gradients and optimizer states from the target's layouts and the "
                 "checkpoint's dtypes; data-parallel groups only. Activations and model-parallel "
                 "and pipeline traffic need the training step (not in a checkpoint): give its "
                 "sequence length above.")
            : tr("Activations are an estimate from the training step (docs/fit.md).");
    if (report != nullptr && report->work.seq > 0 && !report->activationsKnown) {
        const QString why = report->activationsReason
                                ? IssueText::sentence(*report->activationsReason)
                                : QString::fromStdString(report->activationsWhy);
        note += QLatin1Char(' ') + tr("Activations are not counted: %1.").arg(why);
    }
    if (!m_memory->configError().isEmpty()) {
        note += QLatin1Char(' ') +
                tr("The run's configuration cannot be read: %1").arg(m_memory->configError());
    }
    m_note->setText(note);
    m_noteToggle->setToolTip(note);
    if (report == nullptr) {
        m_bars->setStages({}, m_memory->deviceMemory());
        m_cards->setReport(nullptr, 1);
        m_groups->setGroups({});
        m_headline->setText(m_memory->error().isEmpty() ? tr("No target yet.") : m_memory->error());
        return;
    }
    m_bars->setStages(StageMemoryBars::fullestPerStage(*report), report->deviceMemory);
    // A new card memory recolours the same cards: the chosen group stays ringed.
    const std::vector<int> chosen = m_groups->chosenRanks();
    const bool same = m_cards->marked() == chosen && !chosen.empty();
    m_cards->setReport(report, m_memory->columns());
    m_groups->setGroups(report->groups);
    if (same) {
        for (int row = 0; row < static_cast<int>(report->groups.size()); ++row) {
            if (report->groups[static_cast<size_t>(row)].ranks == chosen) {
                m_groups->setCurrentIndex(m_groups->model()->index(row, 0));
                break;
            }
        }
    }
    m_headline->setText(FitTexts::headline(*report, false));
}
