#pragma once

#include <memory>
#include <stop_token>

#include "../util/result.h"
#include "exportrequest.h"

namespace shardscope {

// Exports tensors of a loaded checkpoint or run (the GUI's File > Export, and exportPath) as it
// was loaded, at the step it shows, without opening its path again: to HDF5 (one dataset per
// parameter, groups following the dotted names, layout attributes), safetensors (one file, or
// parts with an index) or NumPy .npy (one parameter). `request.source` names it in messages;
// the request's `strategy`, `key`, `step` and `threads` are the loaded run's and not used here.
// Streaming: no tensor is ever held whole. Cancellable through `stop`; `progress` is called from
// this thread.
Result<ExportResult> runExport(const std::shared_ptr<const RunDocument>& run,
                               const ExportRequest& request, std::stop_token stop = {},
                               const ExportProgressFn& progress = {});

// `shardscope-cli export`, which starts from a path: the request checked, then `request.source`
// opened once (with its strategy, key, step and threads) and exported by runExport.
Result<ExportResult> exportPath(const ExportRequest& request, std::stop_token stop = {},
                                const ExportProgressFn& progress = {});

}  // namespace shardscope
