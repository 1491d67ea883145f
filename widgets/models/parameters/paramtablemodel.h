#pragma once

#include <QAbstractTableModel>
#include <QIcon>
#include <QStringList>
#include <memory>

#include "inspect/rundocument.h"

// Every parameter of a run, one row each in RunDocument::params order (row == parameter index).
// Cells are computed when asked for; only the names are kept, for filtering and look-ups.
class ParamTableModel final : public QAbstractTableModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParamTableModel)

public:
    enum Column {
        NameColumn,
        StageColumn,
        GlobalShapeColumn,
        LocalShapeColumn,
        DtypeColumn,
        PerRankColumn,
        TotalColumn,
        SplitColumn,
        StatusColumn,
        ColumnCount
    };
    // ParamTreeModel answers the same roles.
    enum Role {
        SortRole = Qt::UserRole + 1,  // numbers as numbers: bytes, shapes by element count
        ParamIndexRole,               // int: index into RunDocument::params; -1 on group rows
        StatusRole,                   // int(shardscope::ParamStatus)
        ShapeRole,                    // QList<qint64>: the global shape
        NameRole,                     // QString: the full dotted name the filter matches
    };

    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;
    // Set by the view, which knows the style: this layer draws nothing.
    struct StatusIcons {
        QIcon warning;  // statuses that break conversion
        QIcon info;     // not in the strategy: normal for learning_rate, global_step and the like
    };

    explicit ParamTableModel(QObject* parent = nullptr);

    void setRunDocument(RunPtr run);
    const RunPtr& runDocument() const { return m_run; }
    int paramCount() const { return static_cast<int>(m_names.size()); }
    QString paramName(int param) const { return m_names.value(param); }
    const QStringList& paramNames() const { return m_names; }
    int findParam(const QString& name) const;  // the first with that name; -1 when none
    void setStatusIcons(const StatusIcons& icons) { m_icons = icons; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

    // One parameter's cell, for this model and for ParamTreeModel's leaves.
    static QVariant paramData(const shardscope::RunDocument& run, int param, int column, int role,
                              const StatusIcons& icons);
    // A status that needs attention; a parameter only missing from the strategy is copied as is.
    static bool isProblem(shardscope::ParamStatus status);
    static QString columnTitle(int column);
    static QVariant columnAlignment(int column);
    static QString bytesText(quint64 bytes);
    static qint64 elementCount(const std::vector<int64_t>& shape);

private:
    // The split in the device matrix's axis names (mp, dp), as the matrix and the slices say it.
    static QString text(const shardscope::RunDocument& run, const shardscope::ParamInfo& p,
                        int column);
    static QVariant sortKey(const shardscope::RunDocument& run, const shardscope::ParamInfo& p,
                            int column);
    static QString toolTip(const shardscope::RunDocument& run, const shardscope::ParamInfo& p,
                           int column);

    RunPtr m_run;
    QStringList m_names;
    StatusIcons m_icons;
};
