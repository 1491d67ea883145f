#pragma once

#include <QPoint>

#include "widgets/slices/sliceview.h"

// The centre of a slice's chunk as the view lays it out (content coordinates): where a test
// clicks it.
inline QPoint sliceChunkCentre(const SliceView& view, int slice, int chunk) {
    return view.geometry()
        ->slices()[static_cast<size_t>(slice)]
        .chunks[static_cast<size_t>(chunk)]
        .rect.center()
        .toPoint();
}
