#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace shardscope {

// A half-open hyper-rectangle [begin, end) in a tensor's global index space, one pair per
// dimension. Slices of every rank are boxes, and the copy planner works on their intersections.
struct Box {
    std::vector<int64_t> begin;
    std::vector<int64_t> end;

    size_t dims() const { return begin.size(); }
    std::vector<int64_t> extent() const;  // end - begin per dimension: the slice's shape
    int64_t elementCount() const;         // 1 for a scalar (zero dimensions)
    bool empty() const;                   // some dimension has no elements

    bool operator==(const Box&) const = default;
    // Lexicographic on begin, then end: a stable order for listing distinct slices.
    bool operator<(const Box& other) const;
};

// The whole of a tensor of this shape.
Box wholeBox(const std::vector<int64_t>& shape);

// The common part of two boxes of the same rank, or nothing when they share no element.
std::optional<Box> intersect(const Box& a, const Box& b);
bool overlaps(const Box& a, const Box& b);
bool contains(const Box& outer, const Box& inner);

// `inner` in the coordinates of `outer` (whose begin becomes the origin): where a piece sits
// inside a rank's local tensor.
Box relativeTo(const Box& inner, const Box& outer);

// "[4, 6) x [0, 6)", "scalar" for zero dimensions: for messages and explanations.
std::string boxText(const Box& box);

}  // namespace shardscope
