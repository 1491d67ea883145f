#pragma once

#include <QFont>
#include <QObject>
#include <QSizeF>
#include <QStringList>
#include <memory>
#include <optional>
#include <vector>

#include "widgets/models/slices/slicegeometry.h"

namespace shardscope {
struct RunDocument;
struct ParamInfo;
}  // namespace shardscope

// The Slices room's state and what is derived from it (issue 32 §3): the run, the parameter,
// the axis names, the two dimensions drawn and the index along each other one, the piece chosen
// and its details; the geometry laid out in the view's frame (its font, room and zoom), the
// caption, the tooltips and the dimension pairs one may draw. SliceView only paints, lays out
// and forwards input; SliceControls bind to it. A test drives it with no view, or hands a view
// one of its own (ViewControllers::slices).
class SliceController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(SliceController)

public:
    // What the view lays the slices out in: its font, the room at zoom 1, the zoom.
    struct Frame {
        QFont font;
        QSizeF fit{800, 600};
        qreal zoom = 1;
    };
    // A pair of dimensions to draw, as the view's menu offers it.
    struct DimsChoice {
        int row = -1;
        int col = -1;
        QString label;  // "rows: dim 0, columns: dim 2"
        bool current = false;
    };

    explicit SliceController(QObject* parent = nullptr);
    ~SliceController() override;

    void setRunDocument(std::shared_ptr<const shardscope::RunDocument> run);
    void setParam(int paramIndex);  // -1: none
    void setAxisNames(const QStringList& names);
    // -1 for both: the default pair (SliceGeometry::defaultDims).
    void setDims(int rowDim, int colDim);
    void setFixedIndex(int dim, int64_t index);
    // The frame the geometry is laid out in; it is worked out again when next asked.
    void setFrame(Frame frame);
    // The piece chosen (its details worked out); one out of range changes nothing.
    void setCurrent(SliceGeometry::Hit hit);
    // Chosen and acted on (a click, Enter): sliceActivated when it is chosen.
    void activate(SliceGeometry::Hit hit);

    const std::shared_ptr<const shardscope::RunDocument>& runDocument() const { return m_run; }
    int paramIndex() const { return m_param; }
    const shardscope::ParamInfo* param() const;
    const QStringList& axisNames() const { return m_axisNames; }
    int rowDim() const { return m_rowDim; }
    int colDim() const { return m_colDim; }
    // The index shown along a dimension that is not drawn.
    int64_t fixedIndex(int dim) const;
    // The selected parameter's full shape; empty without one.
    std::vector<int64_t> shape() const;
    const Frame& frame() const { return m_frame; }

    // The geometry in content coordinates for the frame; null without a parameter with a layout.
    const SliceGeometry* geometry() const;
    SliceGeometry::Hit current() const { return m_current; }
    QString detailsText() const { return m_details; }
    // The lines painted above the slices: the parameter and its shape, how it is split (the
    // core's words, SplitWords::text), what is drawn.
    QStringList caption() const;
    // The hover text at a content point; empty off the pieces.
    QString toolTipAt(const QPointF& at) const;
    // The pieces nearest the current one in an arrow's direction (straight ahead preferred);
    // the first piece when none is current.
    SliceGeometry::Hit neighbour(int dx, int dy) const;
    // Whether there are dimensions to choose: a drawn tensor of more than two.
    bool hasDimsChoice() const;
    // Every pair of dimensions that can be drawn; empty below two dimensions.
    std::vector<DimsChoice> dimsChoices() const;

    static QFont titleFont(const QFont& base);
    // Caption lines drawn above the tensor; the geometry reserves room for them.
    static qreal captionHeight(const QFont& font);

Q_SIGNALS:
    // A new run or parameter: the view fits the window again.
    void paramChanged();
    // The parameter, the drawn dimensions or a fixed index changed: laid out again.
    void viewChanged();
    void axisNamesChanged();
    void currentChanged();
    void detailsChanged(const QString& text);
    void sliceActivated(int slice, int chunk);

protected:
    // What a click on a piece explains (SliceDetails::text: its index ranges, its bytes in each
    // holder's file); a stand-in may answer without the run's files.
    virtual QString piece(const SliceGeometry::Slice& slice, int chunk) const;

private:
    SliceGeometry::Params geometryParams(const shardscope::ParamInfo& info) const;

    std::shared_ptr<const shardscope::RunDocument> m_run;
    int m_param = -1;
    QStringList m_axisNames;
    int m_rowDim = -1;
    int m_colDim = -1;
    std::vector<int64_t> m_fixed;
    SliceGeometry::Hit m_current;
    QString m_details;
    Frame m_frame;
    mutable std::optional<SliceGeometry> m_geometry;
};
