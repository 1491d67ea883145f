#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "../util/issue.h"

namespace shardscope {

// What kind of problem kept a line that looked like training progress from giving a point: a
// view of its Issue's code (logLineProblem), the one code a line's problem has. Stable names:
// the GUI words the kinds, scripts match on logLineProblemName().
enum class LogLineProblem {
    MissingLoss,  // a step, but the line stops before its loss ("epoch: 1 step: 7")
    MissingStep,  // a loss without a step to place it at
    BadNumber,    // a step, epoch or loss that is not a number
    Malformed,    // broken structure: a MindFormers field without ':', JSON syntax
    BadHeader,    // a CSV file whose header has no step column (every line is then unread)
    ColumnCount,  // a CSV row with more or fewer cells than the header
    TooLong,      // a line over LogReport::kMaxLine bytes (binary data, no newlines)
};

// The kind of a log line's problem, from its message's code (IssueCode LogLineTooLong ..
// LogSkippedUnit); Malformed for any other code.
LogLineProblem logLineProblem(IssueCode code);
const char* logLineProblemName(LogLineProblem problem);

struct LogUnreadLine {
    int64_t line = 0;  // 1-based
    // Why, naming the value or column at fault: an Issue of the catalogue (IssueCode
    // LogLineTooLong .. LogSkippedUnit) whose text() is the English the CLI prints.
    Issue message;
    std::string text;  // the line, cut to kTextLimit bytes
};

// A line whose step is lower than the one before: the training was started again and its log
// appended to the same file (a log of three runs has two).
struct LogRestart {
    int64_t line = 0;      // 1-based
    int64_t fromStep = 0;  // the global step before
    int64_t toStep = 0;    // the global step on the line
};

// What a parse could and could not use. Lines are counted once each: read + other + unread
// == lines.
struct LogReport {
    static constexpr size_t kExamples = 5;
    static constexpr size_t kTextLimit = 200;
    static constexpr size_t kMaxLine = size_t{1} << 20;

    int64_t lines = 0;
    int64_t readLines = 0;   // understood: gave a point, or a loss of N/A
    int64_t otherLines = 0;  // ordinary output (no step, loss or timing on it), blank lines
    int64_t unreadLines = 0;
    int64_t naLosses = 0;               // "loss: N/A" (a pipeline stage without the loss): no point
    int64_t nonFiniteLosses = 0;        // "loss is nan" / "inf": kept as points
    int64_t skippedValues = 0;          // values on read lines that are no number ("[1 31049]") or
                                        // fields without ':' ("global_norm [1 31049]")
    std::vector<LogUnreadLine> unread;  // the first kExamples unread lines
    std::vector<LogUnreadLine> skipped;  // the first kExamples skipped values
    int64_t restartCount = 0;
    std::vector<LogRestart> restarts;  // the first kExamples

    void addUnread(int64_t line, Issue message, std::string_view text);
    void addRestart(int64_t line, int64_t fromStep, int64_t toStep);
    void addSkipped(int64_t line, Issue message, std::string_view text);
};

// The message of a log line's problem: `args` are the values of issueArgNames(code), in order.
Issue logMessage(IssueCode code, const std::vector<std::string>& args = {});

// `text` cut to at most `limit` bytes without splitting a UTF-8 sequence, "..." appended when cut.
std::string cutLogText(std::string_view text, size_t limit);

}  // namespace shardscope
