#pragma once

// Which ranks hold what, for colouring: `slice` numbers the distinct model-parallel slices
// (in Box order, so the slice view agrees), `chunk` is the optimizer piece of `chunks`.
struct SliceColour {
    int slice = 0;
    int chunk = 0;
    int chunks = 1;
    bool operator==(const SliceColour&) const = default;
};
