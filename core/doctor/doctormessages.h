#pragma once

#include <string>
#include <vector>

#include "../util/messagecatalogue.h"
#include "../util/messagepiece.h"
#include "doctorreport.h"
#include "doctorsentence.h"

namespace shardscope {

// The doctor's part of the message catalogue: each DoctorCode's English template with named
// placeholders and plural forms, chosen and filled by the catalogue's machinery (chooseForm,
// fillTemplate, usesPlural). The CLI prints doctorEnglish(); the GUI translates the same
// templates (context kDoctorMessageContext) and fills them with the same arguments.
inline constexpr const char* kDoctorMessageContext = "DoctorMessage";

// The code's wordings; empty for a code without words (None).
const std::vector<MessageForm>& doctorForms(DoctorCode code);
bool isCatalogued(DoctorCode code);

// A placeholder filled with other templates of the catalogue: the sentence's own values worded
// by `as` (a group, a rank range, a cut's device axes), or its parts of code `part` (None: every
// part; `index` >= 0: only that one of them) each worded by `as` (None: by its own code), as a
// list joined by `join` (the pieces' joins, messagepiece.h: the window joins it in its language).
struct DoctorSlot {
    const char* name = nullptr;
    DoctorCode as = DoctorCode::None;
    bool own = false;
    DoctorCode part = DoctorCode::None;
    int index = -1;
    MessagePiece::Join join = MessagePiece::Join::Commas;
};
const std::vector<DoctorSlot>& doctorSlots(DoctorCode code);

// The values a slot of the sentence's own values words: the sentence's, with those its template
// chooses by (one_rank, axis_count) put in. Empty when there is nothing to word.
std::vector<IssueArg> doctorOwnArgs(DoctorCode as, const std::vector<IssueArg>& args);

// The sentence's arguments with each of its slots put in, every piece worded by
// `word(code, args)` (the English template filled, or its translation).
template <typename Word>
std::vector<IssueArg> doctorArgs(const DoctorSentence& s, const Word& word) {
    std::vector<IssueArg> args = s.args;
    for (const DoctorSlot& slot : doctorSlots(s.code)) {
        if (slot.own) {
            const std::vector<IssueArg> own = doctorOwnArgs(slot.as, s.args);
            args.push_back({slot.name, own.empty() ? std::string() : word(slot.as, own)});
            continue;
        }
        std::vector<std::string> items;
        int n = 0;
        for (const DoctorSentence& p : s.parts) {
            if ((slot.part != DoctorCode::None && p.code != slot.part) ||
                (slot.index >= 0 && n++ != slot.index)) {
                continue;
            }
            items.push_back(
                word(slot.as == DoctorCode::None ? p.code : slot.as, doctorArgs(p, word)));
        }
        args.push_back(listArg(slot.name, items, slot.join));
    }
    return args;
}

// The English sentence of a code, its slots put in (what the CLI prints).
std::string doctorEnglish(const DoctorSentence& s);

// A ConfigValue piece: the model dimension's name (a piece the window words itself), its value
// in the checkpoint and in the network, and the parameters showing it ("" when not counted).
DoctorSentence sayConfigValue(ConfigName name, int64_t ckpt, int64_t net, std::string params);

// A fix worded by the catalogue: its English text is the sentence's (doctorEnglish), `command`
// the exact command or code line when there is one.
Fix sayFix(FixKind kind, DoctorSentence sentence, std::string command = {});

// A diagnosis worded by the catalogue: the sentence and its English (doctorEnglish).
void sayDiagnosis(Diagnosis& diagnosis, DoctorSentence sentence);

}  // namespace shardscope
