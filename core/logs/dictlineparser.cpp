#include "dictlineparser.h"

#include <cstring>
#include <string>

#include "numbertext.h"

namespace shardscope {

namespace {

std::string_view unbracketed(std::string_view v) {
    v = trimmed(v);
    if (v.size() >= 2 &&
        ((v.front() == '[' && v.back() == ']') || (v.front() == '(' && v.back() == ')'))) {
        v = trimmed(v.substr(1, v.size() - 2));
    }
    return v;
}

// Lower case, spaces to '_'; "overflow cond" is the overflow flag.
std::string_view seriesName(std::string_view key, LogLine& out) {
    bool plain = true;
    for (char c : key) {
        if ((c >= 'A' && c <= 'Z') || c == ' ') {
            plain = false;
            break;
        }
    }
    std::string_view name = key;
    if (!plain) {
        if (out.scratchUsed + key.size() > out.scratch.size()) {
            return {};
        }
        char* dst = out.scratch.data() + out.scratchUsed;
        for (size_t i = 0; i < key.size(); ++i) {
            dst[i] = key[i] == ' ' ? '_' : lowerAscii(key[i]);
        }
        out.scratchUsed += key.size();
        name = std::string_view(dst, key.size());
    }
    if (name == "overflow_cond") {
        return "overflow";
    }
    return name;
}

void readField(std::string_view key, std::string_view value, LogLine& out) {
    const std::string_view name = seriesName(key, out);
    if (name.empty()) {
        return;
    }
    bool flag = false;
    if (parseBool(value, flag)) {
        out.addField(name, flag ? 1.0 : 0.0);
        return;
    }
    std::string_view inner = unbracketed(value);
    if (inner.size() != trimmed(value).size()) {
        inner = inner.substr(0, inner.find('/'));
    }
    double number = 0;
    std::string_view unit;
    if (parseQuantity(inner, number, unit)) {
        out.addField(name, number, unit);
        return;
    }
    out.addSkipped(name, trimmed(value));
}

}  // namespace

bool parseCounterText(std::string_view text, int64_t& value, int64_t& total) {
    std::string_view v = unbracketed(text);
    total = 0;
    const size_t slash = v.find('/');
    if (slash == std::string_view::npos) {
        return parseInteger(v, value);
    }
    return parseInteger(v.substr(0, slash), value) && parseInteger(v.substr(slash + 1), total) &&
           total > 0;
}

void readLossValue(std::string_view text, LogLine& out) {
    std::string_view v = trimmed(text);
    if (v.empty()) {
        out.fail(logMessage(IssueCode::LogNoValueAfterLoss));
        return;
    }
    if (isNotAvailable(v)) {
        out.loss = LogLine::Loss::NotAvailable;
        return;
    }
    std::string_view inner = unbracketed(v);
    if (inner.size() != v.size()) {
        inner = trimmed(inner.substr(0, inner.find('/')));
    }
    if (!parseReal(inner, out.lossValue)) {
        out.fail(logMessage(IssueCode::LogFieldNotNumber, {"loss", std::string(v)}));
        return;
    }
    out.loss = LogLine::Loss::Value;
}

void parseDictLine(std::string_view body, LogLine& out) {
    const size_t n = body.size();
    // A field without ':' ("global_norm [1 31049]") costs that field, not the line: it is
    // reported and the rest is read. Only a line that then has no step or loss is unread for it.
    std::string_view noColon;
    size_t i = 0;
    while (true) {
        while (i < n && (body[i] == ' ' || body[i] == '\t')) {
            ++i;
        }
        if (i >= n || body[i] == '}') {
            break;
        }
        const size_t keyStart = i;
        int keyDepth = 0;
        for (; i < n; ++i) {
            const char c = body[i];
            if (c == '[' || c == '(') {
                ++keyDepth;
            } else if ((c == ']' || c == ')') && keyDepth > 0) {
                --keyDepth;
            } else if (keyDepth == 0 && (c == ':' || c == ',' || c == '}')) {
                break;
            }
        }
        if (i >= n || body[i] != ':') {
            const std::string_view field = trimmed(body.substr(keyStart, i - keyStart));
            if (noColon.empty()) {
                noColon = field;
            }
            out.addWithoutColon(field);
            if (i < n && body[i] == ',') {
                ++i;
            }
            continue;
        }
        const std::string_view key = trimmed(body.substr(keyStart, i - keyStart));
        const size_t valueStart = ++i;
        int depth = 0;
        for (; i < n; ++i) {
            const char c = body[i];
            if (c == '[' || c == '(') {
                ++depth;
            } else if ((c == ']' || c == ')') && depth > 0) {
                --depth;
            } else if (depth == 0 && (c == ',' || c == '}')) {
                break;
            }
        }
        const std::string_view value = trimmed(body.substr(valueStart, i - valueStart));
        if (i < n && body[i] == ',') {
            ++i;
        }
        if (startsWithNoCase(key, "epoch") && key.size() == 5) {
            int64_t total = 0;
            if (!parseCounterText(value, out.epoch, total)) {
                out.fail(logMessage(IssueCode::LogFieldNotNumber, {"epoch", std::string(value)}));
                return;
            }
        } else if (startsWithNoCase(key, "step") && key.size() == 4) {
            if (!parseCounterText(value, out.step, out.stepsPerEpoch)) {
                out.fail(logMessage(IssueCode::LogFieldNotNumber, {"step", std::string(value)}));
                return;
            }
        } else if (startsWithNoCase(key, "loss") && key.size() == 4) {
            readLossValue(value, out);
            if (out.kind == LogLine::Kind::Unread) {
                return;
            }
        } else {
            readField(key, value, out);
        }
    }
    if (out.step != LogLine::kNone && out.loss != LogLine::Loss::None) {
        out.kind = LogLine::Kind::Point;
    } else if (!noColon.empty()) {
        out.fail(logMessage(IssueCode::LogNoColon, {std::string(noColon)}));
    } else if (out.step == LogLine::kNone) {
        out.fail(logMessage(IssueCode::LogNoStepOnLine));
    } else {
        out.fail(logMessage(IssueCode::LogNoLossOnLine));
    }
}

}  // namespace shardscope
