#include "loss/lossview.h"

#include <QDir>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFile>
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
#include <QTimer>
#include <QUrl>
#include <QVBoxLayout>
#include <algorithm>

#include "common/messagebar.h"
#include "logs/losscsv.h"
#include "logs/lossseries.h"
#include "loss/losschart.h"
#include "loss/losscontrols.h"
#include "loss/lossemptypage.h"
#include "loss/lossloadbar.h"
#include "loss/lossruntable.h"
#include "models/common/errortext.h"
#include "models/loss/logfollowjob.h"
#include "models/loss/lossnotestext.h"
#include "models/loss/lossrunlistmodel.h"
#include "models/loss/lossseriesbuilder.h"
#include "models/loss/savedstepmarks.h"
#include "models/slices/slicepalette.h"

using namespace shardscope;

namespace {

constexpr int kFollowIntervalMs = 1000;
const QSize kDefaultImageSize(1200, 700);

// "name", else "name (2)", "name (3)", ...: names the runs table and the CSV keep apart.
std::string uniqueName(const std::vector<LogRun>& runs, const std::string& name) {
    const auto taken = [&runs](const std::string& n) {
        return std::any_of(runs.begin(), runs.end(), [&n](const LogRun& r) { return r.name == n; });
    };
    std::string out = name;
    for (int i = 2; taken(out); ++i) {
        out = name + " (" + std::to_string(i) + ")";
    }
    return out;
}

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

LossView::LossView(QWidget* parent)
    : QWidget(parent),
      m_job(new JobRunner<std::shared_ptr<LogCollection>>(this)),
      m_follow(new LogFollowJob(this)),
      m_model(new LossRunListModel(this)),
      m_controls(new LossControls(this)),
      m_messages(new MessageBar(this)),
      m_loadBar(new LossLoadBar(this)),
      m_stack(new QStackedWidget(this)),
      m_chart(new LossChart(this)),
      m_table(new LossRunTable(m_model, this)),
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

    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(15);
    connect(&m_rebuild, &QTimer::timeout, this, &LossView::rebuildCurves);
    connect(m_controls, &LossControls::openRequested, this, &LossView::chooseFiles);
    connect(m_controls, &LossControls::openFolderRequested, this, &LossView::chooseFolder);
    connect(m_controls, &LossControls::exportPngRequested, this, &LossView::chooseExportPng);
    connect(m_controls, &LossControls::exportCsvRequested, this, &LossView::chooseExportCsv);
    connect(m_controls, &LossControls::optionsChanged, this, [this] {
        m_wantedMetric.clear();
        m_chart->setAxis(m_controls->axis());
        scheduleRebuild();
    });
    connect(m_controls, &LossControls::logYChanged, m_chart, &LossChart::setLogY);
    connect(m_controls, &LossControls::followChanged, this, &LossView::followFiles);
    connect(m_controls, &LossControls::resetZoomRequested, m_chart, &LossChart::resetZoom);
    connect(m_chart, &LossChart::zoomChanged, m_controls, &LossControls::setZoomed);
    connect(m_chart, &LossChart::redrawn, this, &LossView::updateNotes);
    connect(m_chart, &LossChart::runToggled, this, [this](int run) {
        if (run >= 0 && run < m_model->rowCount()) {
            m_model->setVisible(run, !m_model->run(run).visible);
        }
    });
    connect(m_model, &LossRunListModel::visibilityChanged, m_chart, &LossChart::setRunVisible);
    connect(m_model, &LossRunListModel::offsetChanged, this, &LossView::scheduleRebuild);
    connect(m_table, &LossRunTable::removeRequested, this, &LossView::removeRun);
    connect(m_follow, &LogFollowJob::updated, this, &LossView::onFollowUpdated);
    m_job->onResult([this](const std::shared_ptr<LogCollection>& logs) { onLoaded(logs); });
    connect(m_job, &JobBase::failed, this, &LossView::onLoadFailed);
    connect(m_job, &JobBase::progressChanged, this,
            [this] { m_loadBar->setProgress(m_job->done(), m_job->total()); });
    connect(m_loadBar, &LossLoadBar::cancelRequested, this, &LossView::cancel);
    rebuildRuns(false);
}

