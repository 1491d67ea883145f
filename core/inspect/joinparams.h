#pragma once

namespace shardscope {

struct RunDocument;

// Joins the indexed rank files of `model` into its parameters, in file order, stage by stage (a
// tied parameter appears once per stage), checks each against its layout in the strategy, tells
// whether the run was saved with remove_redundancy, reports the ranks lacking a parameter, and
// appends the strategy's parameters no rank file holds. `threads`: 0, one a core.
void joinParams(RunDocument& model, unsigned threads);

}  // namespace shardscope
