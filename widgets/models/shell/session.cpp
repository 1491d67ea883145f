#include "widgets/models/shell/session.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>
#include <mutex>
#include <set>
#include <string_view>

#include "inspect/runloader.h"
#include "widgets/models/problems/issuelistmodel.h"

using namespace shardscope;

namespace {

// Problems of the joined run (strategy against files), shown apart from the files' own.
bool isLayoutIssue(IssueCode code) {
    return code == IssueCode::ShapeContradictsStrategy || code == IssueCode::MissingOnRanks ||
           code == IssueCode::SliceLost || code == IssueCode::NoStrategy;
}

}  // namespace

Session::Session(QObject* parent)
    : QObject(parent),
      m_issues(new IssueListModel(this)),
      m_load([](const std::string& path, const LoadOptions& options, const LoadWatch& watch) {
          return loadPath(path, options, watch);
      }) {}

Session::~Session() = default;

std::optional<Error> Session::keyNeeded(const QString& absolutePath) const {
    const Document* doc = document(absolutePath);
    if (doc == nullptr) {
        return std::nullopt;
    }
    if (doc->run && doc->run->keyError) {
        return doc->run->keyError;
    }
    if (doc->state == State::Failed && doc->error) {
        const ErrorCode code = doc->error->code;
        // A key of the wrong length or mode is an InvalidArgument, only when a key was given.
        if (code == ErrorCode::Encrypted || code == ErrorCode::WrongKey ||
            (code == ErrorCode::InvalidArgument && m_options.keyFor(absolutePath))) {
            return doc->error;
        }
    }
    return std::nullopt;
}

void Session::open(const QString& absolutePath) {
    const QString strategy = m_options.strategyFor(absolutePath);
    Document* doc = find(absolutePath);
    if (doc == nullptr) {
        m_documents.push_back(
            {absolutePath, strategy, State::Loading, nullptr, nullptr, {}, nullptr, 0, 0});
        doc = &m_documents.back();
    } else {
        *doc = {absolutePath, strategy, State::Loading, nullptr, nullptr, {}, nullptr, 0, 0};
    }
    dropPreview(absolutePath);  // a reload's layouts come again
    m_issues->removeNotices(absolutePath);
    m_issues->removeNotices(absolutePath + kLayoutSuffix);
    auto& loader = m_loaders[absolutePath];
    if (!loader) {
        loader = std::make_unique<Loader>();
        Loader* raw = loader.get();
        raw->onResult(
            [this, absolutePath](const Loaded& loaded) { onLoaded(absolutePath, loaded); });
        connect(raw, &JobBase::failed, this,
                [this, absolutePath](const Error& error) { onFailed(absolutePath, error); });
        connect(raw, &JobBase::progressChanged, this,
                [this, absolutePath] { onProgress(absolutePath); });
        connect(raw, &JobBase::finished, this, &Session::jobEnded);
        connect(raw, &JobBase::failed, this, &Session::jobEnded);
    }
    const LoadOptions options = m_options.loadOptions(absolutePath, strategy);
    const std::string path = absolutePath.toStdString();
    loader->start([path, options, load = m_load](const std::stop_token&,
                                                 const Loader::Sink& sink) -> Result<Loaded> {
        // The layouts stay in every report after them; they and the progress come from
        // different threads.
        std::mutex reporting;
        LoadProgress reported;
        LoadWatch watch;
        watch.preview = [&](RunDocument layouts) {
            auto shared = std::make_shared<const RunDocument>(std::move(layouts));
            const std::lock_guard lock(reporting);
            reported.preview = std::move(shared);
            sink(reported);
        };
        watch.progress = [&](const Progress& p) {
            const std::lock_guard lock(reporting);
            reported.done = p.done;
            reported.total = p.total;
            sink(reported);
        };
        auto model = load(path, options, watch);
        {
            // The layouts are the document's once taken (onProgress); the job keeps no copy of
            // them after it ends.
            const std::lock_guard lock(reporting);
            reported.preview.reset();
            sink(reported);
        }
        if (!model) {
            return std::move(model).error();
        }
        auto run = std::make_shared<const RunDocument>(std::move(model).value());
        auto report = std::make_shared<const InspectReport>(inspectReport(*run));
        return Loaded{std::move(run), std::move(report)};
    });
    Q_EMIT documentOpened(absolutePath);
}

