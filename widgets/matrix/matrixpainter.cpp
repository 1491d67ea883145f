#include "widgets/matrix/matrixpainter.h"

#include <QPainter>
#include <algorithm>
#include <bit>
#include <climits>
#include <cmath>
#include <map>

#include "widgets/common/stagecolors.h"
#include "widgets/models/matrix/serverframes.h"
#include "widgets/models/slices/slicepalette.h"

namespace {

// Cells smaller than this are painted as plain rectangles, without rounding or text.
constexpr qreal kPlainCellSide = 10;

QFont bold(QFont font) {
    font.setBold(true);
    return font;
}

// Label every k-th header when the headers are closer than a label needs.
size_t labelStride(const std::vector<QRectF>& headers, qreal needed, bool horizontal) {
    if (headers.size() < 2) {
        return 1;
    }
    const qreal pitch =
        horizontal ? headers[1].left() - headers[0].left() : headers[1].top() - headers[0].top();
    if (pitch <= 0) {
        return headers.size();
    }
    // A power of two: device axes are, so the labels fall on the matrix's own blocks (every 8th
    // of 16 columns, not every 9th).
    return std::bit_ceil(static_cast<size_t>(std::max(1.0, std::ceil(needed / pitch))));
}

}  // namespace

MatrixPainter::MatrixPainter(const MatrixGeometry& geometry, const MatrixTexts& texts,
                             const QPalette& palette, const QFont& font)
    : m_geometry(geometry),
      m_texts(texts),
      m_palette(palette),
      m_font(font),
      m_big(titleFont(font)) {}

QFont MatrixPainter::titleFont(const QFont& base) {
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 1.25);
    font.setBold(true);
    return font;
}

QStringList MatrixPainter::titleLines(const QString& title, const QFontMetricsF& fm, qreal width) {
    if (fm.horizontalAdvance(title) <= width) {
        return {title};
    }
    const QString separator = QStringLiteral("  ·  ");
    const qsizetype at = title.lastIndexOf(separator);
    const QString tail = at > 0 ? title.mid(at + separator.size()) : QString();
    if (tail.isEmpty() || fm.horizontalAdvance(tail) > width) {
        return {fm.elidedText(title, Qt::ElideMiddle, width)};
    }
    // The name, elided in the middle, and its shape whole.
    const QString head = title.left(at);
    const qsizetype space = head.lastIndexOf(QLatin1Char(' '));
    const QString shape = space > 0 ? head.mid(space) : QString();
    const qreal nameRoom = width - fm.horizontalAdvance(shape);
    const QString first =
        nameRoom >= 6 * fm.averageCharWidth()
            ? fm.elidedText(head.left(head.size() - shape.size()), Qt::ElideMiddle, nameRoom) +
                  shape
            : fm.elidedText(head, Qt::ElideMiddle, width);
    return {first, tail};
}

void MatrixPainter::paint(QPainter& painter, const State& state) const {
    paintHeader(painter);
    paintPanels(painter, state);
    std::vector<char> outlined(static_cast<size_t>(m_geometry.rankCount()), 0);
    if (state.hover >= 0 && state.hover < m_geometry.rankCount()) {
        outlined[static_cast<size_t>(state.hover)] = 1;
        for (int rank : m_texts.sameSlice(state.hover)) {
            if (rank >= 0 && rank < m_geometry.rankCount()) {
                outlined[static_cast<size_t>(rank)] = 1;
            }
        }
    }
    std::vector<char> marked(static_cast<size_t>(m_geometry.rankCount()), 0);
    for (int rank : state.marked) {
        if (rank >= 0 && rank < m_geometry.rankCount()) {
            marked[static_cast<size_t>(rank)] = 1;
        }
    }
    for (int rank = 0; rank < m_geometry.rankCount(); ++rank) {
        const QRectF cell = m_geometry.cellRect(rank).adjusted(-4, -4, 4, 4);
        if (state.visible.isEmpty() || state.visible.intersects(cell)) {
            paintCell(painter, rank, state, outlined[static_cast<size_t>(rank)] != 0,
                      marked[static_cast<size_t>(rank)] != 0);
        }
    }
    paintSpanLabels(painter, state);
    if (state.serverFrames != nullptr) {
        paintServers(painter, *state.serverFrames);
    } else {
        paintServers(painter, ServerFrames::of(m_geometry, m_texts));
    }
}

