#pragma once

#include <QAbstractScrollArea>

class QSlider;
class QToolButton;

// The base of the painted views that can be larger than the window (the device matrix, the
// slice map, the History grid). Zoom 1 fits the content in the window; Ctrl+wheel zooms around
// the pointer, + - 0 (with or without Ctrl) from the keyboard, and a small bar in the corner
// zooms and fits with the mouse. Subclasses lay out for the viewport and the zoom in
// layoutContent(), paint in content coordinates translated by scrollOffset(), and answer
// toolTipAt() for hover details.
class ZoomableView : public QAbstractScrollArea {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ZoomableView)

public:
    static constexpr qreal kZoomStep = 1.25;

    explicit ZoomableView(QWidget* parent = nullptr);

    qreal zoom() const { return m_zoom; }
    void setZoom(qreal zoom);
    // Zooms by `factor`, keeping the content under the viewport point where it is.
    void zoomAround(qreal factor, const QPointF& viewportPoint);
    qreal minZoom() const { return m_minZoom; }
    qreal maxZoom() const { return m_maxZoom; }
    QWidget* zoomBar() const { return m_bar; }
    QSizeF contentSize() const { return m_content; }

Q_SIGNALS:
    void zoomChanged(qreal zoom);

protected:
    // What stays under the pointer while zooming: an item of the content (a card, a cell) and
    // where in it, or else a content point scaled with the content.
    struct ZoomAnchor {
        int item = -1;
        QPointF inItem;  // fraction of the item's rectangle
        QPointF content;
    };

    // Lays the content out for the viewport and zoom(); returns its size in logical pixels.
    virtual QSizeF layoutContent() = 0;
    // The hover text at a content point; empty for none.
    virtual QString toolTipAt(const QPointF& contentPoint) const;

    virtual ZoomAnchor anchorAt(const QPointF& contentPoint) const;
    // Where the anchor is in the content as it is laid out now.
    virtual QPointF anchorPoint(const ZoomAnchor& anchor, const QSizeF& contentBefore) const;

    // The zoom range; call from layoutContent(). The bar hides when there is nothing to zoom.
    void setZoomRange(qreal minZoom, qreal maxZoom);
    // Lays out again (layoutContent), updates the scroll bars and the bar, repaints.
    void relayout();
    QPointF scrollOffset() const;
    QPointF toContent(const QPointF& viewportPoint) const;
    // The room the content has at zoom 1: the viewport less the strip of the zoom bar.
    QSizeF fitSize() const;
    // Scrolls as little as needed so that a content rectangle is in view.
    void ensureVisible(const QRectF& contentRect, qreal margin = 8);

    void resizeEvent(QResizeEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    bool viewportEvent(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    bool roomForBar() const;
    void placeBar();
    void syncBar();
    void retranslate();

    qreal m_zoom = 1;
    QSizeF m_content;
    qreal m_minZoom = 1;
    qreal m_maxZoom = 1;
    QWidget* m_bar;
    QToolButton* m_out;
    QSlider* m_slider;
    QToolButton* m_in;
    QToolButton* m_fit;
};
