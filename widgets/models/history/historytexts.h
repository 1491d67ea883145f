#pragma once

#include <QColor>
#include <QCoreApplication>
#include <QString>

#include "history/runhistory.h"

// The History tab's words and colours: one colour and one word per state of a rank's file of a
// saved step (and for a rank with no file of it), the resume line and what MindSpore's own rule
// would take.
class HistoryTexts {
    Q_DECLARE_TR_FUNCTIONS(HistoryTexts)

public:
    static QColor stateColour(shardscope::FileState state);
    static QColor missingColour();
    static QString stateText(shardscope::FileState state);
    // Why a copy cannot be resumed from, in the interface's language (file names, shapes and
    // the parser's own account of an unreadable file stay as they are).
    static QString reasonText(const shardscope::FileReason& reason);
    static QString missingText();
    static QString stepText(const shardscope::HistoryStep& step);  // "epoch 3, step 100 (600)"
    static QString resumeText(const shardscope::RunHistory& history);
    // Where a converted run came from, its record (shardscope-conversion.json) in words.
    static QString conversionText(const shardscope::ConversionRecord& record);
    static QString lexicographicText(const shardscope::RunHistory& history);
    // One cell's tooltip: rank, step, state with its reason, file and tier.
    static QString cellToolTip(const shardscope::RunHistory& history, size_t step, int rank);
};
