#include "widgets/models/shell/inspectorview.h"

#include <utility>

namespace {

constexpr std::pair<const char*, InspectorView> kViewNames[] = {
    {"files", InspectorView::Files},     {"parameters", InspectorView::Parameters},
    {"matrix", InspectorView::Matrix},   {"slices", InspectorView::Slices},
    {"tensor", InspectorView::Tensor},   {"migration", InspectorView::Migration},
    {"doctor", InspectorView::Doctor},   {"loss", InspectorView::Loss},
    {"history", InspectorView::History}, {"playground", InspectorView::Playground}};

}  // namespace

bool inspectorViewFromName(const QString& name, InspectorView* view) {
    for (const auto& [text, value] : kViewNames) {
        if (name == QLatin1String(text)) {
            *view = value;
            return true;
        }
    }
    return false;
}

QString inspectorViewName(InspectorView view) {
    for (const auto& [text, value] : kViewNames) {
        if (value == view) {
            return QLatin1String(text);
        }
    }
    return {};
}
