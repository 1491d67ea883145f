#pragma once

#include <memory>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "../inspect/rundocument.h"
#include "../stats/tensorsource.h"
#include "exportrequest.h"

namespace shardscope {

// One tensor to export: where its bytes come from, and what is known of its layout.
struct ExportItem {
    TensorSource source;
    const ParamLayout* layout = nullptr;  // in the run's strategy; null without one
    int rank = -1;                        // per-rank export: the rank; -1 otherwise
    std::optional<Box> slice;             // per-rank export: the stored slice, global coordinates
    std::vector<int64_t> fullShape;       // the parameter's full shape, where known
    std::vector<int> ranks;               // merged export: ranks the pieces were read from
};

// The opened source and the tensors the request selects, in file order (stage by stage).
struct ExportSelection {
    std::shared_ptr<const RunDocument> model;
    std::vector<ExportItem> items;
    std::vector<Issue> notes;
    bool run = false;  // the source is a run folder
};

// Picks the tensors of the loaded source: a run needs --rank or --merged (one rank excepted);
// names are matched against `params`; a parameter several stages hold is taken once.
Result<ExportSelection> selectExport(std::shared_ptr<const RunDocument> run,
                                     const ExportRequest& request);
// `params` as a regular expression; nullopt when empty, an error when it is not one.
Result<std::optional<std::regex>> exportPattern(const ExportRequest& request);

}  // namespace shardscope
