#pragma once

#include <QWidget>

class QPushButton;

// "Use step N" and "Copy --step N" for the step History recommends, where the user reads the
// recommendation (a click on a column opens a step too, but nothing says so).
class StepActions final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StepActions)

public:
    explicit StepActions(QWidget* parent = nullptr);

    // The step the buttons act on; empty hides them. `open`: the window shows it already.
    void setStep(const QString& name, bool open);
    QString step() const { return m_step; }
    QPushButton* useButton() const { return m_use; }
    QPushButton* copyButton() const { return m_copy; }
    // What "Copy --step" puts on the clipboard: "--step NAME".
    static QString stepOption(const QString& name);
    static void copyStep(const QString& name);

Q_SIGNALS:
    void useRequested(const QString& step);

private:
    QString m_step;
    QPushButton* m_use;
    QPushButton* m_copy;
};
