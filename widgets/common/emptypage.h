#pragma once

#include <QWidget>

// What the window shows before anything is open: what it can read and how to open it.
class EmptyPage : public QWidget {
    Q_OBJECT

public:
    explicit EmptyPage(QWidget* parent = nullptr);
};
