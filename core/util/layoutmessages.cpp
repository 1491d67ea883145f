// The catalogue's words for a run's layouts against its shapes (planning, simulating, counting
// a step's memory), the copies a redundancy-removed save leaves out, and the saved step taken
// instead of MindSpore's pick.
#include "catalogueentry.h"

namespace shardscope {

namespace {

// A layout that does not fit, and a parameter no source rank holds.
std::vector<CatalogueEntry> planLayoutEntries() {
    return {
        {IssueCode::BadLayout,
         {{"side=source", QT_TRANSLATE_NOOP("IssueMessage", "source strategy: {error}")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "destination strategy: {error}")}}},
        {IssueCode::NotDivisibleLayout,
         {{"side=source", QT_TRANSLATE_NOOP("IssueMessage", "source strategy: {error}")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "destination strategy: {error}")}}},
        {IssueCode::MissingTensor,
         {{"copied",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' has no source bytes for rank {destination}: it "
                             "is copied from rank {source}, and no rank storing the same slice "
                             "holds it (rank {source}'s: {file})")},
          {"holders=1",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' has no source bytes for rank {destination}: "
                             "rank {ranks}'s checkpoint {file} lacks it, though the source "
                             "strategy places its slice there")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' has no source bytes for rank {destination}: "
                             "the source strategy places its slice on ranks {ranks}, and none "
                             "of their checkpoints holds it (rank {source}'s: {file})")}}},
    };
}

// A simulated strategy's layouts: splits that do not divide, optimizer shards MindSpore skips,
// shapes no file records; and the same for a training step's memory (counting: "yes").
std::vector<CatalogueEntry> splitEntries() {
    return {
        {IssueCode::NotDivisible,
         {{"sizes",
           "parameter '{param}': dimension {dimension} (size {size}) does not divide by {parts} "
           "(device axis {axes} of dev_matrix {dev_matrix}); axis {axis} of the main dev_matrix "
           "{main} could be {size_choices} instead ({card_choices} cards)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "parameter '{param}': dimension {dimension} (size {size}) does not "
                               "divide by {parts} (device axes {axes} of dev_matrix "
                               "{dev_matrix}); axis {axis} of the main dev_matrix {main} could be "
                               "{size_choices} instead ({card_choices} cards)"),
           "axis_count"},
          {"axis",
           "parameter '{param}': dimension {dimension} (size {size}) does not divide by {parts} "
           "(device axis {axes} of dev_matrix {dev_matrix}); no size of axis {axis} of the main "
           "dev_matrix {main} makes it divide while the others keep theirs",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "parameter '{param}': dimension {dimension} (size {size}) does not "
                               "divide by {parts} (device axes {axes} of dev_matrix "
                               "{dev_matrix}); no size of axis {axis} of the main dev_matrix "
                               "{main} makes it divide while the others keep theirs"),
           "axis_count"},
          {nullptr,
           "parameter '{param}': dimension {dimension} (size {size}) does not divide by {parts} "
           "(device axis {axes} of dev_matrix {dev_matrix})",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "parameter '{param}': dimension {dimension} (size {size}) does not "
                               "divide by {parts} (device axes {axes} of dev_matrix "
                               "{dev_matrix})"),
           "axis_count"}}},
        {IssueCode::OptShardSkipped,
         {{"scalar", QT_TRANSLATE_NOOP("IssueMessage",
                                       "parameter '{param}' is left without optimizer sharding, as "
                                       "MindSpore leaves it: a scalar has no dimension 0 to cut")},
          {"replicas=1",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is left without optimizer sharding, as "
                             "MindSpore leaves it: its model-parallel slice is held by one rank "
                             "only (dev_matrix {dev_matrix}, tensor_map {tensor_map}), so there "
                             "is nothing to shard")},
          {"dim0",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}' is left without optimizer sharding, as "
                             "MindSpore leaves it: dimension 0 of its model-parallel slice (size "
                             "{dim0}) does not divide by {size}")},
          {nullptr,
           "parameter '{param}' is left without optimizer sharding, as MindSpore leaves it: its "
           "replica group of {replicas} rank (dev_matrix {dev_matrix}, tensor_map {tensor_map}) "
           "does not divide into shards of {size}",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "parameter '{param}' is left without optimizer sharding, as "
                               "MindSpore leaves it: its replica group of {replicas} ranks "
                               "(dev_matrix {dev_matrix}, tensor_map {tensor_map}) does not "
                               "divide into shards of {size}"),
           "replicas"}}},
        {IssueCode::ShapeUnknown,
         {{"counting",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{param}: its full shape is unknown (no rank file holds it): its "
                             "bytes are not counted")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}': no full shape is known (protobuf strategy "
                             "files record none; a run's checkpoints supply them), so whether "
                             "its split divides evenly could not be checked")}}},
        {IssueCode::InvalidLayout,
         {{"counting", QT_TRANSLATE_NOOP("IssueMessage", "{error}: its bytes are not counted")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "parameter '{param}': {error}")}}},
    };
}

