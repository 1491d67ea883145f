#include "widgets/loss/lossview.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLabel>
#include <QMimeData>
#include <QRegularExpression>
#include <QSaveFile>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include "widgets/common/messagebar.h"
#include "widgets/loss/losschart.h"
#include "widgets/loss/losscontrols.h"
#include "widgets/loss/lossemptypage.h"
#include "widgets/loss/lossloadbar.h"
#include "widgets/loss/lossruntable.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/loss/losscontroller.h"
#include "widgets/models/loss/lossloadqueue.h"
#include "widgets/models/loss/lossnotestext.h"
#include "widgets/models/loss/lossrunlistmodel.h"
#include "widgets/models/loss/savedstepmarks.h"

using namespace shardscope;

namespace {

const QSize kDefaultImageSize(1200, 700);

QLabel* noteLabel() {
    auto* label = new QLabel;
    label->setWordWrap(true);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont font = label->font();
    font.setPointSizeF(font.pointSizeF() * 0.92);
    label->setFont(font);
    label->hide();
    return label;
}

}  // namespace

LossView::LossView(QWidget* parent) : LossView(nullptr, parent) {}

LossView::LossView(LossController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller != nullptr ? controller : new LossController(this)),
      m_controls(new LossControls(this)),
      m_messages(new MessageBar(this)),
      m_loadBar(new LossLoadBar(this)),
      m_stack(new QStackedWidget(this)),
      m_chart(new LossChart(this)),
      m_table(new LossRunTable(m_controller->runDocument(), this)),
      m_notes(noteLabel()),
      m_unread(noteLabel()) {
    setAcceptDrops(true);
    m_unread->setForegroundRole(QPalette::Text);
    m_notes->setForegroundRole(QPalette::PlaceholderText);

    auto* chartBox = new QWidget;
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(0, 0, 0, 0);
    chartLayout->setSpacing(2);
    chartLayout->addWidget(m_chart, 1);
    chartLayout->addWidget(m_notes);
    chartLayout->addWidget(m_unread);
    auto* split = new QSplitter(Qt::Vertical);
    split->addWidget(chartBox);
    split->addWidget(m_table);
    split->setStretchFactor(0, 5);
    split->setStretchFactor(1, 1);
    split->setChildrenCollapsible(false);
    auto* empty = new LossEmptyPage;
    connect(empty, &LossEmptyPage::openRequested, this, &LossView::chooseFiles);
    m_stack->addWidget(empty);
    m_stack->addWidget(split);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_controls);
    layout->addWidget(m_messages);
    layout->addWidget(m_loadBar);
    layout->addWidget(m_stack, 1);

    bindControls();
    bindController();
    showState();
    showRuns(false);
    redraw();
}

LossView::~LossView() = default;

void LossView::bindControls() {
    connect(m_controls, &LossControls::openRequested, this, &LossView::chooseFiles);
    connect(m_controls, &LossControls::openFolderRequested, this, &LossView::chooseFolder);
    connect(m_controls, &LossControls::exportPngRequested, this, &LossView::chooseExportPng);
    connect(m_controls, &LossControls::exportCsvRequested, this, &LossView::chooseExportCsv);
    connect(m_controls, &LossControls::optionsChanged, this, [this] {
        LossSeriesOptions options;
        options.metric = m_controls->chosenMetric();
        options.axis = m_controls->axis();
        options.smoothing = m_controls->smoothingMethod();
        options.weight = m_controls->smoothing();
        options.ranks = m_controls->rankMode();
        m_controller->chooseOptions(options);
    });
    connect(m_controls, &LossControls::logYChanged, m_controller, &LossController::setLogY);
    connect(m_controls, &LossControls::followChanged, m_controller, &LossController::followFiles);
    connect(m_controls, &LossControls::resetZoomRequested, m_chart, &LossChart::resetZoom);
    connect(m_chart, &LossChart::zoomChanged, m_controls, &LossControls::setZoomed);
    connect(m_chart, &LossChart::redrawn, this, &LossView::updateNotes);
    connect(m_chart, &LossChart::runToggled, this, [this](int run) {
        const LossRunListModel* model = m_controller->runDocument();
        if (run >= 0 && run < model->rowCount()) {
            m_controller->setRunVisible(run, !model->run(run).visible);
        }
    });
    connect(m_table, &LossRunTable::removeRequested, m_controller, &LossController::removeRun);
    connect(m_loadBar, &LossLoadBar::cancelRequested, m_controller, &LossController::cancel);
}

