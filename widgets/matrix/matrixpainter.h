#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QPalette>
#include <QRectF>
#include <vector>

#include "widgets/models/matrix/matrixgeometry.h"
#include "widgets/models/matrix/matrixtexts.h"

class QPainter;

// Paints the device-matrix view in content coordinates: the caption, the axis legend, the
// panels with their headers, and the rank cells. State comes in; nothing is remembered.
class MatrixPainter {
public:
    struct State {
        int rowAxis = -1;
        int colAxis = -1;
        int current = -1;  // keyboard focus, drawn when `focused`
        bool focused = false;
        int hover = -1;           // its cell and every rank with the same bytes are outlined
        std::vector<int> marked;  // ranks drawn with a ring: moved slices, ranks read
        QRectF visible;           // content rectangle in view; empty: paint everything
        const std::vector<QRectF>* serverFrames = nullptr;  // ServerFrames::of, cached
    };

    MatrixPainter(const MatrixGeometry& geometry, const MatrixTexts& texts, const QPalette& palette,
                  const QFont& font);

    static QFont titleFont(const QFont& base);  // the caption's and the rank number's
    // The caption's title as it fits `width`: one line, or, too wide, two: the parameter with its
    // shape (the name losing its middle if need be), then what follows "  ·  " (ranks = stages
    // × matrix), never cut unless it alone is too wide.
    static QStringList titleLines(const QString& title, const QFontMetricsF& fm, qreal width);

    void paint(QPainter& painter, const State& state) const;

private:
    void paintHeader(QPainter& painter) const;
    void paintPanels(QPainter& painter, const State& state) const;
    void paintServers(QPainter& painter, const std::vector<QRectF>& frames) const;
    // `outlined`: the hovered rank and every rank holding the same bytes.
    void paintCell(QPainter& painter, int rank, const State& state, bool outlined,
                   bool marked) const;
    void paintCellText(QPainter& painter, int rank, const QRectF& cell, const QColor& ink) const;
    void paintSpanLabels(QPainter& painter, const State& state) const;

public:
    // "r<last rank>": whether the numbers fit is decided on it, every card alike.
    QString widestRankLabel() const;
    // Cards of `cell`'s size too narrow for the widest number but tall enough for a line: every
    // k-th column is named across k cards (a power of two); 0: each card names itself, or none.
    int spanLabelStep(const QRectF& cell) const;

private:
    const MatrixGeometry& m_geometry;
    const MatrixTexts& m_texts;
    const QPalette& m_palette;
    QFont m_font;
    QFont m_big;
};
