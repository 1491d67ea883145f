#pragma once

#include <QStringList>
#include <memory>

#include "widgets/common/zoomableview.h"
#include "widgets/models/slices/slicegeometry.h"

class SliceController;

namespace shardscope {
struct RunDocument;
}  // namespace shardscope

// The selected parameter's full tensor cut into its model-parallel slices (labelled with the
// ranks holding them) and their optimizer pieces. Two dimensions are drawn; Ctrl+wheel and +/-
// zoom; clicking a piece explains its index ranges and its bytes in each rank file. It paints
// and lays out what its SliceController holds and works out (issue 32 §3) and forwards input to
// it; the setters and accessors below are the controller's.
class SliceView final : public ZoomableView {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SliceView)

public:
    explicit SliceView(QWidget* parent = nullptr);
    // `controller`: one handed in (a test's fake), which outlives the view; null: its own.
    explicit SliceView(SliceController* controller, QWidget* parent = nullptr);

    SliceController* controller() const { return m_controller; }

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    void setParam(int paramIndex);  // -1: none
    void setAxisNames(const QStringList& names);
    // -1 for both: the default pair (SliceGeometry::defaultDims).
    void setDims(int rowDim, int colDim);
    void setFixedIndex(int dim, int64_t index);
    int rowDim() const;
    int colDim() const;
    // The index shown along a dimension that is not drawn.
    int64_t fixedIndex(int dim) const;
    // The selected parameter's full shape; empty without one.
    std::vector<int64_t> shape() const;

    // The geometry in content coordinates (scrolling is the painter's translation).
    const SliceGeometry* geometry() const;
    SliceGeometry::Hit current() const;
    void setCurrent(SliceGeometry::Hit hit);
    QString detailsText() const;
    // The lines painted above the slices: the parameter and its shape, how it is split (the
    // core's words, SplitWords::text), what is drawn.
    QStringList caption() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    void sliceActivated(int slice, int chunk);
    void detailsChanged(const QString& text);
    // The parameter, the drawn dimensions or a fixed index changed.
    void viewChanged();

protected:
    QSizeF layoutContent() override;
    QString toolTipAt(const QPointF& contentPoint) const override;
    void paintEvent(QPaintEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void contextMenuEvent(QContextMenuEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    void changeView();  // lays out again and says so (viewChanged)

    SliceController* m_controller;
};
