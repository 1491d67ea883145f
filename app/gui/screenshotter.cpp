#include "screenshotter.h"

#include <QApplication>
#include <QPixmap>
#include <cstdio>

#include "widgets/shell/inspectorpanel.h"
#include "widgets/shell/mainwindow.h"

Screenshotter::Screenshotter(MainWindow* window, QString file, QObject* parent)
    : QObject(parent), m_window(window), m_file(std::move(file)) {
    m_timeout.setSingleShot(true);
    m_timeout.setInterval(kTimeoutMs);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        fail(QStringLiteral("timed out after %1 s waiting for indexing").arg(kTimeoutMs / 1000));
    });
}

void Screenshotter::start() {
    if (!m_window->isIndexing()) {
        QTimer::singleShot(0, this, &Screenshotter::capture);
        return;
    }
    connect(m_window, &MainWindow::indexingFinished, this, &Screenshotter::capture,
            Qt::QueuedConnection);
    m_timeout.start();
}

void Screenshotter::capture() {
    if (m_done || m_waiting || m_window->isIndexing()) {
        return;
    }
    m_done = true;
    m_timeout.stop();
    if (const QString problem = m_window->showOverview(); !problem.isEmpty()) {
        m_done = false;
        fail(problem);
        return;
    }
    // The tensor view computes its statistics in the background: shoot once they are shown.
    InspectorPanel* panel = m_window->inspector();
    if (panel->isComputing()) {
        m_done = false;  // so that the timeout can still fail it
        m_waiting = true;
        // Another view may settle first (the tensor statistics of the first parameter while
        // the doctor still checks): shoot only once nothing shown is computing.
        connect(
            panel, &InspectorPanel::settled, this,
            [this, panel] {
                if (!panel->isComputing()) {
                    grabNow();
                }
            },
            Qt::QueuedConnection);
        m_timeout.start();
        return;
    }
    grabNow();
}

void Screenshotter::grabNow() {
    if (m_grabbed) {
        return;
    }
    m_grabbed = true;
    m_done = true;
    m_timeout.stop();
    // Let pending layout and polish events settle so that the grab shows the final geometry,
    // and run the deferred deletes processEvents() leaves alone: a chart that was laid out
    // again deletes its old axes' items with deleteLater(), which a grab would still draw.
    for (int round = 0; round < 2; ++round) {
        QApplication::processEvents();
        QApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    if (m_beforeGrab) {
        m_beforeGrab();
    }
    const QPixmap shot = m_window->grab();
    if (shot.isNull() || !shot.save(m_file, "PNG")) {
        m_done = false;
        fail(QStringLiteral("cannot write %1").arg(m_file));
        return;
    }
    QApplication::exit(0);
}

void Screenshotter::fail(const QString& message) {
    if (m_done) {
        return;
    }
    m_done = true;
    std::fputs(qPrintable(QStringLiteral("shardscope: screenshot failed: ") + message + u'\n'),
               stderr);
    QApplication::exit(1);
}
