#pragma once

#include <QAbstractItemModel>
#include <QStringList>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/models/parameters/paramtablemodel.h"

// A run's parameters grouped by dotted name prefix, layer by layer:
// backbone > blocks > 0 > attention > dense1.weight. A leaf keeps the last two parts of its name
// (module and attribute) unless the module part is a number (a list index), which becomes a group.
// Group rows show how many parameters lie below them, their bytes, and how many need attention;
// leaves have ParamTableModel's columns and roles. The grouping is built in one pass when the run
// is set (set it only when the tree is shown); cells are computed when asked for.
class ParamTreeModel final : public QAbstractItemModel {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParamTreeModel)

public:
    enum Role { GroupCountRole = Qt::UserRole + 50 };  // int: parameters below a group row

    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;

    explicit ParamTreeModel(QObject* parent = nullptr);

    void setRunDocument(RunPtr run);
    const RunPtr& runDocument() const { return m_run; }
    QModelIndex indexOfParam(int param) const;  // column 0; invalid when out of range
    int groupCount() const;
    void setStatusIcons(const ParamTableModel::StatusIcons& icons) { m_icons = icons; }

    // "dense1.weight" of "backbone.blocks.0.attention.dense1.weight": where the leaf starts.
    static qsizetype leafStart(const QString& name);

    QModelIndex index(int row, int column, const QModelIndex& parent = {}) const override;
    QModelIndex parent(const QModelIndex& child) const override;
    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;

private:
    struct Node {
        int parent = -1;  // node 0 is the invisible root
        int row = 0;      // among the parent's children
        int param = -1;   // a leaf's parameter; -1 for a group
        QString label;
        std::vector<int> children;
        int count = 0;  // parameters below a group
        int problems = 0;
        int worstStatus = 0;
        int minStage = 0;
        int maxStage = 0;
        quint64 perRank = 0;
        quint64 total = 0;
    };

    int nodeOf(const QModelIndex& index) const;
    int addNode(int parent, const QString& label, int param);
    void addToGroups(int leaf, const shardscope::ParamInfo& p);
    QString groupPath(int node) const;
    QVariant groupData(const Node& node, int nodeIndex, int column, int role) const;

    RunPtr m_run;
    std::vector<Node> m_nodes;
    std::vector<int> m_leafOf;  // by parameter index
    QStringList m_names;
    ParamTableModel::StatusIcons m_icons;
};