void LossView::bindController() {
    const LossLoadQueue* loads = m_controller->loads();
    connect(loads, &LossLoadQueue::started, this, [this](bool quiet) {
        if (!quiet) {
            m_messages->clearMessages();  // a run folder's logs join quietly, or not at all
        }
        m_loadBar->start();
    });
    connect(loads, &LossLoadQueue::progressChanged, m_loadBar, &LossLoadBar::setProgress);
    connect(loads, &LossLoadQueue::idle, m_loadBar, &QWidget::hide);
    connect(loads, &LossLoadQueue::failed, this, [this](const Error& error) {
        m_messages->showError(ErrorText::title(error.code), ErrorText::detail(error));
    });
    connect(m_controller->runDocument(), &LossRunListModel::visibilityChanged, m_chart,
            &LossChart::setRunVisible);
    connect(m_controller, &LossController::stateChanged, this, &LossView::showState);
    connect(m_controller, &LossController::runsChanged, this, &LossView::showRuns);
    connect(m_controller, &LossController::curvesChanged, this, &LossView::redraw);
    connect(m_controller, &LossController::loaded, this, &LossView::loaded);
}

void LossView::showState() {
    const LossChartState& state = m_controller->state();
    m_controls->setMetrics(state.metrics);
    m_controls->setMetric(state.series.metric);
    m_controls->setAxis(state.series.axis);
    m_controls->setRankMode(state.series.ranks);
    m_controls->setSmoothingMethod(state.series.smoothing);
    m_controls->setSmoothing(state.series.weight);
    m_controls->setLogY(state.logY);
    m_controls->setFollow(m_controller->isFollowing());
    m_chart->setAxis(state.series.axis);
    m_chart->setLogY(state.logY);
    m_chart->setSavedSteps(state.marks);
    updateNotes();
}

void LossView::showRuns(bool kept) {
    const bool any = !m_controller->runs().empty();
    m_controls->setHasRuns(any);
    m_stack->setCurrentIndex(any ? 1 : 0);
    if (!kept) {
        m_chart->resetZoom();
    }
}

void LossView::redraw() {
    const LossChartState& state = m_controller->state();
    m_chart->setAxis(state.series.axis);
    m_chart->setLogY(state.logY);
    m_chart->setYTitle(QString::fromStdString(state.series.metric));
    m_chart->setCurves(m_controller->curves());
}

void LossView::addPaths(const QStringList& paths) {
    m_controller->addPaths(paths);
}

void LossView::addRunFolderSoon(const QString& folder) {
    m_controller->addRunFolderSoon(folder);
}

void LossView::addRunFolderLater(const QString& folder) {
    m_controller->addRunFolderLater(folder);
}

void LossView::readDueFolder() {
    m_controller->readDueFolder();
}

void LossView::removeRunsUnder(const QString& folder) {
    m_controller->removeRunsUnder(folder);
}

void LossView::setSavedSteps(std::vector<SavedStepMark> marks, int unplaced) {
    m_controller->setSavedSteps(std::move(marks), unplaced);
}

bool LossView::isLoading() const {
    return m_controller->isLoading();
}

const std::vector<LogRun>& LossView::runs() const {
    return m_controller->runs();
}

void LossView::clear() {
    m_controller->clear();
    m_messages->clearMessages();
}

QString LossView::errorText() const {
    return m_messages->text();
}

void LossView::updateNotes() {
    const std::vector<LossCurve>& curves = m_chart->curves();
    QStringList notes;
    const bool marked = m_chart->axis() == LossAxis::Step && !curves.empty();
    const int unplaced = m_controller->state().unplacedSteps;
    for (const QString& n :
         {marked ? SavedStepMarks::legend(m_chart->savedSteps(), unplaced) : QString(),
          LossNotesText::summarised(curves, m_chart->columns()),
          LossNotesText::notDrawn(curves, m_chart->axis(), m_chart->logY()),
          LossNotesText::skipped(m_controller->skipped())}) {
        if (!n.isEmpty()) {
            notes << n;
        }
    }
    m_notes->setText(notes.join(QStringLiteral(" · ")));
    m_notes->setVisible(!notes.isEmpty());
    const QString unread = LossNotesText::unread(m_controller->runDocument()->runs());
    m_unread->setText(unread);
    m_unread->setVisible(!unread.isEmpty());
}

QString LossView::notesText() const {
    return m_notes->text();
}

QString LossView::unreadText() const {
    return m_unread->text();
}

const std::vector<LossCurve>& LossView::curves() const {
    return m_chart->curves();
}

bool LossView::exportCsv(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    file.write(m_controller->csv().toUtf8());
    if (!file.commit()) {
        return false;
    }
    m_exportFolder = QFileInfo(path).absolutePath();
    return true;
}

