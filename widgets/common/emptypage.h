#pragma once

#include <QWidget>

// What the window shows before anything is open: what it can read and how to open it.
class EmptyPage final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(EmptyPage)

public:
    explicit EmptyPage(QWidget* parent = nullptr);

Q_SIGNALS:
    // "Try the Playground": plan a split of a network without any file.
    void playgroundRequested();
};
