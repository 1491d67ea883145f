#include "doctor.h"

#include "diagnoser.h"
#include "redundancycheck.h"

namespace shardscope {

DoctorReport runDoctor(const DoctorRequest& request) {
    DoctorReport report = Diagnoser(request.ckpt, request.net).run(request.strict);
    RedundancyCheck(request.ckpt, request.net).apply(request.removeRedundancy, report);
    return report;
}

}  // namespace shardscope
