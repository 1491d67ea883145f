#pragma once

#include "exportcontext.h"
#include "exportitems.h"

namespace shardscope {

// One per output format; each writes atomically (nothing under a final name on failure or
// cancel) and fills in the result's files, tensors, bytes and notes.
Status exportSafetensors(const ExportSelection& selection, ExportContext& context,
                         ExportResult& result);
Status exportNpy(const ExportSelection& selection, ExportContext& context, ExportResult& result);
Status exportHdf5(const ExportSelection& selection, ExportContext& context, ExportResult& result);

}  // namespace shardscope
