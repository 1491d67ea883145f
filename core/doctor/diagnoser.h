#pragma once

#include "checkpointside.h"
#include "configchange.h"
#include "doctorreport.h"
#include "fixbuilder.h"
#include "layercounter.h"
#include "loademulator.h"
#include "namematcher.h"
#include "netspec.h"

namespace shardscope {

// Turns what load_param_into_net would do into problems with diagnoses and fixes: for every
// parameter that fails, MindSpore's exact message, what explains it (a split, another pipeline
// stage, a config change, a rename, a dtype), and what to run or change.
class Diagnoser {
public:
    Diagnoser(const CheckpointSide& ckpt, const NetSpec& net) : m_ckpt(ckpt), m_net(net) {}

    DoctorReport run(bool strict) const;
    DoctorReport diagnose(const LoadEmulation& emulation) const;

private:
    struct StageGuess {
        int ckptStage = -1;   // the stage the checkpoint holds
        int paramStage = -1;  // the stage whose checkpoint holds the parameter
    };

    StageGuess otherStage(const std::string& name, int guessedCkptStage) const;
    // What explains a parameter that did not load, and the tools that tell.
    struct NotLoadedTools {
        const FixBuilder& fixes;
        const NameMatcher& names;  // the checkpoint's entries no parameter took
        const LayerCounter& layers;
        int guessedStage = -1;
    };
    void notLoadedProblem(DoctorProblem& p, const ParamOutcome& o, const LoadEmulation& em,
                          const NotLoadedTools& tools) const;
    void otherStageProblem(DoctorProblem& p, const ParamOutcome& o, const StageGuess& stage,
                           const FixBuilder& fixes) const;
    // The layers of the network and of the checkpoint (one stage's when the network is one).
    LayerCounter countLayers() const;
    // The shape problems no split explains, once every one is known (a config change shows in
    // several).
    void applyShapeVerdicts(DoctorReport& r, const ConfigChangeFinder& config,
                            const std::vector<size_t>& shapeProblems,
                            const FixBuilder& fixes) const;
    int guessCkptStage() const;  // from the network's strategy, without the checkpoint's
    bool sameStrategies() const;
    std::vector<int> stageRanks(int stage) const;

    const CheckpointSide& m_ckpt;
    const NetSpec& m_net;
};

}  // namespace shardscope
