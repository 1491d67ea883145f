#pragma once

#include <QCoreApplication>

class CardMemoryGrid;
class FitGroupsView;
class PlaygroundGuide;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QWidget;
class SliceView;
class StageMemoryBars;
class StepControls;

// The Playground's widgets and their layout: the controls column (network, split, training
// step), the pictures (bars, cards or a parameter's slices, groups) and the column beside them
// (headline, buttons, the run's status, the guide), and the keyboard's order through them.
// PlaygroundView connects them and fills them in; the words are the view's (its translation
// context).
class PlaygroundForm final {
    Q_DECLARE_TR_FUNCTIONS(PlaygroundView)

public:
    explicit PlaygroundForm(QWidget* view);  // builds them into `view`, with its layout

    QLabel* headline;
    StageMemoryBars* bars;
    CardMemoryGrid* cards;
    FitGroupsView* groupView;

    // The controls column.
    QComboBox* preset = nullptr;
    StepControls* step = nullptr;  // heads, sequence parallelism and the step below
    QSpinBox* hidden = nullptr;
    QSpinBox* layers = nullptr;
    QSpinBox* heads = nullptr;
    QSpinBox* kvHeads = nullptr;
    QSpinBox* vocab = nullptr;
    QSpinBox* ffn = nullptr;
    QSpinBox* dp = nullptr;
    QSpinBox* mp = nullptr;
    QSpinBox* pp = nullptr;
    QSpinBox* opt = nullptr;
    QCheckBox* sequenceParallel = nullptr;
    QLabel* cardCount = nullptr;
    QComboBox* recompute = nullptr;
    QSpinBox* seq = nullptr;
    QSpinBox* microBatch = nullptr;
    QSpinBox* microBatches = nullptr;
    QSpinBox* memory = nullptr;

    // The buttons and what "Open as Run" says.
    QPushButton* exportPng = nullptr;
    QPushButton* save = nullptr;
    QPushButton* openRun = nullptr;
    QPushButton* guided = nullptr;
    QLabel* runStatus = nullptr;
    PlaygroundGuide* guide = nullptr;

    // The cards by memory use, or the slice of a chosen parameter each card holds.
    QTabWidget* pictureTabs = nullptr;
    QComboBox* param = nullptr;
    SliceView* slices = nullptr;

private:
    // The parts, built by the constructor in this order.
    QWidget* createControls(QWidget* view);
    QWidget* createPictures(QWidget* view);  // the bars, the cards or slices, and the groups below
    QWidget* createRightColumn(QWidget* view, QWidget* pictures);
    void setKeyboardOrder(QWidget* view);
};
