// The catalogue's words for what commands conclude and --json prints with a code: why a saved
// step cannot be resumed from and what a rule of thumb's pick would mean (history), the memory
// headline (fit, plan, convert), a log that gave no point (logs), and why a written file failed
// its verification (convert --verify, shardscope-mpi).
#include "catalogueentry.h"

namespace shardscope {

namespace {

// The reasons are pieces of other sentences (issuePiece: "missing on ranks 6-7; CRC mismatch on
// rank 3"); the picks' explanations follow "MindSpore's rule (...)".
std::vector<CatalogueEntry> historyEntries() {
    return {
        {IssueCode::ReasonMissingOnRanks,
         {{nullptr, "missing on rank {ranks}",
           QT_TRANSLATE_N_NOOP("IssueMessage", "missing on ranks {ranks}"), "count"}}},
        {IssueCode::ReasonDamagedOnRanks,
         {{nullptr, "{damage} on rank {ranks}",
           QT_TRANSLATE_N_NOOP("IssueMessage", "{damage} on ranks {ranks}"), "count"}}},
        {IssueCode::PickNoFile,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "finds no checkpoint file")}}},
        {IssueCode::PickMixed,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "takes different steps on different ranks: {parts}")}}},
        {IssueCode::PickNoSavedStep,
         {{"ranks",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "takes files that are no saved steps ('{file}' on rank {rank}, one "
                             "on each of ranks {ranks})")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage", "takes '{file}', which is no saved step")}}},
        {IssueCode::PickSameStep,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "takes the same step, {step}")}}},
        {IssueCode::PickOlderStep,
         {{"sorts",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "takes an older step, {step} ({when}), instead of {resume} (names "
                             "sort as text, so '{resume}' comes before '{step}')")},
          {nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "takes an older step, {step} ({when}), instead of "
                                      "{resume}")}}},
        {IssueCode::PickUnusableStep,
         {{"reasons", QT_TRANSLATE_NOOP("IssueMessage",
                                        "takes {step}, which cannot be resumed from: {reasons}")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "takes {step}, which cannot be resumed from")}}},
        {IssueCode::PickNoMetaJson,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "no meta.json: the newest file by modification time on each "
                                      "rank")}}},
        {IssueCode::PickMetaJsonMissing,
         {{nullptr, "no usable meta.json on rank {ranks}: MindFormers skips them",
           QT_TRANSLATE_N_NOOP("IssueMessage",
                               "no usable meta.json on ranks {ranks}: MindFormers skips them"),
           "count"}}},
        {IssueCode::PickNoMetaJsonStep,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "finds no step at or below the lowest meta.json entry on "
                                      "every rank (\"No checkpoint could be resumed.\")")}}},
    };
}

// {where} is a piece ("stage 1 (rank 8)", "rank 0"); {reason} one of the activations' reasons
// below, as a piece (issuePiece). Then why a preset's split (fit --model --simulate) is refused.
std::vector<CatalogueEntry> fitEntries() {
    return {
        {IssueCode::FitFits,
         {{"reason", QT_TRANSLATE_NOOP("IssueMessage",
                                       "fits: peak {peak} of {memory} on {where} (activations not "
                                       "counted: {reason})")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "fits: peak {peak} of {memory} on {where}")}}},
        {IssueCode::FitDoesNotFit,
         {{"reason", QT_TRANSLATE_NOOP("IssueMessage",
                                       "does not fit: {where} needs {needs} of {memory} "
                                       "(activations not counted: {reason})")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "does not fit: {where} needs {needs} of {memory}")}}},
        {IssueCode::ActivationsNoSeq,
         {{nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "the sequence length is not known (give --seq)")}}},
        {IssueCode::ActivationsNoHeads,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the attention heads are not in the checkpoint (give "
                                      "--heads, or recompute selectively, which keeps no "
                                      "attention scores)")}}},
        {IssueCode::NetworkNoEmbedding,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "no word embedding (a 2-D parameter named *embed*) gives "
                                      "the hidden size")}}},
        {IssueCode::NetworkNoBlocks,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "no repeated block (names like model.layers.<i>.) gives the "
                                      "layers")}}},
        {IssueCode::SplitNotNameNumber,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "'{part}' is not NAME=NUMBER with a number of 1 or more")}}},
        {IssueCode::SplitUnknownAxis,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "unknown axis '{axis}' (a preset's axes are dp, mp, pp and "
                                      "opt)")}}},
        {IssueCode::SplitTooManyCards,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "more than {limit} cards")}}},
    };
}

// A file's own error ({error}, translated through the error the issue carries).
std::vector<CatalogueEntry> verifyEntries() {
    return {
        {IssueCode::LogFileNoPoints, {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{error}")}}},
        {IssueCode::VerifyUnreadable, {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{error}")}}},
        {IssueCode::VerifyCrcFailed,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{file}: the crc check is failed")}}},
        {IssueCode::VerifyNotPlanned,
         {{"held", QT_TRANSLATE_NOOP("IssueMessage",
                                     "{file}: does not match the plan: holds {held} tensors, the "
                                     "plan {planned}")},
          {"tensor",
           QT_TRANSLATE_NOOP("IssueMessage",
                             "{file}: does not match the plan: tensor {tensor} is '{name}' "
                             "{dtype} {shape}, the plan has '{planned_name}' {planned_dtype} "
                             "{planned_shape}")},
          {nullptr,
           QT_TRANSLATE_NOOP("IssueMessage", "{file}: does not match the plan (file size)")}}},
        {IssueCode::VerifyNotCovered,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "the plan's copies cover {covered} of {bytes} bytes")}}},
        {IssueCode::VerifyBytesDiffer,
         {{nullptr, QT_TRANSLATE_NOOP("IssueMessage",
                                      "{bytes} bytes differ from the source bytes they were "
                                      "copied from")}}},
        {IssueCode::VerifySourceChanged, {{nullptr, QT_TRANSLATE_NOOP("IssueMessage", "{error}")}}},
    };
}

}  // namespace

std::vector<CatalogueEntry> outcomeEntries() {
    std::vector<CatalogueEntry> all = historyEntries();
    for (const auto family : {fitEntries, verifyEntries}) {
        std::vector<CatalogueEntry> entries = family();
        all.insert(all.end(), entries.begin(), entries.end());
    }
    return all;
}

}  // namespace shardscope
