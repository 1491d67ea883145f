#include "widgets/models/common/explaintext.h"

#include <QLocale>
#include <QStringList>

#include "cluster/hostspan.h"
#include "formats/shapetext.h"
#include "inspect/reporttext.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/common/splitwords.h"
#include "widgets/models/slices/slicegeometry.h"

using namespace shardscope;

namespace {

QString shape(const std::vector<int64_t>& dims) {
    return QString::fromStdString(shapeText(dims));
}

QString bytes(uint64_t n) {
    return SizeText::bytes(n);
}

std::string joined(const std::vector<std::string>& words) {
    std::string out;
    for (const std::string& w : words) {
        out += (out.empty() ? "" : ", ") + w;
    }
    return out;
}

}  // namespace

QString ExplainText::forParam(const RunDocument& run, const ParamInfo& p) {
    const QString name = QString::fromStdString(p.name);
    if (!p.layout) {
        if (run.strategy) {
            return tr("%1 %2 is not in the strategy: it feeds no parallel operator, so every rank "
                      "that has it stores the whole tensor (%3).")
                .arg(name, shape(p.globalShape), bytes(p.bytesPerRank));
        }
        return tr("%1 %2 (%3): no strategy is open, so how it is split is not known; open the "
                  "run's strategy file to see it.")
            .arg(name, shape(p.globalShape), bytes(p.bytesPerRank));
    }
    const TensorLayout& l = *p.layout;
    const SplitDescription split = describeSplit(l);
    const QString full = p.globalShape.empty() ? tr("(shape not recorded)") : shape(p.globalShape);
    QStringList sentences;
    // The split in its one wording (core's splitArg, as the Parameters table says it); what
    // follows explains it without saying it again.
    sentences << tr("How the strategy splits %1 %2: %3.")
                     .arg(name, full, SplitWords::text(split, SplitWords::axisNames(run, p)));
    if (split.replicas > 1) {
        sentences << tr(
            "A replica is data parallelism: the ranks that hold the same part keep "
            "the same weights.");
    }
    if (split.optShard > 1) {
        sentences << tr(
            "The optimizer shard splits each part again among its replicas, along "
            "dimension 0, so a rank stores only its own piece.");
    }
    if (p.savedOnce && split.replicas > 1) {
        sentences << (run.redundancy.mindformers
                          ? tr("The run was saved with remove_redundancy: of each %1 ranks "
                               "holding the same part, only one saves it in its file, and "
                               "MindFormers loads it from there for the others (metadata.json "
                               "names the file).")
                          : tr("The run was saved with remove_redundancy: of each %1 ranks "
                               "holding the same part, only one saves it in its file; loading "
                               "with remove_redundancy=True gives it to the others."))
                         .arg(split.replicas);
    }
    if (run.rankTable && !split.dims.empty()) {
        const HostSpan span = modelParallelHostSpan(l, *run.rankTable);
        if (span.spans) {
            sentences << tr("%1 of its %2 model-parallel groups span servers (up to %3; %4 are "
                            "on %5): every step exchanges those slices over the slower links "
                            "between machines.")
                             .arg(span.crossing)
                             .arg(span.groups)
                             .arg(span.maxServers)
                             .arg(SliceGeometry::ranksText(span.example, false),
                                  QString::fromStdString(joined(span.exampleServers)));
        } else if (span.unplaced == 0) {
            sentences << tr("Each of its %1 model-parallel groups stays on one server, so the "
                            "slices are exchanged over the fast links inside a machine.")
                             .arg(span.groups);
        }
        if (span.unplaced > 0) {
            sentences << tr(
                "%Ln rank(s) of its stage are not in the rank table, so where their "
                "slices travel is not known.",
                nullptr, span.unplaced);
        }
    }
    if (!p.localShape.empty() || !p.globalShape.empty()) {
        sentences << tr("Every rank of pipeline stage %1 therefore stores %2 (%3).")
                         .arg(p.stage)
                         .arg(shape(l.localShape()), bytes(p.bytesPerRank));
    } else {
        sentences << tr("It lives on the ranks of pipeline stage %1.").arg(p.stage);
    }
    QString text = sentences.front();
    for (qsizetype i = 1; i < sentences.size(); ++i) {
        //: Two sentences one after the other; Chinese puts no space between them.
        text = tr("%1 %2", "two sentences").arg(text, sentences[i]);
    }
    return text;
}
