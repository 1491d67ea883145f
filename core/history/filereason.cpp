#include "filereason.h"

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

Issue fileReason(IssueCode code, const std::vector<std::string>& args) {
    return makeIssue(code, Severity::Error, {}, {}, -1, args);
}

Issue unreadableReason(const Error& error) {
    Error e = error;
    e.file.clear();
    const char* damage = e.code == ErrorCode::Truncated   ? "truncated"
                         : e.code == ErrorCode::Encrypted ? "encrypted"
                                                          : "";
    return fileReason(IssueCode::FileUnreadable, {e.describe(), damage}).because(e);
}

std::string reasonText(const FileReason& reason) {
    return reason ? reason->text() : std::string();
}

IssueArg damageWords(const FileReason& reason) {
    if (!reason) {
        return {"damage", {}};
    }
    switch (reason->code) {
        case IssueCode::FileUnreadable:
            if (reason->arg("damage") == "truncated") {
                return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece", "truncated"));
            }
            if (reason->arg("damage") == "encrypted") {
                return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece", "encrypted"));
            }
            return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece", "cannot be read"));
        case IssueCode::FileShapeNotStrategy:
        case IssueCode::FileShapeNotSplittable:
            return pieceArg("damage",
                            QT_TRANSLATE_NOOP("ErrorPiece", "shape contradicts the strategy"));
        case IssueCode::FileTensorListDiffers:
            return pieceArg("damage", QT_TRANSLATE_NOOP("ErrorPiece",
                                                        "tensor list differs from the rank's "
                                                        "other steps"));
        default:
            return {"damage", {}};
    }
}

}  // namespace shardscope