LossView::~LossView() = default;

namespace {

std::vector<std::string> localPaths(const QStringList& paths) {
    std::vector<std::string> out;
    for (const QString& p : paths) {
        out.push_back(QFile::encodeName(p).toStdString());
    }
    return out;
}

}  // namespace

void LossView::openPaths(const QStringList& paths) {
    if (!paths.isEmpty()) {
        m_queue.clear();  // a new set replaces what was shown and what was still to come
        m_job->cancel();
        enqueue({localPaths(paths), {}, false, {}});
    }
}

void LossView::addPaths(const QStringList& paths) {
    if (!paths.isEmpty()) {
        enqueue({localPaths(paths), {}, true, {}});
    }
}

bool LossView::openRunFolder(const QString& folder, bool add) {
    std::vector<LogSourceRun> sources = runFolderLogs(QFile::encodeName(folder).toStdString());
    if (sources.empty()) {
        return false;
    }
    enqueue({{}, std::move(sources), add, {}});
    return true;
}

void LossView::addRunFolderSoon(const QString& folder) {
    // Listed by the job, not here: a 4,096-rank run's folders take tens of milliseconds.
    enqueue({{}, {}, true, QFile::encodeName(folder).toStdString()});
}

bool LossView::isLoading() const {
    return (m_job->isRunning() && !m_job->isCancelling()) || !m_queue.empty();
}

void LossView::enqueue(LogLoad load) {
    m_queue.push_back(std::move(load));
    if (!m_job->isRunning() || m_job->isCancelling()) {
        startNext();
    }
}

void LossView::startNext() {
    if (m_queue.empty()) {
        m_loadBar->hide();
        return;
    }
    LogLoad next = std::move(m_queue.front());
    m_queue.pop_front();
    m_droppedRoots.clear();  // they concerned the load that has just ended
    m_append = next.append;
    if (next.runFolder.empty()) {
        m_messages->clearMessages();  // a run folder's logs join quietly, or not at all
    }
    m_loadBar->start();
    m_job->start([next = std::move(next)](
                     std::stop_token stop,
                     const ProgressSink& progress) -> Result<std::shared_ptr<LogCollection>> {
        std::vector<LogSourceRun> sources = next.sources;
        if (!next.runFolder.empty()) {
            sources = runFolderLogs(next.runFolder);
            if (sources.empty()) {
                return std::make_shared<LogCollection>();  // no logs beside the ranks
            }
        }
        auto logs = sources.empty() ? loadLogs(next.paths, {}, std::move(stop), progress)
                                    : loadLogs(sources, {}, std::move(stop), progress);
        if (!logs) {
            return std::move(logs).error();
        }
        return std::make_shared<LogCollection>(std::move(logs).value());
    });
}

void LossView::cancel() {
    if (isLoading()) {
        m_queue.clear();
        m_job->cancel();
        m_loadBar->hide();
        Q_EMIT loaded(false);
    }
}

void LossView::onLoaded(const std::shared_ptr<LogCollection>& logs) {
    if (!m_append) {
        m_runs.clear();
        m_skipped.clear();
    }
    for (LogRun& run : logs->runs) {
        if (std::any_of(m_droppedRoots.begin(), m_droppedRoots.end(),
                        [&run](const std::string& root) { return isUnder(run.path, root); })) {
            continue;  // its run folder was closed while the logs were read
        }
        // A log opened again replaces its run rather than adding a second "(2)".
        const auto same = std::find_if(m_runs.begin(), m_runs.end(),
                                       [&run](const LogRun& r) { return r.path == run.path; });
        if (same != m_runs.end()) {
            run.name = same->name;
            *same = std::move(run);
            continue;
        }
        run.name = uniqueName(m_runs, run.name);
        m_runs.push_back(std::move(run));
    }
    m_skipped.insert(m_skipped.end(), logs->skipped.begin(), logs->skipped.end());
    rebuildRuns(m_append);
    startNext();
    if (m_queue.empty()) {
        Q_EMIT loaded(true);
    }
}

