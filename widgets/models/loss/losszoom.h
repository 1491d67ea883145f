#pragma once

#include <cstddef>
#include <optional>
#include <utility>

#include "widgets/models/loss/lossseriesoptions.h"

// The loss chart's zoom and what a redraw shows of the curves, as plain values: the x range
// zoomed to (else every curve's), the y range a rubber band zoomed to (else the curves' values
// in the x range, padded), and the pixel columns they were drawn at. Ranges are in axis units
// (hours on the relative-time axis, seconds on the wall-time axis; log10 of y on a log scale).
class LossZoom {
public:
    using Range = std::pair<double, double>;
    // What a turn of the wheel asks for.
    struct Wheel {
        enum Kind { None, Reset, ZoomTo } kind = None;
        Range range{0, 0};  // for ZoomTo
    };

    // The x range is zoomed (a y range alone, from a rubber band, is not).
    bool zoomed() const { return m_x.has_value(); }
    // To [x0, x1] with y fitted again; false (and nothing changed) for an empty range.
    bool zoomTo(double x0, double x1);
    // Everything shown again; true when x or y was zoomed.
    bool reset();
    // y fitted again (a new scale), x as it was.
    void resetY() { m_y.reset(); }
    // A rubber band: the ranges the axes show after it; false when they are those shown.
    bool capture(Range x, Range y);

    // A redraw: the x range shown for the curves' `full` one, at `columns` pixel columns. A
    // single value is widened, by a step on the step axis, else by a millionth of it (1 ms at
    // least).
    Range showX(Range full, LossAxis axis, size_t columns);
    // Then y: the zoom, else the curves' values in the x range (`values`, not log10) padded by
    // 4 % of their span, else 0 to 1.
    Range showY(std::optional<Range> values, bool logY);
    // A redraw with no curves: nothing shown.
    void showNothing();

    std::optional<Range> shownX() const { return m_shownX; }
    Range shownY() const { return m_shownY; }
    size_t columns() const { return m_columns; }

    // The wheel turned by `notches` (120ths of an angle delta; positive zooms in) at x = `at`,
    // the curves spanning `full`: zoom around `at` by 0.8 a notch, clamped to a span beyond the
    // curves on either side; everything again once the whole is shown; nothing below 1e-7 of
    // the span. Only once x is shown.
    Wheel wheel(Range full, double at, double notches) const;

private:
    std::optional<Range> m_x;
    std::optional<Range> m_y;
    std::optional<Range> m_shownX;
    Range m_shownY{0, 1};
    size_t m_columns = 0;
};
