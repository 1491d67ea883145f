#include "strategysimulator.h"

#include <algorithm>
#include <map>
#include <optional>
#include <set>
#include <tuple>
#include <utility>

#include "../formats/shapetext.h"
#include "../layout/tensorlayout.h"
#include "../util/errorwording.h"
#include "../util/translatenoop.h"
#include "devicegrouping.h"
#include "optshard.h"
#include "simulationtext.h"
#include "splitcheck.h"
#include "stagemapping.h"

namespace shardscope {

namespace {

Error badSpec(ErrorTemplate text, std::vector<IssueArg> args = {}) {
    return makeError(ErrorCode::InvalidArgument, text, std::move(args));
}

Status checkSpec(const SimulationSpec& spec, const std::vector<int64_t>& main) {
    if (!spec.axisSizes.empty() && spec.axisSizes.size() != main.size()) {
        return makeError(ErrorCode::InvalidArgument,
                         ErrorPlural("the spec gives {sizes} axis sizes but the main dev_matrix "
                                     "{matrix} has {axes} axis",
                                     QT_TRANSLATE_N_NOOP("ErrorMessage",
                                                         "the spec gives {sizes} axis sizes but "
                                                         "the main dev_matrix {matrix} has {axes} "
                                                         "axes"),
                                     "axes"),
                         {{"sizes", std::to_string(spec.axisSizes.size())},
                          {"matrix", shapeText(main)},
                          {"axes", std::to_string(main.size())}});
    }
    for (size_t a = 0; a < spec.axisSizes.size(); ++a) {
        if (spec.axisSizes[a] < 1) {
            return badSpec(
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "axis {axis} of the spec has size {size}; every axis "
                                  "needs at least 1 device"),
                {{"axis", std::to_string(a)}, {"size", std::to_string(spec.axisSizes[a])}});
        }
    }
    if (spec.stages < 0) {
        return badSpec(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "the spec asks for {stages} pipeline stages; give at "
                                         "least 1, or 0 to keep the source's"),
                       {{"stages", std::to_string(spec.stages)}});
    }
    if (spec.optShard < -1 || spec.optShard == 1) {
        return badSpec(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "optimizer shard size {size} is not one MindSpore "
                                         "accepts (expected -1 to keep the source's, 0 for off, "
                                         "or a size above 1)"),
                       {{"size", std::to_string(spec.optShard)}});
    }
    return {};
}

// prod(sizes) x stages, or nothing past kMaxRanks (checked factor by factor: no overflow).
std::optional<int64_t> rankCount(const std::vector<int64_t>& sizes, int64_t stages) {
    int64_t n = stages;
    for (const int64_t d : sizes) {
        if (d > kMaxRanks / n) {
            return std::nullopt;
        }
        n *= d;
    }
    return n;
}

bool saneMatrix(const std::vector<int64_t>& dev) {
    return !dev.empty() && std::all_of(dev.begin(), dev.end(), [](int64_t d) { return d > 0; }) &&
           rankCount(dev, 1).has_value();
}

// Where transformSources looks: fullShapes, else a recorded tensor_shape (empty only for
// scalars, whose tensor map is empty too).
std::optional<std::vector<int64_t>> knownShape(const ParamLayout& layout,
                                               const FullShapes& shapes) {
    if (const auto it = shapes.find(layout.name); it != shapes.end()) {
        return it->second;
    }
    if (!layout.tensorShape.empty() || layout.tensorMap.empty()) {
        return layout.tensorShape;
    }
    return std::nullopt;
}

// MindSpore writes one (usually empty) entry of each and its readers index [0]; the JSON form
// reads an absent key back as one empty entry, so this keeps both forms identical on re-read.
void normalizeLists(ParamLayout& layout) {
    for (auto* list : {&layout.paramSplitShapes, &layout.indicesOffsets}) {
        if (list->empty()) {
            list->push_back({});
        }
    }
    layout.hasOptFields = true;  // both forms write the fields
}

bool splitsAnything(const ParamLayout& layout) {
    const std::vector<int64_t>& dev = layout.devMatrix();
    for (const std::vector<int>& axes : dimensionAxes(layout)) {
        for (const int a : axes) {
            if (dev[static_cast<size_t>(a)] > 1) {
                return true;
            }
        }
    }
    return false;
}

