#include "layercounter.h"

#include <algorithm>

#include "../util/messagepiece.h"
#include "../util/translatenoop.h"

namespace shardscope {

bool LayerCounter::splitName(const std::string& name, std::string* prefix, int64_t* index) {
    size_t start = 0;
    while (start < name.size()) {
        size_t end = name.find('.', start);
        if (end == std::string::npos) {
            end = name.size();
        }
        const bool digits = end > start && end - start <= 9 &&
                            std::all_of(name.begin() + static_cast<std::ptrdiff_t>(start),
                                        name.begin() + static_cast<std::ptrdiff_t>(end),
                                        [](char c) { return c >= '0' && c <= '9'; });
        if (digits && start > 0 && end < name.size()) {
            *prefix = name.substr(0, start);
            *index = std::stoll(name.substr(start, end - start));
            return true;
        }
        start = end + 1;
    }
    return false;
}

LayerCounter::LayerCounter(const std::vector<std::string>& netNames,
                           const std::vector<std::string>& ckptNames) {
    std::string prefix;
    int64_t index = 0;
    for (const std::string& n : netNames) {
        if (splitName(n, &prefix, &index)) {
            m_blocks[prefix].prefix = prefix;
            m_blocks[prefix].net.insert(index);
        }
    }
    for (const std::string& n : ckptNames) {
        if (splitName(n, &prefix, &index)) {
            m_blocks[prefix].prefix = prefix;
            m_blocks[prefix].ckpt.insert(index);
        }
    }
}

const LayerCounter::Blocks* LayerCounter::missingLayer(const std::string& netName) const {
    std::string prefix;
    int64_t index = 0;
    if (!splitName(netName, &prefix, &index)) {
        return nullptr;
    }
    const auto it = m_blocks.find(prefix);
    if (it == m_blocks.end() || !it->second.differ() || it->second.ckpt.count(index) != 0) {
        return nullptr;
    }
    return &it->second;
}

std::vector<const LayerCounter::Blocks*> LayerCounter::differing() const {
    std::vector<const Blocks*> out;
    for (const auto& [prefix, b] : m_blocks) {
        if (b.differ()) {
            out.push_back(&b);
        }
    }
    return out;
}

IssueArg LayerCounter::rangeArg(std::string name, const std::set<int64_t>& layers) {
    if (layers.empty()) {
        return pieceArg(std::move(name), QT_TRANSLATE_NOOP("ErrorPiece", "none"));
    }
    return {std::move(name), rangeText(layers)};
}

std::string LayerCounter::rangeText(const std::set<int64_t>& layers) {
    if (layers.empty()) {
        return "none";
    }
    const int64_t lo = *layers.begin();
    const int64_t hi = *layers.rbegin();
    if (hi - lo + 1 == static_cast<int64_t>(layers.size())) {
        return lo == hi ? std::to_string(lo) : std::to_string(lo) + "-" + std::to_string(hi);
    }
    std::string out;
    for (const int64_t l : layers) {
        out += (out.empty() ? "" : ", ") + std::to_string(l);
    }
    return out;
}

}  // namespace shardscope