void LossView::onLoadFailed(const Error& error) {
    m_messages->showError(ErrorText::title(error.code), ErrorText::detail(error));
    startNext();
    if (m_queue.empty()) {
        Q_EMIT loaded(false);
    }
}

QString LossView::errorText() const {
    return m_messages->text();
}

void LossView::clear() {
    cancel();
    m_runs.clear();
    m_skipped.clear();
    m_messages->clearMessages();
    rebuildRuns(false);
}

void LossView::removeRunsUnder(const QString& folder) {
    const std::string root = QDir::cleanPath(folder).toStdString();
    for (int row = static_cast<int>(m_runs.size()) - 1; row >= 0; --row) {
        if (isUnder(m_runs[static_cast<size_t>(row)].path, root)) {
            removeRun(row);
        }
    }
    // Its logs still being listed or read are dropped too: a closed run never comes back.
    std::erase_if(m_queue, [&root](const LogLoad& load) { return isUnder(load.runFolder, root); });
    if (m_job->isRunning()) {
        m_droppedRoots.push_back(root);
    }
}

bool LossView::isUnder(const std::string& path, const std::string& root) {
    return path == root || (path.size() > root.size() && path.compare(0, root.size(), root) == 0 &&
                            path[root.size()] == '/');
}

void LossView::removeRun(int row) {
    if (row < 0 || row >= static_cast<int>(m_runs.size())) {
        return;
    }
    std::vector<LossRunEntry> entries = m_model->runs();
    entries.erase(entries.begin() + row);
    m_runs.erase(m_runs.begin() + row);
    m_model->setRuns(std::move(entries));
    rebuildRuns(true);
}

int LossView::colourSlot(const LogRun& run) {
    // A run keeps its colour for as long as it is open: removing another does not recolour it.
    const std::string key = run.path + '\n' + run.name;
    if (const auto it = m_colourSlots.find(key); it != m_colourSlots.end()) {
        return it->second;
    }
    int slot = 0;
    const auto taken = [this](int s) {
        return std::any_of(m_colourSlots.begin(), m_colourSlots.end(),
                           [s](const auto& entry) { return entry.second == s; });
    };
    while (taken(slot)) {
        ++slot;
    }
    m_colourSlots.emplace(key, slot);
    return slot;
}

void LossView::rebuildRuns(bool keepEntries) {
    // Slots of runs no longer shown are freed first.
    std::erase_if(m_colourSlots, [this](const auto& entry) {
        return std::none_of(m_runs.begin(), m_runs.end(), [&](const LogRun& run) {
            return run.path + '\n' + run.name == entry.first;
        });
    });
    const std::vector<LossRunEntry>& old = m_model->runs();
    std::vector<LossRunEntry> entries;
    for (size_t i = 0; i < m_runs.size(); ++i) {
        const LogRun& run = m_runs[i];
        LossRunEntry e;
        if (keepEntries && i < old.size()) {
            e.visible = old[i].visible;
            e.offset = old[i].offset;
        }
        e.name = QString::fromStdString(run.name);
        e.path = QFile::decodeName(QByteArray::fromStdString(run.path));
        e.colour = SlicePalette::colour(colourSlot(run));
        e.logs = static_cast<int>(run.logs.size());
        e.unread = LossNotesText::unreadCount(run);
        e.unreadExample = LossNotesText::unreadExample(run);
        entries.push_back(std::move(e));
    }
    m_model->setRuns(std::move(entries));
    m_controls->setMetrics(lossMetricNames(m_runs));
    if (!m_wantedMetric.isEmpty()) {
        m_controls->setMetric(m_wantedMetric.toStdString());
    }
    m_controls->setHasRuns(!m_runs.empty());
    m_stack->setCurrentIndex(m_runs.empty() ? 0 : 1);
    if (!keepEntries) {
        m_chart->resetZoom();
    }
    updateFollowFiles();
    rebuildCurves();
    Q_EMIT runsChanged();
}

