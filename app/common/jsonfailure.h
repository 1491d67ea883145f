#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "util/issue.h"

namespace shardscope::cli {

// A command given --json that fails before it printed its JSON prints one object instead:
// {"error": {"code": C, "message": M}} on stdout (its lines on stderr and its exit status stay
// as they are), so a script always reads JSON. C is the ErrorCode's name of the first error the
// command reported (printError(const Error&)), or, for a failure worded by the command itself,
// "usage" (exit status 2), "integrity" (3) or "failed"; M is that first line. Two keys are added
// when known: "issue_code", the stable code of the Issue a line worded by the command reports
// (a --simulate spec's `spec-unknown-axis`: "code" stays "usage", the exit status's word, so a
// script that tells usage from failure keeps working), and "issues", the coded messages the
// command printed on stderr before it failed (a simulated target's errors and warnings, a
// plan's problems), each as plan --json's problems are.
// shardscope-cli and shardscope-mpi (process 0) print it alike.
class JsonFailure final {
public:
    // What a command reports (printError calls it): the object names the first error with a
    // code (an Error's), else the first line. `issueCode`: the issue the line reports, if any.
    static void note(const char* code, const std::string& message, const char* issueCode = nullptr);
    // A coded message printed on stderr before a failure: listed under "issues".
    static void noteIssue(const Issue& issue);
    // Counts what is written to std::cout from here on (main calls it once, first).
    static void watchStdout();
    // After the command ran: prints the object when it asked for --json, failed, and printed
    // nothing on stdout.
    static void printIfNeeded(const CLI::App& app, int exitCode);
    // A usage error CLI11 found while parsing (an unknown option, a missing argument), after
    // CLI11 printed it on stderr: the object with code "usage" and its first line, when "--json"
    // is on the command line (the parse did not finish, so the options cannot tell).
    static void printUsageError(int argc, const char* const* argv, const CLI::ParseError& error);
};

}  // namespace shardscope::cli
