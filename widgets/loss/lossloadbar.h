#pragma once

#include <QWidget>

class QLabel;
class QProgressBar;

// The loss view's line while logs are read: bytes read of all, a bar, and Cancel.
class LossLoadBar final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossLoadBar)

public:
    explicit LossLoadBar(QWidget* parent = nullptr);

    void start();  // shows itself at 0
    void setProgress(quint64 done, quint64 total);

Q_SIGNALS:
    void cancelRequested();

private:
    QProgressBar* m_bar;
    QLabel* m_text;
};
