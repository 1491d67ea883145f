#pragma once

#include <QWidget>
#include <memory>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/common/columnfitter.h"

class FilterEdit;
class ParamFilterModel;
class ParametersController;
class QLabel;
class QLineEdit;
class QModelIndex;
class QToolButton;
class QTreeView;

// Every parameter of a run in a sortable table, or a tree grouped by name prefix, with
// debounced name and shape filters (syntax in paramfiltermodel.h) and a count of what shows.
// The models, filters, mode and selection are its ParametersController's; this builds the
// widgets, binds them to it, and moves, scrolls, expands and fits the rows when it says.
class ParametersView final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ParametersView)

public:
    explicit ParametersView(QWidget* parent = nullptr);
    // Bound to `controller` (owned elsewhere, outliving the view; null: one of its own).
    explicit ParametersView(ParametersController* controller, QWidget* parent = nullptr);
    ~ParametersView() override;

    ParametersController* controller() const { return m_controller; }

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    int currentParam() const;  // index into RunDocument::params; -1 when none or a group row
    std::vector<int> selectedParams() const;  // every selected parameter, ascending
    // The filter hides the parameter the other views show (it stays selected, and comes back).
    bool isSelectionHidden() const;
    // Selects and scrolls to the parameter, clearing the filters when they hide it.
    void selectParam(int index);
    void selectParamByName(const QString& name);

    bool isTreeMode() const;
    // Switches the controller's rows, keeping the selected parameter.
    void setTreeMode(bool tree);
    int visibleParamCount() const;  // parameters that pass the filters
    QString countText() const;
    QTreeView* treeView() const { return m_view; }
    ParamFilterModel* filterModel() const;
    QLineEdit* nameFilter() const;

Q_SIGNALS:
    void currentParamChanged(int paramIndex);
    void selectionCountChanged(int count);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void buildToolBar(QWidget* bar);
    void bindController();
    // The controller's news: a run, the rows switched, a filter.
    void showRun();
    void showTreeMode(bool tree);
    void showFilter();
    void showValidity(QLineEdit* edit, const QString& problem);
    void updateCount();
    void fitColumns();
    void widenNameColumn(const QModelIndex& parent);
    ColumnFitter::Options fitOptions() const;
    void expandForFilter();

    ParametersController* m_controller;
    QTreeView* m_view = nullptr;
    FilterEdit* m_nameEdit = nullptr;
    FilterEdit* m_shapeEdit = nullptr;
    QToolButton* m_regexButton = nullptr;
    QToolButton* m_flatButton = nullptr;
    QToolButton* m_treeButton = nullptr;
    QLabel* m_countLabel = nullptr;
    bool m_fitWhenShown = false;  // a run came while another tab was in front
};
