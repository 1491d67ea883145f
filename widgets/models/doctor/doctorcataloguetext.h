#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorsentence.h"

// The doctor's sentences (the diagnoses, the fixes, the findings about the whole load) in the
// window's language: the catalogue's templates (core/doctor/doctormessages.cpp, context
// DoctorMessage), translated, with the sentence's values and its listed parts put in. The
// English is the CLI's, word for word.
class DoctorCatalogueText {
    Q_DECLARE_TR_FUNCTIONS(DoctorCatalogueText)

public:
    // A null QString for a code the catalogue does not hold.
    static QString text(const shardscope::DoctorSentence& sentence);
};
