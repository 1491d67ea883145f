#include "widgets/slices/slicepainter.h"

#include <QPainter>

#include "widgets/models/slices/slicecontroller.h"
#include "widgets/models/slices/slicepalette.h"

SlicePainter::SlicePainter(const SliceGeometry& geometry, const QPalette& palette,
                           const QFont& font)
    : m_geometry(geometry), m_palette(palette), m_font(font), m_big(titleFont(font)) {}

QFont SlicePainter::titleFont(const QFont& base) {
    return SliceController::titleFont(base);
}

qreal SlicePainter::captionHeight(const QFont& font) {
    return SliceController::captionHeight(font);
}

void SlicePainter::paint(QPainter& painter, const QStringList& caption, SliceGeometry::Hit current,
                         bool focused) const {
    paintCaption(painter, caption);
    paintRulers(painter);
    for (int s = 0; s < static_cast<int>(m_geometry.slices().size()); ++s) {
        paintSlice(painter, s, current, focused);
    }
    // The whole tensor's outline last, so that it reads as one object cut into pieces.
    painter.setPen(QPen(m_palette.color(QPalette::Text), 2));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(m_geometry.tensorRect());
}

void SlicePainter::paintCaption(QPainter& painter, const QStringList& caption) const {
    const qreal x = SliceGeometry::kMargin;
    qreal y = SliceGeometry::kMargin;
    const qreal width = m_geometry.contentSize().width() - 2 * x;
    const QFontMetricsF bigFm(m_big);
    const QFontMetricsF fm(m_font);
    painter.setFont(m_big);
    painter.setPen(m_palette.color(QPalette::Text));
    painter.drawText(QRectF(x, y, width, bigFm.height()), Qt::AlignLeft | Qt::AlignVCenter,
                     bigFm.elidedText(caption.value(0), Qt::ElideMiddle, width));
    y += bigFm.height() + 4;
    painter.setFont(m_font);
    painter.setPen(m_palette.color(QPalette::PlaceholderText));
    for (qsizetype i = 1; i < caption.size() && i < 3; ++i) {
        painter.drawText(QRectF(x, y, width, fm.lineSpacing()), Qt::AlignLeft | Qt::AlignVCenter,
                         fm.elidedText(caption[i], Qt::ElideRight, width));
        y += fm.lineSpacing() + 3;
    }
}

void SlicePainter::paintRulers(QPainter& painter) const {
    const QRectF tensor = m_geometry.tensorRect();
    const QFontMetricsF fm(m_font);
    painter.setFont(m_font);
    painter.setPen(m_palette.color(QPalette::PlaceholderText));
    const auto& cols = m_geometry.colTicks();
    qreal freeX = -1e9;  // as for the rows: labels that would overlap are left out
    for (size_t i = 0; i < cols.size(); ++i) {
        const QString text = QString::number(cols[i].index);
        const qreal w = fm.horizontalAdvance(text) + 4;
        // The last tick is right-aligned to the edge, the first left-aligned: none spills over.
        const qreal x = i == 0                 ? cols[i].position
                        : i + 1 == cols.size() ? cols[i].position - w
                                               : cols[i].position - w / 2;
        const qreal lastW = fm.horizontalAdvance(QString::number(cols.back().index)) + 4;
        if (x >= freeX && (i + 1 == cols.size() || x + w <= cols.back().position - lastW)) {
            painter.drawText(QRectF(x, tensor.top() - fm.height() - 4, w, fm.height()),
                             Qt::AlignCenter, text);
            freeX = x + w;
        }
        painter.drawLine(QPointF(cols[i].position, tensor.top() - 4),
                         QPointF(cols[i].position, tensor.top()));
    }
    // Row labels that would overlap the one before are left out (the last one always shows);
    // every cut keeps its tick.
    const auto& rows = m_geometry.rowTicks();
    const qreal h = fm.height();
    qreal free = -1e9;  // where the next label may start
    for (size_t i = 0; i < rows.size(); ++i) {
        const qreal y = i == 0                 ? rows[i].position
                        : i + 1 == rows.size() ? rows[i].position - h
                                               : rows[i].position - h / 2;
        const bool last = i + 1 == rows.size();
        if (y >= free && (last || y + h <= rows.back().position - h)) {
            painter.drawText(QRectF(tensor.left() - 200 - 6, y, 200, h),
                             Qt::AlignRight | Qt::AlignVCenter, QString::number(rows[i].index));
            free = y + h;
        }
        painter.drawLine(QPointF(tensor.left() - 4, rows[i].position),
                         QPointF(tensor.left(), rows[i].position));
    }
}

