#pragma once

#include <memory>

#include "export/exportrequest.h"
#include "widgets/models/common/jobrunner.h"

// An export in the background: shardscope::runExport (the code behind `shardscope-cli export`)
// on a JobRunner. Cancelling makes the exporter remove what it had begun to write; destroying a
// running job waits for that, so nothing half written outlives the dialog.
using ExportJob = JobRunner<shardscope::ExportResult, shardscope::ExportProgress>;

// Exports `run` as loaded (shardscope::runExport); `request.source` names it in messages.
void startExport(ExportJob& job, std::shared_ptr<const shardscope::RunDocument> run,
                 shardscope::ExportRequest request);
