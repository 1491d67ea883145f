#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

#include "logreport.h"

namespace shardscope {

// One value on a line other than the loss. `name` and `unit` view the line or LogLine::scratch.
struct LogField {
    std::string_view name;
    std::string_view unit;
    double value = 0;
};

// A value on a read line that is not kept: no number (`text` holds the value), or a field
// without its ':' (`name` empty, `text` holds the whole field).
struct LogSkippedField {
    std::string_view name;
    std::string_view text;
};

// What one line says, before it is placed in a table. Reused from line to line: the line
// parsers fill it without allocating unless the line is unread.
struct LogLine {
    static constexpr int64_t kNone = std::numeric_limits<int64_t>::min();
    static constexpr size_t kMaxFields = 32;

    enum class Kind { Other, Point, Unread };
    enum class Loss { None, Value, NotAvailable };

    Kind kind = Kind::Other;
    int64_t epoch = kNone;
    int64_t step = kNone;        // as printed (within the epoch for LossMonitor)
    int64_t stepsPerEpoch = 0;   // MindFormers' "step:[ s/ S]" denominator
    int64_t globalStep = kNone;  // given outright (a global_step column or key)
    double wallTime = std::numeric_limits<double>::quiet_NaN();
    Loss loss = Loss::None;
    double lossValue = 0;
    std::array<LogField, kMaxFields> fields{};
    size_t fieldCount = 0;
    // Values that are no number and fields without ':' (reported, not kept).
    std::array<LogSkippedField, 4> skipped{};
    size_t skippedCount = 0;
    Issue message;  // why, when kind is Unread (its code says what kind of problem)
    // Normalised field names ("overflow cond" -> "overflow") are written here.
    std::array<char, 1024> scratch{};
    size_t scratchUsed = 0;

    void clear() {
        kind = Kind::Other;
        epoch = kNone;
        step = kNone;
        stepsPerEpoch = 0;
        globalStep = kNone;
        wallTime = std::numeric_limits<double>::quiet_NaN();
        loss = Loss::None;
        fieldCount = 0;
        skippedCount = 0;
        scratchUsed = 0;
    }
    bool hasStep() const { return step != kNone || globalStep != kNone; }
    void addField(std::string_view name, double value, std::string_view unit = {}) {
        if (fieldCount < kMaxFields) {
            fields[fieldCount++] = {name, unit, value};
        }
    }
    void addSkipped(std::string_view name, std::string_view text) {
        if (skippedCount < skipped.size()) {
            skipped[skippedCount++] = {name, text};
        }
    }
    // A field without ':' ("global_norm [1 31049]"): the rest of the line is still read.
    void addWithoutColon(std::string_view field) { addSkipped({}, field); }
    void fail(Issue why) {
        kind = Kind::Unread;
        message = std::move(why);
    }
};

}  // namespace shardscope
