#include "common/appicon.h"

#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPixmap>

QPixmap AppIcon::pixmap(int size) {
    QPixmap pixmap(size, size);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(size / 64.0, size / 64.0);

    QLinearGradient background(0, 0, 0, 64);
    background.setColorAt(0, QColor(0x1f, 0x6f, 0xb2));
    background.setColorAt(1, QColor(0x12, 0x3f, 0x73));
    p.setPen(Qt::NoPen);
    p.setBrush(background);
    p.drawRoundedRect(QRectF(2, 2, 60, 60), 12, 12);

    const QColor shard(0xe8, 0xf1, 0xfb);
    const QColor lifted(0xff, 0xb3, 0x47);
    const qreal cell = 16;
    const qreal gap = 3;
    for (int r = 0; r < 2; ++r) {
        for (int c = 0; c < 2; ++c) {
            const bool isLifted = r == 0 && c == 1;
            QRectF rect(10 + c * (cell + gap), 10 + r * (cell + gap), cell, cell);
            if (isLifted) {
                rect.translate(4, -3);
            }
            p.setBrush(isLifted ? lifted : shard);
            p.drawRoundedRect(rect, 3, 3);
        }
    }

    // The lens over the lower-right corner.
    p.setBrush(QColor(255, 255, 255, 60));
    p.setPen(QPen(QColor(0xff, 0xff, 0xff), 4.5));
    p.drawEllipse(QPointF(40, 40), 11, 11);
    p.setPen(QPen(QColor(0xff, 0xff, 0xff), 6, Qt::SolidLine, Qt::RoundCap));
    p.drawLine(QPointF(48.5, 48.5), QPointF(55, 55));
    return pixmap;
}

QIcon AppIcon::icon() {
    QIcon icon;
    for (const int size : {16, 24, 32, 48, 64, 128, 256}) {
        icon.addPixmap(pixmap(size));
    }
    return icon;
}
