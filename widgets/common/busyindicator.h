#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

// The status bar's "Indexing N paths…" with a running bar; hidden while nothing is indexing.
class BusyIndicator : public QWidget {
    Q_OBJECT

public:
    explicit BusyIndicator(QWidget* parent = nullptr);

    void setPending(int paths);

private:
    QLabel* m_label;
    QProgressBar* m_bar;
};
