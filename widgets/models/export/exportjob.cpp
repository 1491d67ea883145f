#include "widgets/models/export/exportjob.h"

#include "export/exporter.h"

void startExport(ExportJob& job, shardscope::ExportRequest request) {
    job.setWaitOnDestroy(true);
    job.setDeliverCompletedAfterCancel(true);  // a finished file is reported, not hidden
    job.start([request = std::move(request)](std::stop_token stop, const ExportJob::Sink& sink) {
        return shardscope::runExport(request, std::move(stop), sink);
    });
}
