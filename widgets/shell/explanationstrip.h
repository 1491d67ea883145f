#pragma once

#include <QFrame>

class QLabel;
class QToolButton;

namespace shardscope {
struct RunDocument;
}

// The sentence under the views that explains the selected parameter's split. It can be folded to
// its first line, so grids and tables below a small screen's fold get the height back.
class ExplanationStrip final : public QFrame {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ExplanationStrip)

public:
    explicit ExplanationStrip(QWidget* parent = nullptr);

    void setText(const QString& text);
    // How the strategy cuts parameter `param` of `run` (ExplainText), after a line naming it
    // when `selected` parameters are selected; a prompt to select one when there is none (-1).
    // The words are the inspector's (translation context InspectorPanel).
    void explainParam(const shardscope::RunDocument* run, int param, int selected);
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
