#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <vector>

#include "inspect/rundocument.h"
#include "widgets/models/slices/slicegeometry.h"

// The words for a slice of a parameter: NumPy-style index notation, and what a click on a slice
// explains: its index ranges and where each holder's file keeps its bytes.
class SliceDetails {
    Q_DECLARE_TR_FUNCTIONS(SliceDetails)

public:
    // "[4:6, :]": a dimension taken whole is ":", as Python users write it.
    static QString notation(const shardscope::Box& box, const std::vector<int64_t>& shape);
    // Plain text, one fact per line. `chunk` -1: the model slice and all its pieces.
    static QString text(const shardscope::RunDocument& run, const shardscope::ParamInfo& param,
                        const SliceGeometry::Slice& slice, int chunk);
    // "rank_5/synth.ckpt: bytes 1 024 – 1 120 (96 B)", or why there is nothing to say.
    static QString fileText(const shardscope::RunDocument& run, const std::string& tensor,
                            int rank);
};
