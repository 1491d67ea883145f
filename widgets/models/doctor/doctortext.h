#pragma once

#include <QCoreApplication>
#include <QString>

#include "doctor/doctorreport.h"

// The doctor's findings in the user's language: what each kind of problem means, and a short
// translated diagnosis built from the structured fields (the core's English sentence is kept
// for the details pane, next to MindSpore's own message).
class DoctorText {
    Q_DECLARE_TR_FUNCTIONS(DoctorText)

public:
    static QString kindText(shardscope::ProblemKind kind);
    static QString findingTitle(shardscope::FindingKind kind);
    static QString shortDiagnosis(const shardscope::DoctorProblem& problem);
    static QString summary(const shardscope::DoctorReport& report);
    static QString shapeText(const std::vector<int64_t>& shape);  // MindSpore's "(4, 8)" form
};
