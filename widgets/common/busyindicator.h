#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

// The status bar's "Indexing N paths…" with a running bar; hidden while nothing is indexing.
class BusyIndicator final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(BusyIndicator)

public:
    explicit BusyIndicator(QWidget* parent = nullptr);

    void setPending(int paths);

private:
    QLabel* m_label;
    QProgressBar* m_bar;
};
