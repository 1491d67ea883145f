#include "textlineparser.h"

#include <array>
#include <string>

#include "dictlineparser.h"
#include "numbertext.h"
#include "timestamp.h"

namespace shardscope {

namespace {

constexpr size_t npos = std::string_view::npos;

size_t skipSpaces(std::string_view s, size_t i) {
    while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) {
        ++i;
    }
    return i;
}

// After a keyword: [':' | '='] then "N", "[ N/ T]" or "N/T"; returns the end, or npos.
size_t scanCounter(std::string_view s, size_t i, int64_t& value, int64_t& total) {
    i = skipSpaces(s, i);
    if (i < s.size() && (s[i] == ':' || s[i] == '=')) {
        i = skipSpaces(s, i + 1);
    }
    size_t end = i;
    if (end < s.size() && s[end] == '[') {
        end = s.find(']', end);
        if (end == npos) {
            return npos;
        }
        ++end;
    } else {
        // Digits, and "/ total" with spaces around the slash.
        while (end < s.size() && (isDigit(s[end]) || s[end] == '/' ||
                                  (s[end] == ' ' && ((end + 1 < s.size() && s[end + 1] == '/') ||
                                                     (end > i && s[end - 1] == '/'))))) {
            ++end;
        }
    }
    if (end == i || !parseCounterText(s.substr(i, end - i), value, total)) {
        return npos;
    }
    return end;
}

// "loss" as a key: followed by "is", ':' or '='. Returns where its value starts, or npos.
size_t findLossValue(std::string_view s, size_t from) {
    for (size_t at = findWordNoCase(s, "loss", from); at != npos;
         at = findWordNoCase(s, "loss", at + 4)) {
        size_t i = at + 4;
        if (i < s.size() && (s[i] == ':' || s[i] == '=')) {
            return i + 1;
        }
        i = skipSpaces(s, i);
        if (i < s.size() && (s[i] == ':' || s[i] == '=')) {
            return i + 1;
        }
        if (i > at + 4 && startsWithNoCase(s.substr(i), "is") &&
            (i + 2 == s.size() || s[i + 2] == ' ' || s[i + 2] == '\t')) {
            return i + 2;
        }
    }
    return npos;
}

// The loss's text: a bracketed group, or everything up to ',', ';' or a space.
std::string_view lossText(std::string_view s, size_t i) {
    i = skipSpaces(s, i);
    if (i < s.size() && (s[i] == '[' || s[i] == '(')) {
        const size_t close = s.find(s[i] == '[' ? ']' : ')', i);
        return s.substr(i, close == npos ? npos : close + 1 - i);
    }
    size_t end = i;
    while (end < s.size() && s[end] != ',' && s[end] != ';' && s[end] != ' ' && s[end] != '\t') {
        ++end;
    }
    return s.substr(i, end - i);
}

// Losses with a name, as the model zoo's networks with several print them:
// "epoch: 1, step: 2582, wide_loss: 0.4467863, deep_loss: 0.45492005". Every key ending in
// "loss" (but "loss" itself) followed by ':' or '=' and a number ("0.3", "[0.3]", "[0.3/0.4]")
// becomes its own series; a value that is no number ("compute_loss = True") is reported as
// skipped, never a failure of the line. Returns whether a named loss was read.
bool readNamedLosses(std::string_view s, size_t from, LogLine& out) {
    bool found = false;
    for (size_t at = findNoCase(s, "loss", from); at != npos; at = findNoCase(s, "loss", at + 4)) {
        const size_t end = at + 4;
        if (end < s.size() && isWordChar(s[end])) {
            continue;
        }
        size_t start = at;
        while (start > from && isWordChar(s[start - 1])) {
            --start;
        }
        if (start == at) {
            continue;  // "loss" alone is the loss, read elsewhere
        }
        const size_t i = skipSpaces(s, end);
        if (i >= s.size() || (s[i] != ':' && s[i] != '=')) {
            continue;
        }
        const std::string_view name = s.substr(start, end - start);
        const std::string_view text = lossText(s, i + 1);
        std::string_view number = text;
        if (number.size() >= 2 && number.front() == '[' && number.back() == ']') {
            number = trimmed(number.substr(1, number.size() - 2));
        }
        number = trimmed(number.substr(0, number.find('/')));  // "now/average": now
        double value = 0;
        if (isNotAvailable(number)) {
            continue;
        }
        if (!parseReal(number, value)) {
            out.addSkipped(name, text);
            continue;
        }
        out.addField(name, value);
        found = true;
    }
    return found;
}

// The value printed inside one "Tensor(shape=[...], dtype=..., VALUE)": a number, "[ x]" or
// True / False (1 / 0).
bool tensorValue(std::string_view inner, double& value) {
    int depth = 0;
    size_t lastComma = npos;
    for (size_t i = 0; i < inner.size(); ++i) {
        if (inner[i] == '[' || inner[i] == '(') {
            ++depth;
        } else if (inner[i] == ']' || inner[i] == ')') {
            --depth;
        } else if (inner[i] == ',' && depth == 0) {
            lastComma = i;
        }
    }
    std::string_view text = trimmed(lastComma == npos ? inner : inner.substr(lastComma + 1));
    if (startsWithNoCase(text, "value=")) {
        text =
            trimmed(text.substr(6));  // MindSpore 1.2+: "Tensor(shape=[], dtype=..., value= 0.71)"
    }
    while (!text.empty() && (text.front() == '[' || text.back() == ']')) {
        text = trimmed(text.substr(text.front() == '[' ? 1 : 0,
                                   text.size() - (text.front() == '[') - (text.back() == ']')));
    }
    if (text == "True" || text == "False") {
        value = text == "True" ? 1 : 0;
        return true;
    }
    return parseReal(text, value);
}

// The pretraining scripts' "outputs are (Tensor(shape=[1], dtype=Float32, [ 1.08209e+01]),
// Tensor(shape=[], dtype=Bool, False), Tensor(shape=[], dtype=Float32, 65536))": the loss, the
// overflow flag and the loss scale. Returns whether the line has that tuple.
bool readOutputsTuple(std::string_view s, size_t from, LogLine& out) {
    const size_t at = findNoCase(s, "outputs are", from);
    if (at == npos) {
        return false;
    }
    // Only "outputs are (Tensor(": other text after "outputs are" is ordinary output.
    const size_t paren = skipSpaces(s, at + 11);
    if (paren >= s.size() || s[paren] != '(' ||
        !startsWithNoCase(s.substr(skipSpaces(s, paren + 1)), "tensor(")) {
        return false;
    }
    static constexpr std::array<std::string_view, 3> kNames{"loss", "overflow", "loss_scale"};
    size_t index = 0;
    for (size_t t = findNoCase(s, "tensor(", at); t != npos && index < kNames.size();
         t = findNoCase(s, "tensor(", t + 1)) {
        const size_t open = t + 6;
        int depth = 0;
        size_t close = open;
        for (; close < s.size(); ++close) {
            depth += s[close] == '(' ? 1 : s[close] == ')' ? -1 : 0;
            if (depth == 0) {
                break;
            }
        }
        if (close >= s.size()) {
            out.fail(logMessage(IssueCode::LogOutputsUnclosed));
            return true;
        }
        double value = 0;
        if (!tensorValue(s.substr(open + 1, close - open - 1), value)) {
            out.fail(
                logMessage(IssueCode::LogOutputNotNumber,
                           {std::to_string(index + 1), std::string(s.substr(t, close + 1 - t))}));
            return true;
        }
        if (index == 0) {
            out.loss = LogLine::Loss::Value;
            out.lossValue = value;
        } else {
            out.addField(kNames[index], value);
        }
        ++index;
        t = close;
    }
    if (index == 0) {
        out.fail(logMessage(IssueCode::LogOutputsNoTensor));
    }
    return true;
}

// LossMonitor: [epoch E] step S loss V, in this order ("iter" for "step" too). `epochAt` is npos
// when the line has no epoch; such a line is progress only when it also has a loss.
void parseProgress(std::string_view s, size_t epochAt, LogLine& out) {
    size_t i = 0;
    if (epochAt != npos) {
        int64_t total = 0;
        i = scanCounter(s, epochAt + 5, out.epoch, total);
        if (i == npos) {
            if (findLossValue(s, epochAt) != npos) {
                out.fail(logMessage(IssueCode::LogNoNumberAfter, {"epoch"}));
            }
            return;
        }
    }
    size_t stepAt = findWordNoCase(s, "step", i);
    const size_t lossAt = findLossValue(s, i);
    // The model zoo's detection scripts count "iter" (YOLO: "epoch[0], iter[100], loss:495.7,
    // fps:12.34 imgs/sec, lr:0.0001", some with ", per step time: 80ms" after the loss).
    // Only an "iter" with its number ("iter[100]", "iter: 100"): not "s/iter", "iter time".
    if (const size_t iterAt = findWordNoCase(s, "iter", i); iterAt != npos &&
                                                            (stepAt == npos || iterAt < stepAt) &&
                                                            (lossAt == npos || iterAt < lossAt)) {
        int64_t number = 0;
        int64_t total = 0;
        if (scanCounter(s, iterAt + 4, number, total) != npos) {
            stepAt = iterAt;  // as long as "step"
        }
    }
    if (stepAt == npos || (lossAt != npos && stepAt > lossAt)) {
        if (lossAt != npos) {
            out.fail(logMessage(IssueCode::LogLossWithoutStep));
        }
        return;
    }
    const size_t afterStep = scanCounter(s, stepAt + 4, out.step, out.stepsPerEpoch);
    if (afterStep == npos) {
        if (epochAt != npos || lossAt != npos) {
            out.fail(logMessage(IssueCode::LogNoNumberAfter, {"step"}));
        }
        return;
    }
    if (lossAt == npos) {
        if (readOutputsTuple(s, afterStep, out) || readNamedLosses(s, afterStep, out)) {
            if (out.kind != LogLine::Kind::Unread) {
                out.kind = LogLine::Kind::Point;
            }
            return;
        }
        if (epochAt != npos) {
            out.fail(logMessage(IssueCode::LogEndsBeforeLoss));
        }
        return;
    }
    readLossValue(lossText(s, lossAt), out);
    if (out.kind != LogLine::Kind::Unread) {
        readNamedLosses(s, afterStep, out);  // "loss: 2.1, aux_loss: 0.3": each its series
    }
    if (out.kind != LogLine::Kind::Unread) {
        out.kind = LogLine::Kind::Point;
    }
}

// "...: 1234.567 ms" up to the next ','.
bool readTiming(std::string_view s, size_t keyEnd, std::string_view name, LogLine& out) {
    size_t i = skipSpaces(s, keyEnd);
    if (i >= s.size() || (s[i] != ':' && s[i] != '=')) {
        out.fail(logMessage(IssueCode::LogNoColon, {std::string(name)}));
        return false;
    }
    ++i;
    const size_t comma = s.find(',', i);
    const std::string_view text = trimmed(s.substr(i, comma == npos ? npos : comma - i));
    double value = 0;
    std::string_view unit;
    if (!parseQuantity(text, value, unit)) {
        out.fail(logMessage(IssueCode::LogFieldNotNumber, {std::string(name), std::string(text)}));
        return false;
    }
    out.addField(name, value, unit);
    return true;
}

// TimeMonitor: "[Train ]epoch time: X ms, per step time: Y ms" (either part alone too). The
// model zoo's copies of it add the epoch's mean loss, "epoch time: X, per step time: Y, avg
// loss: Z" (the series avg_loss; not the loss: it is no step's). `epochTimeEnd` is just after
// "epoch time", or npos when the line has only the per-step part.
void parseTiming(std::string_view s, size_t epochTimeEnd, LogLine& out) {
    if (epochTimeEnd != npos && !readTiming(s, epochTimeEnd, "epoch_time", out)) {
        return;
    }
    const size_t from = epochTimeEnd == npos ? 0 : epochTimeEnd;
    const size_t per = findNoCase(s, "per step time", from);
    if (per != npos && !readTiming(s, per + 13, "per_step_time", out)) {
        return;
    }
    if (const size_t avg = findWordNoCase(s, "avg loss", per == npos ? from : per);
        avg != npos && !readTiming(s, avg + 8, "avg_loss", out)) {
        return;
    }
    out.kind = LogLine::Kind::Point;
}

// Digits at s[i..]; returns the end, or npos when there are none.
size_t scanDigits(std::string_view s, size_t i, int64_t& value) {
    const size_t start = i;
    int64_t v = 0;
    for (; i < s.size() && isDigit(s[i]) && i - start < 18; ++i) {
        v = v * 10 + (s[i] - '0');
    }
    if (i == start) {
        return npos;
    }
    value = v;
    return i;
}

// LossMonitor's line exactly as current MindSpore prints it, "epoch: 1 step: 156, loss is
// 2.0084016": most lines of most logs, read without searching. Anything else returns false and
// goes the general way.
bool parseLossMonitorExactly(std::string_view s, LogLine& out) {
    constexpr std::string_view kEpoch = "epoch: ";
    constexpr std::string_view kStep = " step: ";
    constexpr std::string_view kLoss = ", loss is ";
    if (!s.starts_with(kEpoch)) {
        return false;
    }
    int64_t epoch = 0;
    int64_t step = 0;
    size_t i = scanDigits(s, kEpoch.size(), epoch);
    if (i == npos || s.substr(i, kStep.size()) != kStep) {
        return false;
    }
    i = scanDigits(s, i + kStep.size(), step);
    if (i == npos || s.substr(i, kLoss.size()) != kLoss) {
        return false;
    }
    const std::string_view value = trimmed(s.substr(i + kLoss.size()));
    if (!parseReal(value, out.lossValue)) {
        return false;
    }
    out.epoch = epoch;
    out.step = step;
    out.loss = LogLine::Loss::Value;
    out.kind = LogLine::Kind::Point;
    return true;
}

}  // namespace

