#pragma once

#include "checkpointside.h"
#include "doctorreport.h"
#include "loademulator.h"
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
    int guessCkptStage() const;  // from the network's strategy, without the checkpoint's
    bool sameStrategies() const;
    std::vector<int> stageRanks(int stage) const;

    const CheckpointSide& m_ckpt;
    const NetSpec& m_net;
};

}  // namespace shardscope
