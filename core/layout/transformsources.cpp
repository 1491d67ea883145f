#include "transformsources.h"

#include "../formats/shapetext.h"
#include "../util/translatenoop.h"
#include "transformcontext.h"

namespace shardscope {

Result<StageShape> stageShape(const Strategy& s, const char* role) {
    if (s.layouts.empty()) {
        Error e = makeError(ErrorCode::InvalidArgument,
                            std::string("the ") + role + " strategy lists no parameter layouts");
        return e.inFile(s.source);
    }
    const ParamLayout* first = nullptr;
    int64_t devices = 0;
    for (const ParamLayout& layout : s.layouts) {
        int64_t n = 1;
        for (const int64_t d : layout.devMatrix()) {
            if (d <= 0 || n > kMaxRanks / d) {
                n = -1;  // too many to be real; and never overflow on the way
                break;
            }
            n *= d;
        }
        if (layout.devMatrix().empty() || n <= 0) {
            Error e = makeError(
                ErrorCode::BadStrategy,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "dev_matrix {dev_matrix} does not describe a number of devices"),
                {{"dev_matrix", shapeText(layout.devMatrix())}});
            return e.inFile(s.source).forParam(layout.name);
        }
        if (first == nullptr) {
            first = &layout;
            devices = n;
        } else if (n != devices) {
            // Section 4: one stage's layouts share prod(dev_matrix); the rank math relies on it.
            Error e = makeError(
                ErrorCode::BadStrategy,
                QT_TRANSLATE_NOOP("ErrorMessage",
                                  "parameters '{first}' (dev_matrix {first_matrix}) and '{second}' "
                                  "(dev_matrix {second_matrix}) disagree on the number of devices "
                                  "per stage"),
                {{"first", first->name},
                 {"first_matrix", shapeText(first->devMatrix())},
                 {"second", layout.name},
                 {"second_matrix", shapeText(layout.devMatrix())}});
            return e.inFile(s.source);
        }
    }
    const std::vector<int> stages = s.stages();
    for (size_t i = 0; i < stages.size(); ++i) {
        if (stages[i] != static_cast<int>(i)) {
            Error e = makeError(ErrorCode::BadStrategy, std::string(kMissingStagesMessage));
            return e.inFile(s.source);
        }
    }
    if (devices * static_cast<int64_t>(stages.size()) > kMaxRanks) {
        Error e = makeError(ErrorCode::BadStrategy,
                            "the strategy describes " + std::to_string(devices) + " devices x " +
                                std::to_string(stages.size()) + " stages, more than " +
                                std::to_string(kMaxRanks) + " ranks");
        return e.inFile(s.source);
    }
    return StageShape{static_cast<int>(devices), static_cast<int>(stages.size())};
}

Result<TransformSources> transformSources(const Strategy* src, const Strategy* dst,
                                          const FullShapes& fullShapes, int dstRank,
                                          const std::set<int>& preferred,
                                          const HolderMap* holders) {
    return TransformContext(src, dst, fullShapes).sources(dstRank, preferred, holders);
}

}  // namespace shardscope
