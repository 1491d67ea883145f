#include "matrix/matrixpainter.h"

#include <QPainter>
#include <algorithm>

#include "common/stagecolors.h"
#include "models/slices/slicepalette.h"

namespace {

QFont bold(QFont font) {
    font.setBold(true);
    return font;
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

void MatrixPainter::paint(QPainter& painter, const State& state) const {
    paintHeader(painter);
    paintPanels(painter, state);
    for (int rank = 0; rank < m_geometry.rankCount(); ++rank) {
        paintCell(painter, rank, state);
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
    painter.drawText(QRectF(x, y, width, bigFm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     bigFm.elidedText(caption.value(0), Qt::ElideMiddle, width));
    y += bigFm.height() + 4;
    painter.setFont(m_font);
    painter.setPen(m_palette.color(QPalette::PlaceholderText));
    painter.drawText(QRectF(x, y, width, QFontMetricsF(m_font).height()),
                     Qt::AlignLeft | Qt::AlignVCenter, caption.value(1));
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
        painter.drawText(title.adjusted(12, 0, 0, 0), Qt::AlignLeft | Qt::AlignVCenter,
                         m_texts.panelTitle(panel));
        painter.setFont(m_font);
        painter.setPen(m_palette.color(QPalette::PlaceholderText));
        for (size_t c = 0; c < panel.colHeaders.size() && state.colAxis >= 0; ++c) {
            painter.drawText(panel.colHeaders[c], Qt::AlignCenter,
                             m_texts.header(state.colAxis, static_cast<int64_t>(c)));
        }
        for (size_t r = 0; r < panel.rowHeaders.size() && state.rowAxis >= 0; ++r) {
            painter.drawText(panel.rowHeaders[r], Qt::AlignRight | Qt::AlignVCenter,
                             m_texts.header(state.rowAxis, static_cast<int64_t>(r)));
        }
    }
}

void MatrixPainter::paintCell(QPainter& painter, int rank, const State& state) const {
    const QRectF cell = m_geometry.cellRect(rank).adjusted(0.5, 0.5, -0.5, -0.5);
    const auto colour = m_texts.colour(rank);
    const bool holds = m_texts.holds(rank) && (colour || !m_texts.param());
    QColor fill = StageColors::color(rank / m_texts.devices(), m_palette);
    if (colour) {
        fill = SlicePalette::chunkColour(colour->slice, colour->chunk, colour->chunks);
    }
    if (!holds) {
        fill = m_palette.color(QPalette::Window);
    }
    const QColor ink =
        holds ? SlicePalette::textOn(fill) : m_palette.color(QPalette::PlaceholderText);
    QPen border(holds ? fill.darker(130) : m_palette.color(QPalette::Mid), 1,
                holds ? Qt::SolidLine : Qt::DashLine);
    const auto group = state.hover >= 0 ? m_texts.sameSlice(state.hover) : std::vector<int>{};
    if (rank == state.hover || std::find(group.begin(), group.end(), rank) != group.end()) {
        border = QPen(m_palette.color(QPalette::Text), 3);
    }
    painter.setPen(border);
    painter.setBrush(fill);
    painter.drawRoundedRect(cell, 6, 6);
    if (std::find(state.marked.begin(), state.marked.end(), rank) != state.marked.end()) {
        painter.setPen(QPen(m_palette.color(QPalette::Highlight), 3));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cell.adjusted(-2.5, -2.5, 2.5, 2.5), 8, 8);
        painter.setBrush(fill);
    }
    if (rank == state.current && state.focused) {
        painter.setPen(QPen(m_palette.color(QPalette::Highlight), 3, Qt::DotLine));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cell.adjusted(-3, -3, 3, 3), 8, 8);
    }
    const QStringList lines = m_texts.cellLines(rank);
    const QFont big = m_big;
    const QFontMetricsF bigFm(big);
    const QFontMetricsF fm(m_font);
    const bool bar = colour && colour->chunks > 1;
    const qreal textH = bigFm.height() + (lines.size() - 1) * fm.height() + (bar ? 10 : 0);
    qreal y = cell.center().y() - textH / 2;
    const QRectF inner = cell.adjusted(6, 0, -6, 0);
    painter.setPen(ink);
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QFontMetricsF& m = i == 0 ? bigFm : fm;
        painter.setFont(i == 0 ? big : m_font);
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
