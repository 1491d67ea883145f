#pragma once

#include <QWidget>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/common/columnfitter.h"

class FilterEdit;
class ParamFilterModel;
class ParamTableModel;
class ParamTreeModel;
class QLabel;
class QLineEdit;
class QModelIndex;
class QToolButton;
class QTreeView;

// Every parameter of a run in a sortable table, or a tree grouped by name prefix, with
// debounced name and shape filters (syntax in paramfiltermodel.h) and a count of what shows.
class ParametersView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParametersView)

public:
    explicit ParametersView(QWidget* parent = nullptr);

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    int currentParam() const;  // index into RunDocument::params; -1 when none or a group row
    std::vector<int> selectedParams() const;  // every selected parameter, ascending
    // The filter hides the parameter the other views show (it stays selected, and comes back).
    bool isSelectionHidden() const;
    // Selects and scrolls to the parameter, clearing the filters when they hide it.
    void selectParam(int index);
    void selectParamByName(const QString& name);

    bool isTreeMode() const { return m_treeMode; }
    void setTreeMode(bool tree);
    int visibleParamCount() const;  // parameters that pass the filters
    QString countText() const;
    QTreeView* treeView() const { return m_view; }
    ParamFilterModel* filterModel() const { return m_filter; }
    QLineEdit* nameFilter() const;

Q_SIGNALS:
    void currentParamChanged(int paramIndex);
    void selectionCountChanged(int count);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildToolBar(QWidget* bar);
    void applyNameFilter(const QString& text);
    void applyShapeFilter(const QString& text);
    void afterFilter();
    void showValidity(QLineEdit* edit, bool valid, const QString& problem);
    void updateCount();
    void fitColumns();
    void widenNameColumn(const QModelIndex& parent);
    ColumnFitter::Options fitOptions() const;
    void expandForFilter();
    void onCurrentChanged(const QModelIndex& current);
    QModelIndex sourceIndexOf(int param) const;

    ParamTableModel* m_table = nullptr;
    ParamTreeModel* m_tree = nullptr;
    ParamFilterModel* m_filter = nullptr;
    QTreeView* m_view = nullptr;
    FilterEdit* m_nameEdit = nullptr;
    FilterEdit* m_shapeEdit = nullptr;
    QToolButton* m_regexButton = nullptr;
    QToolButton* m_flatButton = nullptr;
    QToolButton* m_treeButton = nullptr;
    QLabel* m_countLabel = nullptr;
    bool m_treeMode = false;
    bool m_treeStale = true;  // the tree is grouped only once it is first shown
    bool m_switching = false;
    bool m_fitWhenShown = false;  // a run came while another tab was in front
    int m_lastEmitted = -1;
    bool m_filtering = false;  // a filter change, not the user, moved the current row
};
