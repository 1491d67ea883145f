#pragma once

#include <QImage>
#include <QWidget>

#include "fit/fitgroupsview.h"
#include "models/common/jobrunner.h"
#include "synth/synthrun.h"

class CardMemoryGrid;
class FitController;
class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;
class QTabWidget;
class SliceView;
class PlaygroundGuide;
class StageMemoryBars;
class StepControls;

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
    FitGroupsView* groups() const { return m_groupView; }
    // "A parameter's slices": the chosen parameter of the network and the slice each card holds.
    QTabWidget* pictureTabs() const { return m_pictureTabs; }
    QComboBox* paramBox() const { return m_param; }
    SliceView* slices() const { return m_slices; }

    void exportPicture();
    void saveStrategy();
    // "Open as Run": asks for a folder, then openAsRun() there.
    void chooseRunFolder();
    // Writes the split as a small synthetic run into a new folder inside `parent`, in the
    // background, then asks the window to open it (openRunRequested); a failure is shown with
    // the folder.
    void openAsRun(const QString& parent);
    QPushButton* openRunButton() const { return m_openRun; }
    // What "Open as Run" says: being written, written, or why not.
    QLabel* runStatus() const { return m_runStatus; }
    JobBase* runJob() { return &m_runJob; }
    // The guided mode: data, model, pipeline and optimizer parallelism in order.
    void setGuided(bool on);
    PlaygroundGuide* guide() const { return m_guide; }

Q_SIGNALS:
    void openRunRequested(const QString& folder, const QString& strategy);

private:
    // The parts of the layout, built by the constructor in this order (playgroundlayout.cpp).
    QWidget* createControls();
    QWidget* createPictures();  // the bars, the cards or slices, and the groups below
    QWidget* createRightColumn(QWidget* pictures);  // the headline and buttons over `pictures`
    void setKeyboardOrder();
    void runFailed(const QString& folder, const QString& why);
    void applyPreset(int index);
    void applyDims();
    void applySplit();
    void applyWorkload();
    void showNetwork();  // the controller's network into the dimension boxes
    void showReport();
    void showSlices();
    void showGuideStep(int step);

    FitController* m_controller;
    bool m_filling = false;  // the boxes are being set from the controller

    QComboBox* m_preset = nullptr;
    StepControls* m_step = nullptr;  // heads, sequence parallelism and the step below
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
    QPushButton* m_openRun = nullptr;
    QLabel* m_runStatus = nullptr;
    PlaygroundGuide* m_guide = nullptr;
    QLabel* m_headline;
    StageMemoryBars* m_bars;
    CardMemoryGrid* m_cards;
    FitGroupsView* m_groupView;
    QTabWidget* m_pictureTabs = nullptr;
    QComboBox* m_param = nullptr;
    SliceView* m_slices = nullptr;
    QString m_paramKey;  // the network whose parameters m_param lists
    JobRunner<shardscope::SynthSummary> m_runJob;
    QString m_runFolder;  // being written
    QString m_runWhat;    // what it holds, in words
};
