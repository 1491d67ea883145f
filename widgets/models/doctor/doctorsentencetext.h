#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include "doctor/doctorsentence.h"

// The doctor's sentences in the user's language, built from their code and named values the way
// IssueText builds an issue's; DiagnosisText and FixText hold the sentences of their families
// the catalogue does not hold yet, this class the pieces they share (cuts, config values, rank
// ranges). The findings and most fixes are the catalogue's (DoctorCatalogueText).
class DoctorSentenceText {
    Q_DECLARE_TR_FUNCTIONS(DoctorSentenceText)

public:
    // The sentence in words; the core's English `english` for a code without words here.
    static QString text(const shardscope::DoctorSentence& sentence, const std::string& english);
    // The sentence's words; a null QString for a code without words.
    static QString words(const shardscope::DoctorSentence& sentence);

    static QString arg(const shardscope::DoctorSentence& sentence, const char* name);
    static bool yes(const shardscope::DoctorSentence& sentence, const char* name);
    static int count(const shardscope::DoctorSentence& sentence, const char* name);

    static QString configName(const std::string& english);                 // "hidden size", ...
    static QString layerRange(const QString& range);                       // "0-3", "none"
    static QString rankRange(const shardscope::DoctorSentence& sentence);  // "ranks 4-7"
    static QString group(const shardscope::DoctorSentence& sentence);  // "(0, 1)", "(0-511: ...)"
    static QString cuts(const shardscope::DoctorSentence& cuts);       // "dim 0 ...; dim 1 ..."
    static QString cut(const shardscope::DoctorSentence& cut);
    // The parts of that code: "hidden size 64 and vocabulary size 512" (withNames), "128 and 1024".
    static QString checkpointValues(const shardscope::DoctorSentence& sentence);
    static QString networkValues(const shardscope::DoctorSentence& sentence);
    static QString dimChanges(const shardscope::DoctorSentence& sentence);

private:
    static QString joined(const QStringList& items, const QString& twoItems);
};
