#pragma once

#include <stop_token>

#include "../util/result.h"
#include "exportrequest.h"

namespace shardscope {

// Exports tensors of a checkpoint or run (`shardscope-cli export`, the GUI's File > Export):
// to HDF5 (one dataset per parameter, groups following the dotted names, layout attributes),
// safetensors (one file, or parts with an index) or NumPy .npy (one parameter). Streaming: no
// tensor is ever held whole. Cancellable through `stop`; `progress` is called from this thread.
Result<ExportResult> runExport(const ExportRequest& request, std::stop_token stop = {},
                               const ExportProgressFn& progress = {});

}  // namespace shardscope
