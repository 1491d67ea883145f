// The one CSV writer of training-log points: cells, numbers, and the two layouts.
#include <gtest/gtest.h>

#include <cmath>

#include "logs/logcsv.h"

namespace shardscope {
namespace {

TEST(LogCsv, NumbersReadBackExactly) {
    std::string out;
    for (const double v : {0.1, -2.5, 100000.0, 1e-5, 1.0 / 3.0}) {
        out.clear();
        appendCsvNumber(out, v);
        EXPECT_EQ(std::stod(out), v) << out;
    }
    out.clear();
    appendCsvNumber(out, std::nan(""));
    out += ',';
    appendCsvNumber(out, INFINITY);
    out += ',';
    appendCsvNumber(out, -INFINITY);
    EXPECT_EQ(out, "nan,inf,-inf");
}

TEST(LogCsv, CellsAreQuotedOnlyWhenTheyMustBeAndNeverCarryControls) {
    std::string out;
    appendCsvField(out, "plain");
    out += '|';
    appendCsvField(out, "a,b");
    out += '|';
    appendCsvField(out, "say \"hi\"");
    out += '|';
    appendCsvField(out, "esc\x1b[2J");
    out += '|';
    appendCsvField(out, "bad\xff");
    EXPECT_EQ(out, "plain|\"a,b\"|\"say \"\"hi\"\"\"|esc\\u001B[2J|bad\\xFF");
}

}  // namespace
}  // namespace shardscope
