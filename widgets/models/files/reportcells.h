#pragma once

#include <QCoreApplication>
#include <QString>
#include <QVariant>

#include "inspect/inspectreport.h"

// The words and sort keys of InspectModel's cells, one report at a time. Children are addressed
// by row: tensors of a checkpoint, layouts of a strategy, ranks of a run.
class ReportCells {
    Q_DECLARE_TR_FUNCTIONS(ReportCells)

public:
    static int childCount(const shardscope::InspectReport& report);

    static QString reportText(const shardscope::InspectReport& report, int column);
    static QString reportToolTip(const shardscope::InspectReport& report);
    static QVariant reportBytes(const shardscope::InspectReport& report);

    static QString childName(const shardscope::InspectReport& report, int row);
    static QString childText(const shardscope::InspectReport& report, int row, int column);
    static QVariant childSortKey(const shardscope::InspectReport& report, int row, int column);
    static QVariant childBytes(const shardscope::InspectReport& report, int row);
    static QString childToolTip(const shardscope::InspectReport& report, int row, int column);
    static bool childIsBroken(const shardscope::InspectReport& report, int row);

    static QString bytesText(quint64 bytes);
    static QString tensorMapText(const shardscope::ParamLayout& layout);
    static QString indexingText() { return tr("Indexing…"); }

private:
    static QString tensorText(const shardscope::InspectReport& report,
                              const shardscope::TensorEntry& tensor, int column);
    static QString layoutText(const shardscope::ParamLayout& layout, int column);
    static QString rankText(const shardscope::InspectReport& report,
                            const shardscope::RankReport& rank, int column);
    static QString crcText(shardscope::CrcState state);
};
