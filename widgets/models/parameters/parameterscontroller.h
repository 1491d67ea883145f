#pragma once

#include <QModelIndex>
#include <QObject>
#include <QString>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/models/parameters/paramtablemodel.h"

class ParamFilterModel;
class ParamTreeModel;
class QItemSelectionModel;

// The Parameters tab's state (issue 32 §3): the open run in a table model and, grouped only once
// the tree is first shown, a tree model; the name and shape filters (and whether they are valid)
// over whichever is shown; the selection over the filter, the parameter the other views show and
// the count of what shows. ParametersView builds the widgets and binds them to it; a test drives
// it with no view, or hands the view a stand-in that records what the view asks of it.
//
// The view owns what only a view can do: moving its current row (QAbstractItemView keeps its own
// anchor for Shift-click), scrolling, expanding and fitting its columns. It does so when told
// (runChanged, treeModeChanged, filterChanged), and reports back with syncCurrent().
class ParametersController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParametersController)

public:
    using RunPtr = std::shared_ptr<const shardscope::RunDocument>;
    // Filters that leave fewer parameters than this open the whole tree: what matched is what
    // the user wants to see.
    static constexpr int kExpandAllBelow = 500;

    explicit ParametersController(QObject* parent = nullptr);
    ~ParametersController() override;

    // The models the view shows: filterModel() over tableModel(), or over treeModel() in tree
    // mode; selectionModel() over filterModel().
    ParamTableModel* tableModel() const { return m_table; }
    ParamTreeModel* treeModel() const { return m_tree; }
    ParamFilterModel* filterModel() const { return m_filter; }
    QItemSelectionModel* selectionModel() const { return m_selection; }
    // Follows selectionModel() again, after whoever else follows it now: a view that shows the
    // selection calls it, so that it has scrolled to a new current row before the other views
    // hear of it (and a row they select in turn is not scrolled away from).
    void followSelection();
    // Set by the view, which knows the style.
    void setStatusIcons(const ParamTableModel::StatusIcons& icons);

    void setRunDocument(RunPtr run);
    const RunPtr& runDocument() const;
    int paramCount() const;
    int findParam(const QString& name) const;  // the first with that name; -1 when none

    // Tree or flat rows. The tree is grouped the first time it is shown, not with every run.
    bool isTreeMode() const { return m_treeMode; }
    virtual void setTreeMode(bool tree);
    // The parameter's row in filterModel(); invalid when out of range or filtered out.
    QModelIndex indexOf(int param) const;

    // The filters (syntax in paramfiltermodel.h); each change is told with filterChanged().
    virtual void setNameFilter(const QString& text);
    virtual void setShapeFilter(const QString& text);
    virtual void setRegexMode(bool on);
    // Why a filter matches nothing at all (not a regular expression, not a shape pattern);
    // empty while it is valid.
    QString nameProblem() const;
    QString shapeProblem() const;
    bool isFiltering() const;
    // A tree narrowed by a filter to fewer than kExpandAllBelow parameters opens whole.
    bool opensWholeTree() const;
    int visibleParamCount() const;  // parameters that pass the filters
    // "119 parameters", "12 of 119 parameters", or with " · the filter hides the selected …".
    virtual QString countText() const;

    int currentParam() const;  // the current row's parameter; -1 when none or a group row
    std::vector<int> selectedParams() const;  // every selected parameter, ascending
    // The parameter the other views show (the last currentParamChanged); -1 when none.
    int shownParam() const { return m_shown; }
    // The filter hides the parameter the other views show (it stays selected, and comes back).
    bool isSelectionHidden() const;
    // The view moved its current row by itself (a new mode, a parameter selected): the other
    // views follow. After a filter, a current row the filter took away is not followed.
    void syncCurrent();
    void syncCurrentAfterFilter();

Q_SIGNALS:
    void currentParamChanged(int paramIndex);
    void selectionCountChanged(int count);
    void runChanged();                // a new run: the view expands, counts and fits again
    void treeModeChanged(bool tree);  // told while the rows are switched: the view lays out
    void filterChanged();             // a filter changed: the view shows it and counts again

private:
    void onCurrentChanged(const QModelIndex& current);

    ParamTableModel* m_table;
    ParamTreeModel* m_tree;
    ParamFilterModel* m_filter;
    QItemSelectionModel* m_selection;
    bool m_treeMode = false;
    bool m_treeStale = true;   // the tree is grouped only once it is first shown
    bool m_switching = false;  // a new run or mode, not the user, moved the current row
    bool m_filtering = false;  // a filter change, not the user, moved the current row
    int m_shown = -1;
};
