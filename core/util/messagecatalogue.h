#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "issue.h"

namespace shardscope {

// One wording of a message: its English template with named placeholders ("rank folders
// missing: {ranks}") and, where it counts something, the plural form and the argument that
// counts. A code with several wordings picks the first whose condition holds.
struct MessageForm {
    // nullptr: always; "name": the argument is not empty; "name=value": it is that value;
    // "a&b=c": both.
    const char* when = nullptr;
    const char* text = nullptr;    // the template (the singular one when `count` is set)
    const char* plural = nullptr;  // the plural template, or nullptr
    const char* count = nullptr;   // the argument that chooses between them

    // The template a translator sees (lupdate's source text): the plural one when there is one.
    const char* source() const { return plural != nullptr ? plural : text; }
};

// The translation context of every issue template (what lupdate files them under).
inline constexpr const char* kIssueMessageContext = "IssueMessage";

// The catalogue's wordings of `code`, in the order they are tried (every code has one).
const std::vector<MessageForm>& issueForms(IssueCode code);
bool isCatalogued(IssueCode code);

// The form of the code's wordings that fits these arguments (nullptr when none does).
const MessageForm* chooseForm(const std::vector<MessageForm>& forms,
                              const std::vector<IssueArg>& args);
// The conditions of a wording: "a&b=2" gives "a", "b=2".
std::vector<std::string> conditionParts(std::string_view when);
// The placeholders a template names, in order ("{a} and {b}" gives a, b).
std::vector<std::string> templatePlaceholders(std::string_view text);
// The value of the argument of that name ("" when there is none).
const std::string& argValue(const std::vector<IssueArg>& args, std::string_view name);
// `text` with each "{name}" replaced by the value of the argument of that name.
std::string fillTemplate(std::string_view text, const std::vector<IssueArg>& args);
// Whether the form's plural template is the one for these arguments (its count is not 1).
bool usesPlural(const MessageForm& form, const std::vector<IssueArg>& args);
// The English sentence of a catalogued issue.
std::string renderIssueEnglish(const Issue& issue);

}  // namespace shardscope