// The last word on a layout: whatever TensorLayout (the planner's own validation) still
// rejects, which the checks above should have caught.
void verifyLayout(const ParamLayout& layout, const std::optional<std::vector<int64_t>>& shape,
                  std::vector<Issue>& issues) {
    Status status;
    if (shape) {
        if (auto made = TensorLayout::make(layout, *shape); !made) {
            status = std::move(made).error();
        }
    } else {
        // No shape: still check the dev matrix, tensor map and optimizer fields.
        const std::vector<int64_t> ones(layout.tensorMap.size(), 1);
        if (auto full = TensorLayout::fullShapeFromLocal(layout, ones); !full) {
            status = std::move(full).error();
        }
    }
    if (!status) {
        // The issue names the parameter; the error is said without it, in every language.
        const Error& error = status.error();
        issues.push_back(simulationIssue(IssueCode::InvalidLayout, true, layout.name,
                                         {layout.name, error.message, ""})
                             .because(withoutLocation(error)));
    }
}

void dedupeIssues(std::vector<Issue>& issues) {
    std::set<std::tuple<std::string, std::string, std::string>> seen;
    std::erase_if(issues, [&](const Issue& issue) {
        return !seen.insert({issueCodeName(issue.code), issue.param, issue.text()}).second;
    });
}

// Operator items follow the parameter their node is named after ("<Primitive>_<name>") in their
// stage; the JSON form keys them by node name, so one item per name is kept (the first). Their
// strategies describe the source's operators and are kept as information: transform_checkpoints
// and the planner read only the layouts, and which device axis a number stands for is not
// recorded. Merged onto one card, every operator is unsplit, so they all become 1.
std::vector<StrategyItem> mapItems(const Strategy& source,
                                   const std::map<std::pair<std::string, int>, int>& stageOf,
                                   const StageMapping* stages) {
    std::vector<StrategyItem> out;
    std::set<std::string> names;
    for (const StrategyItem& item : source.items) {
        if (!names.insert(item.nodeName).second) {
            continue;
        }
        StrategyItem mapped = item;
        if (stages == nullptr) {
            mapped.stage = 0;
            for (auto& input : mapped.strategies) {
                std::fill(input.begin(), input.end(), 1u);
            }
            out.push_back(std::move(mapped));
            continue;
        }
        const int stage = static_cast<int>(item.stage);
        mapped.stage = static_cast<uint32_t>(stages->mapStage(stage));
        for (size_t pos = item.nodeName.find('_'); pos != std::string::npos;
             pos = item.nodeName.find('_', pos + 1)) {
            const auto it = stageOf.find({item.nodeName.substr(pos + 1), stage});
            if (it != stageOf.end()) {
                mapped.stage = static_cast<uint32_t>(it->second);
                break;
            }
        }
        out.push_back(std::move(mapped));
    }
    return out;
}

Strategy emptyLike(const Strategy& source) {
    Strategy s;
    s.format = source.format;
    s.currentStage = source.currentStage;
    return s;
}

// One card: device matrix [1], nothing split, no optimizer sharding, one stage. A parameter
// shared by stages appears once (its first layout).
SimulationResult mergeToOne(const Strategy& source, const FullShapes& shapes) {
    SimulationResult result;
    result.strategy = emptyLike(source);
    result.devMatrix = {1};
    std::set<std::string> names;
    for (const ParamLayout& layout : source.layouts) {
        if (!names.insert(layout.name).second) {
            continue;
        }
        ParamLayout out = layout;
        out.stage = 0;
        out.prefixed = false;
        out.devMatrices = {{1}};
        out.nested = false;
        for (auto& axes : out.tensorMap) {
            axes = {-1};
        }
        out.paramSplitShapes = {{}};
        out.indicesOffsets = {{}};
        out.optShardSize = 0;
        out.optShardStep = 0;
        if (const auto shape = knownShape(layout, shapes)) {
            out.tensorShape = *shape;
        }
        normalizeLists(out);
        result.strategy.layouts.push_back(std::move(out));
    }
    result.strategy.items = mapItems(source, {}, nullptr);
    return result;
}

}  // namespace

bool SimulationResult::runnable() const {
    return std::none_of(issues.begin(), issues.end(),
                        [](const Issue& issue) { return issue.blocking(); });
}

std::vector<int64_t> mainDeviceMatrix(const Strategy& strategy) {
    std::vector<std::pair<std::vector<int64_t>, size_t>> counts;  // in first-seen order
    for (const ParamLayout& layout : strategy.layouts) {
        const auto it = std::find_if(counts.begin(), counts.end(),
                                     [&](const auto& c) { return c.first == layout.devMatrix(); });
        if (it == counts.end()) {
            counts.emplace_back(layout.devMatrix(), 1);
        } else {
            ++it->second;
        }
    }
    const auto best = std::max_element(
        counts.begin(), counts.end(),
        [](const auto& a, const auto& b) { return a.second < b.second; });  // first of equals
    return best == counts.end() ? std::vector<int64_t>{} : best->first;
}

