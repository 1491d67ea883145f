#include "widgets/models/export/exportjob.h"

#include "export/exporter.h"

void startExport(ExportJob& job, std::shared_ptr<const shardscope::RunDocument> run,
                 shardscope::ExportRequest request) {
    job.setWaitOnDestroy(true);
    job.setDeliverCompletedAfterCancel(true);  // a finished file is reported, not hidden
    job.start([run = std::move(run), request = std::move(request)](std::stop_token stop,
                                                                   const ExportJob::Sink& sink) {
        return shardscope::runExport(run, request, std::move(stop), sink);
    });
}
