#pragma once

#include <QString>
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
};
