#include "jsonfailure.h"

#include <iostream>
#include <nlohmann/json.hpp>
#include <span>
#include <streambuf>
#include <string_view>
#include <vector>

#include "common/exitcode.h"
#include "convert/planjson.h"
#include "util/jsontext.h"

namespace shardscope::cli {

namespace {

struct Noted {
    bool any = false;
    std::string code;
    std::string message;
    std::string issueCode;
    std::vector<Issue> issues;  // noteIssue's, in order
};

Noted& noted() {
    static Noted kNoted;
    return kNoted;
}

// Passes everything on to the stream's buffer and counts it.
class CountingBuf final : public std::streambuf {
public:
    explicit CountingBuf(std::streambuf* next) : m_next(next) {}
    size_t count() const { return m_count; }

protected:
    int_type overflow(int_type c) override {
        if (traits_type::eq_int_type(c, traits_type::eof())) {
            return traits_type::not_eof(c);
        }
        ++m_count;
        return m_next->sputc(traits_type::to_char_type(c));
    }
    std::streamsize xsputn(const char* s, std::streamsize n) override {
        m_count += static_cast<size_t>(n);
        return m_next->sputn(s, n);
    }
    int sync() override { return m_next->pubsync(); }

private:
    std::streambuf* m_next;
    size_t m_count = 0;
};

CountingBuf*& counter() {
    static CountingBuf* kCounter = nullptr;
    return kCounter;
}

bool askedForJson(const CLI::App& app) {
    for (const CLI::App* sub : app.get_subcommands()) {
        const CLI::Option* json = sub->get_option_no_throw("--json");
        if ((json != nullptr && json->count() > 0) || askedForJson(*sub)) {
            return true;
        }
    }
    return false;
}

// {"error": {"code": C, "message": M, "issue_code"?: I, "issues"?: [...]}} on stdout.
void printObject(const std::string& code, const std::string& message,
                 const std::string& issueCode = {}, const std::vector<Issue>& issues = {}) {
    nlohmann::ordered_json error;
    error["code"] = code;
    error["message"] = message;
    if (!issueCode.empty()) {
        error["issue_code"] = issueCode;
    }
    if (!issues.empty()) {
        nlohmann::ordered_json list = nlohmann::ordered_json::array();
        for (const Issue& issue : issues) {
            list.push_back(planProblemToJson(issue));
        }
        error["issues"] = std::move(list);
    }
    nlohmann::ordered_json j;
    j["error"] = std::move(error);
    std::cout << dumpJson(std::move(j), 2) << "\n";
}

const char* codeOfExit(int exitCode) {
    return exitCode == kUsage ? "usage" : exitCode == kIntegrity ? "integrity" : "failed";
}

}  // namespace

void JsonFailure::note(const char* code, const std::string& message, const char* issueCode) {
    // The first error with a code, else the first line.
    Noted& n = noted();
    if (!n.any || (n.code.empty() && code != nullptr)) {
        n.any = true;
        n.code = code == nullptr ? std::string() : std::string(code);
        n.message = message;
        n.issueCode = issueCode == nullptr ? std::string() : std::string(issueCode);
    }
}

void JsonFailure::noteIssue(const Issue& issue) {
    noted().issues.push_back(issue);
}

void JsonFailure::watchStdout() {
    // Lives until exit: std::cout writes through it to the last moment.
    counter() = new CountingBuf(std::cout.rdbuf());  // NOLINT(cppcoreguidelines-owning-memory)
    std::cout.rdbuf(counter());
}

void JsonFailure::printIfNeeded(const CLI::App& app, int exitCode) {
    if (exitCode == kOk || counter() == nullptr || counter()->count() > 0 || !askedForJson(app)) {
        return;
    }
    const Noted& n = noted();
    printObject(n.code.empty() ? std::string(codeOfExit(exitCode)) : n.code, n.message, n.issueCode,
                n.issues);
}

void JsonFailure::printUsageError(int argc, const char* const* argv, const CLI::ParseError& error) {
    const std::span<const char* const> args(argv, static_cast<size_t>(argc));
    bool json = false;
    for (const char* arg : args.subspan(1)) {
        const std::string_view word(arg);
        if (word == "--") {
            break;  // what follows is positional
        }
        json = json || word == "--json";
    }
    if (!json || (counter() != nullptr && counter()->count() > 0)) {
        return;
    }
    const std::string what = error.what();
    printObject("usage", what.substr(0, what.find('\n')));
}

}  // namespace shardscope::cli
