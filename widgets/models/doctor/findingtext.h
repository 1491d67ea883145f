#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorsentence.h"

// The words of the doctor's findings (conclusions about the whole load), from each sentence's code
// and values (DoctorSentenceText holds the pieces they share).
class FindingText {
    Q_DECLARE_TR_FUNCTIONS(FindingText)

public:
    // A null QString for a code that is not one of these sentences.
    static QString text(const shardscope::DoctorSentence& sentence);
};
