#pragma once

#include <QCoreApplication>
#include <QString>
#include <cstdint>

#include "fit/fitnetwork.h"
#include "synth/synthmodel.h"
#include "util/result.h"

// "Open as Run" of the Playground (issue 33): the split synthesized as a small run that every
// other tab opens (`shardscope-cli synth`'s writeSynthRun). The split is the Playground's (dp,
// mp, pp, optimizer shard, the precision's dtype); the network is synth's GPT-2 with tiny
// tensors, so that a thousand cards write megabytes, not the network's gigabytes: the network's
// own layers when that stays small, else one layer per stage. Its values are synthetic.
class PlaygroundRun {
    Q_DECLARE_TR_FUNCTIONS(PlaygroundRun)

public:
    // The most tensor bytes the network's own layer count may write over all ranks.
    static constexpr uint64_t kLayersBudget = uint64_t{256} << 20;
    // Beyond this even one layer per stage is refused.
    static constexpr uint64_t kMostBytes = uint64_t{2} << 30;

    // The synthetic run for `split`; an error (naming the sizes) when it would write more than
    // kMostBytes or synth cannot lay it out.
    static shardscope::Result<shardscope::SynthConfig> config(const shardscope::NetworkPreset& net,
                                                              const shardscope::Split& split);
    // Tensor content bytes over every rank file.
    static uint64_t tensorBytes(const shardscope::SynthModel& model);
    // "playground-llama2-13b-dp2-mp4-pp2" (with "-opt2" for an optimizer shard).
    static QString folderName(const shardscope::NetworkPreset& net, const shardscope::Split& split);
    // `parent`/`name`, or `name`-2, -3 ... when that exists: never into someone's folder.
    static QString freshFolder(const QString& parent, const QString& name);
    // What was written, for the user: cards, layers, hidden size, and that the values are
    // synthetic.
    static QString describe(const shardscope::SynthConfig& config);
};
