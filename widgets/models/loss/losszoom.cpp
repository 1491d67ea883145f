#include "widgets/models/loss/losszoom.h"

#include <algorithm>
#include <cmath>

namespace {

constexpr double kZoomPerNotch = 0.8;

// Padding around the data: 4 % of the span, or a little around a single value.
LossZoom::Range padded(double lo, double hi) {
    const double span = hi - lo;
    const double pad = span > 0 ? span * 0.04 : std::max(std::abs(lo) * 0.05, 0.5);
    return {lo - pad, hi + pad};
}

}  // namespace

bool LossZoom::zoomTo(double x0, double x1) {
    if (!(x1 > x0)) {
        return false;
    }
    m_x = std::make_pair(x0, x1);
    m_y.reset();
    return true;
}

bool LossZoom::reset() {
    const bool was = m_x.has_value() || m_y.has_value();
    m_x.reset();
    m_y.reset();
    return was;
}

bool LossZoom::capture(Range x, Range y) {
    if (!m_shownX || (x == *m_shownX && y == m_shownY)) {
        return false;
    }
    m_x = x;
    m_y = y;
    return true;
}

LossZoom::Range LossZoom::showX(Range full, LossAxis axis, size_t columns) {
    auto [x0, x1] = m_x.value_or(full);
    if (x1 <= x0) {
        const double pad = axis == LossAxis::Step ? 1.0 : std::max(std::abs(x0) * 1e-6, 1e-3);
        x0 -= pad;
        x1 += pad;
    }
    m_shownX = std::make_pair(x0, x1);
    m_columns = columns;
    return *m_shownX;
}

LossZoom::Range LossZoom::showY(std::optional<Range> values, bool logY) {
    Range y{0, 1};
    if (m_y) {
        y = *m_y;
    } else if (values) {
        y = logY ? padded(std::log10(values->first), std::log10(values->second))
                 : padded(values->first, values->second);
    }
    m_shownY = y;
    return y;
}

void LossZoom::showNothing() {
    m_shownX.reset();
    m_columns = 0;
}

LossZoom::Wheel LossZoom::wheel(Range full, double at, double notches) const {
    if (!m_shownX || notches == 0) {
        return {};
    }
    const auto [x0, x1] = *m_shownX;
    const double c = std::clamp(at, x0, x1);
    const double factor = std::pow(kZoomPerNotch, notches);
    const double n0 = c - (c - x0) * factor;
    const double n1 = c + (x1 - c) * factor;
    const double span = full.second - full.first;
    if (n0 <= full.first && n1 >= full.second) {
        return {Wheel::Reset, {}};
    }
    if (n1 - n0 > std::max(span * 1e-7, 1e-9)) {
        return {Wheel::ZoomTo, {std::max(n0, full.first - span), std::min(n1, full.second + span)}};
    }
    return {};
}
