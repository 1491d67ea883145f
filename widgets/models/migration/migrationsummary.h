#pragma once

#include <QCoreApplication>
#include <QString>

#include "util/messagearg.h"
#include "widgets/models/migration/convertjob.h"

// What a finished conversion did, for the user to keep: inputs, strategies, every file written
// with its size and checksum, verification, warnings. JSON for tools, text for people.
class MigrationSummary {
    Q_DECLARE_TR_FUNCTIONS(MigrationSummary)

public:
    struct Inputs {
        QString source;          // run folder
        QString sourceStrategy;  // file or folder
        // The destination strategy's path, or "simulated: <spec>" (SimulateText::label): English
        // in the JSON, the window's language in the text.
        shardscope::IssueArg target;
        QString destination;  // output folder
    };

    // The core's summary object (shardscope::conversionSummaryJson), as text.
    static QByteArray json(const Inputs& inputs, const shardscope::ConversionPlan& plan,
                           const ConvertJob::Outcome& outcome);
    static QString text(const Inputs& inputs, const shardscope::ConversionPlan& plan,
                        const ConvertJob::Outcome& outcome);
    // The one line the planner shows when a conversion ends: files kept from an earlier run and
    // files written, the time taken, and the estimate (seconds; 0 when none was made) beside it.
    static QString resultText(const ConvertJob::Outcome& outcome, double estimateSeconds);
    // Writes JSON when the name ends in ".json", text otherwise; atomically.
    static bool save(const QString& path, const Inputs& inputs,
                     const shardscope::ConversionPlan& plan, const ConvertJob::Outcome& outcome,
                     QString* error);
};
