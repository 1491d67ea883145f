#include "widgets/models/migration/simulatetext.h"

#include "convert/simulatespec.h"
#include "widgets/models/common/issuetext.h"

using namespace shardscope;

namespace {

std::vector<std::string> names(const QStringList& axisNames) {
    std::vector<std::string> out;
    for (const QString& n : axisNames) {
        out.push_back(n.toStdString());
    }
    return out;
}

}  // namespace

std::optional<SimulationSpec> SimulateText::parse(const QString& text, const QStringList& axisNames,
                                                  QString* error) {
    Issue why;
    auto spec = parseSimulationSpec(text.toStdString(), names(axisNames), &why);
    if (!spec && error != nullptr) {
        *error = IssueText::text(why);
    }
    return spec;
}

QString SimulateText::format(const SimulationSpec& spec, const QStringList& axisNames) {
    return QString::fromStdString(formatSimulationSpec(spec, names(axisNames)));
}

IssueArg SimulateText::label(const SimulationSpec& spec, const QStringList& axisNames) {
    return simulatedTargetLabel(spec, names(axisNames));
}
