#pragma once

#include <QLineEdit>
#include <QString>

// The device matrix's inline editor of an axis name, laid over the axis' legend entry: Enter
// (or the focus leaving it) names the axis, Escape cancels; either way it hides and hands the
// focus back to the view. An empty name is no name.
class AxisNameEditor final : public QLineEdit {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(AxisNameEditor)

public:
    // Over `viewport` (the view's), handing the focus back to `view`.
    AxisNameEditor(QWidget* viewport, QWidget* view);

    // Opens over `at` with the axis' current name selected.
    void edit(int axis, const QString& name, const QRect& at);

Q_SIGNALS:
    // Trimmed, not empty; possibly the name the axis had.
    void named(int axis, const QString& name);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void commit();

    QWidget* m_view;
    int m_axis = -1;
};
