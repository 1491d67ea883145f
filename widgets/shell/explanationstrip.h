#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

// The sentence under the views that explains the selected parameter's split. It can be folded to
// its first line, so grids and tables below a small screen's fold get the height back.
class ExplanationStrip final : public QFrame {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExplanationStrip)

public:
    explicit ExplanationStrip(QWidget* parent = nullptr);

    void setText(const QString& text);
    QString text() const { return m_text; }
    void setCollapsed(bool collapsed);
    bool isCollapsed() const { return m_collapsed; }

protected:
    void resizeEvent(QResizeEvent* event) override;

private:
    void refresh();

    QLabel* m_label;
    QToolButton* m_toggle;
    QString m_text;
    bool m_collapsed = false;
};
