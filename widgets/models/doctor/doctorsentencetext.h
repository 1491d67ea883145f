#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorsentence.h"

// The doctor's sentences in the user's language: every code's template is the message
// catalogue's (DoctorCatalogueText, the core's doctormessages), translated; this class names the
// values the window translates inside them.
class DoctorSentenceText {
    Q_DECLARE_TR_FUNCTIONS(DoctorSentenceText)

public:
    // The sentence in words; the core's English `english` for a code without words (None).
    static QString text(const shardscope::DoctorSentence& sentence, const std::string& english);
    // The sentence's words; a null QString for a code without words.
    static QString words(const shardscope::DoctorSentence& sentence);

    static QString configName(const std::string& english);  // "hidden size", ...
    static QString layerRange(const QString& range);        // "0-3", "none"
};
