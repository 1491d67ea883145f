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

void addWorkingSizes(SimulationIssue& issue, int64_t dimSize, int64_t parts, int axis,
                     const SplitTarget& target) {
    const int64_t axisSize = target.newMain[static_cast<size_t>(axis)];
    const int64_t others = parts / axisSize;  // the other axes splitting this dimension
    const int64_t otherCards = product(target.newMain) / axisSize * target.stages;
    bool truncated = false;
    if (dimSize % others == 0) {
        issue.workingSizes =
            smallDivisors(dimSize / others, kMaxRanks / otherCards, kMaxWorkingSizes, &truncated);
    }
    for (const int64_t s : issue.workingSizes) {
        issue.workingCards.push_back(s * otherCards);
    }
    issue.axis = axis;
    const std::string where =
        "axis " + std::to_string(axis) + " of the main dev_matrix " + shapeText(target.newMain);
    if (issue.workingSizes.empty()) {
        issue.message += "; no size of " + where + " makes it divide while the others keep theirs";
    } else {
        issue.message += "; " + where + " could be " + orList(issue.workingSizes, truncated) +
                         " instead (" + orList(issue.workingCards, truncated) + " cards)";
    }
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
                 std::vector<SimulationIssue>& issues) {
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
        SimulationIssue issue = makeIssue(
            true, "not-divisible", layout.name,
            "parameter '" + layout.name + "': dimension " + std::to_string(i) + " (size " +
                std::to_string(shape[i]) + ") does not divide by " + std::to_string(parts) + " (" +
                deviceAxesText(dimAxes[i]) + " of dev_matrix " + shapeText(dev) + ")",
            {});
        std::vector<int> mainAxes;
        if (groups != nullptr) {
            for (const int a : dimAxes[i]) {
                const std::vector<int>& g = (*groups)[static_cast<size_t>(a)];
                mainAxes.insert(mainAxes.end(), g.begin(), g.end());
            }
        }
        if (!mainAxes.empty()) {
            addWorkingSizes(issue, shape[i], parts, offendingAxis(mainAxes, target), target);
        }
        issue.args = {layout.name,
                      std::to_string(i),
                      std::to_string(shape[i]),
                      std::to_string(parts),
                      shapeText(dev),
                      issue.axis >= 0 ? std::to_string(issue.axis) : std::string(),
                      joinNumbers(issue.workingSizes),
                      joinNumbers(issue.workingCards)};
        issues.push_back(std::move(issue));
    }
    return ok;
}

}  // namespace shardscope