void parseTextLine(std::string_view line, LogLine& out) {
    if (line.empty() || (line[0] == 'e' && parseLossMonitorExactly(line, out))) {
        return;
    }
    if (isDigit(line[0]) || line[0] == '[') {
        parseLineTimestamp(line, out.wallTime);
    }
    if (const size_t brace = line.find('{'); brace != npos) {
        const std::string_view body = line.substr(brace + 1);
        const std::string_view head = body.substr(skipSpaces(body, 0));
        if (startsWithNoCase(head, "epoch:") || startsWithNoCase(head, "epoch ") ||
            startsWithNoCase(head, "step:") || startsWithNoCase(head, "step ")) {
            parseDictLine(body, out);
            return;
        }
    }
    const size_t epochAt = findWordNoCase(line, "epoch");
    if (epochAt != npos) {
        const size_t after = skipSpaces(line, epochAt + 5);
        if (startsWithNoCase(line.substr(after), "time")) {
            parseTiming(line, after + 4, out);
            return;
        }
        // The model zoo's epoch-end line: "epoch: [  1/ 10], epoch time: 1234.567, steps:
        // 1875, per step time: 0.658, avg loss: 2.301, lr:[0.001000]".
        if (const size_t timeAt = findWordNoCase(line, "epoch time", after); timeAt != npos) {
            int64_t total = 0;
            if (scanCounter(line, epochAt + 5, out.epoch, total) == npos) {
                out.epoch = LogLine::kNone;
            }
            parseTiming(line, timeAt + 10, out);
            return;
        }
        // MindFormers without braces, "Epoch:[  1/  2], step:[ ...], loss: ...", and the model
        // zoo's "epoch: [ 1/ 10], step:[ 5/ 1875], loss:[2.1/2.3], ..."; lines that are not
        // comma-separated fields after all are read as LossMonitor lines.
        const size_t value = skipSpaces(line, after + 1);
        if (after < line.size() && line[after] == ':' && value < line.size() &&
            line[value] == '[') {
            const double wall = out.wallTime;
            parseDictLine(line.substr(epochAt), out);
            if (out.kind != LogLine::Kind::Unread) {
                return;
            }
            out.clear();
            out.wallTime = wall;
        }
        parseProgress(line, epochAt, out);
        return;
    }
    if (const size_t per = findNoCase(line, "per step time"); per != npos) {
        parseTiming(line, npos, out);
        return;
    }
    parseProgress(line, npos, out);
}

}  // namespace shardscope
