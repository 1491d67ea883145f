#include "widgets/models/fit/playgroundrun.h"

#include <QDir>
#include <QFileInfo>
#include <algorithm>

#include "util/translatenoop.h"
#include "widgets/models/common/sizetext.h"

using namespace shardscope;

namespace {

// The smallest multiple of `step` not below `least`.
int playgroundRunMultiple(int64_t step, int least) {
    const int64_t s = std::max<int64_t>(step, 1);
    return static_cast<int>((least + s - 1) / s * s);
}

}  // namespace

uint64_t PlaygroundRun::tensorBytes(const SynthModel& model) {
    uint64_t total = 0;
    // Every rank of a stage holds the same sizes: one rank a stage, times its ranks.
    for (int stage = 0; stage < model.config.pp; ++stage) {
        total += model.rankBytes(stage * model.stageDevices()) *
                 static_cast<uint64_t>(model.stageDevices());
    }
    return total;
}

Result<SynthConfig> PlaygroundRun::config(const NetworkPreset& net, const Split& split) {
    SynthConfig c;
    c.preset = "playground";
    c.dp = static_cast<int>(split.dp);
    c.mp = static_cast<int>(split.mp);
    c.pp = static_cast<int>(split.pp);
    c.optShard = split.optShard > 1 ? static_cast<int>(split.optShard) : 0;
    c.dtype = net.precision.weightBytes == 4 ? "Float32"
              : net.precision.name == "fp16" ? "Float16"
                                             : "BFloat16";
    // Tiny tensors that the split still cuts: a hidden size and vocabulary mp divides.
    c.hidden = playgroundRunMultiple(split.mp, 64);
    c.vocab = playgroundRunMultiple(split.mp, 128);
    c.seqLength = 32;
    c.epochs = 1;
    c.stepsPerEpoch = 1;
    c.layers = static_cast<int>(std::max<int64_t>(net.dims.layers, split.pp));
    auto model = buildSynthModel(c);
    if (model && tensorBytes(*model) > kLayersBudget && c.layers > c.pp) {
        c.layers = c.pp;  // one layer a stage: the split is the point, not the depth
        model = buildSynthModel(c);
    }
    if (!model) {
        return std::move(model).error();
    }
    if (const uint64_t bytes = tensorBytes(*model); bytes > kMostBytes) {
        return makeError(ErrorCode::InvalidArgument,
                         QT_TRANSLATE_NOOP("ErrorMessage",
                                           "a synthetic run of {cards} cards would write {bytes} "
                                           "even with one layer per stage (at most {most}): "
                                           "choose fewer cards"),
                         {{"cards", std::to_string(c.dp * c.mp * c.pp)},
                          {"bytes", SizeText::bytes(bytes).toStdString()},
                          {"most", SizeText::bytes(kMostBytes).toStdString()}});
    }
    return c;
}

QString PlaygroundRun::folderName(const NetworkPreset& net, const Split& split) {
    QString name = QStringLiteral("playground-%1-dp%2-mp%3-pp%4")
                       .arg(QString::fromStdString(net.name.empty() ? "custom" : net.name))
                       .arg(split.dp)
                       .arg(split.mp)
                       .arg(split.pp);
    if (split.optShard > 1) {
        name += QStringLiteral("-opt%1").arg(split.optShard);
    }
    return name;
}

QString PlaygroundRun::freshFolder(const QString& parent, const QString& name) {
    const QDir dir(parent);
    QString path = dir.filePath(name);
    for (int n = 2; QFileInfo::exists(path); ++n) {
        path = dir.filePath(QStringLiteral("%1-%2").arg(name).arg(n));
    }
    return QDir::cleanPath(path);
}

QString PlaygroundRun::describe(const SynthConfig& c) {
    return tr("%Ln card(s) in the Playground's split, of a small GPT network (layers: %1, hidden "
              "size: %2): the layouts are the split's, the tensor values are synthetic.",
              nullptr, c.dp * c.mp * c.pp)
        .arg(c.layers)
        .arg(c.hidden);
}
