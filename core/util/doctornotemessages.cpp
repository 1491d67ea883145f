// The catalogue's words for how the doctor read its inputs (the notes `doctor` prints after its
// findings) and for its summary line (core/doctor/doctorreport.cpp fills it).
#include "catalogueentry.h"

namespace shardscope {

std::vector<CatalogueEntry> doctorNoteEntries() {
    return {
        {IssueCode::DoctorStageTaken,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the checkpoint holds the parameters of pipeline stage {stage}; "
                             "taken as rank {rank}")}}},
        {IssueCode::DoctorLayoutUnusable,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "parameter '{param}': {error}")}}},
        {IssueCode::DoctorSliceShape,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "parameter '{param}': the file holds {shape}, the strategy gives "
                             "rank {rank} {expected}")}}},
        {IssueCode::DoctorStrategyFound,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "using the strategy found beside the run: {strategy}")}}},
        {IssueCode::DoctorRunUnreadable,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the run's other rank files could not be read: {error}")}}},
        {IssueCode::DoctorRedundancyUnknown,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "remove_redundancy=True: which rank holds each copy is known only "
                             "from the run's other rank files and its strategy, and the "
                             "checkpoint comes without them")}}},
        {IssueCode::DoctorSqueezed,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{param}: the checkpoint's {ckpt_shape} loads into {net_shape} "
                             "(MindSpore drops trailing size-1 dims)")}}},
        // The English has always said "layouts", one or many: the CLI's bytes stay.
        {IssueCode::DoctorShapelessLayouts,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{count} layouts of the strategy record no tensor_shape and are "
                             "left out of the network side")}}},
        {IssueCode::DoctorNetSide,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "the network side is rank {rank} (pipeline stage {stage}) of "
                             "{file}: its parameters that the strategy records, as that rank's "
                             "slices, in the strategy's order; dtypes are not compared "
                             "(strategies do not record them)")}}},
        // The summary: {details} lists the conversions, the entries not loaded and where
        // MindSpore stops (pieces joined by semicolons), {kinds} the problems by kind.
        {IssueCode::DoctorAllLoad,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "all {params} parameters of the network would load ({mode}); "
                                      "{details}")}}},
        {IssueCode::DoctorNotAllLoad,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{errors} of {params} parameters would not load ({mode}): {kinds}; "
                             "{details}")}}},
    };
}

}  // namespace shardscope
