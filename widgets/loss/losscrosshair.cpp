#include "widgets/loss/losscrosshair.h"

#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsTextItem>
#include <QPen>
#include <algorithm>

#include "widgets/common/withalpha.h"

namespace {

constexpr double kGap = 12;  // between the line and the label

}  // namespace

LossCrosshair::LossCrosshair(QGraphicsItem* chart)
    : m_line(new QGraphicsLineItem(chart)),
      m_box(new QGraphicsRectItem(chart)),
      m_text(new QGraphicsTextItem(m_box)) {
    m_line->setZValue(20);
    m_box->setZValue(21);
    hide();
}

void LossCrosshair::setPalette(const QPalette& palette) {
    m_line->setPen(QPen(withAlpha(palette.color(QPalette::Text), 0.45), 1, Qt::DashLine));
    m_box->setBrush(withAlpha(palette.color(QPalette::ToolTipBase), 0.94));
    m_box->setPen(QPen(palette.color(QPalette::Mid)));
    m_text->setDefaultTextColor(palette.color(QPalette::ToolTipText));
}

void LossCrosshair::show(double px, const QRectF& area, const QString& html) {
    if (px < area.left() - 0.5 || px > area.right() + 0.5) {
        hide();
        return;
    }
    m_line->setLine(px, area.top(), px, area.bottom());
    m_line->show();
    m_text->setHtml(html);
    const QRectF text = m_text->boundingRect();
    m_box->setRect(0, 0, text.width(), text.height());
    double left = px + kGap;
    if (left + text.width() > area.right()) {
        left = px - kGap - text.width();
    }
    m_box->setPos(std::max(left, area.left()), area.top() + 6);
    m_box->show();
}

void LossCrosshair::hide() {
    m_line->hide();
    m_box->hide();
}
