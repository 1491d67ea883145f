#pragma once

#include <QObject>
#include <QWidgetList>
#include <cstdint>

#include "fit/fitnetwork.h"

class QCheckBox;
class QComboBox;
class QSpinBox;
class QWidget;

// The training step's controls that no checkpoint records (issue 33): sequence length,
// micro-batch size, micro-batches, attention heads, recomputation and sequence parallelism.
// One shape for the Playground, which places them in its forms, and the Migration tab's memory
// page, which shows them in a row: the caller lays the widgets out under its own labels.
// Setting a value from code emits the signals too, except through setValues().
class StepControls final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepControls)

public:
    // `unknownAllowed`: a run's step, whose sequence length and heads may be left unknown (0,
    // shown as "unknown"); the Playground's network always has them.
    StepControls(QWidget* parent, bool unknownAllowed);
    // A spin box of the fit views: range, value, and accelerated when held.
    static QSpinBox* spinBox(QWidget* parent, int low, int high, int value);

    QSpinBox* seq() const { return m_seq; }
    QSpinBox* microBatch() const { return m_microBatch; }
    QSpinBox* microBatches() const { return m_microBatches; }
    QSpinBox* heads() const { return m_heads; }
    QComboBox* recompute() const { return m_recompute; }
    QCheckBox* sequenceParallel() const { return m_sequenceParallel; }
    // Sequence length, micro-batch size, micro-batches, heads, recomputation, sequence
    // parallelism: the order the memory page's row and its keyboard take.
    QWidgetList widgets() const;

    // The step shown; flash attention (no control: a run configuration's) as last set.
    shardscope::Workload workload() const;
    int64_t headCount() const;
    // Shows `work` and `heads` without a signal (a value out of a box's range is clamped).
    void setValues(const shardscope::Workload& work, int64_t heads);

Q_SIGNALS:
    void workloadChanged();  // any value but the heads
    void headsChanged();

private:
    QSpinBox* m_seq;
    QSpinBox* m_microBatch;
    QSpinBox* m_microBatches;
    QSpinBox* m_heads;
    QComboBox* m_recompute;
    QCheckBox* m_sequenceParallel;
    bool m_flashAttention = false;
    bool m_setting = false;
};