void Session::close(const QString& absolutePath) {
    m_loaders.erase(absolutePath);  // a load in flight is dropped
    dropPreview(absolutePath);
    m_options.forgetKey(absolutePath);
    std::erase_if(m_documents, [&](const Document& d) { return d.path == absolutePath; });
    m_issues->removeNotices(absolutePath);
    m_issues->removeNotices(absolutePath + kLayoutSuffix);
    m_issues->removeNotices(absolutePath + kHistorySuffix);
    if (absolutePath == m_active) {
        // The views go on showing a run: the latest loaded one with ranks, else any loaded one.
        m_active.clear();
        const Document* next = nullptr;
        for (const Document& d : m_documents) {
            if (d.run &&
                (next == nullptr || d.run->rankCount() > 0 || next->run->rankCount() == 0)) {
                next = &d;
            }
        }
        if (next != nullptr) {
            m_active = next->path;
        }
        Q_EMIT activeRunChanged(next != nullptr ? next->run : nullptr);
    }
    Q_EMIT documentClosed(absolutePath);
    if (!isLoading()) {
        Q_EMIT loadingFinished();
    }
}

QStringList Session::closeWithCompanions(const QString& absolutePath) {
    QStringList closed;
    const QString inside = absolutePath + QLatin1Char('/');
    for (const QString& path : paths()) {
        if (path.startsWith(inside)) {
            close(path);
            closed << path;
        }
    }
    close(absolutePath);
    closed << absolutePath;
    return closed;
}

QString Session::displayName(const QString& path) const {
    const QFileInfo info(path);
    QString name = info.fileName().isEmpty() ? path : info.fileName();
    const bool clash = std::any_of(m_documents.begin(), m_documents.end(), [&](const Document& d) {
        return d.path != path && QFileInfo(d.path).fileName() == info.fileName();
    });
    if (clash) {
        name = info.dir().dirName() + QLatin1Char('/') + name;
    }
    return name;
}

void Session::closeAll() {
    const QStringList all = paths();
    for (const QString& path : all) {
        close(path);
    }
}

bool Session::isLoading() const {
    return std::any_of(m_documents.begin(), m_documents.end(),
                       [](const Document& d) { return d.state == State::Loading; });
}

QStringList Session::paths() const {
    QStringList out;
    for (const Document& d : m_documents) {
        out << d.path;
    }
    return out;
}

const Session::Document* Session::document(const QString& path) const {
    for (const Document& d : m_documents) {
        if (d.path == path) {
            return &d;
        }
    }
    return nullptr;
}

Session::Document* Session::find(const QString& path) {
    return const_cast<Document*>(std::as_const(*this).document(path));
}

Session::RunPtr Session::activeRun() const {
    const Document* doc = document(m_active);
    return doc ? doc->run : nullptr;
}

Session::RunPtr Session::previewRun() const {
    const Document* doc = document(m_previewPath);
    return doc ? doc->preview : nullptr;
}

std::pair<quint64, quint64> Session::ranksIndexed() const {
    std::pair<quint64, quint64> sum{0, 0};
    for (const Document& d : m_documents) {
        if (d.state == State::Loading) {
            sum.first += d.ranksIndexed;
            sum.second += d.ranksTotal;
        }
    }
    return sum;
}

void Session::setActive(const QString& path) {
    const Document* doc = document(path);
    if (doc == nullptr || !doc->run || path == m_active) {
        return;
    }
    m_active = path;
    Q_EMIT activeRunChanged(doc->run);
}

void Session::attachStrategy(const QString& run, const QString& strategy) {
    if (document(run) == nullptr) {
        return;  // closed meanwhile
    }
    m_options.setStrategyFor(run, strategy);
    open(run);
}

