#pragma once

#include <QString>

#include "doctor/doctorsentence.h"

// The doctor's sentences in the user's language: every code's template is the message
// catalogue's (DoctorCatalogueText, the core's doctormessages), translated; the values the
// window words itself (a configuration's name, no layers) are pieces the core made.
class DoctorSentenceText {
public:
    // The sentence in words; the core's English `english` for a code without words (None).
    static QString text(const shardscope::DoctorSentence& sentence, const std::string& english);
    // The sentence's words; a null QString for a code without words.
    static QString words(const shardscope::DoctorSentence& sentence);
};
