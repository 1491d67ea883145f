#include "widgets/models/loss/losscontroller.h"

#include <QDir>
#include <QFile>
#include <algorithm>
#include <cmath>
#include <utility>

#include "logs/losscsv.h"
#include "widgets/models/loss/lossloadqueue.h"
#include "widgets/models/loss/losslogfollower.h"
#include "widgets/models/loss/lossnotestext.h"
#include "widgets/models/loss/lossrunlistmodel.h"
#include "widgets/models/loss/lossseriesbuilder.h"
#include "widgets/models/slices/slicepalette.h"

using namespace shardscope;

namespace {

// "name", else "name (2)", "name (3)", ...: names the runs table and the CSV keep apart.
std::string uniqueRunName(const std::vector<LogRun>& runs, const std::string& name) {
    const auto taken = [&runs](const std::string& n) {
        return std::any_of(runs.begin(), runs.end(), [&n](const LogRun& r) { return r.name == n; });
    };
    std::string out = name;
    for (int i = 2; taken(out); ++i) {
        out = name + " (" + std::to_string(i) + ")";
    }
    return out;
}

std::vector<std::string> localLogPaths(const QStringList& paths) {
    std::vector<std::string> out;
    for (const QString& p : paths) {
        out.push_back(QFile::encodeName(p).toStdString());
    }
    return out;
}

bool hasLossMetric(const LossChartState& state, const std::string& name) {
    return std::any_of(state.metrics.begin(), state.metrics.end(),
                       [&name](const LossMetricName& m) { return m.name == name; });
}

// The metric asked for by name once the logs have it, else the one chosen while the logs still
// have it, else the first (the loss).
std::string chosenLossMetric(const LossChartState& state) {
    if (!state.wantedMetric.empty() && hasLossMetric(state, state.wantedMetric)) {
        return state.wantedMetric;
    }
    if (hasLossMetric(state, state.series.metric)) {
        return state.series.metric;
    }
    return state.metrics.empty() ? std::string("loss") : state.metrics.front().name;
}

// The weight as the slider holds it: 0 .. 0.99 in hundredths.
double sliderWeight(double weight) {
    const double w = std::isnan(weight) ? 0.0 : std::clamp(weight, 0.0, 0.99);
    return static_cast<double>(std::lround(w * 100)) / 100.0;
}

}  // namespace

LossController::LossController(QObject* parent)
    : QObject(parent),
      m_loads(new LossLoadQueue(this)),
      m_follower(new LossLogFollower(this)),
      m_model(new LossRunListModel(this)) {
    m_rebuild.setSingleShot(true);
    m_rebuild.setInterval(15);
    connect(&m_rebuild, &QTimer::timeout, this, &LossController::rebuildCurves);
    connect(m_loads, &LossLoadQueue::logsLoaded, this, &LossController::onLoaded);
    connect(m_loads, &LossLoadQueue::finished, this, &LossController::loaded);
    connect(m_model, &LossRunListModel::offsetChanged, this, [this] { m_rebuild.start(); });
    connect(m_follower, &LossLogFollower::logUpdated, this, &LossController::onFollowUpdated);
}

LossController::~LossController() = default;

void LossController::openPaths(const QStringList& paths) {
    if (!paths.isEmpty()) {
        m_loads->replace({localLogPaths(paths), {}, false, {}});
    }
}

void LossController::addPaths(const QStringList& paths) {
    if (!paths.isEmpty()) {
        m_loads->enqueue({localLogPaths(paths), {}, true, {}});
    }
}

bool LossController::openRunFolder(const QString& folder, bool add) {
    std::vector<LogSourceRun> sources = runFolderLogs(QFile::encodeName(folder).toStdString());
    if (sources.empty()) {
        return false;
    }
    m_loads->enqueue({{}, std::move(sources), add, {}});
    return true;
}

void LossController::addRunFolderSoon(const QString& folder) {
    // Listed by the job, not here: a 4,096-rank run's folders take tens of milliseconds.
    m_loads->enqueue({{}, {}, true, QFile::encodeName(folder).toStdString()});
}