std::pair<int, int> Session::paramsInRun(const RunDocument& run, const RunDocument& strategy) {
    std::set<std::string_view> held;
    for (const ParamInfo& p : run.params) {
        held.insert(p.name);
    }
    std::set<std::string_view> laidOut;
    if (strategy.strategy) {
        for (const ParamLayout& l : strategy.strategy->layouts) {
            laidOut.insert(l.name);
        }
    }
    const auto inRun = std::count_if(laidOut.begin(), laidOut.end(),
                                     [&](std::string_view name) { return held.contains(name); });
    return {static_cast<int>(inRun), static_cast<int>(laidOut.size())};
}

bool Session::activeHasRanks() const {
    const RunPtr run = activeRun();
    return run && run->rankCount() > 0;
}

void Session::onProgress(const QString& path) {
    Document* doc = find(path);
    const auto loader = m_loaders.find(path);
    if (doc == nullptr || doc->state != State::Loading || loader == m_loaders.end()) {
        return;
    }
    const LoadProgress& report = loader->second->progress();
    doc->ranksIndexed = report.done;
    doc->ranksTotal = report.total;
    if (report.preview && !doc->preview) {
        doc->preview = report.preview;
        m_previewPath = path;
        Q_EMIT previewChanged(doc->preview);
    }
    Q_EMIT indexingProgressed();
}

void Session::dropPreview(const QString& path) {
    if (Document* doc = find(path)) {
        doc->preview.reset();
        doc->ranksIndexed = doc->ranksTotal = 0;
    }
    if (!m_previewPath.isEmpty() && m_previewPath == path) {
        m_previewPath.clear();
        Q_EMIT previewChanged(nullptr);
    }
}

void Session::onLoaded(const QString& path, const Loaded& loaded) {
    Document* doc = find(path);
    if (doc == nullptr) {
        return;
    }
    // The run replaces its layouts in the views (activeRunChanged) when it becomes the active
    // one; otherwise they are dropped here.
    const bool previewed = m_previewPath == path;
    doc->preview.reset();
    if (previewed) {
        m_previewPath.clear();
    }
    doc->state = State::Loaded;
    doc->run = loaded.run;
    doc->report = loaded.report;
    m_issues->setNotices(path, loaded.report->issues);
    std::vector<Issue> layout;
    for (const Issue& issue : loaded.run->issues) {
        if (isLayoutIssue(issue.code)) {
            layout.push_back(issue);
        }
    }
    m_issues->setNotices(path + kLayoutSuffix, layout);
    Q_EMIT documentLoaded(path);
    // Which document the views show: the latest run with rank files; a bare strategy or
    // checkpoint only while no such run is showing. A strategy opened while a run without one
    // is showing is offered to that run: an unrelated one attached would call every parameter
    // "outside the strategy".
    const bool hasRanks = loaded.run->rankCount() > 0;
    const RunPtr shown = activeRun();
    if (!hasRanks && activeHasRanks() && shown && !shown->strategy && loaded.run->strategy) {
        if (previewed) {
            Q_EMIT previewChanged(nullptr);
        }
        const auto [inRun, laidOut] = paramsInRun(*shown, *loaded.run);
        Q_EMIT strategyOffered(path, m_active, inRun, laidOut);
        return;
    }
    if (hasRanks || !activeHasRanks()) {
        m_active = path;
        Q_EMIT activeRunChanged(loaded.run);
    } else if (previewed) {
        Q_EMIT previewChanged(nullptr);
    }
}

void Session::onFailed(const QString& path, const Error& error) {
    dropPreview(path);  // the layouts must not stay looking like a loaded run
    if (Document* doc = find(path)) {
        doc->state = State::Failed;
        doc->error = error;
    }
    Q_EMIT documentFailed(path, error);
}

void Session::jobEnded() {
    if (!isLoading()) {
        Q_EMIT loadingFinished();
    }
}
