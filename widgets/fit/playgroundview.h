#pragma once

#include <QImage>
#include <QWidget>

class CardMemoryGrid;
class FitController;
class FitGroupsModel;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTreeView;
class PlaygroundGuide;
class StageMemoryBars;

// The Playground (issue 33): a network and a split of the cards without any file, and what a
// training step needs of each card and sends between them. Every change shows at once: the
// memory of a card per stage, the cards coloured by memory use, the communication groups.
class PlaygroundView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PlaygroundView)

public:
    explicit PlaygroundView(QWidget* parent = nullptr);

    FitController* controller() const { return m_controller; }
    // The headline, the bars and the cards as one picture of `size` pixels, for slides.
    QImage picture(const QSize& size) const;
    // The sizes "Export PNG…" offers.
    static QList<QSize> pictureSizes();

    QComboBox* presetBox() const { return m_preset; }
    QSpinBox* dpBox() const { return m_dp; }
    QSpinBox* mpBox() const { return m_mp; }
    QSpinBox* ppBox() const { return m_pp; }
    QSpinBox* optBox() const { return m_opt; }
    QSpinBox* memoryBox() const { return m_memory; }
    QLabel* headline() const { return m_headline; }
    StageMemoryBars* bars() const { return m_bars; }
    CardMemoryGrid* cards() const { return m_cards; }
    QTreeView* groups() const { return m_groupView; }

    void exportPicture();
    void saveStrategy();
    // The guided mode: data, model, pipeline and optimizer parallelism in order.
    void setGuided(bool on);
    PlaygroundGuide* guide() const { return m_guide; }

private:
    QWidget* createControls();
    void applyPreset(int index);
    void applyDims();
    void applySplit();
    void applyWorkload();
    void showNetwork();  // the controller's network into the dimension boxes
    void showReport();
    void markGroup();
    void showGuideStep(int step);

    FitController* m_controller;
    FitGroupsModel* m_groupModel;
    bool m_filling = false;  // the boxes are being set from the controller

    QComboBox* m_preset = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_layers = nullptr;
    QSpinBox* m_heads = nullptr;
    QSpinBox* m_kvHeads = nullptr;
    QSpinBox* m_vocab = nullptr;
    QSpinBox* m_ffn = nullptr;
    QSpinBox* m_dp = nullptr;
    QSpinBox* m_mp = nullptr;
    QSpinBox* m_pp = nullptr;
    QSpinBox* m_opt = nullptr;
    QCheckBox* m_sequenceParallel = nullptr;
    QLabel* m_cardCount = nullptr;
    QComboBox* m_recompute = nullptr;
    QSpinBox* m_seq = nullptr;
    QSpinBox* m_microBatch = nullptr;
    QSpinBox* m_microBatches = nullptr;
    QSpinBox* m_memory = nullptr;
    QPushButton* m_export = nullptr;
    QPushButton* m_save = nullptr;
    QPushButton* m_guided = nullptr;
    PlaygroundGuide* m_guide = nullptr;
    QLabel* m_headline;
    StageMemoryBars* m_bars;
    CardMemoryGrid* m_cards;
    QTreeView* m_groupView;
};
