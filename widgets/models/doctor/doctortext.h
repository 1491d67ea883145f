#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorreport.h"

// The doctor's findings in the user's language: what each kind of problem means, a short
// diagnosis built from the structured fields, and the core's sentences (findings, diagnoses,
// fixes, notes, the summary): messages of the one catalogue, rendered by IssueText from their
// codes and arguments; a fix without a sentence keeps the core's English.
class DoctorText {
    Q_DECLARE_TR_FUNCTIONS(DoctorText)

public:
    static QString kindText(shardscope::ProblemKind kind);
    static QString findingTitle(shardscope::FindingKind kind);
    static QString shortDiagnosis(const shardscope::DoctorProblem& problem);
    static QString findingText(const shardscope::DoctorFinding& finding);
    static QString diagnosisText(const shardscope::Diagnosis& diagnosis);
    static QString fixText(const shardscope::Fix& fix);  // its words; the command stays apart
    // The summary line and a note on how the inputs were read: the catalogue's messages (the
    // CLI's last lines) in the window's language.
    static QString summary(const shardscope::DoctorReport& report);
    static QString noteText(const shardscope::Issue& note);
    static QString shapeText(const std::vector<int64_t>& shape);  // MindSpore's "(4, 8)" form
};
