#include "logreport.h"

namespace shardscope {

LogLineProblem logLineProblem(IssueCode code) {
    switch (code) {
        case IssueCode::LogLineTooLong:
            return LogLineProblem::TooLong;
        case IssueCode::LogOutputNotNumber:
        case IssueCode::LogNoNumberAfter:
        case IssueCode::LogFieldNotNumber:
        case IssueCode::LogColumnNotNumber:
        case IssueCode::LogKeyNotNumber:
        case IssueCode::LogPastTraining:
        case IssueCode::LogSkippedNotNumber:
        case IssueCode::LogSkippedTwice:
        case IssueCode::LogSkippedUnit:
            return LogLineProblem::BadNumber;
        case IssueCode::LogOutputsNoTensor:
        case IssueCode::LogEndsBeforeLoss:
        case IssueCode::LogNoValueAfterLoss:
        case IssueCode::LogNoLossOnLine:
            return LogLineProblem::MissingLoss;
        case IssueCode::LogLossWithoutStep:
        case IssueCode::LogNoStepOnLine:
            return LogLineProblem::MissingStep;
        case IssueCode::LogNoStepColumn:
            return LogLineProblem::BadHeader;
        case IssueCode::LogColumnCount:
            return LogLineProblem::ColumnCount;
        case IssueCode::LogOutputsUnclosed:
        case IssueCode::LogNoColon:
        case IssueCode::LogKeyNoValue:
        case IssueCode::LogNotJsonObject:
        case IssueCode::LogSkippedWithoutColon:
        default:
            return LogLineProblem::Malformed;
    }
}

const char* logLineProblemName(LogLineProblem problem) {
    switch (problem) {
        case LogLineProblem::MissingLoss:
            return "missing-loss";
        case LogLineProblem::MissingStep:
            return "missing-step";
        case LogLineProblem::BadNumber:
            return "bad-number";
        case LogLineProblem::Malformed:
            return "malformed";
        case LogLineProblem::BadHeader:
            return "bad-header";
        case LogLineProblem::ColumnCount:
            return "column-count";
        case LogLineProblem::TooLong:
            return "too-long";
    }
    return "unknown";
}

Issue logMessage(IssueCode code, const std::vector<std::string>& args) {
    return makeIssue(code, Severity::Warning, {}, {}, -1, args);
}

std::string cutLogText(std::string_view text, size_t limit) {
    if (text.size() <= limit) {
        return std::string(text);
    }
    size_t end = limit;
    while (end > 0 && (static_cast<unsigned char>(text[end]) & 0xC0) == 0x80) {
        --end;
    }
    return std::string(text.substr(0, end)) + "...";
}

void LogReport::addUnread(int64_t line, Issue message, std::string_view text) {
    ++unreadLines;
    if (unread.size() < kExamples) {
        unread.push_back({line, std::move(message), cutLogText(text, kTextLimit)});
    }
}

void LogReport::addRestart(int64_t line, int64_t fromStep, int64_t toStep) {
    ++restartCount;
    if (restarts.size() < kExamples) {
        restarts.push_back({line, fromStep, toStep});
    }
}

void LogReport::addSkipped(int64_t line, Issue message, std::string_view text) {
    ++skippedValues;
    if (skipped.size() < kExamples) {
        skipped.push_back({line, std::move(message), cutLogText(text, kTextLimit)});
    }
}

}  // namespace shardscope
