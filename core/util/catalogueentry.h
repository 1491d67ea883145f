#pragma once

#include <initializer_list>
#include <iterator>
#include <vector>

#include "messagecatalogue.h"
#include "translatenoop.h"

namespace shardscope {

// One code's wordings, as a family of the catalogue lists them.
struct CatalogueEntry {
    IssueCode code;
    std::vector<MessageForm> forms;
};

// The entries of several families, in order.
inline std::vector<CatalogueEntry> gatheredEntries(
    std::initializer_list<std::vector<CatalogueEntry> (*)()> families) {
    std::vector<CatalogueEntry> out;
    for (const auto family : families) {
        std::vector<CatalogueEntry> entries = family();
        out.insert(out.end(), std::make_move_iterator(entries.begin()),
                   std::make_move_iterator(entries.end()));
    }
    return out;
}

// The families kept in files of their own (messagecatalogue.cpp holds the others): a run's
// layouts and their splits, its copies and the saved step it is read from (layoutmessages.cpp).
std::vector<CatalogueEntry> layoutEntries();
// A rank table's oddities (rankTableEntries) and why a saved copy cannot be resumed from
// (savedCopyEntries), in reasonmessages.cpp; a training log's unread lines and skipped values in
// logmessages.cpp.
std::vector<CatalogueEntry> rankTableEntries();
std::vector<CatalogueEntry> savedCopyEntries();
std::vector<CatalogueEntry> logLineEntries();
// The issues that report an error (errormessages.cpp): what cannot be used and what goes without
// it, then the error's own sentence ({error}, translated through the error the issue carries).
std::vector<CatalogueEntry> errorEntries();
// How the doctor read its inputs, and its summary line (doctornotemessages.cpp).
std::vector<CatalogueEntry> doctorNoteEntries();
// The doctor's sentences: why a parameter does not load (doctordiagnosismessages.cpp), what the
// whole load shows (doctorfindingmessages.cpp) and what to do (doctorfixmessages.cpp).
std::vector<CatalogueEntry> doctorDiagnosisEntries();
std::vector<CatalogueEntry> doctorFindingEntries();
std::vector<CatalogueEntry> doctorFixEntries();
// What commands conclude and --json prints with a code (outcomemessages.cpp): the history's
// reasons and picks, the memory headline, a log without points, a failed verification.
std::vector<CatalogueEntry> outcomeEntries();

}  // namespace shardscope
