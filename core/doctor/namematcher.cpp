#include "namematcher.h"

#include <algorithm>

namespace shardscope {

namespace {

bool endsWith(const std::string& s, const std::string& suffix) {
    return s.size() > suffix.size() &&
           s.compare(s.size() - suffix.size(), suffix.size(), suffix) == 0;
}

std::vector<std::string> components(const std::string& name) {
    std::vector<std::string> out;
    size_t start = 0;
    while (true) {
        const size_t dot = name.find('.', start);
        out.push_back(name.substr(start, dot - start));
        if (dot == std::string::npos) {
            return out;
        }
        start = dot + 1;
    }
}

}  // namespace

std::string NameMatcher::ckptPrefix(const std::string& netName) const {
    for (const CkptEntry& e : m_unused) {
        if (endsWith(e.name, netName)) {
            return e.name.substr(0, e.name.size() - netName.size());
        }
    }
    return {};
}

std::string NameMatcher::netPrefix(const std::string& netName) const {
    std::string best;
    for (const CkptEntry& e : m_unused) {
        // Whole components only, and the shortest prefix wins.
        const size_t length = netName.size() - std::min(netName.size(), e.name.size());
        if (endsWith(netName, e.name) && netName[length - 1] == '.' &&
            (best.empty() || length < best.size())) {
            best = netName.substr(0, length);
        }
    }
    return best;
}

size_t NameMatcher::editDistance(const std::string& a, const std::string& b, size_t limit) {
    const size_t n = a.size();
    const size_t m = b.size();
    if ((n > m ? n - m : m - n) > limit) {
        return limit + 1;
    }
    std::vector<size_t> prev(m + 1);
    std::vector<size_t> cur(m + 1);
    for (size_t j = 0; j <= m; ++j) {
        prev[j] = j;
    }
    for (size_t i = 1; i <= n; ++i) {
        cur[0] = i;
        size_t rowMin = cur[0];
        for (size_t j = 1; j <= m; ++j) {
            const size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
            rowMin = std::min(rowMin, cur[j]);
        }
        if (rowMin > limit) {
            return limit + 1;
        }
        std::swap(prev, cur);
    }
    return std::min(prev[m], limit + 1);
}

std::vector<std::string> NameMatcher::closest(const NetParam& param, size_t max) const {
    struct Scored {
        bool otherShape;
        size_t distance;
        size_t order;
    };
    // Close enough to be a rename: a third of the name may change, at least a few characters.
    const size_t limit = std::max<size_t>(3, param.name.size() / 3);
    std::vector<Scored> scored;
    // Thousands of unused entries (a checkpoint of another network): compare names only with
    // entries of the parameter's shape, which keeps the work linear in practice.
    const bool sameShapeOnly = m_unused.size() > 2000;
    for (size_t i = 0; i < m_unused.size(); ++i) {
        if (sameShapeOnly && m_unused[i].shape != param.shape) {
            continue;
        }
        const size_t d = editDistance(param.name, m_unused[i].name, limit);
        if (d <= limit) {
            scored.push_back({m_unused[i].shape != param.shape, d, i});
        }
    }
    std::stable_sort(scored.begin(), scored.end(), [](const Scored& a, const Scored& b) {
        return std::tie(a.otherShape, a.distance) < std::tie(b.otherShape, b.distance);
    });
    std::vector<std::string> out;
    for (size_t i = 0; i < scored.size() && i < max; ++i) {
        out.push_back(m_unused[scored[i].order].name);
    }
    return out;
}

std::pair<std::string, std::string> NameMatcher::difference(const std::string& from,
                                                            const std::string& to) {
    const std::vector<std::string> a = components(from);
    const std::vector<std::string> b = components(to);
    size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head]) {
        ++head;
    }
    size_t tail = 0;
    while (tail < a.size() - head && tail < b.size() - head &&
           a[a.size() - 1 - tail] == b[b.size() - 1 - tail]) {
        ++tail;
    }
    auto join = [&](const std::vector<std::string>& parts) {
        std::string out = head > 0 ? "." : "";
        for (size_t i = head; i < parts.size() - tail; ++i) {
            out += (i > head ? "." : "") + parts[i];
        }
        return out + (tail > 0 ? "." : "");
    };
    return {join(a), join(b)};
}

}  // namespace shardscope
