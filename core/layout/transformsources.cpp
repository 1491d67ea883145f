#include "transformsources.h"

#include "../formats/shapetext.h"
#include "../util/translatenoop.h"
#include "transformcontext.h"

namespace shardscope {

namespace {

// "the source strategy lists no parameter layouts": a sentence for each role its callers name
// (a role is a word of the sentence, not a value).
ErrorTemplate noLayoutsSentence(std::string_view role) {
    if (role == "source") {
        return QT_TRANSLATE_NOOP("ErrorMessage", "the source strategy lists no parameter layouts");
    }
    if (role == "destination") {
        return QT_TRANSLATE_NOOP("ErrorMessage",
                                 "the destination strategy lists no parameter layouts");
    }
    if (role == "target") {
        return QT_TRANSLATE_NOOP("ErrorMessage", "the target strategy lists no parameter layouts");
    }
    if (role == "run") {
        return QT_TRANSLATE_NOOP("ErrorMessage", "the run strategy lists no parameter layouts");
    }
    if (role == "opened") {
        return QT_TRANSLATE_NOOP("ErrorMessage", "the opened strategy lists no parameter layouts");
    }
    if (role == "simulated") {
        return QT_TRANSLATE_NOOP("ErrorMessage",
                                 "the simulated strategy lists no parameter layouts");
    }
    if (role == "network") {
        return QT_TRANSLATE_NOOP("ErrorMessage", "the network strategy lists no parameter layouts");
    }
    if (role == "checkpoint") {
        return QT_TRANSLATE_NOOP("ErrorMessage",
                                 "the checkpoint strategy lists no parameter layouts");
    }
    return QT_TRANSLATE_NOOP("ErrorMessage", "the {role} strategy lists no parameter layouts");
}

}  // namespace

Result<StageShape> stageShape(const Strategy& s, const char* role) {
    if (s.layouts.empty()) {
        Error e = makeError(ErrorCode::InvalidArgument, noLayoutsSentence(role), {{"role", role}});
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
            // MindSpore's words (kMissingStagesMessage), which its users search for: the
            // translation keeps them.
            Error e = makeError(ErrorCode::BadStrategy,
                                QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "The strategy file for pipeline parallel does "
                                                  "not contains all stages."),
                                {});
            return e.inFile(s.source);
        }
    }
    if (devices * static_cast<int64_t>(stages.size()) > kMaxRanks) {
        Error e = makeError(ErrorCode::BadStrategy,
                            QT_TRANSLATE_NOOP("ErrorMessage",
                                              "the strategy describes {devices} devices x "
                                              "{stages} stages, more than {max} ranks"),
                            {{"devices", std::to_string(devices)},
                             {"stages", std::to_string(stages.size())},
                             {"max", std::to_string(kMaxRanks)}});
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
