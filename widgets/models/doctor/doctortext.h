#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorreport.h"

// The doctor's findings in the user's language: what each kind of problem means, a short
// diagnosis built from the structured fields, and the core's sentences (findings, diagnoses,
// fixes) rebuilt from their codes and values (DoctorSentenceText); a sentence of a code without
// words keeps the core's English.
class DoctorText {
    Q_DECLARE_TR_FUNCTIONS(DoctorText)

public:
    static QString kindText(shardscope::ProblemKind kind);
    static QString findingTitle(shardscope::FindingKind kind);
    static QString shortDiagnosis(const shardscope::DoctorProblem& problem);
    static QString findingText(const shardscope::DoctorFinding& finding);
    static QString diagnosisText(const shardscope::Diagnosis& diagnosis);
    static QString fixText(const shardscope::Fix& fix);  // its words; the command stays apart
    static QString summary(const shardscope::DoctorReport& report);
    static QString shapeText(const std::vector<int64_t>& shape);  // MindSpore's "(4, 8)" form
};
