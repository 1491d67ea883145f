#pragma once

#include <QWidget>

// What the loss view shows before any log is open: what it reads and how to open it.
class LossEmptyPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossEmptyPage)

public:
    explicit LossEmptyPage(QWidget* parent = nullptr);

Q_SIGNALS:
    void openRequested();
};
