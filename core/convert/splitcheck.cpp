#include "splitcheck.h"

#include <algorithm>

#include "../formats/shapetext.h"
#include "../layout/transformsources.h"
#include "simulationtext.h"

namespace shardscope {

namespace {

// Divisors above this are above kMaxRanks too, so the search never needs to go further.
constexpr int64_t kDivisorSearch = int64_t{1} << 20;

int64_t product(const std::vector<int64_t>& v) {
    int64_t n = 1;
    for (const int64_t d : v) {
        n *= d;
    }
    return n;
}

// The main axis the user should resize: the first one that changed, else the innermost.
int offendingAxis(const std::vector<int>& mainAxes, const SplitTarget& target) {
    for (const int a : mainAxes) {
        const size_t i = static_cast<size_t>(a);
        if (target.newMain[i] != target.oldMain[i]) {
            return a;
        }
    }
    return mainAxes.back();
}

struct WorkingSizes {
    std::vector<int64_t> sizes;  // sizes of the offending axis that would divide, ascending
    std::vector<int64_t> cards;  // the total card count each size gives
    int axis = -1;               // the main device-matrix axis they are for (from the left)
    bool truncated = false;      // more sizes divide than `sizes` lists
};

WorkingSizes workingSizes(int64_t dimSize, int64_t parts, int axis, const SplitTarget& target) {
    WorkingSizes w;
    const int64_t axisSize = target.newMain[static_cast<size_t>(axis)];
    const int64_t others = parts / axisSize;  // the other axes splitting this dimension
    const int64_t otherCards = product(target.newMain) / axisSize * target.stages;
    if (dimSize % others == 0) {
        w.sizes =
            smallDivisors(dimSize / others, kMaxRanks / otherCards, kMaxWorkingSizes, &w.truncated);
    }
    for (const int64_t s : w.sizes) {
        w.cards.push_back(s * otherCards);
    }
    w.axis = axis;
    return w;
}

}  // namespace

std::vector<int64_t> smallDivisors(int64_t n, int64_t limit, size_t cap, bool* truncated) {
    std::vector<int64_t> low;
    std::vector<int64_t> high;
    for (int64_t d = 1; d <= n / d && d <= kDivisorSearch; ++d) {
        if (n % d == 0) {
            low.push_back(d);
            if (d != n / d) {
                high.push_back(n / d);
            }
        }
    }
    low.insert(low.end(), high.rbegin(), high.rend());
    std::vector<int64_t> out;
    *truncated = false;
    for (const int64_t d : low) {
        if (d > limit) {
            break;
        }
        if (out.size() == cap) {
            *truncated = true;
            break;
        }
        out.push_back(d);
    }
    return out;
}

bool checkSplits(const ParamLayout& layout, const AxisGroups* groups,
                 const std::vector<int64_t>& shape, const SplitTarget& target,
                 std::vector<Issue>& issues) {
    if (shape.size() != layout.tensorMap.size()) {
        return true;
    }
    const std::vector<int64_t>& dev = layout.devMatrix();
    const std::vector<std::vector<int>> dimAxes = dimensionAxes(layout);
    bool ok = true;
    for (size_t i = 0; i < shape.size(); ++i) {
        int64_t parts = 1;
        for (const int a : dimAxes[i]) {
            parts *= dev[static_cast<size_t>(a)];
        }
        if (parts <= 1 || shape[i] < 0 || shape[i] % parts == 0) {
            continue;
        }
        ok = false;
        Issue issue = simulationIssue(IssueCode::NotDivisible, true, layout.name, {});
        std::vector<int> mainAxes;
        if (groups != nullptr) {
            for (const int a : dimAxes[i]) {
                const std::vector<int>& g = (*groups)[static_cast<size_t>(a)];
                mainAxes.insert(mainAxes.end(), g.begin(), g.end());
            }
        }
        WorkingSizes w;
        if (!mainAxes.empty()) {
            w = workingSizes(shape[i], parts, offendingAxis(mainAxes, target), target);
        }
        issue.with("param", layout.name)
            .with("dimension", std::to_string(i))
            .with("size", std::to_string(shape[i]))
            .with("parts", std::to_string(parts))
            .with("dev_matrix", shapeText(dev))
            .with("axis", w.axis >= 0 ? std::to_string(w.axis) : std::string())
            .with("sizes", joinNumbers(w.sizes))
            .with("cards", joinNumbers(w.cards));
        issue.args.push_back(axesList("axes", dimAxes[i]));
        issue.with("axis_count", std::to_string(dimAxes[i].size()))
            .with("main", w.axis >= 0 ? shapeText(target.newMain) : std::string());
        issue.args.push_back(orList("size_choices", w.sizes, w.truncated));
        issue.args.push_back(orList("card_choices", w.cards, w.truncated));
        issues.push_back(std::move(issue));
    }
    return ok;
}

}  // namespace shardscope
