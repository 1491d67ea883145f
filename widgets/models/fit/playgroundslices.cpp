#include "widgets/models/fit/playgroundslices.h"

#include <QSet>
#include <algorithm>

#include "formats/dtype.h"
#include "inspect/axisroles.h"
#include "inspect/rundocument.h"

using namespace shardscope;

namespace {

std::string playgroundDtype(const FitInput& input) {
    if (input.precision && input.precision->weightBytes == 4) {
        return "Float32";
    }
    return input.precision && input.precision->name == "fp16" ? "Float16" : "BFloat16";
}

}  // namespace

QStringList PlaygroundSlices::names(const FitInput& input) {
    QStringList names;
    QSet<QString> seen;
    for (const ParamLayout& l : input.target->layouts) {
        QString name = QString::fromStdString(l.name);
        if (!seen.contains(name)) {
            seen.insert(name);
            names << std::move(name);
        }
    }
    return names;
}

QString PlaygroundSlices::firstCut(const FitInput& input) {
    for (const ParamLayout& l : input.target->layouts) {
        const bool cut = std::any_of(l.tensorMap.begin(), l.tensorMap.end(), [](const auto& axes) {
            return std::any_of(axes.begin(), axes.end(), [](int64_t a) { return a >= 0; });
        });
        if (cut && input.shapes.count(l.name) != 0) {
            return QString::fromStdString(l.name);
        }
    }
    return input.target->layouts.empty() ? QString()
                                         : QString::fromStdString(input.target->layouts[0].name);
}

std::shared_ptr<const RunDocument> PlaygroundSlices::run(const FitInput& input,
                                                         const QString& name) {
    const std::string wanted = name.toStdString();
    const auto layout = std::find_if(input.target->layouts.begin(), input.target->layouts.end(),
                                     [&wanted](const ParamLayout& l) { return l.name == wanted; });
    const auto shape = input.shapes.find(wanted);
    if (layout == input.target->layouts.end() || shape == input.shapes.end()) {
        return nullptr;
    }
    auto made = TensorLayout::make(*layout, shape->second);
    if (!made) {
        return nullptr;
    }
    auto run = std::make_shared<RunDocument>();
    run->kind = InputKind::Strategy;
    run->path = "playground";
    int stages = 0;
    for (const ParamLayout& l : input.target->layouts) {
        stages = std::max(stages, l.stage + 1);
    }
    run->stages.stages = std::max(stages, 1);
    int64_t devices = 1;
    for (const int64_t d : layout->devMatrix()) {
        devices *= d;
    }
    run->stages.devices = static_cast<int>(devices);
    ParamInfo p;
    p.name = wanted;
    p.stage = layout->stage;
    p.dtype = playgroundDtype(input);
    p.globalShape = shape->second;
    p.localShape = made->localShape();
    uint64_t elements = 1;
    for (const int64_t d : p.localShape) {
        elements *= static_cast<uint64_t>(d);
    }
    const auto bytes = dtypeBytesFor(dtypeFromMsName(p.dtype), elements);
    p.bytesPerRank = bytes ? *bytes : 0;
    p.layoutIndex = 0;
    p.layout = std::move(*made);
    Strategy strategy;
    strategy.layouts.push_back(*layout);
    run->strategy = std::move(strategy);
    run->params.push_back(std::move(p));
    keepAxisRoles(*run);
    return run;
}
