#include "widgets/fit/stepcontrols.h"

#include <QCheckBox>
#include <QComboBox>
#include <QSpinBox>
#include <algorithm>

using namespace shardscope;

QSpinBox* StepControls::spinBox(QWidget* parent, int low, int high, int value) {
    auto* box = new QSpinBox(parent);
    box->setRange(low, high);
    box->setValue(value);
    box->setAccelerated(true);
    return box;
}

StepControls::StepControls(QWidget* parent, bool unknownAllowed)
    : QObject(parent),
      m_seq(spinBox(parent, unknownAllowed ? 0 : 1, 1 << 20, unknownAllowed ? 0 : 4096)),
      m_microBatch(spinBox(parent, 1, 4096, 1)),
      m_microBatches(spinBox(parent, 0, 1 << 16, 0)),
      m_heads(spinBox(parent, unknownAllowed ? 0 : 1, 4096, unknownAllowed ? 0 : 32)),
      m_recompute(new QComboBox(parent)),
      m_sequenceParallel(new QCheckBox(parent)) {
    m_seq->setObjectName(QStringLiteral("stepSeq"));
    m_microBatch->setObjectName(QStringLiteral("stepMicroBatch"));
    m_microBatches->setObjectName(QStringLiteral("stepMicroBatches"));
    m_heads->setObjectName(QStringLiteral("stepHeads"));
    m_recompute->setObjectName(QStringLiteral("stepRecompute"));
    m_sequenceParallel->setObjectName(QStringLiteral("stepSequenceParallel"));
    if (unknownAllowed) {
        m_seq->setSpecialValueText(tr("unknown"));
        m_heads->setSpecialValueText(tr("unknown"));
    }
    m_seq->setToolTip(tr("Sequence length: tokens of a sample."));
    m_microBatch->setToolTip(tr("Samples of a micro-batch."));
    m_microBatches->setSpecialValueText(tr("as stages"));
    m_microBatches->setToolTip(
        tr("Micro-batches of a step: the pipeline's first stage holds the activations of as many "
           "as there are stages (1F1B)."));
    m_heads->setToolTip(tr("Attention heads"));
    m_recompute->addItem(tr("none"), static_cast<int>(Recompute::None));
    m_recompute->addItem(tr("selective"), static_cast<int>(Recompute::Selective));
    m_recompute->addItem(tr("full"), static_cast<int>(Recompute::Full));
    m_recompute->setToolTip(
        tr("Recomputation: activations thrown away after the forward pass "
           "and computed again for the backward pass."));
    m_sequenceParallel->setToolTip(
        tr("Cuts the activations outside attention and MLP across the model-parallel cards."));
    const auto workChanged = [this] {
        if (!m_setting) {
            Q_EMIT workloadChanged();
        }
    };
    for (QSpinBox* box : {m_seq, m_microBatch, m_microBatches}) {
        connect(box, &QSpinBox::valueChanged, this, workChanged);
    }
    connect(m_recompute, &QComboBox::currentIndexChanged, this, workChanged);
    connect(m_sequenceParallel, &QCheckBox::toggled, this, workChanged);
    connect(m_heads, &QSpinBox::valueChanged, this, [this] {
        if (!m_setting) {
            Q_EMIT headsChanged();
        }
    });
}

QWidgetList StepControls::widgets() const {
    return {m_seq, m_microBatch, m_microBatches, m_heads, m_recompute, m_sequenceParallel};
}

Workload StepControls::workload() const {
    Workload work;
    work.seq = m_seq->value();
    work.microBatch = m_microBatch->value();
    work.microBatches = m_microBatches->value();
    work.recompute = static_cast<Recompute>(m_recompute->currentData().toInt());
    work.sequenceParallel = m_sequenceParallel->isChecked();
    work.flashAttention = m_flashAttention;
    return work;
}

int64_t StepControls::headCount() const {
    return m_heads->value();
}

void StepControls::setValues(const Workload& work, int64_t heads) {
    m_setting = true;
    const auto clamp = [](QSpinBox* box, int64_t value) {
        box->setValue(static_cast<int>(std::clamp<int64_t>(value, box->minimum(), box->maximum())));
    };
    clamp(m_seq, work.seq);
    clamp(m_microBatch, work.microBatch);
    clamp(m_microBatches, work.microBatches);
    clamp(m_heads, heads);
    m_recompute->setCurrentIndex(
        std::max(0, m_recompute->findData(static_cast<int>(work.recompute))));
    m_sequenceParallel->setChecked(work.sequenceParallel);
    m_flashAttention = work.flashAttention;
    m_setting = false;
}
