#pragma once

#include <QCoreApplication>
#include <QPointer>
#include <QString>
#include <string>
#include <vector>

#include "util/error.h"

class InspectorPanel;
class KeyDialog;
class MainWindow;
class ShellController;

// What the window asks and shows in dialogs of its own: files and folders to open, which run of
// a MindFormers output folder, whether to attach a strategy, the key of an encrypted run, a rank,
// a rank table, the export, the guide and About. The decisions are the ShellController's; the
// words are the window's (its translation context).
class ShellPrompts final {
    Q_DECLARE_TR_FUNCTIONS(MainWindow)

public:
    ShellPrompts(MainWindow* window, ShellController* shell, InspectorPanel* inspector);

    void chooseFiles();
    void chooseFolder();
    // A MindFormers output folder with several runs (checkpoint/, transformed_checkpoint/...):
    // the user picks one instead of the app guessing.
    void chooseRunIn(const QString& folder, const std::vector<std::string>& runs);
    // A strategy opened alone while a run without one shows (Session::strategyOffered): attach
    // it to the run, or keep it open on its own (the default when the run lacks its parameters).
    void offerStrategy(const QString& strategy, const QString& run, int inRun, int laidOut);
    // The key dialog for ShellController::keyWanted; given a key, the path opens again with it.
    void askKey(const QString& path, const shardscope::Error& need);
    KeyDialog* keyDialog() const;
    // Go to Rank (Ctrl+G; Ctrl+F on the device matrix): asks for a rank of the shown run.
    void askRank();
    void chooseRankTable();
    void exportCurrent();
    void showGuide();
    void showAbout();

private:
    MainWindow* m_window;
    ShellController* m_shell;
    InspectorPanel* m_inspector;
    QPointer<KeyDialog> m_keyDialog;
};
