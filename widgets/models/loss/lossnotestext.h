#pragma once

#include <QCoreApplication>
#include <QString>
#include <span>
#include <vector>

#include "logs/logrun.h"
#include "widgets/models/loss/losscurve.h"
#include "widgets/models/loss/lossseriesoptions.h"

struct LossRunEntry;

// The loss view's words about what it could not read or draw, so nothing goes unsaid: unread
// lines per run, files skipped for having no points, points summarised per pixel column, and
// points not drawn (NaN, not above 0 on a log scale, no place on the axis).
class LossNotesText {
    Q_DECLARE_TR_FUNCTIONS(LossNotesText)

public:
    static QString problem(shardscope::LogLineProblem problem);
    static qint64 unreadCount(const shardscope::LogRun& run);
    // "rank 2, line 17: missing loss: the line ends before the loss" (the first unread line).
    static QString unreadExample(const shardscope::LogRun& run);
    // "Unread lines: runA 3 (rank 2, line 17: missing loss: ...); runB 1 (...)"; empty if none.
    static QString unread(std::span<const LossRunEntry> runs);
    // "2 files without points skipped: scheduler.log, ..."; empty when none.
    static QString skipped(std::span<const shardscope::LogSkippedFile> files);
    // "12,345 points summarised in 800 columns; zoom in for every point"; empty when none.
    static QString summarised(std::span<const LossCurve> curves, size_t columns);
    // "Not drawn: 3 NaN or infinite values, 2 values not above 0 (log scale), 5 points without
    // a timestamp"; empty when every point is drawn.
    static QString notDrawn(std::span<const LossCurve> curves, LossAxis axis, bool logY);
};
