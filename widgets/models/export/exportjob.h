#pragma once

#include <QElapsedTimer>
#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QTimer>
#include <atomic>
#include <memory>
#include <mutex>
#include <optional>
#include <stop_token>
#include <string>
#include <utility>
#include <vector>

#include "export/exportrequest.h"
#include "util/error.h"

// Runs shardscope::runExport (the code behind `shardscope-cli export`) on a worker thread.
// Progress is polled from shared state every 100 ms, so the worker never touches this object;
// the outcome comes back by value through exactly one of finished(), failed() or cancelled(),
// on the thread that owns the job. The exporter removes its partial files when it sees the
// stop, and the destructor waits for that, so nothing half written outlives the window.
class ExportJob : public QObject {
    Q_OBJECT

public:
    struct Progress {
        quint64 done = 0;  // content bytes written
        quint64 total = 0;
        int tensor = 0;  // 1-based number of the tensor being written; 0 before the first
        int tensors = 0;
        QString name;
        double bytesPerSecond = 0;  // over the last few seconds; 0 until there is a rate
        double secondsLeft = -1;    // -1 until there is a rate
    };

    explicit ExportJob(shardscope::ExportRequest request, QObject* parent = nullptr);
    ~ExportJob() override;

    void start();
    void cancel();
    bool isRunning() const { return m_watcher.isRunning(); }
    bool isCancelling() const { return m_shared->stop.stop_requested(); }
    const shardscope::ExportRequest& request() const { return m_request; }
    // Wall time of the run, once it has ended.
    double seconds() const { return m_seconds; }

Q_SIGNALS:
    void progress(const ExportJob::Progress& progress);
    void finished(const shardscope::ExportResult& result);
    void failed(const shardscope::Error& error);
    void cancelled();

private:
    struct Shared {
        std::stop_source stop;
        std::atomic<quint64> done{0};
        std::atomic<quint64> total{0};
        std::atomic<size_t> tensor{0};
        std::atomic<size_t> tensors{0};
        std::atomic<bool> begun{false};
        std::mutex nameLock;  // the name is the one field atomics cannot carry
        std::string name;
    };
    struct Outcome {
        std::optional<shardscope::ExportResult> result;
        std::optional<shardscope::Error> error;
        double seconds = 0;
    };

    void poll();
    void deliver();

    shardscope::ExportRequest m_request;
    std::shared_ptr<Shared> m_shared = std::make_shared<Shared>();
    QFutureWatcher<Outcome> m_watcher;
    QTimer m_poll;
    QElapsedTimer m_clock;
    std::vector<std::pair<qint64, quint64>> m_samples;  // (ms, done) for the rate
    quint64 m_lastDone = ~quint64{0};
    size_t m_lastTensor = ~size_t{0};
    double m_seconds = 0;
};
