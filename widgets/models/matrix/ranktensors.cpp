#include "widgets/models/matrix/ranktensors.h"

#include <QFileInfo>

#include "formats/shapetext.h"
#include "inspect/rundocument.h"
#include "widgets/models/common/sizetext.h"

using namespace shardscope;

RankTensors RankTensors::of(const RunDocument* run, int rank) {
    RankTensors list;
    if (run == nullptr || rank < 0 || rank >= run->rankCount()) {
        return list;
    }
    list.rank = rank;
    const auto& file = run->files[static_cast<size_t>(rank)];
    if (!file) {
        list.title =
            QCoreApplication::translate("InspectorPanel", "Rank %1: no readable checkpoint")
                .arg(rank);
        return list;
    }
    list.readable = true;
    list.path = QString::fromStdString(file->path());
    list.title = QCoreApplication::translate("InspectorPanel", "Rank %1: %2")
                     .arg(rank)
                     .arg(QFileInfo(list.path).fileName());
    list.bytes = SizeText::bytes(file->index().tensorBytes());
    list.rows.reserve(file->index().tensors.size());
    for (const TensorEntry& t : file->index().tensors) {
        list.rows.push_back({QString::fromStdString(t.name),
                             QString::fromStdString(shapeText(t.shape)), SizeText::bytes(t.bytes)});
    }
    return list;
}
