#include "entryvalidator.h"

#include <limits>

#include "shapetext.h"

namespace shardscope {

std::optional<EntryValidator::Problem> EntryValidator::check(const Entry& e) const {
    uint64_t elements = 1;
    for (int64_t d : *e.dims) {
        const auto u = static_cast<uint64_t>(d);
        if (u != 0 && elements > std::numeric_limits<uint64_t>::max() / u) {
            return Problem{ErrorCode::BadDims, std::string(m_wording.dims) + " " +
                                                   shapeText(*e.dims) + " " +
                                                   std::string(m_wording.dimsVerb) +
                                                   " more elements than 64 bits can count"};
        }
        elements *= u;
    }
    if (e.scalarContent) {
        elements = 1;
    }
    if (e.dtype == DType::Unknown) {
        const std::string name(e.name), dtypeText(e.dtypeText);
        m_issues.push_back(makeIssue(IssueCode::UnknownDtype, Severity::Warning, m_path, name, -1,
                                     {name, dtypeText, std::string(m_wording.dtype), {}}));
        return std::nullopt;
    }
    const auto need = dtypeBytesFor(e.dtype, elements);
    if (!need || *need != e.bytes) {
        const std::string needText = need ? std::to_string(*need) : std::string("more than 2^64");
        std::string held(m_wording.bytes);
        if (e.offsets != nullptr) {
            held += " [" + std::to_string(e.offsets[0]) + ", " + std::to_string(e.offsets[1]) + "]";
        }
        return Problem{ErrorCode::SizeMismatch, held + " " + std::string(m_wording.bytesVerb) +
                                                    " " + std::to_string(e.bytes) + " bytes but " +
                                                    std::string(e.dtypeText) + " " +
                                                    shapeText(*e.dims) + " needs " + needText};
    }
    if (!dtypeInfo(e.dtype).loadable) {
        const std::string name(e.name), dtypeName(e.dtypeName);
        m_issues.push_back(makeIssue(IssueCode::UnloadableDtype, Severity::Warning, m_path, name,
                                     -1, {name, dtypeName}));
    }
    return std::nullopt;
}

}  // namespace shardscope
