#include "widgets/models/history/historytexts.h"

#include <QDir>
#include <QStringList>
#include "widgets/models/common/issuetext.h"
#include "widgets/models/common/sentences.h"

using namespace shardscope;

QColor HistoryTexts::stateColour(FileState state) {
    switch (state) {
        case FileState::Intact:
            return QColor(0x43, 0xa0, 0x47);
        case FileState::Unchecked:
            return QColor(0xa5, 0xd6, 0xa7);
        case FileState::Temporary:
            return QColor(0xff, 0xca, 0x28);
        case FileState::Empty:
        case FileState::Unreadable:
            return QColor(0xe5, 0x39, 0x35);
        case FileState::CrcMismatch:
            return QColor(0x8e, 0x24, 0xaa);
        case FileState::Inconsistent:
            return QColor(0xfb, 0x8c, 0x00);
        case FileState::Growing:
            return QColor(0x1e, 0x88, 0xe5);
    }
    return Qt::gray;
}

QColor HistoryTexts::missingColour() {
    return QColor(0xdd, 0xdd, 0xdd);
}

QString HistoryTexts::stateText(FileState state) {
    switch (state) {
        case FileState::Intact:
            return tr("intact");
        case FileState::Unchecked:
            return tr("not checked");
        case FileState::Temporary:
            return tr("temporary (save interrupted)");
        case FileState::Empty:
            return tr("empty");
        case FileState::Unreadable:
            return tr("truncated or unreadable");
        case FileState::CrcMismatch:
            return tr("CRC mismatch");
        case FileState::Inconsistent:
            return tr("inconsistent tensors");
        case FileState::Growing:
            return tr("still being written");
    }
    return {};
}

QString HistoryTexts::reasonText(const FileReason& reason) {
    return reason ? IssueText::sentence(*reason) : QString();
}

QString HistoryTexts::missingText() {
    return tr("missing");
}

QString HistoryTexts::stepText(const HistoryStep& step) {
    QString text = step.key.epoch >= 0
                       ? tr("epoch %1, step %2").arg(step.key.epoch).arg(step.key.step)
                       : tr("step %1").arg(step.key.step);
    if (step.globalStep && (step.key.epoch >= 0 || *step.globalStep != step.key.step)) {
        text = Sentences::join(text, tr("(global step %1)").arg(*step.globalStep));
    }
    return text;
}

QString HistoryTexts::resumeText(const RunHistory& history) {
    if (history.steps.empty() && history.conversion) {
        return conversionText(*history.conversion);
    }
    if (history.steps.empty()) {
        return tr("No saved step was found in this run's rank folders.");
    }
    const HistoryStep* resume = history.resumeStep();
    if (resume == nullptr) {
        return tr(
            "No saved step is complete and intact on every rank: there is no step to "
            "resume from.");
    }
    QString text = tr("Resume from %1: %2, complete and intact on all %Ln rank(s).", nullptr,
                      static_cast<int>(history.ranks.size()))
                       .arg(QString::fromStdString(resume->name), stepText(*resume));
    if (!history.newerUnusable.empty()) {
        text = Sentences::join(text, tr("%Ln newer step(s) cannot be used, for the reasons below.",
                                        nullptr, static_cast<int>(history.newerUnusable.size())));
    }
    return text;
}

QString HistoryTexts::conversionText(const ConversionRecord& record) {
    const QString from = record.step.empty() ? QString::fromStdString(record.source)
                                             : tr("%1, step %2")
                                                   .arg(QString::fromStdString(record.source),
                                                        QString::fromStdString(record.step));
    const QString to =
        record.target.empty() ? tr("one merged checkpoint") : QString::fromStdString(record.target);
    QString text = tr("A conversion written by %1 (started %2): from %3 to %4, %Ln rank(s).",
                      nullptr, record.cards)
                       .arg(QString::fromStdString(record.tool),
                            QString::fromStdString(record.started), from, to);
    text = Sentences::join(text, record.status != "written" ? tr("It did not finish.")
                                 : record.verification == "verified"
                                     ? tr("Every tensor was verified against its source.")
                                 : record.verification == "failed" ? tr("Its verification FAILED.")
                                                                   : tr("It was not verified."));
    return text;
}

QString HistoryTexts::lexicographicText(const RunHistory& history) {
    // What taking the pick would mean is the catalogue's sentence (RulePick::why, the words
    // history --json explains it with), in the window's language.
    const RulePick& pick = history.lexicographic;
    if (pick.consequence == PickConsequence::None) {
        return {};
    }
    return tr("MindSpore's rule (the lexicographically last file on each rank) %1.")
        .arg(IssueText::sentence(pick.why));
}

QString HistoryTexts::cellToolTip(const RunHistory& history, size_t stepIndex, int rank) {
    const HistoryStep& step = history.steps[stepIndex];
    QStringList lines;
    lines
        << tr("Rank %1 · %2 · %3").arg(rank).arg(QString::fromStdString(step.name), stepText(step));
    const HistoryCell* cell = step.cell(rank);
    if (cell == nullptr) {
        lines << missingText();
        return lines.join(QLatin1Char('\n'));
    }
    for (const HistoryFile& copy : cell->copies) {
        QString line = stateText(copy.state);
        if (copy.reason) {
            line += tr(": %1").arg(reasonText(copy.reason));
        }
        lines << line << QDir::toNativeSeparators(QString::fromStdString(copy.path));
        if (history.tiers.size() > 1 && copy.tier < history.tiers.size()) {
            lines << tr("tier %1: %2")
                         .arg(copy.tier)
                         .arg(QString::fromStdString(history.tiers[copy.tier]));
        }
    }
    return lines.join(QLatin1Char('\n'));
}
