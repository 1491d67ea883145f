#pragma once

#include <QSortFilterProxyModel>
#include <QString>

// The problems of one run at a time (issue 34 #19): those of the document the views show, of
// the documents inside its folder (its strategy files), and of its joined view and history
// (Session::kLayoutSuffix, kHistorySuffix). With no run shown, every problem.
class RunIssueFilter final : public QSortFilterProxyModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(RunIssueFilter)

public:
    explicit RunIssueFilter(QObject* parent = nullptr);

    void setRun(const QString& path);
    QString run() const { return m_run; }

protected:
    bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;

private:
    QString m_run;
};
