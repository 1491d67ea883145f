#include "timestamp.h"

#include <cstdint>

#include "numbertext.h"

namespace shardscope {

namespace {

// Days from 1970-01-01 to a proleptic Gregorian date (Howard Hinnant's days_from_civil).
int64_t daysFromCivil(int64_t y, int64_t m, int64_t d) {
    y -= m <= 2 ? 1 : 0;
    const int64_t era = (y >= 0 ? y : y - 399) / 400;
    const int64_t yoe = y - era * 400;
    const int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

// Exactly `n` digits at s[pos..].
bool digits(std::string_view s, size_t pos, size_t n, int64_t& out) {
    if (pos + n > s.size()) {
        return false;
    }
    int64_t v = 0;
    for (size_t i = pos; i < pos + n; ++i) {
        if (!isDigit(s[i])) {
            return false;
        }
        v = v * 10 + (s[i] - '0');
    }
    out = v;
    return true;
}

}  // namespace

size_t scanDateTime(std::string_view s, double& seconds) {
    int64_t y = 0, mo = 0, d = 0, h = 0, mi = 0, sec = 0;
    // 0123456789012345678
    // YYYY-MM-DD HH:MM:SS
    if (!digits(s, 0, 4, y) || s.size() < 19 || s[4] != '-' || !digits(s, 5, 2, mo) ||
        s[7] != '-' || !digits(s, 8, 2, d) || (s[10] != ' ' && s[10] != 'T' && s[10] != '-') ||
        !digits(s, 11, 2, h) || s[13] != ':' || !digits(s, 14, 2, mi) || s[16] != ':' ||
        !digits(s, 17, 2, sec)) {
        return 0;
    }
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || sec > 60) {
        return 0;
    }
    size_t pos = 19;
    double fraction = 0;
    if (pos + 1 < s.size() && (s[pos] == '.' || s[pos] == ',') && isDigit(s[pos + 1])) {
        int64_t value = 0;
        double scale = 1;
        for (++pos; pos < s.size() && isDigit(s[pos]); ++pos) {
            if (scale < 1e15) {
                value = value * 10 + (s[pos] - '0');
                scale *= 10;
            }
        }
        fraction = static_cast<double>(value) / scale;
        // MindSpore appends the microseconds as a second group: ".308.456".
        int64_t micro = 0;
        if (pos + 4 <= s.size() && s[pos] == '.' && digits(s, pos + 1, 3, micro) &&
            (pos + 4 == s.size() || !isDigit(s[pos + 4]))) {
            fraction += static_cast<double>(micro) * 1e-6;
            pos += 4;
        }
    }
    seconds =
        static_cast<double>(daysFromCivil(y, mo, d) * 86400 + h * 3600 + mi * 60 + sec) + fraction;
    return pos;
}

bool parseLineTimestamp(std::string_view line, double& seconds) {
    if (line.empty()) {
        return false;
    }
    if (isDigit(line[0])) {
        return scanDateTime(line, seconds) > 0;
    }
    if (line[0] != '[') {
        return false;
    }
    if (line.size() > 1 && isDigit(line[1])) {
        return scanDateTime(line.substr(1), seconds) > 0;
    }
    // "[LEVEL] ME(pid:tid,process):DATE ..." within the first few dozen characters.
    const size_t me = line.find("] ME(");
    if (me == std::string_view::npos || me > 16) {
        return false;
    }
    const size_t colon = line.find("):", me);
    if (colon == std::string_view::npos || colon > 120) {
        return false;
    }
    return scanDateTime(line.substr(colon + 2), seconds) > 0;
}

}  // namespace shardscope
