#pragma once

#include <QLineEdit>
#include <QTimer>

// A search box that tells once typing pauses: filtering 100k rows on every key would stutter.
class FilterEdit final : public QLineEdit {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FilterEdit)

public:
    static constexpr int kDelayMs = 300;

    explicit FilterEdit(QWidget* parent = nullptr);

    void clearNow();  // clears and tells at once

Q_SIGNALS:
    void filterChanged(const QString& text);

protected:
    // A window's own shortcuts (Ctrl+E: Export) win over the line edit's editing keys.
    bool event(QEvent* event) override;

private:
    QTimer m_delay;
};