Result<SimulationResult> simulateStrategy(const Strategy& source, const FullShapes& fullShapes,
                                          const SimulationSpec& spec) {
    if (source.layouts.empty()) {
        return badSpec(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "the source strategy lists no parameter layouts"))
            .inFile(source.source);
    }
    if (spec.mergeToOne) {
        return mergeToOne(source, fullShapes);
    }
    const std::vector<int64_t> main = mainDeviceMatrix(source);
    if (Status s = checkSpec(spec, main); !s) {
        return std::move(s).error();
    }
    SimulationResult result;
    result.devMatrix = spec.axisSizes.empty() ? main : spec.axisSizes;
    const bool resized = result.devMatrix != main;
    const StageMapping stages(source, spec.stages, result.issues);
    const std::optional<int64_t> ranks = rankCount(result.devMatrix, stages.targetStages());
    if (!ranks) {
        return badSpec(QT_TRANSLATE_NOOP("ErrorMessage",
                                         "the spec asks for dev_matrix {matrix} x {stages} "
                                         "stages, more than {max} ranks"),
                       {{"matrix", shapeText(result.devMatrix)},
                        {"stages", std::to_string(stages.targetStages())},
                        {"max", std::to_string(kMaxRanks)}});
    }
    result.stages = stages.targetStages();
    result.cards = static_cast<int>(*ranks);
    result.strategy = emptyLike(source);
    result.strategy.merged = result.stages > 1;
    const SplitTarget target{main, result.devMatrix, result.stages};

    std::map<std::pair<std::string, int>, int> stageOf;  // (name, source stage) -> new stage
    std::set<std::pair<std::string, int>> placed;        // (name, new stage) already written
    for (size_t i = 0; i < source.layouts.size(); ++i) {
        const ParamLayout& layout = source.layouts[i];
        const int stage = stages.stageOf(i);
        stageOf.emplace(std::pair{layout.name, layout.stage}, stage);
        if (!placed.insert({layout.name, stage}).second) {
            continue;  // merged stages shared this parameter: one copy per stage
        }
        ParamLayout out = layout;
        out.stage = stage;
        out.prefixed = result.stages > 1;
        normalizeLists(out);
        const std::optional<std::vector<int64_t>> shape = knownShape(layout, fullShapes);
        if (shape) {
            out.tensorShape = *shape;
        }
        const std::optional<AxisGroups> groups = groupDeviceAxes(layout.devMatrix(), main);
        bool blocked = false;  // a blocking issue names this layout already
        if (resized) {
            if (groups) {
                for (auto& matrix : out.devMatrices) {
                    if (matrix == layout.devMatrix()) {
                        matrix = regroupedMatrix(*groups, result.devMatrix);
                    }
                }
            } else {
                blocked = true;
                result.issues.push_back(
                    simulationIssue(IssueCode::DevMatrixDiffers, true, layout.name,
                                    {layout.name, shapeText(layout.devMatrix()), shapeText(main)}));
            }
        }
        // A corrupt dev_matrix (an axis of 0, more ranks than exist) is left to TensorLayout.
        if (!blocked && saneMatrix(out.devMatrix())) {
            if (shape) {
                blocked =
                    !checkSplits(out, groups ? &*groups : nullptr, *shape, target, result.issues);
            } else if (splitsAnything(out) || spec.optShard > 1 ||
                       (spec.optShard == -1 && out.optShardSize != 0 && out.optShardStep != 0)) {
                result.issues.push_back(simulationIssue(IssueCode::ShapeUnknown, false, layout.name,
                                                        {layout.name, ""}));
            }
            if (!blocked) {
                applyOptShard(layout, out, shape, spec.optShard, result.issues);
            }
        }
        if (!blocked) {
            verifyLayout(out, shape, result.issues);
        }
        result.strategy.layouts.push_back(std::move(out));
    }
    result.strategy.items = mapItems(source, stageOf, &stages);
    if (result.runnable()) {
        // Whatever the source got wrong that no single layout shows (devices per stage differ).
        if (auto shape = stageShape(result.strategy, "simulated"); !shape) {
            result.issues.push_back(
                simulationIssue(IssueCode::InvalidStrategy, true, "", {shape.error().message})
                    .because(withoutLocation(shape.error())));
        }
    }
    dedupeIssues(result.issues);
    return result;
}

}  // namespace shardscope
