#pragma once

#include <QImage>
#include <QSize>
#include <QString>
#include <QStringList>
#include <QWidget>
#include <vector>

#include "logs/logrun.h"
#include "widgets/models/loss/losscurve.h"
#include "widgets/models/loss/savedstepmark.h"

class LossChart;
class LossControls;
class LossController;
class LossLoadBar;
class LossRunTable;
class MessageBar;
class QLabel;
class QStackedWidget;

// Training-loss curves of one or many runs (issue 6): logs are read off the GUI thread, each
// run gets a name and a colour; per-rank logs show one line each or as their mean with a
// min-max band; smoothing (debiased EMA or running mean) leaves the raw curve visible, faded;
// log scale; step, epoch or time on x; a step offset per run lines a resumed run up with the
// run it continues. Nothing is dropped silently: more points than pixel columns are summarised
// per column and the view says how many, zooming re-reads full resolution, and unread lines,
// skipped files and points that cannot be drawn are counted under the chart. Exports the chart
// as PNG and every point of all visible runs as one CSV file. Files and folders can be dropped.
//
// The view only binds (issue 32 §3): the loads, the runs and what is shown of them live in a
// LossController (its own, or one handed in, e.g. a test's); the view builds the widgets,
// passes the user's actions to the controller and redraws on its signals.
class LossView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossView)

public:
    explicit LossView(QWidget* parent = nullptr);
    // Binds to `controller`, which outlives the view (nullptr: a controller of its own).
    explicit LossView(LossController* controller, QWidget* parent = nullptr);
    ~LossView() override;

    LossController* controller() const { return m_controller; }
    LossChart* chart() const { return m_chart; }
    LossControls* controls() const { return m_controls; }
    const std::vector<LossCurve>& curves() const;  // as drawn

    // The controller's, for the shell (MainWindow, InspectorPanel), which opens and closes
    // runs' logs without knowing the Loss tab's controller.
    void addPaths(const QStringList& paths);
    void addRunFolderSoon(const QString& folder);
    void addRunFolderLater(const QString& folder);  // LossController's
    void readDueFolder();
    void removeRunsUnder(const QString& folder);
    void setSavedSteps(std::vector<SavedStepMark> marks, int unplaced = 0);
    bool isLoading() const;
    const std::vector<shardscope::LogRun>& runs() const;

    // The controller's clear(), and the messages shown.
    void clear();
    QString errorText() const;            // the failures shown, one per line
    bool exportCsv(const QString& path);  // remembers the folder for the next export
    QImage image(QSize size = {}) const;  // the chart; its current size when none is given
    bool exportPng(const QString& path, QSize size = {});
    // The lines under the chart: summarised points and what was not drawn; unread lines.
    QString notesText() const;
    QString unreadText() const;
    // Where File > Export would save: "<run>-loss<extension>" in exportFolder().
    QString defaultExportPath(const QString& extension) const;
    // The folder of the last export, else the user's Pictures folder, else home.
    QString exportFolder() const;
    // The PNG size the user chose in the controls (default 1600 x 900), not the chart's size on
    // screen, which a splitter can squash to a strip.
    QSize exportSize() const { return m_exportSize; }

Q_SIGNALS:
    void loaded(bool ok);  // the controller's

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void bindControls();
    void bindController();
    void showState();
    void showRuns(bool kept);
    void redraw();
    void updateNotes();
    void chooseFiles();
    void chooseFolder();
    void chooseExportPng();
    void chooseExportCsv();

    LossController* m_controller;
    QSize m_exportSize{1600, 900};
    QString m_exportFolder;  // of the last export that succeeded

    LossControls* m_controls = nullptr;
    MessageBar* m_messages = nullptr;
    LossLoadBar* m_loadBar = nullptr;
    QStackedWidget* m_stack = nullptr;
    LossChart* m_chart = nullptr;
    LossRunTable* m_table = nullptr;
    QLabel* m_notes = nullptr;
    QLabel* m_unread = nullptr;
};
