#include "targetrun.h"

#include <map>

#include "axisroles.h"
#include "formats/dtype.h"
#include "layout/proxyshapes.h"
#include "layout/transformsources.h"
#include "util/errorwording.h"

namespace shardscope {

std::shared_ptr<const RunDocument> makeTargetRun(const RunDocument& source, const Strategy& target,
                                                 const std::string& label,
                                                 const std::vector<Issue>& issues) {
    auto run = std::make_shared<RunDocument>();
    run->path = label;
    run->strategyPath = label;
    auto stages = stageShape(target, "destination");
    run->stages = stages ? *stages : StageShape{1, 1};
    std::map<std::string, const ParamInfo*> known;
    for (const ParamInfo& p : source.params) {
        if (!p.globalShape.empty() || known.count(p.name) == 0) {
            known[p.name] = &p;
        }
    }
    // A strategy without full shapes (a protobuf file) beside no checkpoint: stand-in shapes
    // place the slices as the real ones would, as loading the source did (runloader.cpp).
    const FullShapes proxies = proxyShapes(source.strategy ? &*source.strategy : nullptr, &target);
    for (size_t i = 0; i < target.layouts.size(); ++i) {
        const ParamLayout& l = target.layouts[i];
        ParamInfo p;
        p.name = l.name;
        p.stage = l.stage;
        p.layoutIndex = static_cast<int>(i);
        p.status = ParamStatus::NotInCheckpoint;
        const auto from = known.find(l.name);
        if (from != known.end()) {
            p.dtype = from->second->dtype;
            p.globalShape = from->second->globalShape;
        }
        const std::vector<int64_t>& shape = p.globalShape.empty() ? l.tensorShape : p.globalShape;
        const auto proxy = proxies.find(l.name);
        const bool standIn = shape.empty() && proxy != proxies.end();
        auto made = TensorLayout::make(l, standIn ? proxy->second : shape);
        if (made) {
            if (!standIn) {
                p.localShape = made->localShape();
            }
            if (!p.globalShape.empty()) {
                uint64_t elements = 1;
                for (int64_t d : p.localShape) {
                    elements *= static_cast<uint64_t>(d);
                }
                const auto bytes = dtypeBytesFor(dtypeFromMsName(p.dtype), elements);
                p.bytesPerRank = bytes ? *bytes : 0;
            }
            p.layout = std::move(*made);
            p.status = ParamStatus::Ok;
        } else {
            p.status = ParamStatus::ShapeContradicts;
            p.statusError = std::make_shared<const Error>(withoutLocation(made.error()));
        }
        run->params.push_back(std::move(p));
    }
    run->strategy = target;
    run->issues = issues;
    keepAxisRoles(*run);
    return run;
}

}  // namespace shardscope
