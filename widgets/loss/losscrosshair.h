#pragma once

#include <QPalette>
#include <QRectF>
#include <QString>

class QGraphicsItem;
class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsTextItem;

// The loss chart's crosshair: a dashed vertical line over the plot and a label beside it (on
// the side with room), drawn above the series. The items belong to the chart item.
class LossCrosshair {
public:
    explicit LossCrosshair(QGraphicsItem* chart);

    void setPalette(const QPalette& palette);
    // At x = px in chart coordinates over `area`, with the label's rich text.
    void show(double px, const QRectF& area, const QString& html);
    void hide();

private:
    QGraphicsLineItem* m_line;
    QGraphicsRectItem* m_box;
    QGraphicsTextItem* m_text;
};
