#include "models/migration/simulationissuetext.h"

#include <QStringList>

using namespace shardscope;

QString SimulationIssueText::text(const SimulationIssue& issue) {
    QStringList a;
    for (const std::string& s : issue.args) {
        a << QString::fromStdString(s);
    }
    const auto arg = [&a](int i) { return a.value(i); };
    if (issue.kind == "not-divisible" && a.size() >= 8) {
        QString text = tr("dimension %1 (size %2) does not divide into %3 parts (dev_matrix %4).")
                           .arg(arg(1), arg(2), arg(3), arg(4));
        if (!arg(6).isEmpty() && !arg(5).isEmpty()) {
            text += QLatin1Char(' ') +
                    tr("Sizes of axis %1 that divide: %2 (%3 cards).").arg(arg(5), arg(6), arg(7));
        }
        return text;
    }
    if (issue.kind == "devmatrix-differs" && a.size() >= 3) {
        return tr("its dev_matrix %1 is not a grouping of the main %2: the new sizes cannot be "
                  "applied to it.")
            .arg(arg(1), arg(2));
    }
    if (issue.kind == "opt-shard-skipped" && a.size() >= 3) {
        return arg(3).isEmpty()
                   ? tr("not optimizer-sharded (as in MindSpore): its %1 replicas do not divide "
                        "by %2.")
                         .arg(arg(2), arg(1))
                   : tr("not optimizer-sharded (as in MindSpore): its slice's dimension 0 (%1) "
                        "does not divide by %2.")
                         .arg(arg(3), arg(1));
    }
    if (issue.kind == "shape-unknown") {
        return tr(
            "no full shape known (protobuf strategies record none): divisibility not "
            "checked.");
    }
    if (issue.kind == "stage-split" && a.size() >= 2) {
        return tr("%1 stages become %2 by cutting each stage's parameters into groups in file "
                  "order; the real assignment follows the network's layers, so load a compiled "
                  "destination strategy for exact results.")
            .arg(arg(0), arg(1));
    }
    if (issue.kind == "stage-empty" && a.size() >= 4) {
        return tr("stage %1 would hold no parameter: source stage %2 has only %3 to share among "
                  "%4 stages.")
            .arg(arg(0), arg(1), arg(2), arg(3));
    }
    if (issue.kind == "bad-spec" && a.size() >= 2) {
        return tr("%1 pipeline stages cannot be made from %2: the new count must divide the old "
                  "one or be a multiple of it.")
            .arg(arg(0), arg(1));
    }
    if (issue.kind == "bad-source" && !a.isEmpty()) {
        return tr("the source strategy does not contain every pipeline stage (stages found: "
                  "%1).")
            .arg(arg(0));
    }
    return QString::fromStdString(issue.message);
}
