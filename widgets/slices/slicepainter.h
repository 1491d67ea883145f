#pragma once

#include <QFont>
#include <QPalette>
#include <QStringList>

#include "widgets/models/slices/slicegeometry.h"

class QPainter;

// Paints the slice view in content coordinates: caption, index rulers, slices with their
// optimizer pieces and rank labels. Odd pieces are hatched too, so shade is not the only cue.
class SlicePainter {
public:
    SlicePainter(const SliceGeometry& geometry, const QPalette& palette, const QFont& font);

    static QFont titleFont(const QFont& base);
    // Caption lines drawn above the tensor; the geometry reserves room for them.
    static qreal captionHeight(const QFont& font);

    void paint(QPainter& painter, const QStringList& caption, SliceGeometry::Hit current,
               bool focused) const;

private:
    void paintCaption(QPainter& painter, const QStringList& caption) const;
    void paintRulers(QPainter& painter) const;
    void paintSlice(QPainter& painter, int index, SliceGeometry::Hit current, bool focused) const;

    const SliceGeometry& m_geometry;
    const QPalette& m_palette;
    QFont m_font;
    QFont m_big;
};