void LossView::scheduleRebuild() {
    m_rebuild.start();
}

void LossView::rebuildCurves() {
    m_rebuild.stop();
    LossSeriesOptions options;
    options.metric = m_controls->chosenMetric();
    options.axis = m_controls->axis();
    options.smoothing = m_controls->smoothingMethod();
    options.weight = m_controls->smoothing();
    options.ranks = m_controls->rankMode();
    std::vector<LossCurve> all;
    for (size_t i = 0; i < m_runs.size(); ++i) {
        const LossRunEntry& entry = m_model->run(static_cast<int>(i));
        options.offset = static_cast<double>(entry.offset);
        std::vector<LossCurve> curves =
            LossSeriesBuilder::curves(m_runs[i], static_cast<int>(i), options);
        const int n = static_cast<int>(curves.size());
        for (int k = 0; k < n; ++k) {
            LossCurve& c = curves[static_cast<size_t>(k)];
            c.colour = n > 1 ? SlicePalette::chunkColour(static_cast<int>(i), k, n) : entry.colour;
            c.visible = entry.visible;
            all.push_back(std::move(c));
        }
    }
    updateCounts();
    m_chart->setAxis(options.axis);
    m_chart->setLogY(m_controls->logY());
    m_chart->setYTitle(QString::fromStdString(options.metric));
    m_chart->setCurves(std::move(all));
}

void LossView::updateCounts() {
    const std::string metric = m_controls->chosenMetric();
    for (size_t i = 0; i < m_runs.size(); ++i) {
        m_model->setPoints(static_cast<int>(i),
                           static_cast<qint64>(lossPointCount(m_runs[i], metric)));
    }
}

void LossView::setSavedSteps(std::vector<SavedStepMark> marks, int unplaced) {
    m_chart->setSavedSteps(std::move(marks));
    m_unplacedSteps = unplaced;
    updateNotes();
}

