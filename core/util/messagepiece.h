#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "issue.h"
#include "messagearg.h"

namespace shardscope {

// The translation context of every piece (what lupdate files them under).
inline constexpr const char* kErrorPieceContext = "ErrorPiece";

// A piece's template, written at its call site inside QT_TRANSLATE_NOOP("ErrorPiece", ...)
// (util/translatenoop.h) so that lupdate sees it. Only a literal converts: the GUI keeps the
// pointer and translates it later.
struct PieceTemplate {
    const char* text;
    consteval PieceTemplate(const char* t) : text(t) {}  // NOLINT(google-explicit-constructor)
};

// A piece that counts something: its singular and plural English, the plural one inside
// QT_TRANSLATE_N_NOOP("ErrorPiece", ...) (the source a translator sees, with Qt's %n plural
// forms), and the argument that counts.
struct PiecePlural {
    const char* singular;
    const char* plural;
    const char* count;
    consteval PiecePlural(const char* one, const char* many, const char* counted)
        : singular(one), plural(many), count(counted) {}
};

// The English of a piece: its template filled with its arguments' English (the plural one
// when the counting argument is not "1"), or its items joined.
std::string pieceEnglish(const MessagePiece& piece);

// The template that joins the next item of a list to the items before it ({list}, {item}).
const char* listJoinTemplate(MessagePiece::Join join, bool last);
// `out` (a list so far) with `item` joined to it by `join`, a join template: appended in place
// when the template starts with "{list}" (a long list stays linear), else filled whole.
void joinItem(std::string& out, std::string_view join, const std::string& item);
// The English template of a piece that is not a list, singular or plural as its count chooses.
const char* pieceTemplate(const MessagePiece& piece);

// An argument that is words: `text` with `args` put in. Its value is the English.
IssueArg pieceArg(std::string name, PieceTemplate text, std::vector<IssueArg> args = {});
IssueArg pieceArg(std::string name, PiecePlural text, std::vector<IssueArg> args);

// An argument that is a list of values: "a, b, c" (Commas), "a, b and c" (CommasAnd), "a, b or
// c" (CommasOr), "a; b; c" (Semicolons).
IssueArg listArg(std::string name, const std::vector<std::string>& items, MessagePiece::Join join);
// The same for items that may be pieces ("2 on 'a' and 1 on 'b'"; their names are unused).
IssueArg listOfArgs(std::string name, std::vector<IssueArg> items, MessagePiece::Join join);
// A list cut short: at most `keep` items joined by commas, then "and N more" when there are
// more ("a, b, c and 4 more").
IssueArg cutListArg(std::string name, const std::vector<std::string>& items, size_t keep);

// `arg` in place of the argument of its name in `args` (appended when there is none).
void putArg(std::vector<IssueArg>& args, IssueArg arg);

// An argument that is a catalogued issue's words, inside another sentence or as a report's own
// value ("missing on ranks 6-7", why activations are not counted): the catalogue's template for
// the issue's arguments (translated under the "IssueMessage" context, kIssueMessageContext) with
// those arguments. Its value is the issue's English (Issue::text()).
IssueArg issuePiece(std::string name, const Issue& issue);
// The translation context of a piece's template: "IssueMessage" for an issue's (issuePiece),
// else "ErrorPiece".
const char* pieceContext(const MessagePiece& piece);
// The code of the issue whose template a piece holds (issuePiece); none for another piece, a
// list or a plain value. Templates that only put an error in ("{error}") are shared by several
// codes and name none.
std::optional<IssueCode> pieceIssueCode(const IssueArg& arg);

}  // namespace shardscope
