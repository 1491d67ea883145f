#pragma once

#include <QString>
#include <QtGlobal>

#include "convert/conversionplan.h"

// The disk space where a conversion would be written: counted on the destination folder itself
// when it exists, else on its nearest existing parent (where it will be made).
class DestinationSpace {
public:
    // The folder itself when it exists, else its nearest existing parent; empty when none is.
    static QString existingFolder(QString path);
    // Free bytes at `destination`; -1 when unknown (no destination, or no existing parent).
    static qint64 freeBytes(const QString& destination);
    // `freeBytes` (-1: unknown, taken as enough) holds what `plan` writes.
    static bool enough(qint64 freeBytes, const shardscope::ConversionPlan& plan);
};
