#include "namematcher.h"

#include <algorithm>
#include <string_view>
#include <tuple>

namespace shardscope {

namespace {

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

NameMatcher::NameMatcher(std::vector<CkptEntry> unused) : m_unused(std::move(unused)) {
    m_reversed.reserve(m_unused.size());
    m_byReversedName.reserve(m_unused.size());
    for (size_t i = 0; i < m_unused.size(); ++i) {
        m_reversed.emplace_back(m_unused[i].name.rbegin(), m_unused[i].name.rend());
        m_byReversedName.push_back(i);
        m_first.emplace(m_unused[i].name, i);
    }
    std::stable_sort(m_byReversedName.begin(), m_byReversedName.end(),
                     [&](size_t x, size_t y) { return m_reversed[x] < m_reversed[y]; });
}

std::string NameMatcher::ckptPrefix(const std::string& netName) const {
    // The first entry (in checkpoint order) longer than the name that ends with it: those
    // entries' reversed names start with the reversed name, a range of the sorted ones.
    const std::string key(netName.rbegin(), netName.rend());
    auto it = std::lower_bound(m_byReversedName.begin(), m_byReversedName.end(), key,
                               [&](size_t i, const std::string& k) { return m_reversed[i] < k; });
    size_t first = m_unused.size();
    for (; it != m_byReversedName.end() && m_reversed[*it].compare(0, key.size(), key) == 0; ++it) {
        if (m_reversed[*it].size() > key.size()) {
            first = std::min(first, *it);
        }
    }
    if (first == m_unused.size()) {
        return {};
    }
    const std::string& name = m_unused[first].name;
    return name.substr(0, name.size() - netName.size());
}

std::string NameMatcher::netPrefix(const std::string& netName) const {
    // Whole components only, and the shortest prefix wins: the first dot from the left after
    // which the rest of the name is an unused entry's name.
    for (size_t dot = netName.find('.'); dot != std::string::npos;
         dot = netName.find('.', dot + 1)) {
        if (m_first.count(netName.substr(dot + 1)) != 0) {
            return netName.substr(0, dot + 1);
        }
    }
    return {};
}

size_t NameMatcher::editDistance(const std::string& from, const std::string& to, size_t limit) {
    // Common ends change nothing; what is left is compared within a band of `limit` around the
    // diagonal (a cell further from it costs more than the limit).
    std::string_view a(from);
    std::string_view b(to);
    if ((a.size() > b.size() ? a.size() - b.size() : b.size() - a.size()) > limit) {
        return limit + 1;  // at least one edit per character of difference
    }
    size_t head = 0;
    while (head < a.size() && head < b.size() && a[head] == b[head]) {
        ++head;
    }
    a.remove_prefix(head);
    b.remove_prefix(head);
    size_t tail = 0;
    while (tail < a.size() && tail < b.size() && a[a.size() - 1 - tail] == b[b.size() - 1 - tail]) {
        ++tail;
    }
    a.remove_suffix(tail);
    b.remove_suffix(tail);
    const size_t n = a.size();
    const size_t m = b.size();
    const size_t over = limit + 1;
    if ((n > m ? n - m : m - n) > limit) {
        return over;
    }
    if (n == 0 || m == 0) {
        return std::max(n, m);
    }
    thread_local std::vector<size_t> prev;
    thread_local std::vector<size_t> cur;
    prev.assign(m + 1, over);
    cur.assign(m + 1, over);
    for (size_t j = 0; j <= std::min(m, limit); ++j) {
        prev[j] = j;
    }
    for (size_t i = 1; i <= n; ++i) {
        const size_t lo = i > limit ? i - limit : 1;
        const size_t hi = std::min(m, i + limit);
        cur[lo - 1] = lo == 1 && i <= limit ? i : over;
        size_t rowMin = cur[lo - 1];
        for (size_t j = lo; j <= hi; ++j) {
            const size_t sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub, over});
            rowMin = std::min(rowMin, cur[j]);
        }
        if (hi < m) {
            cur[hi + 1] = over;  // outside this row's band, read by the next row
        }
        if (rowMin > limit) {
            return over;
        }
        std::swap(prev, cur);
    }
    return std::min(prev[m], over);
}

std::vector<std::string> NameMatcher::closest(const NetParam& param, size_t max) const {
    struct Scored {
        bool otherShape;
        size_t distance;
        size_t order;
    };
    const auto before = [](const Scored& x, const Scored& y) {
        return std::tie(x.otherShape, x.distance, x.order) <
               std::tie(y.otherShape, y.distance, y.order);
    };
    // Close enough to be a rename: a third of the name may change, at least a few characters.
    const size_t limit = std::max<size_t>(3, param.name.size() / 3);
    // Thousands of unused entries (a checkpoint of another network): compare names only with
    // entries of the parameter's shape.
    const bool sameShapeOnly = m_unused.size() > 2000;
    // The best `max` so far, best first. Entries come in order, so a later one enters only
    // when strictly better than the last kept: the limit shrinks as good ones are found.
    std::vector<Scored> best;
    for (size_t i = 0; i < m_unused.size() && max > 0; ++i) {
        const bool otherShape = m_unused[i].shape != param.shape;
        if (sameShapeOnly && otherShape) {
            continue;
        }
        size_t bound = limit;
        if (best.size() == max) {
            const Scored& worst = best.back();
            if (otherShape && !worst.otherShape) {
                continue;
            }
            if (otherShape == worst.otherShape) {
                if (worst.distance == 0) {
                    continue;
                }
                bound = std::min(bound, worst.distance - 1);
            }
        }
        const size_t d = editDistance(param.name, m_unused[i].name, bound);
        if (d > bound) {
            continue;
        }
        const Scored s{otherShape, d, i};
        best.insert(std::upper_bound(best.begin(), best.end(), s, before), s);
        if (best.size() > max) {
            best.pop_back();
        }
    }
    std::vector<std::string> out;
    for (const Scored& s : best) {
        out.push_back(m_unused[s.order].name);
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
