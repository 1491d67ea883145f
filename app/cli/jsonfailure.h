#pragma once

#include <string>

#include <CLI/CLI.hpp>

namespace shardscope::cli {

// A command given --json that fails before it printed its JSON prints one object instead:
// {"error": {"code": C, "message": M}} on stdout (its lines on stderr and its exit status stay
// as they are), so a script always reads JSON. C is the ErrorCode's name of the first error the
// command reported (printError(const Error&)), or, for a failure worded by the command itself,
// "usage" (exit status 2), "integrity" (3) or "failed"; M is that first line.
class JsonFailure final {
public:
    // What a command reports (printError calls it): the object names the first error with a
    // code (an Error's), else the first line.
    static void note(const char* code, const std::string& message);
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
