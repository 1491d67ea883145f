#pragma once

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>

#include "util/progress.h"
#include "util/result.h"
#include "util/translatenoop.h"
#include "widgets/models/common/jobbase.h"

// Runs one background task at a time: parameters in (captured by the work function), a
// Result<T> out, handed to the result handler on the thread that owns the runner. Progress of
// type P (shardscope::Progress or a struct deriving from it) is polled every kPollMs, so the
// worker never touches this object, which may be gone before it ends. start() replaces a running
// task (its result is dropped by generation); cancel() stops it; an exception in the work
// becomes an Error (ErrorCode::Internal) instead of terminating the app.
template <class T, class P = shardscope::Progress>
class JobRunner final : public JobBase {
public:
    using Sink = std::function<void(const P&)>;
    using Work = std::function<shardscope::Result<T>(std::stop_token, const Sink&)>;
    using Handler = std::function<void(T)>;

    explicit JobRunner(QObject* parent = nullptr) : JobBase(parent) {}
    ~JobRunner() override = default;

    void onResult(Handler handler) { m_handler = std::move(handler); }
    void start(Work work);
    // The latest progress the worker reported (as polled; default P before the first).
    const P& progress() const { return m_latest; }

private:
    struct Shared {
        std::mutex lock;
        P progress;
    };

    void takeProgress() override {
        if (m_shared) {
            std::lock_guard<std::mutex> guard(m_shared->lock);
            m_latest = m_shared->progress;
        }
    }

    Handler m_handler;
    std::shared_ptr<Shared> m_shared;
    P m_latest{};
};

template <class T, class P>
void JobRunner<T, P>::start(Work work) {
    const std::shared_ptr<JobBase::Progress> base = begin();
    const quint64 generation = this->generation();
    auto shared = std::make_shared<Shared>();
    m_shared = shared;
    m_latest = P{};
    // Heap-held: GCC 12 misreads an optional<Result<T>> emplaced here (-Wfree-nonheap-object).
    auto outcome = std::make_shared<std::unique_ptr<shardscope::Result<T>>>();
    auto* watcher = new QFutureWatcher<void>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation, outcome] {
        watcher->deleteLater();
        if (!end(generation, *outcome && (*outcome)->ok()) || !*outcome) {
            return;
        }
        shardscope::Result<T>& result = **outcome;
        if (!result) {
            fail(result.error());
            return;
        }
        if (m_handler) {
            m_handler(std::move(result).value());
        }
        succeed();
    });
    QFuture<void> future =
        QtConcurrent::run(pool(), [work = std::move(work), base, shared, outcome] {
            const Sink sink = [&base, &shared](const P& p) {
                {
                    std::lock_guard<std::mutex> guard(shared->lock);
                    shared->progress = p;
                }
                base->done.store(p.done, std::memory_order_relaxed);
                base->total.store(p.total, std::memory_order_relaxed);
                base->changed.store(true);
            };
            try {
                *outcome =
                    std::make_unique<shardscope::Result<T>>(work(base->stop.get_token(), sink));
            } catch (const std::exception& e) {
                *outcome = std::make_unique<shardscope::Result<T>>(shardscope::makeError(
                    shardscope::ErrorCode::Internal,
                    QT_TRANSLATE_NOOP("ErrorMessage", "unexpected failure: {error}"),
                    {{"error", e.what()}}));
            } catch (...) {
                *outcome = std::make_unique<shardscope::Result<T>>(shardscope::makeError(
                    shardscope::ErrorCode::Internal,
                    QT_TRANSLATE_NOOP("ErrorMessage", "unexpected failure"), {}));
            }
        });
    watcher->setFuture(future);
    track(future);
}
