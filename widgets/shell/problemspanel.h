#pragma once

#include <QWidget>

class QAbstractItemModel;
class QModelIndex;
class QStackedWidget;
class QTreeView;

// The problems dock's contents: the notice list, or a quiet line when there is nothing to say.
class ProblemsPanel final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProblemsPanel)

public:
    explicit ProblemsPanel(QAbstractItemModel* notices, QWidget* parent = nullptr);

    QTreeView* view() const { return m_view; }

Q_SIGNALS:
    void noticeActivated(const QModelIndex& index);

private:
    void updatePage();

    QAbstractItemModel* m_notices;
    QStackedWidget* m_stack;
    QTreeView* m_view;
};