void LossController::addRunFolderLater(const QString& folder) {
    m_dueFolder = folder;
}

void LossController::readDueFolder() {
    if (!m_dueFolder.isEmpty()) {
        addRunFolderSoon(std::exchange(m_dueFolder, QString()));
    }
}

bool LossController::isLoading() const {
    return m_loads->isLoading() || !m_dueFolder.isEmpty();
}

void LossController::cancel() {
    m_dueFolder.clear();
    m_loads->cancel();
}

void LossController::clear() {
    cancel();
    m_logs = {};
    rebuildRuns(false);
}

void LossController::onLoaded(const std::shared_ptr<LogCollection>& logs, bool append) {
    std::vector<LogRun>& runs = m_logs.runs;
    if (!append) {
        m_logs = {};
    }
    for (LogRun& run : logs->runs) {
        if (m_loads->isDropped(run.path)) {
            continue;  // its run folder was closed while the logs were read
        }
        // A log opened again replaces its run rather than adding a second "(2)".
        const auto same = std::find_if(runs.begin(), runs.end(),
                                       [&run](const LogRun& r) { return r.path == run.path; });
        if (same != runs.end()) {
            run.name = same->name;
            *same = std::move(run);
            continue;
        }
        run.name = uniqueRunName(runs, run.name);
        runs.push_back(std::move(run));
    }
    m_logs.skipped.insert(m_logs.skipped.end(), logs->skipped.begin(), logs->skipped.end());
    rebuildRuns(append);
}

void LossController::removeRunsUnder(const QString& folder) {
    const std::string root = QDir::cleanPath(folder).toStdString();
    for (int row = static_cast<int>(m_logs.runs.size()) - 1; row >= 0; --row) {
        if (LossLoadQueue::isUnder(m_logs.runs[static_cast<size_t>(row)].path, root)) {
            removeRun(row);
        }
    }
    // Its logs still being listed or read are dropped too: a closed run never comes back.
    m_loads->dropUnder(root);
    if (!m_dueFolder.isEmpty() &&
        LossLoadQueue::isUnder(QFile::encodeName(QDir::cleanPath(m_dueFolder)).toStdString(),
                               root)) {
        m_dueFolder.clear();
    }
}

void LossController::removeRun(int row) {
    if (row < 0 || row >= static_cast<int>(m_logs.runs.size())) {
        return;
    }
    std::vector<LossRunEntry> entries = m_model->runs();
    entries.erase(entries.begin() + row);
    m_logs.runs.erase(m_logs.runs.begin() + row);
    m_model->setRuns(std::move(entries));
    rebuildRuns(true);
}

void LossController::rebuildRuns(bool keepEntries) {
    const std::vector<LogRun>& runs = m_logs.runs;
    m_colours.keepOnly(runs);  // slots of runs no longer shown are freed first
    const std::vector<LossRunEntry>& old = m_model->runs();
    std::vector<LossRunEntry> entries;
    for (size_t i = 0; i < runs.size(); ++i) {
        const LogRun& run = runs[i];
        LossRunEntry e;
        if (keepEntries && i < old.size()) {
            e.visible = old[i].visible;
            e.offset = old[i].offset;
        }
        e.name = QString::fromStdString(run.name);
        e.path = QFile::decodeName(QByteArray::fromStdString(run.path));
        e.colour = SlicePalette::colour(m_colours.slot(run));
        e.logs = static_cast<int>(run.logs.size());
        e.unread = LossNotesText::unreadCount(run);
        e.unreadExample = LossNotesText::unreadExample(run);
        entries.push_back(std::move(e));
    }
    m_model->setRuns(std::move(entries));
    m_state.metrics = lossMetricNames(runs);
    m_state.series.metric = chosenLossMetric(m_state);
    Q_EMIT stateChanged();
    m_follower->setRuns(m_logs.runs);
    Q_EMIT runsChanged(keepEntries);
    rebuildCurves();
}

void LossController::rebuildCurves() {
    m_rebuild.stop();
    for (size_t i = 0; i < m_logs.runs.size(); ++i) {
        const size_t points = lossPointCount(m_logs.runs[i], m_state.series.metric);
        m_model->setPoints(static_cast<int>(i), static_cast<qint64>(points));
    }
    Q_EMIT curvesChanged();
}

