#pragma once

#include <QObject>
#include <QString>
#include <QTimer>
#include <functional>

class MainWindow;

// --screenshot: waits for the window's indexing jobs (their signal, not a fixed sleep), renders
// the window to a PNG and ends the event loop: status 0 when the file was written, else 1 with
// the reason on stderr.
class Screenshotter : public QObject {
    Q_OBJECT

public:
    static constexpr int kTimeoutMs = 120'000;

    Screenshotter(MainWindow* window, QString file, QObject* parent = nullptr);

    void start();
    // Called just before the window is grabbed (--timing writes its figures then).
    void setBeforeGrab(std::function<void()> call) { m_beforeGrab = std::move(call); }

private:
    void capture();
    void grabNow();
    void fail(const QString& message);

    MainWindow* m_window;
    QString m_file;
    QTimer m_timeout;
    bool m_done = false;
    bool m_grabbed = false;
    bool m_waiting = false;  // for the tensor view's statistics
    std::function<void()> m_beforeGrab;
};
