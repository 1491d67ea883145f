#include "widgets/models/doctor/fixtext.h"

#include "widgets/models/doctor/doctorsentencetext.h"

using namespace shardscope;

// The fixes the catalogue does not hold yet (their parts' values are listed as the window writes
// them); the others are DoctorCatalogueText's.
QString FixText::text(const DoctorSentence& s) {
    switch (s.code) {
        case DoctorCode::FixConfig:
            return FixText::tr(
                       "build the network with %1 (the checkpoint's; the network uses %2), or "
                       "load a checkpoint trained with the network's configuration")
                .arg(DoctorSentenceText::checkpointValues(s), DoctorSentenceText::networkValues(s));
        case DoctorCode::FixConfigValues:
            return FixText::tr(
                       "build the network with %1 (the checkpoint's values), or load a "
                       "checkpoint trained with the network's configuration")
                .arg(DoctorSentenceText::checkpointValues(s));
        default:
            return {};
    }
}
