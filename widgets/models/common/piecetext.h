#pragma once

#include <QString>
#include <string>
#include <string_view>
#include <vector>

#include "util/messagearg.h"

// An argument of a message as the window shows it: a piece (core/util/messagepiece.h) in the
// window's language, its template translated under the "ErrorPiece" context (an issue's, from
// issuePiece, under "IssueMessage"; with %n plurals,
// chosen by its count), its own arguments shown the same way, a list joined by the translated
// joins; a plain value as it is, byte for byte. Without a translation (English) a piece's words
// are its English, the CLI's.
class PieceText {
public:
    static QString text(const shardscope::IssueArg& arg);
    // `args` with each piece's value in the window's language (the piece dropped: the values are
    // what a template is filled with); plain values unchanged.
    static std::vector<shardscope::IssueArg> shown(const std::vector<shardscope::IssueArg>& args);
    // `words` (a template in the window's language) filled with `shown` (values already shown),
    // with no space between a value's full-width bracket or punctuation and a Chinese character
    // of the template: "所在组（0-511：共 512 张卡）保存了", not "所在组 （…） 保存了" (a
    // full-width bracket holds its own space). English templates are filled as the CLI fills them.
    static std::string fill(std::string_view words, const std::vector<shardscope::IssueArg>& shown);
};
