#pragma once

#include <vector>

#include "../util/catalogueentry.h"
#include "doctorsentence.h"

namespace shardscope {

// One code of the doctor's catalogue and its wordings (doctormessages.cpp gathers them).
using DoctorEntry = CatalogueEntryOf<DoctorCode>;

// The diagnoses (why one parameter does not load) and the pieces sentences are built of
// (diagnosismessages.cpp).
std::vector<DoctorEntry> diagnosisEntries();
std::vector<DoctorEntry> pieceEntries();

}  // namespace shardscope