void SlicePainter::paintSlice(QPainter& painter, int index, SliceGeometry::Hit current,
                              bool focused) const {
    const SliceGeometry::Slice& slice = m_geometry.slices()[static_cast<size_t>(index)];
    const int pieces = static_cast<int>(slice.chunks.size());
    const QFontMetricsF fm(m_font);
    const QFontMetricsF bigFm(m_big);
    for (int c = 0; c < pieces; ++c) {
        const SliceGeometry::Chunk& chunk = slice.chunks[static_cast<size_t>(c)];
        const SlicePalette::Key key =
            SlicePalette::key(slice.colour, m_geometry.sliceCount(), pieces > 1);
        const QColor fill = SlicePalette::chunkColour(key.colour, c, pieces);
        const QColor ink = SlicePalette::textOn(fill);
        painter.setPen(Qt::NoPen);
        painter.setBrush(fill);
        painter.drawRect(chunk.rect);
        if (key.pattern != Qt::SolidPattern) {
            painter.setBrush(QBrush(SlicePalette::patternInk(fill), key.pattern));
            painter.drawRect(chunk.rect);
        }
        if (c % 2 == 1) {
            QColor hatch = ink;
            hatch.setAlphaF(0.18f);
            painter.setBrush(QBrush(hatch, Qt::BDiagPattern));
            painter.drawRect(chunk.rect);
        }
        if (c > 0) {
            painter.setPen(QPen(ink, 1, Qt::DashLine));
            painter.setBrush(Qt::NoBrush);
            painter.drawRect(chunk.rect);
        }
        // Label: who stores it, then what it is. Lines that do not fit are left out.
        QStringList lines{SliceGeometry::ranksText(chunk.ranks, true)};
        if (pieces > 1) {
            lines << QCoreApplication::translate("SlicePainter", "optimizer piece %1/%2 of %3")
                         .arg(c + 1)
                         .arg(pieces)
                         .arg(SliceGeometry::ranksText(slice.ranks, true));
        } else if (slice.chunks.size() == 1 && m_geometry.slices().size() > 1) {
            lines << QCoreApplication::translate("SlicePainter", "slice %1").arg(index + 1);
        }
        // The ranks in the title font where it fits, else in the text font; nothing where
        // neither fits (hovering or clicking the piece still tells).
        const QRectF inner = chunk.rect.adjusted(4, 2, -4, -2);
        if (bigFm.height() + (lines.size() - 1) * fm.height() > inner.height()) {
            lines = lines.mid(0, 1);
        }
        const bool large = bigFm.height() <= inner.height();
        const qreal need =
            (large ? bigFm.height() : fm.height()) + (lines.size() - 1) * fm.height();
        if (need > inner.height()) {
            lines.clear();
        }
        qreal y = inner.center().y() - need / 2;
        painter.setPen(ink);
        for (qsizetype i = 0; i < lines.size(); ++i) {
            const QFont& f = i == 0 && large ? m_big : m_font;
            const QFontMetricsF m(f);
            painter.setFont(f);
            painter.drawText(QRectF(inner.left(), y, inner.width(), m.height()), Qt::AlignCenter,
                             m.elidedText(lines[i], Qt::ElideRight, inner.width()));
            y += m.height();
        }
        if (current.slice == index && current.chunk == c) {
            painter.setPen(QPen(m_palette.color(QPalette::Highlight), 3,
                                focused ? Qt::DotLine : Qt::SolidLine));
            painter.setBrush(Qt::NoBrush);
            // Inside the piece, however thin it is.
            const qreal inset =
                std::min<qreal>(2, std::min(chunk.rect.width(), chunk.rect.height()) / 4);
            painter.drawRect(chunk.rect.adjusted(inset, inset, -inset, -inset));
        }
    }
    // Slice borders in the background colour: a visible cut between neighbouring slices, thinner
    // on thin slices so that their colour still shows.
    const qreal border = std::min<qreal>(3, std::min(slice.rect.width(), slice.rect.height()) / 4);
    painter.setPen(QPen(m_palette.color(QPalette::Base), border));
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(slice.rect);
    painter.setFont(m_font);
}
