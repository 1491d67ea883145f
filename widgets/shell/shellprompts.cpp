#include "widgets/shell/shellprompts.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>
#include <algorithm>

#include "widgets/export/exportdialog.h"
#include "widgets/matrix/devicematrixview.h"
#include "widgets/models/export/exportcontroller.h"
#include "widgets/models/shell/session.h"
#include "widgets/models/shell/shellcontroller.h"
#include "widgets/shell/guidedialog.h"
#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/keydialog.h"
#include "widgets/shell/mainwindow.h"

using namespace shardscope;

ShellPrompts::ShellPrompts(MainWindow* window, ShellController* shell, InspectorPanel* inspector)
    : m_window(window), m_shell(shell), m_inspector(inspector) {}

void ShellPrompts::chooseFiles() {
    const QStringList files = QFileDialog::getOpenFileNames(
        m_window, tr("Open Checkpoint or Strategy Files"), QString(),
        tr("Checkpoints, strategy files and training logs (*.ckpt *.safetensors *.h5 *.hdf5 "
           "*.json *.log *.csv *.jsonl);;All files (*)"));
    m_window->openPaths(files);
}

void ShellPrompts::chooseFolder() {
    const QString folder =
        QFileDialog::getExistingDirectory(m_window, tr("Open Run Folder or Strategy Folder"));
    if (!folder.isEmpty()) {
        m_window->openPath(folder);
    }
}

void ShellPrompts::chooseRunIn(const QString& folder, const std::vector<std::string>& runs) {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Choose a run"),
                                tr("%1 is a MindFormers output folder with %Ln run(s). Which one "
                                   "do you want to open?",
                                   nullptr, static_cast<int>(runs.size()))
                                    .arg(QDir::toNativeSeparators(folder)),
                                QMessageBox::Cancel, m_window);
    box->setObjectName(QStringLiteral("chooseRunBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    const QDir root(folder);
    for (const std::string& run : runs) {
        const QString path = QString::fromStdString(run);
        QPushButton* button =
            box->addButton(root.relativeFilePath(path) + QLatin1Char('/'), QMessageBox::AcceptRole);
        button->setProperty("runPath", path);
    }
    QObject::connect(box, &QMessageBox::buttonClicked, m_window,
                     [window = m_window](QAbstractButton* button) {
                         const QString path = button->property("runPath").toString();
                         if (!path.isEmpty()) {
                             window->openPath(path);
                         }
                     });
    box->open();
}

void ShellPrompts::offerStrategy(const QString& strategy, const QString& run, int inRun,
                                 int laidOut) {
    Session* session = m_shell->session();
    const QString strategyName = session->displayName(strategy);
    const QString runName = session->displayName(run);
    const bool fits = ShellController::strategyFits(inRun, laidOut);
    const QString text =
        fits ? tr("%1 lays out %Ln parameter(s), all of them in %2, which has no strategy. Attach "
                  "it to %2, so that every tab shows how it cuts them, or keep it open on its "
                  "own?",
                  nullptr, laidOut)
                   .arg(strategyName, runName)
             : tr("%1 lays out %Ln parameter(s); %3 of them are in %2. It is probably the strategy "
                  "of another run: attached, it would mark the other parameters of %2 as outside "
                  "the strategy. Keep it open on its own, or attach it anyway?",
                  nullptr, laidOut)
                   .arg(strategyName, runName)
                   .arg(inRun);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Attach the strategy to the run?"), text,
                                QMessageBox::NoButton, m_window);
    box->setObjectName(QStringLiteral("attachStrategyBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* attach = box->addButton(tr("Attach to %1").arg(runName), QMessageBox::AcceptRole);
    attach->setObjectName(QStringLiteral("attachStrategyButton"));
    QPushButton* alone = box->addButton(tr("Open Alone"), QMessageBox::RejectRole);
    alone->setObjectName(QStringLiteral("openAloneButton"));
    box->setDefaultButton(fits ? attach : alone);
    box->setEscapeButton(alone);
    QObject::connect(box, &QMessageBox::buttonClicked, m_window,
                     [window = m_window, session, attach, strategy, run](QAbstractButton* button) {
                         if (button == attach) {
                             session->attachStrategy(run, strategy);
                             window->showInspectorPage();
                         }
                     });
    box->open();
}

void ShellPrompts::askKey(const QString& path, const Error& need) {
    auto* dialog = new KeyDialog(m_shell->session()->displayName(path), need, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_keyDialog = dialog;
    QObject::connect(dialog, &QDialog::accepted, m_shell,
                     [shell = m_shell, path, dialog] { shell->giveKey(path, dialog->key()); });
    QObject::connect(dialog, &QDialog::finished, m_shell, [this] {
        m_keyDialog = nullptr;
        m_shell->keyAnswered();
    });
    dialog->open();
}

void ShellPrompts::askRank() {
    const auto run = m_inspector->runDocument();
    if (!run || run->rankCount() == 0) {
        return;
    }
    auto* dialog = new QInputDialog(m_window);
    dialog->setObjectName(QStringLiteral("goToRankDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Go to Rank"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setLabelText(tr("Rank (0 to %1):").arg(run->rankCount() - 1));
    dialog->setIntRange(0, run->rankCount() - 1);
    dialog->setIntValue(std::max(0, m_inspector->matrixView()->currentRank()));
    QObject::connect(dialog, &QInputDialog::intValueSelected, m_inspector,
                     [inspector = m_inspector, run](int rank) {
                         if (inspector->runDocument() == run) {
                             inspector->goToRank(rank);
                         }
                     });
    dialog->open();
}

void ShellPrompts::chooseRankTable() {
    const QString table = QFileDialog::getOpenFileName(m_window, tr("Load Rank Table"),
                                                       m_shell->session()->activePath(),
                                                       tr("Rank tables (*.json);;All files (*)"));
    if (!table.isEmpty()) {
        m_window->attachRankTable(table);
    }
}

void ShellPrompts::exportCurrent() {
    const auto run = m_inspector->runDocument();
    if (!run || run->files.empty()) {
        return;
    }
    const int current = m_inspector->currentParam();
    // Exported as loaded, not opened again (the dialog owns the controller).
    auto* dialog = new ExportDialog(
        new ExportController(run),
        current >= 0 ? QString::fromStdString(run->params[static_cast<size_t>(current)].name)
                     : QString(),
        m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ShellPrompts::showGuide() {
    auto* dialog = new GuideDialog(m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
}

void ShellPrompts::showAbout() {
    QMessageBox::about(
        m_window, tr("About ShardScope"),
        tr("<h3>ShardScope %1</h3><p>Inspects distributed-training checkpoints: MindSpore "
           "checkpoints, parallel strategy files and per-rank run folders.</p><p>Files are only "
           "read, never modified.</p>")
            .arg(QApplication::applicationVersion()));
}

KeyDialog* ShellPrompts::keyDialog() const {
    return m_keyDialog.data();
}