// A save without its redundant copies: what it left out, how it loads, how to restore it.
std::vector<CatalogueEntry> redundancyEntries() {
    return {
        {IssueCode::RedundancyRemoved,
         {{"params=0&loader=mindformers&strategy",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "saved with remove_redundancy: a rank file's safetensors metadata "
                             "says so; MindFormers loads it as it is (metadata.json names each "
                             "slice's file), or restore redundancy: shardscope-cli convert --src "
                             "{folder} --dst FULL --src-strategy {strategy} --dst-strategy "
                             "{strategy}")},
          {"params=0&loader=mindformers",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "saved with remove_redundancy: a rank file's safetensors metadata "
                             "says so; MindFormers loads it as it is (metadata.json names each "
                             "slice's file)")},
          {"params=0&strategy",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "saved with remove_redundancy: a rank file's safetensors metadata "
                             "says so; load it with remove_redundancy=True, or restore "
                             "redundancy: shardscope-cli convert --src {folder} --dst FULL "
                             "--src-strategy {strategy} --dst-strategy {strategy}")},
          {"params=0",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "saved with remove_redundancy: a rank file's safetensors metadata "
                             "says so; load it with remove_redundancy=True")},
          {"loader=mindformers&strategy",
           "saved with remove_redundancy: {params} parameter is saved by one rank of each "
           "redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json "
           "names each slice's file), or restore redundancy: shardscope-cli convert --src "
           "{folder} --dst FULL --src-strategy {strategy} --dst-strategy {strategy}",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "saved with remove_redundancy: {params} parameters are saved by "
                               "one rank of each redundancy group ({size} not repeated); "
                               "MindFormers loads it as it is (metadata.json names each slice's "
                               "file), or restore redundancy: shardscope-cli convert --src "
                               "{folder} --dst FULL --src-strategy {strategy} --dst-strategy "
                               "{strategy}"),
           "params"},
          {"loader=mindformers",
           "saved with remove_redundancy: {params} parameter is saved by one rank of each "
           "redundancy group ({size} not repeated); MindFormers loads it as it is (metadata.json "
           "names each slice's file)",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "saved with remove_redundancy: {params} parameters are saved by "
                               "one rank of each redundancy group ({size} not repeated); "
                               "MindFormers loads it as it is (metadata.json names each slice's "
                               "file)"),
           "params"},
          {"strategy",
           "saved with remove_redundancy: {params} parameter is saved by one rank of each "
           "redundancy group ({size} not repeated); load it with remove_redundancy=True, or "
           "restore redundancy: shardscope-cli convert --src {folder} --dst FULL --src-strategy "
           "{strategy} --dst-strategy {strategy}",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "saved with remove_redundancy: {params} parameters are saved by "
                               "one rank of each redundancy group ({size} not repeated); load it "
                               "with remove_redundancy=True, or restore redundancy: "
                               "shardscope-cli convert --src {folder} --dst FULL --src-strategy "
                               "{strategy} --dst-strategy {strategy}"),
           "params"},
          {nullptr,
           "saved with remove_redundancy: {params} parameter is saved by one rank of each "
           "redundancy group ({size} not repeated); load it with remove_redundancy=True",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "saved with remove_redundancy: {params} parameters are saved by "
                               "one rank of each redundancy group ({size} not repeated); load it "
                               "with remove_redundancy=True"),
           "params"}}},
        // The explanation is the pick's (explanationArg): why's words and the note's, pieces.
        {IssueCode::StepNotMindSporePick,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "using {step}; MindSpore's rule (each rank's "
                                      "lexicographically last file) {explanation}")}}},
    };
}

}  // namespace

std::vector<CatalogueEntry> layoutEntries() {
    std::vector<CatalogueEntry> all = planLayoutEntries();
    for (const auto family : {splitEntries, redundancyEntries}) {
        std::vector<CatalogueEntry> entries = family();
        all.insert(all.end(), entries.begin(), entries.end());
    }
    return all;
}

}  // namespace shardscope
