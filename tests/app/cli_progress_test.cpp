// The progress line that convert, export and the MPI job draw on a terminal.
#include <gtest/gtest.h>

#include "common/progressbar.h"

namespace shardscope::cli {
namespace {

TEST(CliProgress, LineShowsFractionBytesRateAndTimeLeft) {
    const uint64_t mib = 1024 * 1024;
    EXPECT_EQ(ProgressBar::line(0, 0, 0, ""), "[##############################] 100%  0 B / 0 B");
    EXPECT_EQ(ProgressBar::line(512 * mib, 2048 * mib, 256.0 * mib, "rank 3"),
              "[#######.......................]  25%  512.0 MiB / 2.0 GiB  256.0 MiB/s  0:06 left"
              "  rank 3");
    // An hour and more is written with hours; no rate known yet: neither rate nor time.
    EXPECT_EQ(ProgressBar::line(mib, 4000 * mib, 1.0 * mib, ""),
              "[..............................]   0%  1.0 MiB / 3.9 GiB  1.0 MiB/s  1:06:39 left");
    EXPECT_EQ(ProgressBar::line(mib, 2 * mib, 0, "tensor 1 of 2"),
              "[###############...............]  50%  1.0 MiB / 2.0 MiB  tensor 1 of 2");
}

}  // namespace
}  // namespace shardscope::cli