void MatrixPainter::paintServers(QPainter& painter, const std::vector<QRectF>& frames) const {
    if (frames.empty()) {
        return;
    }
    QColor ink = m_palette.color(QPalette::Text);
    ink.setAlpha(150);
    painter.setPen(QPen(ink, 1.5));
    painter.setBrush(Qt::NoBrush);
    const QSizeF gap = m_geometry.cellGap();
    for (const QRectF& frame : frames) {
        const QRectF around =
            frame.adjusted(-gap.width() / 2, -gap.height() / 2, gap.width() / 2, gap.height() / 2);
        const qreal radius = std::min<qreal>(8, std::min(around.width(), around.height()) / 4);
        painter.drawRoundedRect(around, radius, radius);
    }
}

void MatrixPainter::paintHeader(QPainter& painter) const {
    const QStringList caption = m_texts.caption();
    const QFont big = m_big;
    const qreal x = MatrixGeometry::kMargin;
    qreal y = MatrixGeometry::kMargin;
    const qreal width = m_geometry.contentSize().width() - 2 * x;
    painter.setPen(m_palette.color(QPalette::Text));
    painter.setFont(big);
    const QFontMetricsF bigFm(big);
    // The lines the geometry made room for: decided at the width the view fits.
    const qreal fit = m_geometry.params().viewport.width() - 2 * x;
    for (const QString& line : titleLines(caption.value(0), bigFm, std::min(width, fit))) {
        painter.drawText(QRectF(x, y, width, bigFm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         line);
        y += bigFm.height();
    }
    y += 4;
    painter.setFont(m_font);
    painter.setPen(m_palette.color(QPalette::PlaceholderText));
    const QFontMetricsF fm(m_font);
    for (qsizetype line = 1; line < caption.size(); ++line) {
        painter.drawText(QRectF(x, y, width, fm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                         fm.elidedText(caption[line], Qt::ElideRight, width));
        y += fm.height();
    }
    painter.setPen(m_palette.color(QPalette::Text));
    for (int axis = 0; axis < static_cast<int>(m_texts.devMatrix().size()); ++axis) {
        const QRectF chip = m_geometry.legendRect(axis).adjusted(0, 2, 0, -2);
        painter.setBrush(m_palette.color(QPalette::AlternateBase));
        painter.setPen(m_palette.color(QPalette::Mid));
        painter.drawRoundedRect(chip, chip.height() / 2, chip.height() / 2);
        painter.setPen(m_palette.color(QPalette::Text));
        painter.drawText(chip, Qt::AlignCenter, m_texts.legend(axis));
    }
}

void MatrixPainter::paintPanels(QPainter& painter, const State& state) const {
    const MatrixGeometry& geo = m_geometry;
    const QFont boldFont = bold(m_font);
    for (const MatrixGeometry::Panel& panel : geo.panels()) {
        const QRectF title = panel.title.adjusted(0, 0, 0, -4);
        if (m_texts.stages() > 1) {
            painter.setPen(Qt::NoPen);
            painter.setBrush(StageColors::color(panel.stage, m_palette));
            painter.drawRoundedRect(QRectF(title.left(), title.top() + 3, 6, title.height() - 6), 3,
                                    3);
        }
        painter.setPen(m_palette.color(QPalette::Text));
        painter.setFont(boldFont);
        const QRectF titleText = title.adjusted(12, 0, 0, 0);
        painter.drawText(titleText, Qt::AlignLeft | Qt::AlignVCenter,
                         QFontMetricsF(boldFont).elidedText(m_texts.panelTitle(panel),
                                                            Qt::ElideRight, titleText.width()));
        painter.setFont(m_font);
        painter.setPen(m_palette.color(QPalette::PlaceholderText));
        // Shrunk cells: every k-th header, so that the labels never overlap.
        const QFontMetricsF fm(m_font);
        if (state.colAxis >= 0 && !panel.colHeaders.empty()) {
            const auto count = static_cast<int64_t>(panel.colHeaders.size());
            const qreal widest = fm.horizontalAdvance(m_texts.header(state.colAxis, count - 1));
            const size_t every = labelStride(panel.colHeaders, widest + 8, true);
            for (size_t c = 0; c < panel.colHeaders.size(); c += every) {
                const QRectF& header = panel.colHeaders[c];
                painter.drawText(QRectF(header.center().x() - widest / 2 - 4, header.top(),
                                        widest + 8, header.height()),
                                 Qt::AlignCenter,
                                 m_texts.header(state.colAxis, static_cast<int64_t>(c)));
            }
        }
        if (state.rowAxis >= 0 && !panel.rowHeaders.empty()) {
            const size_t every = labelStride(panel.rowHeaders, fm.height(), false);
            for (size_t r = 0; r < panel.rowHeaders.size(); r += every) {
                const QRectF& header = panel.rowHeaders[r];
                painter.drawText(QRectF(header.left(), header.center().y() - fm.height(),
                                        header.width(), 2 * fm.height()),
                                 Qt::AlignRight | Qt::AlignVCenter,
                                 m_texts.header(state.rowAxis, static_cast<int64_t>(r)));
            }
        }
    }
}

void MatrixPainter::paintCell(QPainter& painter, int rank, const State& state, bool outlined,
                              bool marked) const {
    const QRectF cell = m_geometry.cellRect(rank).adjusted(0.5, 0.5, -0.5, -0.5);
    const qreal side = std::min(cell.width(), cell.height());
    const qreal radius = std::min<qreal>(6, side / 4);
    const qreal ring = std::clamp<qreal>(side / 4, 1.5, 3);
    const auto colour = m_texts.colour(rank);
    const auto key = m_texts.key(rank);
    const bool holds = m_texts.holds(rank) && (colour || !m_texts.param());
    QColor fill = StageColors::color(rank / m_texts.devices(), m_palette);
    if (key) {
        fill = key->colour;
    }
    // Saved with remove_redundancy in another rank's file: its slice's colour, faded, dashed.
    const bool elsewhere = !holds && colour && m_texts.holderElsewhere(rank) >= 0;
    if (elsewhere) {
        fill = QColor::fromRgbF((fill.redF() + 2 * m_palette.color(QPalette::Base).redF()) / 3,
                                (fill.greenF() + 2 * m_palette.color(QPalette::Base).greenF()) / 3,
                                (fill.blueF() + 2 * m_palette.color(QPalette::Base).blueF()) / 3);
    } else if (!holds) {
        fill = m_palette.color(QPalette::Window);
    }
    const QColor ink =
        holds ? SlicePalette::textOn(fill) : m_palette.color(QPalette::PlaceholderText);
    // A few pixels wide: no dashes, which would read as noise at that size.
    QPen border(holds ? fill.darker(130) : m_palette.color(QPalette::Mid), 1,
                holds || side < 12 ? Qt::SolidLine : Qt::DashLine);
    if (elsewhere) {
        border.setColor(key->colour.darker(120));
    }
    // Past the colours, the slice's hatching: from the card's corner, so that every card of a
    // slice shows the same lines however small.
    const Qt::BrushStyle pattern = key && (holds || elsewhere) ? key->pattern : Qt::SolidPattern;
    const auto hatch = [&](const QRectF& area, qreal corner) {
        if (pattern != Qt::SolidPattern) {
            painter.save();
            painter.setBrushOrigin(area.topLeft());
            painter.setPen(Qt::NoPen);
            painter.setBrush(QBrush(SlicePalette::patternInk(fill), pattern));
            painter.drawRoundedRect(area, corner, corner);
            painter.restore();
        }
    };
    if (outlined) {
        border = QPen(m_palette.color(QPalette::Text), ring);
    }
    // A few pixels a side (thousands of cards fitted to the window): a rounded outline would
    // not show, and filling plain rectangles keeps the first paint of 4,096 cards short.
    if (side < kPlainCellSide && !outlined && !marked && rank != state.current) {
        if (side >= 3) {
            painter.fillRect(cell, border.color());
            painter.fillRect(cell.adjusted(1, 1, -1, -1), fill);
            hatch(cell.adjusted(1, 1, -1, -1), 0);
        } else {
            painter.fillRect(cell, fill);  // no room for an outline
        }
        return;
    }
    painter.setPen(border);
    painter.setBrush(fill);
    painter.drawRoundedRect(cell, radius, radius);
    hatch(cell, radius);
    if (marked) {
        painter.setPen(QPen(m_palette.color(QPalette::Highlight), ring));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cell.adjusted(-2.5, -2.5, 2.5, 2.5), radius + 2, radius + 2);
        painter.setBrush(fill);
    }
    if (rank == state.current && state.focused) {
        painter.setPen(QPen(m_palette.color(QPalette::Highlight), ring, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cell.adjusted(-3, -3, 3, 3), radius + 2, radius + 2);
    }
    paintCellText(painter, rank, cell, ink);
}

void MatrixPainter::paintCellText(QPainter& painter, int rank, const QRectF& cell,
                                  const QColor& ink) const {
    if (cell.height() < QFontMetricsF(m_font).height()) {
        return;  // not even the rank number fits: its lines are not worth making
    }
    const QStringList lines = m_texts.cellLines(rank);
    if (lines.isEmpty()) {
        return;
    }
    const auto colour = m_texts.colour(rank);
    const QFontMetricsF bigFm(m_big);
    const QFontMetricsF fm(m_font);
    const bool bar = colour && colour->chunks > 1;
    const QRectF inner = cell.adjusted(6, 0, -6, 0);
    const qreal textH = bigFm.height() + (lines.size() - 1) * fm.height() + (bar ? 10 : 0);
    painter.setPen(ink);
    // Shrunk below the size the labels were measured for: the rank number alone where it fits,
    // in the big font if it can, nothing where it does not (the tooltip has the rest).
    // Whether a number fits is decided on the run's widest one, so that every card or none is
    // named (not r0-r9 alone); spanLabelStep() names every k-th card where none fits.
    if (cell.height() < textH + 2 || cell.width() < 0.8 * m_geometry.params().minCell.width()) {
        const QString widest = widestRankLabel();
        const bool big = cell.height() >= bigFm.height() + 4 &&
                         cell.width() >= bigFm.horizontalAdvance(widest) + 8;
        if (big ||
            (cell.height() >= fm.height() && cell.width() >= fm.horizontalAdvance(widest) + 4)) {
            painter.setFont(big ? m_big : m_font);
            painter.drawText(cell, Qt::AlignCenter, lines[0]);
            painter.setFont(m_font);
        }
        return;
    }
    qreal y = cell.center().y() - textH / 2;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QFontMetricsF& m = i == 0 ? bigFm : fm;
        painter.setFont(i == 0 ? m_big : m_font);
        painter.drawText(QRectF(inner.left(), y, inner.width(), m.height()), Qt::AlignCenter,
                         m.elidedText(lines[i], Qt::ElideRight, inner.width()));
        y += m.height();
    }
    if (bar) {
        // The optimizer pieces of this slice, the rank's own filled: "which part do I update".
        const qreal w = std::min<qreal>(inner.width(), 14.0 * colour->chunks);
        const qreal segment = w / colour->chunks;
        const qreal left = cell.center().x() - w / 2;
        painter.setPen(QPen(ink, 1));
        for (int c = 0; c < colour->chunks; ++c) {
            painter.setBrush(c == colour->chunk ? QBrush(ink) : QBrush(Qt::NoBrush));
            painter.drawRect(QRectF(left + c * segment + 1, y + 3, segment - 2, 6));
        }
    }
    painter.setFont(m_font);
}

QString MatrixPainter::widestRankLabel() const {
    return QStringLiteral("r%1").arg(std::max(0, m_geometry.rankCount() - 1));
}

int MatrixPainter::spanLabelStep(const QRectF& cell) const {
    const QFontMetricsF fm(m_font);
    const qreal widest = fm.horizontalAdvance(widestRankLabel()) + 4;
    if (cell.height() < fm.height() || cell.width() >= widest) {
        return 0;  // too low for a line of text, or every card holds its own number
    }
    const qreal gap = m_geometry.cellGap().width();
    for (int k = 2; k <= 64; k *= 2) {
        if (k * cell.width() + (k - 1) * gap >= widest) {
            return k;
        }
    }
    return 0;
}

void MatrixPainter::paintSpanLabels(QPainter& painter, const State& state) const {
    // Cards too narrow for their numbers: every k-th column's card is named across the k cards
    // from it, on a plate, after every card is drawn (issue 34 #18: only r0-r9 were named).
    if (m_geometry.rankCount() == 0) {
        return;
    }
    const int k = spanLabelStep(m_geometry.cellRect(0));
    if (k == 0) {
        return;
    }
    const QFontMetricsF fm(m_font);
    const qreal gap = m_geometry.cellGap().width();
    painter.setFont(m_font);
    QColor plate = m_palette.color(QPalette::Base);
    plate.setAlphaF(0.85);
    for (int rank = 0; rank < m_geometry.rankCount(); ++rank) {
        if (m_geometry.gridPosition(rank).x() % k != 0) {
            continue;
        }
        const QRectF cell = m_geometry.cellRect(rank);
        const QString label = QStringLiteral("r%1").arg(rank);
        const qreal span =
            std::min(k * cell.width() + (k - 1) * gap, fm.horizontalAdvance(label) + 4);
        const QRectF at(cell.left(), cell.center().y() - fm.height() / 2, span, fm.height());
        if (!state.visible.isEmpty() && !state.visible.intersects(at)) {
            continue;
        }
        painter.fillRect(at, plate);
        painter.setPen(m_palette.color(QPalette::Text));
        painter.drawText(at, Qt::AlignCenter, label);
    }
}
