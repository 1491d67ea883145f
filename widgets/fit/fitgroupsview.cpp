#include "widgets/fit/fitgroupsview.h"

#include <QHeaderView>
#include <QItemSelectionModel>

#include "widgets/models/fit/fitgroupsmodel.h"
#include "widgets/models/fit/fittexts.h"

using namespace shardscope;

FitGroupsView::FitGroupsView(QWidget* parent)
    : QTreeView(parent), m_model(new FitGroupsModel(this)) {
    setObjectName(QStringLiteral("fitGroups"));
    setModel(m_model);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setAlternatingRowColors(true);
    QHeaderView* header = this->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setSectionResizeMode(FitGroupsModel::Ranks, QHeaderView::Stretch);
    const QFontMetrics fm = fontMetrics();
    const auto widthOf = [&fm](const QString& text) { return fm.horizontalAdvance(text) + 24; };
    const auto headerText = [this](int column) {
        return m_model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    };
    header->resizeSection(FitGroupsModel::Kind,
                          widthOf(FitTexts::groupKind(GroupKind::ModelParallel)));
    header->resizeSection(FitGroupsModel::Stage, widthOf(headerText(FitGroupsModel::Stage)));
    header->resizeSection(FitGroupsModel::Collective,
                          widthOf(FitTexts::collective("all-gather + reduce-scatter")));
    header->resizeSection(FitGroupsModel::Bytes, widthOf(headerText(FitGroupsModel::Bytes)));
    header->resizeSection(
        FitGroupsModel::Time,
        widthOf(FitGroupsModel::tr("%1 between hosts").arg(FitTexts::seconds(0.1798))));
    setToolTip(tr("Select a group to ring its cards."));
    connect(selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this] { Q_EMIT chosenChanged(chosenRanks()); });
}

void FitGroupsView::setGroups(std::vector<StepGroup> groups) {
    m_model->setGroups(std::move(groups));
    Q_EMIT chosenChanged({});
}

std::vector<int> FitGroupsView::chosenRanks() const {
    const QModelIndex current = currentIndex();
    if (!current.isValid() || current.row() >= m_model->rowCount()) {
        return {};
    }
    return m_model->group(current.row()).ranks;
}
