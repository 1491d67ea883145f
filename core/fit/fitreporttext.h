#pragma once

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include "fitmodel.h"
#include "fitsearch.h"

namespace shardscope {

// `fit` as text and as `--json` (docs/cli.md), built here so the CLI, the GUI's copy and
// scripts agree. `source` says where the network came from ("preset llama2-70b", a run's path).
std::string fitReportText(const FitReport& report, const Links& links, const std::string& source);
nlohmann::ordered_json fitReportJson(const FitReport& report, const Links& links,
                                     const std::string& source);

// `fit --search`: the first `top` candidates (0: all) and every refusal.
std::string searchText(const std::vector<Candidate>& candidates, int64_t cards,
                       uint64_t deviceMemory, size_t top);
nlohmann::ordered_json searchJson(const std::vector<Candidate>& candidates, int64_t cards,
                                  uint64_t deviceMemory);

// "SwiGLU MLP, hidden 8192, 80 layers, vocabulary 32000, 64 heads (8 key/value)".
std::string networkText(const NetworkDims& dims);

}  // namespace shardscope
