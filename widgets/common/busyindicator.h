#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

// The status bar's "Indexing N paths…" with a running bar, or "Reading the rank files: N of M…"
// with how far once the rank files are counted; hidden while nothing is indexing.
class BusyIndicator final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BusyIndicator)

public:
    explicit BusyIndicator(QWidget* parent = nullptr);

    void setPending(int paths);
    // Rank files indexed of all, over the paths pending (total 0: not counted yet).
    void setRankFiles(quint64 done, quint64 total);

private:
    void refresh();

    QLabel* m_label;
    QProgressBar* m_bar;
    int m_paths = 0;
    quint64 m_done = 0;
    quint64 m_total = 0;
};
