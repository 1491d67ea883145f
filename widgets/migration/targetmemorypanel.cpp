#include "targetmemorypanel.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include "fit/stagememorybars.h"
#include "models/fit/fittexts.h"
#include "models/migration/targetmemory.h"

TargetMemoryPanel::TargetMemoryPanel(TargetMemory* memory, QWidget* parent)
    : QWidget(parent),
      m_memory(memory),
      m_headline(new QLabel(this)),
      m_note(new QLabel(this)),
      m_cardMemory(new QSpinBox(this)),
      m_bars(new StageMemoryBars(this)) {
    m_headline->setWordWrap(true);
    m_headline->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_headline->font();
    bold.setBold(true);
    m_headline->setFont(bold);
    m_note->setWordWrap(true);
    m_note->setText(
        tr("Parameters, gradients and optimizer states of each card, from the target's layouts "
           "and the checkpoint's dtypes. Activations are not counted: they depend on the "
           "training step (sequence length, micro-batches, recomputation), which a checkpoint "
           "does not record; shardscope-cli fit --src RUN --seq S counts them."));
    m_cardMemory->setRange(1, 4096);
    m_cardMemory->setSuffix(tr(" GiB"));
    m_cardMemory->setValue(static_cast<int>(memory->deviceMemory() / TargetMemory::kGiB));
    auto* memoryLabel = new QLabel(tr("Card &memory:"), this);
    memoryLabel->setBuddy(m_cardMemory);
    auto* row = new QHBoxLayout;
    row->addWidget(m_headline, 1);
    row->addWidget(memoryLabel);
    row->addWidget(m_cardMemory);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(row);
    layout->addWidget(m_bars, 1);
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
        m_headline->setText(m_memory->error().isEmpty() ? tr("No target yet.") : m_memory->error());
        return;
    }
    m_bars->setStages(StageMemoryBars::fullestPerStage(*report), report->deviceMemory);
    m_headline->setText(FitTexts::headline(*report, false));
}
