#include "filereason.h"

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

std::string damageWords(const FileReason& reason) {
    if (!reason) {
        return {};
    }
    switch (reason->code) {
        case IssueCode::FileUnreadable:
            return reason->arg("damage").empty() ? "cannot be read" : reason->arg("damage");
        case IssueCode::FileShapeNotStrategy:
        case IssueCode::FileShapeNotSplittable:
            return "shape contradicts the strategy";
        case IssueCode::FileTensorListDiffers:
            return "tensor list differs from the rank's other steps";
        default:
            return {};
    }
}

}  // namespace shardscope
