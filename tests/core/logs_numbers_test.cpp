// The number scanner under the log parsers: its fast path must give exactly the double that
// std::from_chars gives, for every spelling logs use.
#include <gtest/gtest.h>

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <random>
#include <string>

#include "logs/numbertext.h"

namespace shardscope {
namespace {

double reference(const std::string& text) {
    double v = 0;
    const char* first = text.data();
    const bool minus = !text.empty() && (text[0] == '-' || text[0] == '+');
    if (minus) {
        ++first;
    }
    const auto r = std::from_chars(first, text.data() + text.size(), v);
    EXPECT_EQ(r.ptr, text.data() + text.size()) << text;
    return text[0] == '-' ? -v : v;
}

TEST(LogsNumbers, FastPathAgreesWithFromCharsBitForBit) {
    std::mt19937_64 rng(7);
    char buf[64];
    for (int i = 0; i < 200000; ++i) {
        const double magnitude = std::pow(10.0, static_cast<double>(rng() % 40) - 20.0);
        const double value = std::uniform_real_distribution<double>(-1, 1)(rng) * magnitude;
        const int precision = 1 + static_cast<int>(rng() % 18);
        const char* formats[] = {"%.*g", "%.*e", "%.*f"};
        const char* format = formats[rng() % 3];
        std::snprintf(buf, sizeof buf, format, precision, value);
        const std::string text(buf);
        double got = 0;
        ASSERT_TRUE(parseReal(text, got)) << text;
        const double want = reference(text);
        ASSERT_EQ(std::memcmp(&got, &want, sizeof got), 0) << text << " " << got << " " << want;
    }
}

TEST(LogsNumbers, Spellings) {
    double v = 0;
    for (const char* text : {"2.0084016", "+2.0084016", " 2.0084016 ", "20084016e-7", "2.0084016E0",
                             "0.20084016e+1"}) {
        ASSERT_TRUE(parseReal(text, v)) << text;
        EXPECT_EQ(v, 2.0084016) << text;
    }
    EXPECT_TRUE(parseReal(".5", v));
    EXPECT_EQ(v, 0.5);
    EXPECT_TRUE(parseReal("5.", v));
    EXPECT_EQ(v, 5.0);
    EXPECT_TRUE(parseReal("-0.0", v));
    EXPECT_TRUE(std::signbit(v));
    EXPECT_TRUE(parseReal("0e-400", v));
    EXPECT_EQ(v, 0.0);
    EXPECT_TRUE(parseReal("1e-400", v));  // too small: zero
    EXPECT_EQ(v, 0.0);
    EXPECT_TRUE(parseReal("1e400", v));  // too big: infinite
    EXPECT_EQ(v, std::numeric_limits<double>::infinity());
    EXPECT_TRUE(parseReal("-Infinity", v));
    EXPECT_EQ(v, -std::numeric_limits<double>::infinity());
    EXPECT_TRUE(parseReal("NaN", v));
    EXPECT_TRUE(std::isnan(v));
    EXPECT_TRUE(parseReal("0.1000000000000000055511151231257827", v));  // from_chars' path
    EXPECT_EQ(v, 0.1);
    for (const char* bad : {"", " ", ".", "e5", "1e", "1.2.3", "2.5x", "--1", "+-1", "0x10"}) {
        EXPECT_FALSE(parseReal(bad, v)) << bad;
    }

    int64_t n = 0;
    EXPECT_TRUE(parseInteger(" 156 ", n));
    EXPECT_EQ(n, 156);
    EXPECT_TRUE(parseInteger("+7", n));
    EXPECT_EQ(n, 7);
    EXPECT_TRUE(parseInteger("-3", n));
    EXPECT_EQ(n, -3);
    EXPECT_TRUE(parseInteger("12.0", n));
    EXPECT_EQ(n, 12);
    EXPECT_TRUE(parseInteger("9223372036854775807", n));
    EXPECT_EQ(n, std::numeric_limits<int64_t>::max());
    for (const char* bad : {"", "x", "1.5", "9223372036854775808", "1e300", "nan"}) {
        EXPECT_FALSE(parseInteger(bad, n)) << bad;
    }

    std::string_view unit;
    EXPECT_TRUE(parseQuantity("103328ms", v, unit));
    EXPECT_EQ(v, 103328);
    EXPECT_EQ(unit, "ms");
    EXPECT_TRUE(parseQuantity(" 7.913 ms ", v, unit));
    EXPECT_EQ(unit, "ms");
    EXPECT_TRUE(parseQuantity("2.896T", v, unit));
    EXPECT_EQ(v, 2.896);
    EXPECT_EQ(unit, "T");
    EXPECT_FALSE(parseQuantity("1 31049", v, unit));
    EXPECT_EQ(unitFactor("s", "ms"), 1000.0);
    EXPECT_EQ(unitFactor("T", "G"), 1000.0);
    EXPECT_EQ(unitFactor("ms", "T"), 0.0);
}

}  // namespace
}  // namespace shardscope
