// Runs saved with remove_redundancy=True (issue 15) through the CLI: nothing incomplete is ever
// written silently.
#include <gtest/gtest.h>

#include <filesystem>

#include "../core/redundancyrun.h"
#include "../core/testutil.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;

std::string cli(const std::string& args, int* status) {
    return test::runCommand(std::string(SHARDSCOPE_CLI) + " " + args, status);
}

TEST(CliRedundancy, ALostSliceStopsTheConversionNamingFileRankAndParameter) {
    test::TempDir dir;
    test::writeSmallRun(dir.file("src"), [](int g, const std::string& name) {
        return test::smallSavedOnce(g, name) && !(g == 1 && name == "c");
    });
    int status = -1;
    const std::string s = dir.file("src/strategy.json");
    const std::string out = cli("convert --src " + dir.file("src") + " --dst " + dir.file("dst") +
                                    " --src-strategy " + s + " --dst-strategy " + s + " 2>&1",
                                &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("error: parameter 'c' has no source bytes for rank 1: "), std::string::npos)
        << out;
    EXPECT_NE(out.find(dir.file("src/rank_1/net-1_1.ckpt")), std::string::npos) << out;
    EXPECT_FALSE(fs::exists(dir.file("dst")));
}

}  // namespace
}  // namespace shardscope
