#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../util/error.h"
#include "../util/issue.h"
#include "dtype.h"

namespace shardscope {

// What both checkpoint parsers (.ckpt records and safetensors headers) check of a tensor entry
// once its dtype, dims and byte count are read: the element count fits 64 bits, the bytes are
// what the dtype and dims need, and a dtype that is unknown (size not checked) or that MindSpore
// cannot load is reported. Messages use each format's own words for the fields.
class EntryValidator {
public:
    // A format's words: "dims" + "hold" / "shape" + "holds"; "tensor_type" / "safetensors
    // dtype"; "tensor_content" + "holds" / "data_offsets" + "hold".
    struct Wording {
        std::string_view dims;
        std::string_view dimsVerb;
        std::string_view dtype;
        std::string_view bytes;
        std::string_view bytesVerb;
    };
    struct Entry {
        std::string_view name;
        DType dtype = DType::Unknown;
        std::string_view dtypeText;  // as the file spells it
        std::string_view dtypeName;  // MindSpore's name of a known dtype
        const std::vector<int64_t>* dims = nullptr;
        bool scalarContent = false;  // one element whatever the dims say (a pre-r2.3 scalar)
        uint64_t bytes = 0;
        const uint64_t* offsets = nullptr;  // begin and end, when the format names the bytes so
    };
    // The problem that makes the entry unreadable, for the parser to place in its file.
    struct Problem {
        ErrorCode code;
        ErrorTemplate text;
        std::vector<IssueArg> args;
    };

    // Keeps references: `path` and `issues` outlive the validator (a parser's index).
    EntryValidator(Wording wording, const std::string& path, std::vector<Issue>& issues)
        : m_wording(wording), m_path(path), m_issues(issues) {}

    // nullopt when the entry is readable; warnings go to the issues either way. Allocates
    // nothing for a readable entry of a loadable type (called once per entry of every file).
    std::optional<Problem> check(const Entry& entry) const;

private:
    Wording m_wording;
    const std::string& m_path;
    std::vector<Issue>& m_issues;
};

}  // namespace shardscope
