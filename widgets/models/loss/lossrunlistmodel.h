#pragma once

#include <QAbstractTableModel>
#include <QColor>
#include <QString>
#include <vector>

// What the run table shows of one loaded run.
struct LossRunEntry {
    QString name;
    QString path;
    QColor colour;
    bool visible = true;
    qint64 offset = 0;      // global steps added to the run's steps
    qint64 points = 0;      // of the chosen metric, over every log of the run
    int logs = 0;           // rank logs (1 for a single file)
    qint64 unread = 0;      // lines that looked like progress but gave no point
    QString unreadExample;  // the first of them, worded for a tooltip
};

// The loaded runs: name with colour swatch and a visibility check box, logs, points, unread
// lines, and an editable offset in global steps (to line a resumed run up with the run it
// continues). The view owns the data; the model reports the user's edits.
class LossRunListModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LossRunListModel)

public:
    enum Column { NameColumn, LogsColumn, PointsColumn, UnreadColumn, OffsetColumn, ColumnCount };
    enum Role {
        SortRole = Qt::UserRole + 1,  // numbers as numbers
        ColourRole,                   // QColor of the run
        PathRole,                     // QString: the file or folder the run was read from
    };

    explicit LossRunListModel(QObject* parent = nullptr);

    void setRuns(std::vector<LossRunEntry> runs);
    const std::vector<LossRunEntry>& runs() const { return m_runs; }
    const LossRunEntry& run(int row) const { return m_runs[static_cast<size_t>(row)]; }
    void setVisible(int row, bool visible);
    void setOffset(int row, qint64 offset);
    void setPoints(int row, qint64 points);
    void setUnread(int row, qint64 unread, const QString& example);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex& index, const QVariant& value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex& index) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void visibilityChanged(int row, bool visible);
    void offsetChanged(int row, qint64 offset);

private:
    bool validRow(int row) const { return row >= 0 && row < rowCount(); }
    void changed(int row, int column);

    std::vector<LossRunEntry> m_runs;
};
