// What MainWindow asks while it opens a path: which run of a folder, which strategy, the key of
// an encrypted run, a rank, a rank table.
#include "shell/mainwindow.h"

#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QMessageBox>
#include <QPushButton>

#include "matrix/devicematrixview.h"
#include "models/common/errortext.h"
#include "models/shell/session.h"
#include "shell/inspectorpanel.h"
#include "shell/keydialog.h"

using namespace shardscope;

void MainWindow::chooseRunIn(const QString& folder, const std::vector<std::string>& runs) {
    auto* box = new QMessageBox(QMessageBox::Question, tr("Choose a run"),
                                tr("%1 is a MindFormers output folder with %n run(s). Which one "
                                   "do you want to open?",
                                   nullptr, static_cast<int>(runs.size()))
                                    .arg(QDir::toNativeSeparators(folder)),
                                QMessageBox::Cancel, this);
    box->setObjectName(QStringLiteral("chooseRunBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    const QDir root(folder);
    for (const std::string& run : runs) {
        const QString path = QString::fromStdString(run);
        QPushButton* button =
            box->addButton(root.relativeFilePath(path) + QLatin1Char('/'), QMessageBox::AcceptRole);
        button->setProperty("runPath", path);
    }
    connect(box, &QMessageBox::buttonClicked, this, [this](QAbstractButton* button) {
        const QString path = button->property("runPath").toString();
        if (!path.isEmpty()) {
            openPath(path);
        }
    });
    box->open();
}

void MainWindow::offerStrategy(const QString& strategy, const QString& run, int inRun,
                               int laidOut) {
    const QString strategyName = m_session->displayName(strategy);
    const QString runName = m_session->displayName(run);
    const bool fits = laidOut > 0 && inRun == laidOut;
    const QString text =
        fits ? tr("%1 lays out %n parameter(s), all of them in %2, which has no strategy. Attach "
                  "it to %2, so that every tab shows how it cuts them, or keep it open on its "
                  "own?",
                  nullptr, laidOut)
                   .arg(strategyName, runName)
             : tr("%1 lays out %n parameter(s); %3 of them are in %2. It is probably the strategy "
                  "of another run: attached, it would mark the other parameters of %2 as outside "
                  "the strategy. Keep it open on its own, or attach it anyway?",
                  nullptr, laidOut)
                   .arg(strategyName, runName)
                   .arg(inRun);
    auto* box = new QMessageBox(QMessageBox::Question, tr("Attach the strategy to the run?"), text,
                                QMessageBox::NoButton, this);
    box->setObjectName(QStringLiteral("attachStrategyBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton* attach = box->addButton(tr("Attach to %1").arg(runName), QMessageBox::AcceptRole);
    attach->setObjectName(QStringLiteral("attachStrategyButton"));
    QPushButton* alone = box->addButton(tr("Open Alone"), QMessageBox::RejectRole);
    alone->setObjectName(QStringLiteral("openAloneButton"));
    box->setDefaultButton(fits ? attach : alone);
    box->setEscapeButton(alone);
    connect(box, &QMessageBox::buttonClicked, this,
            [this, attach, strategy, run](QAbstractButton* button) {
                if (button == attach) {
                    m_session->attachStrategy(run, strategy);
                    showInspectorPage();
                }
            });
    box->open();
}

void MainWindow::attachRankTable(const QString& table) {
    const QString run = m_session->activePath();
    if (run.isEmpty() || !QFileInfo(run).isDir()) {
        showError(tr("Open a run first"),
                  tr("%1 is a rank table: it places a run's cards on servers. Open the run, then "
                     "drop the rank table on the window (or start with --rank-table).")
                      .arg(QFileInfo(table).fileName()));
        return;
    }
    // Read it first: a table that does not load leaves the open run as it is.
    if (auto checked = shardscope::loadRankTableSpec(table.toStdString()); !checked) {
        showError(ErrorText::title(checked.error().code), ErrorText::detail(checked.error()));
        return;
    }
    m_session->setRankTableFor(run, table);
    m_session->open(run);
    showInspectorPage();
    updateStatus();
}

KeyDialog* MainWindow::keyDialog() const {
    return m_keyDialog.data();
}

void MainWindow::askKey(const QString& path, const Error& need) {
    std::erase_if(m_keyQueue, [&](const auto& item) { return item.first == path; });
    m_keyQueue.emplace_back(path, need);
    if (!m_keyDialog) {
        askNextKey();
    }
}

void MainWindow::askNextKey() {
    while (!m_keyQueue.empty() && m_session->document(m_keyQueue.front().first) == nullptr) {
        m_keyQueue.erase(m_keyQueue.begin());  // closed meanwhile
    }
    if (m_keyQueue.empty()) {
        return;
    }
    const QString path = m_keyQueue.front().first;
    const Error need = m_keyQueue.front().second;
    m_keyQueue.erase(m_keyQueue.begin());
    auto* dialog = new KeyDialog(m_session->displayName(path), need, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    m_keyDialog = dialog;
    connect(dialog, &QDialog::accepted, this, [this, path, dialog] {
        m_session->setKeyFor(path, dialog->key());
        m_session->open(path);
    });
    connect(dialog, &QDialog::finished, this, [this] {
        m_keyDialog = nullptr;
        QMetaObject::invokeMethod(this, &MainWindow::askNextKey, Qt::QueuedConnection);
    });
    dialog->open();
}

void MainWindow::askRank() {
    const auto run = m_inspector->runModel();
    if (!run || run->rankCount() == 0) {
        return;
    }
    auto* dialog = new QInputDialog(this);
    dialog->setObjectName(QStringLiteral("goToRankDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Go to Rank"));
    dialog->setInputMode(QInputDialog::IntInput);
    dialog->setLabelText(tr("Rank (0 to %1):").arg(run->rankCount() - 1));
    dialog->setIntRange(0, run->rankCount() - 1);
    dialog->setIntValue(std::max(0, m_inspector->matrixView()->currentRank()));
    connect(dialog, &QInputDialog::intValueSelected, this, [this, run](int rank) {
        if (m_inspector->runModel() == run) {
            m_inspector->goToRank(rank);
        }
    });
    dialog->open();
}

void MainWindow::chooseRankTable() {
    const QString table =
        QFileDialog::getOpenFileName(this, tr("Load Rank Table"), m_session->activePath(),
                                     tr("Rank tables (*.json);;All files (*)"));
    if (!table.isEmpty()) {
        attachRankTable(table);
    }
}
