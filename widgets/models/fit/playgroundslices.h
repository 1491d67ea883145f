#pragma once

#include <QStringList>
#include <memory>
#include <string>

#include "fit/fitmodel.h"

namespace shardscope {
struct RunDocument;
}

// One parameter of the Playground's network as a run without files, so that the slice view of
// the Slices tab draws which slice each simulated card holds: the parameter's layout on the
// split (presetLayout's, as fitStep counts it) over its full shape, in the precision's dtype.
class PlaygroundSlices {
public:
    // The network's parameters in the strategy's order, each once (a tied embedding is on two
    // stages).
    static QStringList names(const shardscope::FitInput& input);
    // The parameter most worth a first look: the first one the split cuts (a layer's attention
    // or MLP weight once mp > 1), else the first.
    static QString firstCut(const shardscope::FitInput& input);
    // The parameter as the first stage holding it lays it out; null when the input has no such
    // parameter or its layout does not fit its shape.
    static std::shared_ptr<const shardscope::RunDocument> run(const shardscope::FitInput& input,
                                                              const QString& name);
};
