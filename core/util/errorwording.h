#pragma once

#include "error.h"

namespace shardscope {

// An error sentence that counts something: its singular and plural English templates, both
// written at the call site, the plural one inside QT_TRANSLATE_N_NOOP("ErrorMessage", ...) (the
// source lupdate files and the GUI translates with the count, Qt's %n plural forms), and the
// argument that counts.
struct ErrorPlural {
    const char* singular;
    const char* plural;
    const char* count;
    consteval ErrorPlural(const char* one, const char* many, const char* counted)
        : singular(one), plural(many), count(counted) {}
};

// An error whose sentence is the singular template filled in when the counting argument is "1",
// else the plural one (the template the error keeps is the one its English was made from).
Error makeError(ErrorCode code, ErrorPlural text, std::vector<IssueArg> args);
// The same for an error that reports another one (its "{error}", as makeError's in error.h).
Error makeError(ErrorCode code, ErrorPlural text, std::vector<IssueArg> args, const Error& cause);
// The plural wording that a template of such an error belongs to, found by the template's
// address (nullptr for any other template).
const ErrorPlural* errorPluralOf(const char* messageTemplate);

// `error` said again inside a sentence of its own: `text` names {error}, the error's sentence
// without its location (the GUI renders it from the error's own template); the new error keeps
// the code, the location (file, rank, byte, parameter) and the fix.
Error rephrased(const Error& error, ErrorTemplate text, std::vector<IssueArg> args = {});
// `error` without its location (file, rank, byte, parameter) and fix: what an issue reports as
// its "{error}" when it names the place itself (its describe() is its message).
Error withoutLocation(const Error& error);

}  // namespace shardscope
