#pragma once

#include <QString>

// The inspector's tabs, in their order.
enum class InspectorView {
    Files,
    Parameters,
    Matrix,
    Slices,
    Tensor,
    Migration,
    Doctor,
    Loss,
    History,
    Playground
};

// "files", "parameters", ... as --view takes them; false when `name` names no tab.
bool inspectorViewFromName(const QString& name, InspectorView* view);
QString inspectorViewName(InspectorView view);
