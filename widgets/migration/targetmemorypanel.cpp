#include "targetmemorypanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>

#include "fit/cardmemorygrid.h"
#include "fit/fitgroupsview.h"
#include "fit/stagememorybars.h"
#include "models/fit/fittexts.h"
#include "models/migration/targetmemory.h"

TargetMemoryPanel::TargetMemoryPanel(TargetMemory* memory, QWidget* parent)
    : QWidget(parent),
      m_memory(memory),
      m_headline(new QLabel(this)),
      m_note(new QLabel(this)),
      m_cardMemory(new QSpinBox(this)),
      m_bars(new StageMemoryBars(this)),
      m_cards(new CardMemoryGrid(this)),
      m_groups(new FitGroupsView(this)) {
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_note->setWordWrap(true);
    m_note->setText(
        tr("Parameters, gradients and optimizer states, from the target's layouts and the "
           "checkpoint's dtypes; the groups are the data-parallel ones, which reduce the "
           "gradients. Activations and model-parallel and pipeline traffic depend on the "
           "training step, which a checkpoint does not record: shardscope-cli fit --src RUN "
           "--seq S counts them."));
    m_cardMemory->setRange(1, 4096);
    m_cardMemory->setSuffix(tr(" GiB"));
    m_cardMemory->setValue(static_cast<int>(memory->deviceMemory() / TargetMemory::kGiB));
    auto* memoryLabel = new QLabel(tr("Card &memory:"), this);
    memoryLabel->setBuddy(m_cardMemory);
    auto* row = new QHBoxLayout;
    row->addWidget(m_headline, 1);
    row->addWidget(memoryLabel);
    row->addWidget(m_cardMemory);
    m_groups->setMinimumHeight(m_groups->fontMetrics().height() * 4);
    // The page is short at 1280x800 (it shares the column with the plan): the cards give room
    // to their groups, down to the title, the colour key and a few pixels a card.
    m_cards->setMinimumHeight(m_cards->fontMetrics().height() * 6);
    connect(m_groups, &FitGroupsView::chosenChanged, m_cards, &CardMemoryGrid::setMarked);
    // The bars per stage at full height on the left (their scale needs it); the cards, each
    // card's colour on the Playground's scale, over their groups on the right.
    auto* cardsAndGroups = new QSplitter(Qt::Vertical, this);
    cardsAndGroups->addWidget(m_cards);
    cardsAndGroups->addWidget(m_groups);
    cardsAndGroups->setStretchFactor(0, 1);
    cardsAndGroups->setStretchFactor(1, 1);
    cardsAndGroups->setChildrenCollapsible(false);
    cardsAndGroups->setSizes({1000, 1000});  // halves, whatever the hints
    auto* upDown = new QSplitter(Qt::Horizontal, this);
    upDown->addWidget(m_bars);
    upDown->addWidget(cardsAndGroups);
    upDown->setStretchFactor(0, 2);
    upDown->setStretchFactor(1, 3);
    upDown->setChildrenCollapsible(false);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(row);
    layout->addWidget(upDown, 1);
    layout->addWidget(m_note);
    connect(m_cardMemory, &QSpinBox::valueChanged, this, [this](int gib) {
        m_memory->setDeviceMemory(static_cast<uint64_t>(gib) * TargetMemory::kGiB);
    });
    connect(m_memory, &TargetMemory::changed, this, &TargetMemoryPanel::update);
    update();
}

QString TargetMemoryPanel::headline() const {
    return m_headline->text();
}

void TargetMemoryPanel::update() {
    const shardscope::FitReport* report = m_memory->report();
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
