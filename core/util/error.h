#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "messagearg.h"

namespace shardscope {

// Stable codes: the GUI maps them to translated words, tests and scripts match on them.
enum class ErrorCode {
    Io,
    NotFound,
    Empty,
    Truncated,
    Corrupt,
    BadDims,
    SizeMismatch,
    UnknownDtype,
    CrcMissing,
    CrcMismatch,
    Encrypted,  // a key (or its mode) is needed
    WrongKey,   // the key given does not decrypt the file
    Unsupported,
    BadStrategy,
    MixedFormats,
    InvalidArgument,
    Cancelled,
    Internal,  // a bug: an exception or a broken invariant, caught before it could abort
};

const char* errorCodeName(ErrorCode code);

// An error sentence's English template, with named placeholders ("tensor data ends at byte
// {end}"), written at its call site inside QT_TRANSLATE_NOOP("ErrorMessage", ...)
// (util/translatenoop.h) so that lupdate sees it. Only a literal converts (consteval): the GUI
// keeps the pointer and translates it later.
struct ErrorTemplate {
    const char* text;
    consteval ErrorTemplate(const char* t) : text(t) {}  // NOLINT(google-explicit-constructor)
};

// The translation context of every error template (what lupdate files them under).
inline constexpr const char* kErrorMessageContext = "ErrorMessage";

// An error as a value: what went wrong, and where (file, byte offset, parameter, rank).
struct Error {
    ErrorCode code = ErrorCode::Io;
    // The English sentence: the template with its arguments put in (every error is made from a
    // template, makeError). A caller that rewrites it leaves the template behind
    // (rendersFromTemplate).
    std::string message;
    // The sentence's English template and its named arguments: the GUI renders the user's
    // language from them (ErrorText). An argument named "error" is the English of `cause`.
    const char* messageTemplate = nullptr;
    std::vector<IssueArg> args = {};
    std::shared_ptr<const Error> cause = nullptr;
    std::string file;
    std::string param;
    int rank = -1;
    int64_t offset = -1;
    // How to fix it, in English (describe() adds it in brackets). A fix with arguments keeps its
    // template and arguments too (withFix), for the GUI to render in the user's language; one
    // without is its own template, marked where it is written.
    std::string fix;
    const char* fixTemplate = nullptr;
    std::vector<IssueArg> fixArgs = {};

    // One line: "FILE: rank R: byte N: parameter 'P': MESSAGE" (parts present only when known).
    std::string describe() const;

    Error& inFile(std::string f) {
        file = std::move(f);
        return *this;
    }
    Error& atOffset(int64_t o) {
        offset = o;
        return *this;
    }
    Error& forParam(std::string p) {
        param = std::move(p);
        return *this;
    }
    Error& onRank(int r) {
        rank = r;
        return *this;
    }
    // The fix is `text` (marked QT_TRANSLATE_NOOP("ErrorMessage", ...)) with `args` put in.
    Error& withFix(ErrorTemplate text, std::vector<IssueArg> args);
};

// An error whose sentence is `text` with `args` put in (each "{name}" of the template needs its
// argument; args the template does not name are allowed, e.g. for a wording's other form).
Error makeError(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args);
// The same, for an error that reports another one: `args` gain "error", the inner error's
// one-line English (describe()), and the GUI renders it from the inner error's own template.
Error makeError(ErrorCode code, ErrorTemplate text, std::vector<IssueArg> args, const Error& cause);
// Whether the error's English is still its template's (a caller that rewrote `message` leaves a
// template that no longer fits: then the message is shown as it is).
bool rendersFromTemplate(const Error& error);

}  // namespace shardscope
