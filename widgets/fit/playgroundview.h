#pragma once

#include <QImage>
#include <QWidget>
#include <memory>

#include "widgets/fit/fitgroupsview.h"
#include "widgets/fit/playgroundform.h"
#include "widgets/models/common/jobrunner.h"

class CardMemoryGrid;
class FitController;
class PlaygroundRunWriter;
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
    // Binds to `controller` and writes runs with `runWriter`, which outlive the view (nullptr:
    // the view's own, the writer then writing the controller's split).
    PlaygroundView(FitController* controller, PlaygroundRunWriter* runWriter,
                   QWidget* parent = nullptr);

    FitController* controller() const { return m_controller; }
    // The headline, the bars and the cards as one picture of `size` pixels, for slides.
    QImage picture(const QSize& size) const;
    // The sizes "Export PNG…" offers.
    static QList<QSize> pictureSizes();

    QComboBox* presetBox() const { return m_form->preset; }
    QSpinBox* dpBox() const { return m_form->dp; }
    QSpinBox* mpBox() const { return m_form->mp; }
    QSpinBox* ppBox() const { return m_form->pp; }
    QSpinBox* optBox() const { return m_form->opt; }
    QSpinBox* memoryBox() const { return m_form->memory; }
    QLabel* headline() const { return m_form->headline; }
    StageMemoryBars* bars() const { return m_form->bars; }
    CardMemoryGrid* cards() const { return m_form->cards; }
    FitGroupsView* groups() const { return m_form->groupView; }
    // "A parameter's slices": the chosen parameter of the network and the slice each card holds.
    QTabWidget* pictureTabs() const { return m_form->pictureTabs; }
    QComboBox* paramBox() const { return m_form->param; }
    SliceView* slices() const { return m_form->slices; }

    void exportPicture();
    void saveStrategy();
    // "Open as Run": asks for a folder, then openAsRun() there.
    void chooseRunFolder();
    // Writes the split as a small synthetic run into a new folder inside `parent`, in the
    // background, then asks the window to open it (openRunRequested); a failure is shown with
    // the folder.
    void openAsRun(const QString& parent);
    QPushButton* openRunButton() const { return m_form->openRun; }
    // What "Open as Run" says: being written, written, or why not.
    QLabel* runStatus() const { return m_form->runStatus; }
    JobBase* runJob() const;
    // The guided mode: data, model, pipeline and optimizer parallelism in order.
    void setGuided(bool on);
    PlaygroundGuide* guide() const { return m_form->guide; }

Q_SIGNALS:
    void openRunRequested(const QString& folder, const QString& strategy);

private:
    void connectForm();
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
    PlaygroundRunWriter* m_runWriter;
    std::unique_ptr<PlaygroundForm> m_form;
    bool m_filling = false;  // the boxes are being set from the controller
    QString m_paramKey;      // the network whose parameters the parameter box lists
};
