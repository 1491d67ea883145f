#pragma once

#include <memory>

#include "../formats/runfolder.h"

namespace shardscope {

struct RunHistory;

// Chooses every rank's file of a listed run folder by saved step (discoverRunFolder calls it):
// - `choice.step` given: that step on every rank (findStep); ranks without it get no file and an
//   Error issue (step-missing-on-ranks), a damaged copy a warning (step-unusable);
// - by default, when some folder holds several saved steps: the step `history` recommends (the
//   newest periodic step complete and intact on every rank), with a warning when MindSpore's
//   lexicographically-last rule would take another (step-not-mindspore-pick); when no step is
//   usable, MindSpore's rule stays, with a warning (no-usable-step);
// - whatever was chosen, rank files of different steps are an Error issue (mixed-steps).
// One file per rank with nothing asked costs no file opening.
// `history`, when given, receives the run's history when one was scanned (null otherwise), the
// caller's to keep or change.
Status applyStepChoice(RunFolder& run, const StepChoice& choice,
                       std::shared_ptr<RunHistory>* history = nullptr);

}  // namespace shardscope
