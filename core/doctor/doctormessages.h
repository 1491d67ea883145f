#pragma once

#include <string>
#include <vector>

#include "../util/messagecatalogue.h"
#include "doctorreport.h"
#include "doctorsentence.h"

namespace shardscope {

// The doctor's part of the message catalogue: each catalogued DoctorCode's English template with
// named placeholders and plural forms, chosen and filled by the catalogue's machinery
// (chooseForm, fillTemplate, usesPlural). The CLI prints doctorEnglish(); the GUI translates the
// same template (context kDoctorMessageContext) and fills it with the same arguments.
inline constexpr const char* kDoctorMessageContext = "DoctorMessage";

// The code's wordings; empty for a code whose sentence the core still writes itself.
const std::vector<MessageForm>& doctorForms(DoctorCode code);
bool isCatalogued(DoctorCode code);

// A sentence that lists its parts fills one placeholder with them: its name ("holders"), the
// code of the parts it lists (Holder; None: every part, as the merge fix a reshard fix ends
// with), and the English between two parts (", "); nullptr (None) for a code that lists none.
const char* doctorListName(DoctorCode code);
DoctorCode doctorListPart(DoctorCode code);
const char* doctorListSeparator(DoctorCode code);

// The sentence's arguments with its parts' list put in, each part rendered by `part`, joined by
// `join` (a separator between the text so far and the next part).
template <typename Part, typename Join>
std::vector<IssueArg> doctorArgs(const DoctorSentence& s, Part part, Join join) {
    std::vector<IssueArg> args = s.args;
    if (const char* name = doctorListName(s.code)) {
        std::string list;
        for (const DoctorSentence& p : s.parts) {
            if (doctorListPart(s.code) == DoctorCode::None || p.code == doctorListPart(s.code)) {
                list = list.empty() ? part(p) : join(list, part(p));
            }
        }
        args.push_back({name, std::move(list)});
    }
    return args;
}

// The English sentence of a catalogued code, its parts put in (what the CLI prints).
std::string doctorEnglish(const DoctorSentence& s);

// A fix worded by the catalogue: its English text is the sentence's (doctorEnglish), `command`
// the exact command or code line when there is one.
Fix sayFix(FixKind kind, DoctorSentence sentence, std::string command = {});

}  // namespace shardscope
