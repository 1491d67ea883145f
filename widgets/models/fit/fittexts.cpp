#include "widgets/models/fit/fittexts.h"

#include "util/messagecatalogue.h"
#include "widgets/models/common/cataloguetext.h"
#include "widgets/models/common/rankranges.h"
#include "widgets/models/common/sizetext.h"

using namespace shardscope;

QString FitTexts::headline(const FitReport& report, bool sayWhy) {
    // The catalogue's sentence (core's fitHeadlineIssue, the words the CLI prints), its sizes as
    // the window writes them.
    Issue issue = fitHeadlineIssue(report);
    if (!sayWhy) {
        std::erase_if(issue.args, [](const IssueArg& a) { return a.name == "reason"; });
    }
    std::vector<IssueArg> shown = issue.args;
    for (IssueArg& a : shown) {
        if (a.name == "peak") {
            a = {a.name, SizeText::bytes(report.peakBytes).toStdString()};
        } else if (a.name == "memory") {
            a = {a.name, SizeText::bytes(report.deviceMemory).toStdString()};
        } else if (a.name == "needs") {
            a = {a.name, SizeText::bytes(report.peak().bytes.total()).toStdString()};
        }
    }
    CatalogueText out =
        CatalogueText::render(kIssueMessageContext, issueForms(issue.code), issue.args, shown);
    if (out.english && !out.text.isEmpty()) {  // a headline starts with a capital
        out.text[0] = out.text[0].toUpper();
    }
    return out.text;
}

QString FitTexts::kind(int kind) {
    switch (kind) {
        case 0:
            return tr("Parameters");
        case 1:
            return tr("Gradients");
        case 2:
            return tr("Optimizer states");
        default:
            return tr("Activations");
    }
}

uint64_t FitTexts::bytesOf(const MemoryBytes& bytes, int kind) {
    switch (kind) {
        case 0:
            return bytes.parameters;
        case 1:
            return bytes.gradients;
        case 2:
            return bytes.optimizer;
        default:
            return bytes.activations;
    }
}

QString FitTexts::groupKind(GroupKind kind) {
    switch (kind) {
        case GroupKind::DataParallel:
            return tr("Data parallel");
        case GroupKind::ModelParallel:
            return tr("Model parallel");
        case GroupKind::Pipeline:
            return tr("Pipeline");
    }
    return {};
}

QString FitTexts::collective(const std::string& collective) {
    if (collective == "all-reduce") {
        return tr("all-reduce");
    }
    if (collective == "reduce-scatter + all-gather") {
        return tr("reduce-scatter + all-gather");
    }
    if (collective == "reduce-scatter + all-gather, all-reduce across shards") {
        return tr("reduce-scatter + all-gather, all-reduce across shards");
    }
    if (collective == "all-gather + reduce-scatter") {
        return tr("all-gather + reduce-scatter");
    }
    if (collective == "send/receive") {
        return tr("send/receive");
    }
    return QString::fromStdString(collective);
}

QString FitTexts::seconds(double seconds) {
    if (seconds <= 0.0) {
        return tr("%1 ms").arg(0);
    }
    if (seconds < 0.00001) {  // would read "0.00 ms"
        return tr("< %1 ms").arg(0.01, 0, 'f', 2);
    }
    if (seconds < 1.0) {
        return tr("%1 ms").arg(seconds * 1000.0, 0, 'f', seconds < 0.01 ? 2 : 1);
    }
    return tr("%1 s").arg(seconds, 0, 'f', 2);
}

QString FitTexts::ranks(const std::vector<int>& ranks, int maxChars) {
    // "0–3, 8" (Chinese joins a list with 、).
    QString all = RankRanges::text(ranks);
    if (all.size() <= maxChars || ranks.size() < 4) {
        return all;
    }
    return tr("%1, %2, %3, … %4 (%Ln ranks)", "a long list of ranks",
              static_cast<int>(ranks.size()))
        .arg(ranks[0])
        .arg(ranks[1])
        .arg(ranks[2])
        .arg(ranks.back());
}

QString FitTexts::refusal(const QString& why) {
    return tr("This split cannot be built: %1").arg(why);
}
