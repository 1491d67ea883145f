#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "../formats/strategy.h"
#include "strategysimulator.h"

namespace shardscope {

// "1, 2, 4" (args), and for sentences "1, 2 or 4", "1, 2, 4, ..." when the list was cut (a list
// piece, util/messagepiece.h; empty when there are no values).
std::string joinNumbers(const std::vector<int64_t>& values);
IssueArg orList(std::string name, const std::vector<int64_t>& values, bool truncated);

// "1", "0 and 1": device axes (counted from the left, as TensorLayout's messages do), as the
// NotDivisible sentence lists them after "device axis"/"device axes" (a list piece).
IssueArg axesList(std::string name, const std::vector<int>& axes);

// "[0, -1]" for the classic form, "[[1, 0], [-1]]" for the nested one.
std::string tensorMapText(const ParamLayout& layout);

// The layout's own device axes (from the left) splitting each tensor dimension, most significant
// first; tensor_map values outside the matrix are skipped (TensorLayout reports them).
std::vector<std::vector<int>> dimensionAxes(const ParamLayout& layout);

// A simulation issue: blocking ones are errors, the others warnings; `args` as issueArgNames lists.
// The words from the catalogue.
Issue simulationIssue(IssueCode code, bool blocking, std::string param,
                      const std::vector<std::string>& args);

}  // namespace shardscope
