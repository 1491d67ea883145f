#pragma once

#include <memory>
#include <string>
#include <vector>

namespace shardscope {

struct MessagePiece;

// A named argument of a message (an Issue's or an Error's): the value a template's "{name}"
// placeholder stands for. Values are values (numbers, names, paths, MindSpore's own quoted
// words), never English words: the GUI translates the template and keeps the values. Where an
// argument needs words ("(16 servers)", "a, b and 4 more"), it holds a piece (messagepiece.h):
// `value` is then the piece's English (what the CLI prints), and the GUI words the piece in the
// window's language.
struct IssueArg {
    std::string name;
    std::string value;
    std::shared_ptr<const MessagePiece> piece = nullptr;  // null: a plain value

    // Name and English: a piece's English is its whole meaning for the CLI, for --json and for
    // the tests that compare messages (an expected plain value equals a piece that reads so).
    bool operator==(const IssueArg& other) const {
        return name == other.name && value == other.value;
    }
};

// Words inside an argument: a template of its own (lupdate sees it under the "ErrorPiece"
// context) with its own named arguments, which may be pieces too; or a list of items joined in
// the window's language.
struct MessagePiece {
    enum class Join { None, Commas, CommasAnd, CommasOr, Semicolons };

    const char* text = nullptr;     // the template (the singular one when `count` is set)
    const char* plural = nullptr;   // the plural template (the translator's source), or nullptr
    const char* count = nullptr;    // the argument that chooses between them
    const char* comment = nullptr;  // the translator's hint (QT_TRANSLATE_NOOP3's), or nullptr
    // The template's arguments; for a list (join != None) its items, in order (names unused).
    std::vector<IssueArg> args;
    // A list: "a, b, c" (Commas), "a, b and c" (CommasAnd), "a, b or c" (CommasOr), "a; b; c"
    // (Semicolons); `text` is then null.
    Join join = Join::None;
};

}  // namespace shardscope
