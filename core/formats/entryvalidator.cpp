#include "entryvalidator.h"

#include <limits>

#include "../util/translatenoop.h"
#include "shapetext.h"

namespace shardscope {

namespace {

// The words are each format's (a checkpoint's dims and tensor_content, a safetensors entry's
// shape and data_offsets): a safetensors entry names its bytes by offsets.
EntryValidator::Problem tooManyElements(const std::vector<int64_t>& dims, bool safetensors) {
    return {ErrorCode::BadDims,
            safetensors
                ? ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "shape {shape} holds more elements than 64 bits "
                                                  "can count"))
                : ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                  "dims {shape} hold more elements than 64 bits "
                                                  "can count")),
            {{"shape", shapeText(dims)}}};
}

EntryValidator::Problem sizeMismatch(const EntryValidator::Entry& e,
                                     const std::optional<uint64_t>& need) {
    std::vector<IssueArg> args = {{"bytes", std::to_string(e.bytes)},
                                  {"dtype", std::string(e.dtypeText)},
                                  {"shape", shapeText(*e.dims)},
                                  {"need", need ? std::to_string(*need) : std::string()}};
    if (e.offsets != nullptr) {
        args.push_back({"begin", std::to_string(e.offsets[0])});
        args.push_back({"end", std::to_string(e.offsets[1])});
        return {ErrorCode::SizeMismatch,
                need ? ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                       "data_offsets [{begin}, {end}] hold "
                                                       "{bytes} bytes but {dtype} {shape} needs "
                                                       "{need}"))
                     : ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                       "data_offsets [{begin}, {end}] hold "
                                                       "{bytes} bytes but {dtype} {shape} needs "
                                                       "more than 2^64")),
                std::move(args)};
    }
    return {ErrorCode::SizeMismatch,
            need ? ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "tensor_content holds {bytes} bytes but "
                                                   "{dtype} {shape} needs {need}"))
                 : ErrorTemplate(QT_TRANSLATE_NOOP("ErrorMessage",
                                                   "tensor_content holds {bytes} bytes but "
                                                   "{dtype} {shape} needs more than 2^64")),
            std::move(args)};
}

}  // namespace

std::optional<EntryValidator::Problem> EntryValidator::check(const Entry& e) const {
    uint64_t elements = 1;
    for (int64_t d : *e.dims) {
        const auto u = static_cast<uint64_t>(d);
        if (u != 0 && elements > std::numeric_limits<uint64_t>::max() / u) {
            return tooManyElements(*e.dims, e.offsets != nullptr);
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
        return sizeMismatch(e, need);
    }
    if (!dtypeInfo(e.dtype).loadable) {
        const std::string name(e.name), dtypeName(e.dtypeName);
        m_issues.push_back(makeIssue(IssueCode::UnloadableDtype, Severity::Warning, m_path, name,
                                     -1, {name, dtypeName}));
    }
    return std::nullopt;
}

}  // namespace shardscope
