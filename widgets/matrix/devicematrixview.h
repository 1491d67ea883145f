#pragma once

#include <QStringList>
#include <memory>
#include <optional>

#include "widgets/common/zoomableview.h"
#include "widgets/matrix/axisnameeditor.h"
#include "widgets/models/matrix/matrixcards.h"
#include "widgets/models/matrix/matrixgeometry.h"

class MatrixController;

namespace shardscope {
struct RunDocument;
}

// The ranks of a run as a grid over two device-matrix axes, one small multiple per pipeline
// stage and per value of the other axes. Without a parameter cells are coloured by stage; with
// one, by the slice each rank holds (same colour = replicas), shaded by optimizer piece. At
// zoom 1 every card fits the window (a thousand cards become a few pixels each); zooming in
// brings back the labels. It paints and lays out what its MatrixController holds (issue 32 §3)
// and forwards input to it; the setters and accessors below are the controller's.
class DeviceMatrixView final : public ZoomableView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(DeviceMatrixView)

public:
    explicit DeviceMatrixView(QWidget* parent = nullptr);
    // `controller`: one handed in (the room's, a test's fake), which outlives the view; null:
    // its own.
    explicit DeviceMatrixView(MatrixController* controller, QWidget* parent = nullptr);

    MatrixController* controller() const { return m_controller; }

    // With its parameter (-1: none) and the axis names the user gave it: the cards are worked out
    // once (cards().rebuilds()), not again for the parameter or the names (issue 35: 16,384 cards).
    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run, int paramIndex = -1,
                        const QStringList& axisNames = {});
    // The same cards from a fuller document (a run replacing the layouts drawn while its rank
    // files were read): zoom, scroll, grid axes, axis names and the current card stay. Another
    // number of stages or cards is a new run (setRunDocument).
    void replaceRunDocument(std::shared_ptr<const shardscope::RunDocument> run,
                            int paramIndex = -1);
    // The run, parameter, axis names, texts and grid axes shown.
    const MatrixCards& cards() const;
    void setParam(int paramIndex);  // -1: none; the one shown already: nothing is redone
    void setAxisNames(const QStringList& names);
    QStringList axisNames() const;
    // -1 for either: the default (the last two axes longer than 1).
    void setGridAxes(int rowAxis, int colAxis);

    int currentRank() const;
    void setCurrentRank(int rank);
    // Ranks drawn with a ring (the planner marks moved slices and the sources of a rank).
    void setMarkedRanks(std::vector<int> ranks);
    const std::vector<int>& markedRanks() const;
    const MatrixGeometry& geometry() const;
    // Opens the inline editor over the axis' legend entry (also: double-click, F2, menu).
    void editAxisName(int axis);
    QLineEdit* axisEditor() const { return m_editor; }

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void rankActivated(int rank);
    void currentRankChanged(int rank);
    void axisNamesChanged(const QStringList& names);

protected:
    QSizeF layoutContent() override;
    QString toolTipAt(const QPointF& contentPoint) const override;
    ZoomAnchor anchorAt(const QPointF& contentPoint) const override;
    QPointF anchorPoint(const ZoomAnchor& anchor, const QSizeF& contentBefore) const override;
    void paintEvent(QPaintEvent* event) override;
    void scrollContentsBy(int dx, int dy) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void onCurrentRankChanged(int rank);

    MatrixController* m_controller;
    int m_hover = -1;
    // Worked out for the view's size, zoom and font when first asked after a layout.
    struct Layout {
        std::optional<MatrixGeometry> geometry;
        std::optional<std::vector<QRectF>> serverFrames;  // of geometry
    };
    mutable Layout m_layout;
    AxisNameEditor* m_editor;
};
