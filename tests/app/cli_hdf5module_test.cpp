// libhdf5 comes into a process only with the HDF5 module, the first time the process reads or
// writes a .h5 file (core/formats/hdf5module.h): commands on other files start without it
// (issue 31), and a missing module is said, with where it was looked for.
#include <gtest/gtest.h>

#include <string>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

// What the dynamic loader loaded for one command, as LD_DEBUG=files reports it.
std::string loadedLibraries(const std::string& args) {
    return test::runCommand("LD_DEBUG=files " + std::string(SHARDSCOPE_CLI) + " " + args +
                            " 2>&1 >/dev/null | grep 'calling init:'");
}

TEST(CliHdf5Module, CommandsOnOtherFilesNeverLoadHdf5) {
    const std::string small = test::realFixture("adam_small_net.ckpt");
    for (const std::string& args :
         {std::string("--version"), "inspect " + small, "inspect --json " + small}) {
        const std::string loaded = loadedLibraries(args);
        EXPECT_NE(loaded.find("libstdc++"), std::string::npos) << args << "\n" << loaded;
        EXPECT_EQ(loaded.find("hdf5"), std::string::npos) << args << "\n" << loaded;
        EXPECT_EQ(loaded.find("libcurl"), std::string::npos) << args << "\n" << loaded;
    }
}

TEST(CliHdf5Module, AnH5FileLoadsTheModuleAndReadsBack) {
    test::TempDir dir;
    const std::string small = test::realFixture("adam_small_net.ckpt");
    int status = -1;
    const std::string out = test::runCommand(std::string(SHARDSCOPE_CLI) + " export " + small +
                                                 " --to " + dir.file("small.h5") + " 2>&1",
                                             &status);
    ASSERT_EQ(status, 0) << out;
    const std::string loaded = loadedLibraries("inspect " + dir.file("small.h5"));
    EXPECT_NE(loaded.find("lib/shardscope/shardscope_hdf5.so"), std::string::npos) << loaded;
    EXPECT_NE(loaded.find("libhdf5"), std::string::npos) << loaded;

    // The same tensors as the checkpoint it came from, read through the module.
    const std::string fromCkpt =
        test::runCommand(std::string(SHARDSCOPE_CLI) + " inspect --json " + small);
    const std::string fromH5 =
        test::runCommand(std::string(SHARDSCOPE_CLI) + " inspect --json " + dir.file("small.h5"));
    const auto names = [](const std::string& text) {
        std::string all;
        for (size_t at = text.find("\"name\""); at != std::string::npos;
             at = text.find("\"name\"", at + 1)) {
            all += text.substr(at, text.find(',', at) - at) + "\n";
        }
        return all;
    };
    EXPECT_FALSE(names(fromCkpt).empty());
    EXPECT_EQ(names(fromH5), names(fromCkpt));
}

TEST(CliHdf5Module, AMissingModuleIsSaidWithWhereItWasLookedFor) {
    test::TempDir dir;
    const std::string small = test::realFixture("adam_small_net.ckpt");
    int status = -1;
    std::string out = test::runCommand(std::string(SHARDSCOPE_CLI) + " export " + small + " --to " +
                                           dir.file("small.h5") + " 2>&1",
                                       &status);
    ASSERT_EQ(status, 0) << out;
    const std::string missing = dir.file("nowhere/shardscope_hdf5.so");
    out = test::runCommand("SHARDSCOPE_HDF5_MODULE=" + missing + " " + SHARDSCOPE_CLI +
                               " inspect " + dir.file("small.h5") + " 2>&1",
                           &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_EQ(out, "shardscope-cli: " + dir.file("small.h5") +
                       ": reading or writing HDF5 needs ShardScope's HDF5 module "
                       "(shardscope_hdf5.so), which is not installed: looked for " +
                       missing + "\n");

    out = test::runCommand("SHARDSCOPE_HDF5_MODULE=" + missing + " " + SHARDSCOPE_CLI + " export " +
                               small + " --to " + dir.file("again.h5") + " 2>&1",
                           &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("needs ShardScope's HDF5 module (shardscope_hdf5.so), which is not "
                       "installed: looked for " +
                       missing),
              std::string::npos)
        << out;
    EXPECT_FALSE(std::filesystem::exists(dir.file("again.h5")));
}

}  // namespace
}  // namespace shardscope
