#include "widgets/models/loss/lossnotestext.h"

#include <QFileInfo>
#include <QLocale>
#include <QStringList>
#include <cmath>

#include "widgets/models/common/issuetext.h"
#include "widgets/models/loss/lossrunlistmodel.h"

using namespace shardscope;

QString LossNotesText::problem(LogLineProblem problem) {
    switch (problem) {
        case LogLineProblem::MissingLoss:
            return tr("missing loss");
        case LogLineProblem::MissingStep:
            return tr("missing step");
        case LogLineProblem::BadNumber:
            return tr("not a number");
        case LogLineProblem::Malformed:
            return tr("malformed");
        case LogLineProblem::BadHeader:
            return tr("no step column");
        case LogLineProblem::ColumnCount:
            return tr("wrong number of cells");
        case LogLineProblem::TooLong:
            return tr("line too long");
    }
    return tr("unreadable");
}

qint64 LossNotesText::unreadCount(const LogRun& run) {
    qint64 n = 0;
    for (const LogRankLog& log : run.logs) {
        n += log.table.report().unreadLines;
    }
    return n;
}

QString LossNotesText::unreadExample(const LogRun& run) {
    for (const LogRankLog& log : run.logs) {
        const LogReport& report = log.table.report();
        if (report.unread.empty()) {
            continue;
        }
        const LogUnreadLine& u = report.unread.front();
        QString where = tr("line %1").arg(u.line);
        if (log.rank >= 0) {
            where = tr("rank %1, %2").arg(log.rank).arg(where);
        }
        return tr("%1: %2: %3", "where an unread line is, why, and the line")
            .arg(where, problem(logLineProblem(u.message.code)), IssueText::sentence(u.message));
    }
    return {};
}

QString LossNotesText::unread(std::span<const LossRunEntry> runs) {
    QStringList parts;
    const QLocale locale;
    for (const LossRunEntry& e : runs) {
        if (e.unread <= 0) {
            continue;
        }
        QString part = tr("%1 %2", "a run and how many of its lines were not read")
                           .arg(e.name, locale.toString(e.unread));
        if (!e.unreadExample.isEmpty()) {
            part = tr("%1 (%2)", "a count and an example").arg(part, e.unreadExample);
        }
        parts << part;
    }
    return parts.isEmpty() ? QString()
                           : tr("Unread lines: %1").arg(parts.join(tr("; ", "a list of runs")));
}

QString LossNotesText::skipped(std::span<const LogSkippedFile> files) {
    if (files.empty()) {
        return {};
    }
    QStringList names;
    for (const LogSkippedFile& f : files) {
        names << QFileInfo(QString::fromStdString(f.path)).fileName();
        if (names.size() == 3 && files.size() > 3) {
            names << QStringLiteral("…");
            break;
        }
    }
    return tr("Files without points skipped (%1): %2")
        .arg(QLocale().toString(static_cast<qint64>(files.size())),
             names.join(tr(", ", "a list of file names")));
}

QString LossNotesText::summarised(std::span<const LossCurve> curves, size_t columns) {
    qint64 points = 0;
    for (const LossCurve& c : curves) {
        if (c.visible && c.summarised) {
            points += static_cast<qint64>(c.inRange);
        }
    }
    if (points == 0) {
        return {};
    }
    const QLocale locale;
    return tr("%1 points summarised in %2 columns (min–max per column); zoom in for every point")
        .arg(locale.toString(points), locale.toString(static_cast<qint64>(columns)));
}

QString LossNotesText::notDrawn(std::span<const LossCurve> curves, LossAxis axis, bool logY) {
    qint64 nonFinite = 0;
    qint64 notPositive = 0;
    qint64 withoutX = 0;
    for (const LossCurve& c : curves) {
        if (!c.visible) {
            continue;
        }
        withoutX += static_cast<qint64>(c.withoutX);
        for (double v : c.y) {
            if (!std::isfinite(v)) {
                ++nonFinite;
            } else if (logY && v <= 0) {
                ++notPositive;
            }
        }
    }
    const QLocale locale;
    QStringList parts;
    if (nonFinite > 0) {
        parts << tr("%1 NaN or infinite").arg(locale.toString(nonFinite));
    }
    if (notPositive > 0) {
        parts << tr("%1 not above 0 (log scale)").arg(locale.toString(notPositive));
    }
    if (withoutX > 0) {
        const QString n = locale.toString(withoutX);
        switch (axis) {
            case LossAxis::Step:
                parts << tr("%1 without a step").arg(n);
                break;
            case LossAxis::Epoch:
                parts << tr("%1 without an epoch").arg(n);
                break;
            case LossAxis::RelativeTime:
            case LossAxis::WallTime:
                parts << tr("%1 without a timestamp").arg(n);
                break;
        }
    }
    return parts.isEmpty() ? QString()
                           : tr("Not drawn: %1").arg(parts.join(tr(", ", "a list of counts")));
}