std::vector<LossCurve> LossController::curves() const {
    LossSeriesOptions options = m_state.series;
    std::vector<LossCurve> all;
    for (size_t i = 0; i < m_logs.runs.size(); ++i) {
        const LossRunEntry& entry = m_model->run(static_cast<int>(i));
        options.offset = static_cast<double>(entry.offset);
        std::vector<LossCurve> curves =
            LossSeriesBuilder::curves(m_logs.runs[i], static_cast<int>(i), options);
        const int n = static_cast<int>(curves.size());
        for (int k = 0; k < n; ++k) {
            LossCurve& c = curves[static_cast<size_t>(k)];
            c.colour = n > 1 ? SlicePalette::chunkColour(static_cast<int>(i), k, n) : entry.colour;
            c.visible = entry.visible;
            all.push_back(std::move(c));
        }
    }
    return all;
}

void LossController::setMetric(const QString& name) {
    m_state.wantedMetric = name.toStdString();
    if (hasLossMetric(m_state, m_state.wantedMetric)) {
        m_state.series.metric = m_state.wantedMetric;
        Q_EMIT stateChanged();
        rebuildCurves();
    }
}

void LossController::chooseOptions(const LossSeriesOptions& options) {
    m_state.wantedMetric.clear();
    m_state.series = options;
    m_state.series.offset = 0;
    Q_EMIT stateChanged();
    m_rebuild.start();
}

void LossController::setAxis(LossAxis axis) {
    m_state.series.axis = axis;
    Q_EMIT stateChanged();
    rebuildCurves();
}

void LossController::setSmoothing(double weight) {
    m_state.series.weight = sliderWeight(weight);
    Q_EMIT stateChanged();
    rebuildCurves();
}

void LossController::setSmoothingMethod(LossSmoothing method) {
    m_state.series.smoothing = method;
    Q_EMIT stateChanged();
    rebuildCurves();
}

void LossController::setRankMode(LossRankMode mode) {
    m_state.series.ranks = mode;
    Q_EMIT stateChanged();
    rebuildCurves();
}

void LossController::setLogY(bool on) {
    m_state.logY = on;
    Q_EMIT stateChanged();
}

void LossController::setRunVisible(int run, bool visible) {
    m_model->setVisible(run, visible);
}

void LossController::setRunOffset(int run, qint64 steps) {
    m_model->setOffset(run, steps);
    rebuildCurves();
}

void LossController::setSavedSteps(std::vector<SavedStepMark> marks, int unplaced) {
    m_state.marks = std::move(marks);
    m_state.unplacedSteps = unplaced;
    Q_EMIT stateChanged();
}

void LossController::followFiles(bool on) {
    m_follower->follow(on, m_logs.runs);
    Q_EMIT stateChanged();
}

bool LossController::isFollowing() const {
    return m_follower->isActive();
}

void LossController::onFollowUpdated(size_t r, size_t l, LogTable table) {
    LogRun& run = m_logs.runs[r];
    const bool metricsGrew = table.metrics().size() != run.logs[l].table.metrics().size();
    run.logs[l].table = std::move(table);
    m_model->setUnread(static_cast<int>(r), LossNotesText::unreadCount(run),
                       LossNotesText::unreadExample(run));
    if (metricsGrew) {
        m_state.metrics = lossMetricNames(m_logs.runs);
        m_state.series.metric = chosenLossMetric(m_state);
        Q_EMIT stateChanged();
    }
    rebuildCurves();
    Q_EMIT followUpdated();
}

QString LossController::csv() const {
    std::vector<MetricCsvRun> runs;
    for (size_t i = 0; i < m_logs.runs.size(); ++i) {
        const LossRunEntry& e = m_model->run(static_cast<int>(i));
        if (e.visible) {
            runs.push_back({&m_logs.runs[i], e.offset});
        }
    }
    return QString::fromStdString(
        lossCsv(runs, m_state.series.metric, m_state.series.smoothing, m_state.series.weight));
}
