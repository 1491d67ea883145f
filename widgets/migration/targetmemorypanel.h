#pragma once

#include <QWidget>

class CardMemoryGrid;
class FitGroupsView;
class QLabel;
class QSpinBox;
class QToolButton;
class StageMemoryBars;
class StepControls;
class TargetMemory;

// The Migration tab's "Memory per card": the target's parameters, gradients and optimizer
// states per pipeline stage as stacked bars under the card's memory (the Playground's bars),
// the target's cards coloured by memory use (the Playground's card grid: hovering a card names
// its bytes and groups), the communication groups (choosing one rings its cards), the headline
// that plan and convert print, and the card's memory to check against. The training step (the
// Playground's controls in a row: sequence length, micro-batches, heads, recomputation, sequence
// parallelism), typed or from the run's configuration, adds the activations and the
// model-parallel and pipeline groups; without it the groups are the data-parallel ones.
class TargetMemoryPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TargetMemoryPanel)

public:
    explicit TargetMemoryPanel(TargetMemory* memory, QWidget* parent = nullptr);

    QString headline() const;
    StageMemoryBars* bars() const { return m_bars; }
    CardMemoryGrid* cards() const { return m_cards; }
    FitGroupsView* groups() const { return m_groups; }
    QSpinBox* cardMemory() const { return m_cardMemory; }
    StepControls* step() const { return m_step; }
    // The note under the groups (what the page counts): folded, its toggle beside the headline
    // keeps it as a tooltip and shows it again; the Migration tab folds it on a short window so
    // that the plan below keeps its rows.
    void setNoteShown(bool shown);
    bool noteShown() const;

private:
    void update();
    void showStep();

    TargetMemory* m_memory;
    QLabel* m_headline;
    QLabel* m_note;
    QToolButton* m_noteToggle;
    QSpinBox* m_cardMemory;
    StepControls* m_step;
    QLabel* m_stepSource;
    StageMemoryBars* m_bars;
    CardMemoryGrid* m_cards;
    FitGroupsView* m_groups;
};
