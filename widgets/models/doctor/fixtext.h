#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorsentence.h"

// The words of the two config fixes the catalogue does not hold yet (what to change), from each
// sentence's code and values (DoctorSentenceText holds the pieces they share).
class FixText {
    Q_DECLARE_TR_FUNCTIONS(FixText)

public:
    // A null QString for a code that is not one of these sentences.
    static QString text(const shardscope::DoctorSentence& sentence);
};
