#include "simulationtext.h"

#include "../formats/shapetext.h"
#include "../util/messagepiece.h"

namespace shardscope {

std::string joinNumbers(const std::vector<int64_t>& values) {
    std::string out;
    for (size_t i = 0; i < values.size(); ++i) {
        out += (i > 0 ? ", " : "") + std::to_string(values[i]);
    }
    return out;
}

IssueArg orList(std::string name, const std::vector<int64_t>& values, bool truncated) {
    if (values.empty()) {
        return {std::move(name), std::string()};
    }
    std::vector<std::string> items;
    items.reserve(values.size() + 1);
    for (const int64_t v : values) {
        items.push_back(std::to_string(v));
    }
    if (truncated) {
        items.emplace_back("...");
        return listArg(std::move(name), items, MessagePiece::Join::Commas);
    }
    return listArg(std::move(name), items, MessagePiece::Join::CommasOr);
}

IssueArg axesList(std::string name, const std::vector<int>& axes) {
    std::vector<std::string> items;
    items.reserve(axes.size());
    for (const int a : axes) {
        items.push_back(std::to_string(a));
    }
    return listArg(std::move(name), items, MessagePiece::Join::CommasAnd);
}

std::string tensorMapText(const ParamLayout& layout) {
    if (!layout.nested) {
        std::vector<int64_t> flat;
        for (const auto& axes : layout.tensorMap) {
            flat.push_back(axes.empty() ? -1 : axes.front());
        }
        return shapeText(flat);
    }
    std::string out = "[";
    for (size_t i = 0; i < layout.tensorMap.size(); ++i) {
        out += (i > 0 ? ", " : "") + shapeText(layout.tensorMap[i]);
    }
    return out + "]";
}

std::vector<std::vector<int>> dimensionAxes(const ParamLayout& layout) {
    const int64_t count = static_cast<int64_t>(layout.devMatrix().size());
    std::vector<std::vector<int>> out(layout.tensorMap.size());
    for (size_t i = 0; i < layout.tensorMap.size(); ++i) {
        for (const int64_t v : layout.tensorMap[i]) {
            if (v >= 0 && v < count) {
                out[i].push_back(static_cast<int>(count - 1 - v));  // counted from the right
            }
        }
    }
    return out;
}

Issue simulationIssue(IssueCode code, bool blocking, std::string param,
                      const std::vector<std::string>& args) {
    return makeIssue(code, blocking ? Severity::Error : Severity::Warning, {}, std::move(param), -1,
                     args);
}

}  // namespace shardscope
