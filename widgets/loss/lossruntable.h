#pragma once

#include <QTableView>

class LossRunListModel;

// The runs of the loss view: a check box and colour swatch per run, its logs, points and unread
// lines, and the step offset (double-click to edit). A context menu shows one run alone, all
// runs, or removes a run.
class LossRunTable final : public QTableView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossRunTable)

public:
    explicit LossRunTable(LossRunListModel* model, QWidget* parent = nullptr);

    QSize sizeHint() const override;

Q_SIGNALS:
    void removeRequested(int row);

protected:
    void contextMenuEvent(QContextMenuEvent* event) override;

private:
    LossRunListModel* m_model;
};
