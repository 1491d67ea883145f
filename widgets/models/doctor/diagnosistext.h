#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorsentence.h"

// The words of the doctor's diagnoses (why one parameter does not load), from each sentence's code
// and values (DoctorSentenceText holds the pieces they share).
class DiagnosisText {
    Q_DECLARE_TR_FUNCTIONS(DiagnosisText)

public:
    // A null QString for a code that is not one of these sentences.
    static QString text(const shardscope::DoctorSentence& sentence);
};