QImage LossView::image(QSize size) const {
    if (!size.isValid() || size.isEmpty()) {
        size = m_chart->isVisible() ? m_chart->size() : kDefaultImageSize;
    }
    return m_chart->image(size);
}

bool LossView::exportPng(const QString& path, QSize size) {
    const QImage img = image(size);
    QSaveFile file(path);
    if (img.isNull() || !file.open(QIODevice::WriteOnly) || !img.save(&file, "PNG") ||
        !file.commit()) {
        return false;
    }
    m_exportFolder = QFileInfo(path).absolutePath();
    return true;
}

void LossView::chooseFiles() {
    const QStringList paths = QFileDialog::getOpenFileNames(
        this, tr("Open training logs"), QString(),
        tr("Training logs (*.log *.log* *.txt *.csv *.jsonl *.ndjson *.json);;All files (*)"));
    m_controller->addPaths(paths);
}

void LossView::chooseFolder() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a folder of logs"));
    if (!folder.isEmpty()) {
        m_controller->addPaths({folder});
    }
}

QString LossView::exportFolder() const {
    if (!m_exportFolder.isEmpty() && QFileInfo(m_exportFolder).isDir()) {
        return m_exportFolder;
    }
    const QString pictures = QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    return !pictures.isEmpty() && QFileInfo(pictures).isDir() ? pictures : QDir::homePath();
}

QString LossView::defaultExportPath(const QString& extension) const {
    // "<run>-loss.png" named after the first visible run (several runs by the first and their
    // count), in the folder of the last export, else the user's Pictures or home folder: not
    // beside the logs, which are the run's (and often on a read-only or shared disk).
    const QString folder = exportFolder();
    QString name = QStringLiteral("loss");
    int visible = 0;
    const std::vector<LogRun>& runs = m_controller->runs();
    for (size_t i = 0; i < runs.size(); ++i) {
        if (!m_controller->runDocument()->runs()[i].visible) {
            continue;
        }
        if (visible++ == 0) {
            name = QString::fromStdString(runs[i].name);
        }
    }
    if (visible > 1) {
        name += QStringLiteral("-and-%1-more").arg(visible - 1);
    }
    name.replace(QRegularExpression(QStringLiteral("[^\\w.+-]+")), QStringLiteral("_"));
    return QDir(folder).filePath(name + QStringLiteral("-loss") + extension);
}

void LossView::chooseExportPng() {
    // The size is chosen, not taken from the screen, where a splitter may have squashed it.
    const QSize onScreen = m_chart->size();
    const std::vector<QSize> sizes = {
        {1600, 900}, {1920, 1080}, {1280, 720}, {2560, 1440}, onScreen};
    QStringList items;
    int current = 0;
    for (size_t i = 0; i < sizes.size(); ++i) {
        const QString size = QStringLiteral("%1 × %2").arg(sizes[i].width()).arg(sizes[i].height());
        items << (i + 1 == sizes.size() ? tr("%1 (as on screen)").arg(size) : size);
        if (sizes[i] == m_exportSize) {
            current = static_cast<int>(i);
        }
    }
    bool ok = false;
    const QString picked = QInputDialog::getItem(this, tr("Export chart"), tr("Image size:"), items,
                                                 current, false, &ok);
    if (!ok) {
        return;
    }
    m_exportSize = sizes[static_cast<size_t>(items.indexOf(picked))];
    const QString path = QFileDialog::getSaveFileName(this, tr("Export chart"),
                                                      defaultExportPath(QStringLiteral(".png")),
                                                      tr("PNG image (*.png)"));
    if (!path.isEmpty() && !exportPng(path, exportSize())) {
        m_messages->showError(tr("Export failed"), tr("Could not write %1.").arg(path));
    }
}

void LossView::chooseExportCsv() {
    const QString path =
        QFileDialog::getSaveFileName(this, tr("Export visible runs"),
                                     defaultExportPath(QStringLiteral(".csv")), tr("CSV (*.csv)"));
    if (!path.isEmpty() && !exportCsv(path)) {
        m_messages->showError(tr("Export failed"), tr("Could not write %1.").arg(path));
    }
}

void LossView::dragEnterEvent(QDragEnterEvent* event) {
    const QList<QUrl> urls = event->mimeData()->urls();
    if (std::any_of(urls.cbegin(), urls.cend(), [](const QUrl& u) { return u.isLocalFile(); })) {
        event->acceptProposedAction();
    }
}

void LossView::dropEvent(QDropEvent* event) {
    QStringList paths;
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            paths << url.toLocalFile();
        }
    }
    if (!paths.isEmpty()) {
        event->acceptProposedAction();
        m_controller->addPaths(paths);
    }
}
