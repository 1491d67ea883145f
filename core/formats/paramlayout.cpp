#include <algorithm>
#include <charconv>

#include "strategy.h"

namespace shardscope {

namespace {

// Nine digits keep the stage inside int; longer runs are not stage numbers MindSpore would write.
constexpr size_t kMaxStageDigits = 9;

}  // namespace

const std::vector<int64_t>& ParamLayout::devMatrix() const {
    static const std::vector<int64_t> kNone;
    return devMatrices.empty() ? kNone : devMatrices.front();
}

std::string ParamLayout::storedName() const {
    return prefixed ? std::to_string(stage) + "-" + name : name;
}

bool ParamLayout::sameCutAs(const ParamLayout& other) const {
    ParamLayout alike = other;
    alike.stage = stage;
    alike.prefixed = prefixed;
    return alike == *this;
}

bool splitStagePrefix(std::string_view stored, int* stage, std::string* name) {
    const size_t dash = stored.find('-');
    if (dash == 0 || dash == std::string_view::npos || dash > kMaxStageDigits) {
        return false;
    }
    // MindSpore writes str(stage); "01-" would not survive a round trip, so it is no prefix.
    if (stored[0] == '0' && dash > 1) {
        return false;
    }
    int value = 0;
    const char* first = stored.data();
    const char* last = stored.data() + dash;
    const auto [end, ec] = std::from_chars(first, last, value);
    // from_chars accepts a leading '-', which cannot occur before the first dash anyway.
    if (ec != std::errc() || end != last) {
        return false;
    }
    *stage = value;
    *name = std::string(stored.substr(dash + 1));
    return true;
}

Issue missingOptimizerFieldsIssue(const std::string& file) {
    return makeIssue(IssueCode::MissingOptimizerFields, Severity::Warning, file, {}, -1, {});
}

uint32_t Strategy::fileStage() const {
    return items.empty() ? 0 : items.front().stage;
}

std::vector<int> Strategy::stages() const {
    std::vector<int> out;
    out.reserve(layouts.size());
    for (const ParamLayout& layout : layouts) {
        out.push_back(layout.stage);
    }
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

void Strategy::resolveStagePrefixes() {
    int stage = 0;
    std::string rest;
    merged = !layouts.empty() && std::all_of(layouts.begin(), layouts.end(), [&](const auto& l) {
        return splitStagePrefix(l.name, &stage, &rest);
    });
    const int own = static_cast<int>(fileStage());
    for (ParamLayout& layout : layouts) {
        if (merged) {
            splitStagePrefix(layout.name, &layout.stage, &rest);
            layout.name = std::move(rest);
            layout.prefixed = true;
        } else {
            layout.stage = own;
            layout.prefixed = false;
        }
    }
}

}  // namespace shardscope
