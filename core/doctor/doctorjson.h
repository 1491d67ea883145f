#pragma once

#include <nlohmann/json.hpp>

#include "doctorreport.h"

namespace shardscope {

// The `doctor --json` contract (docs/cli.md): keys are only ever added.
nlohmann::ordered_json doctorToJson(const DoctorReport& report);
nlohmann::ordered_json diagnosisDetails(const Diagnosis& diagnosis);

}  // namespace shardscope