void LossView::updateNotes() {
    const std::vector<LossCurve>& curves = m_chart->curves();
    QStringList notes;
    const bool marked = m_chart->axis() == LossAxis::Step && !curves.empty();
    for (const QString& n :
         {marked ? SavedStepMarks::legend(m_chart->savedSteps(), m_unplacedSteps) : QString(),
          LossNotesText::summarised(curves, m_chart->columns()),
          LossNotesText::notDrawn(curves, m_chart->axis(), m_chart->logY()),
          LossNotesText::skipped(m_skipped)}) {
        if (!n.isEmpty()) {
            notes << n;
        }
    }
    m_notes->setText(notes.join(QStringLiteral(" · ")));
    m_notes->setVisible(!notes.isEmpty());
    const QString unread = LossNotesText::unread(m_model->runs());
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

void LossView::setMetric(const QString& name) {
    m_wantedMetric = name;
    if (m_controls->setMetric(name.toStdString())) {
        rebuildCurves();
    }
}

QString LossView::chosenMetric() const {
    return QString::fromStdString(m_controls->chosenMetric());
}

QStringList LossView::metrics() const {
    QStringList out;
    for (const shardscope::LossMetricName& m : lossMetricNames(m_runs)) {
        out << QString::fromStdString(m.name);
    }
    return out;
}

void LossView::setAxis(LossAxis axis) {
    m_controls->setAxis(axis);
    rebuildCurves();
}

LossAxis LossView::axis() const {
    return m_controls->axis();
}

void LossView::setSmoothing(double weight) {
    m_controls->setSmoothing(weight);
    rebuildCurves();
}

double LossView::smoothing() const {
    return m_controls->smoothing();
}

void LossView::setSmoothingMethod(LossSmoothing method) {
    m_controls->setSmoothingMethod(method);
    rebuildCurves();
}

LossSmoothing LossView::smoothingMethod() const {
    return m_controls->smoothingMethod();
}

void LossView::setLogY(bool on) {
    m_controls->setLogY(on);
    m_chart->setLogY(on);
}

bool LossView::logY() const {
    return m_controls->logY();
}

void LossView::setRankMode(LossRankMode mode) {
    m_controls->setRankMode(mode);
    rebuildCurves();
}

LossRankMode LossView::rankMode() const {
    return m_controls->rankMode();
}

void LossView::setRunVisible(int run, bool visible) {
    m_model->setVisible(run, visible);
}

void LossView::setRunOffset(int run, qint64 steps) {
    m_model->setOffset(run, steps);
    rebuildCurves();
}

void LossView::followFiles(bool on) {
    m_controls->setFollow(on);
    if (on) {
        updateFollowFiles();
        m_follow->start(kFollowIntervalMs);
        m_follow->pollNow();
    } else {
        m_follow->stop();
        m_follow->setFiles({});
        m_followed.clear();
    }
}

bool LossView::isFollowing() const {
    return m_follow->isActive();
}

void LossView::updateFollowFiles() {
    if (!m_controls->follow()) {
        return;
    }
    std::vector<LogFollowFile> files;
    m_followed.clear();
    for (size_t r = 0; r < m_runs.size(); ++r) {
        for (size_t l = 0; l < m_runs[r].logs.size(); ++l) {
            const LogRankLog& log = m_runs[r].logs[l];
            LogFollowFile f;
            f.path = log.path;
            f.options.format = log.format;
            f.rows = log.table.rowCount();
            f.revision = log.table.revision();
            files.push_back(std::move(f));
            m_followed.emplace_back(r, l);
        }
    }
    m_follow->setFiles(files);
}

void LossView::onFollowUpdated(int index, LogTable table) {
    if (index < 0 || static_cast<size_t>(index) >= m_followed.size()) {
        return;
    }
    const auto [r, l] = m_followed[static_cast<size_t>(index)];
    LogRun& run = m_runs[r];
    const bool metricsGrew = table.metrics().size() != run.logs[l].table.metrics().size();
    run.logs[l].table = std::move(table);
    m_model->setUnread(static_cast<int>(r), LossNotesText::unreadCount(run),
                       LossNotesText::unreadExample(run));
    if (metricsGrew) {
        m_controls->setMetrics(lossMetricNames(m_runs));
    }
    rebuildCurves();
    Q_EMIT followUpdated();
}

QString LossView::csv() const {
    std::vector<MetricCsvRun> runs;
    for (size_t i = 0; i < m_runs.size(); ++i) {
        const LossRunEntry& e = m_model->run(static_cast<int>(i));
        if (e.visible) {
            runs.push_back({&m_runs[i], e.offset});
        }
    }
    return QString::fromStdString(lossCsv(runs, m_controls->chosenMetric(),
                                          m_controls->smoothingMethod(), m_controls->smoothing()));
}

bool LossView::exportCsv(const QString& path) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return false;
    }
    file.write(csv().toUtf8());
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
    addPaths(paths);
}

void LossView::chooseFolder() {
    const QString folder = QFileDialog::getExistingDirectory(this, tr("Open a folder of logs"));
    if (!folder.isEmpty()) {
        addPaths({folder});
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
    for (size_t i = 0; i < m_runs.size(); ++i) {
        if (!m_model->runs()[i].visible) {
            continue;
        }
        if (visible++ == 0) {
            name = QString::fromStdString(m_runs[i].name);
        }
    }
    if (visible > 1) {
        name += QStringLiteral("-and-%1-more").arg(visible - 1);
    }
    name.replace(QRegularExpression(QStringLiteral("[^\\w.+-]+")), QStringLiteral("_"));
    return QDir(folder).filePath(name + QStringLiteral("-loss") + extension);
}

QSize LossView::exportSize() const {
    return m_exportSize;
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
        addPaths(paths);
    }
}
