// Encrypted checkpoints through the CLI as users run it: one key option set on every command
// that reads (--key-file, --key-hex, --key-mode, $SHARDSCOPE_CKPT_KEY), convert and synth writing
// encrypted files, one-line errors with exit statuses, and the key never printed.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

// The ASCII key of MindSpore's examples; it must never appear in anything printed.
const char* kKey = "0123456789ABCDEF";

using test::cliAll;

class CliCrypto : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        test::writeFile(key(), kKey);
        test::writeFile(s_dir->file("key32.hex"),
                        "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f\n");
        test::writeFile(s_dir->file("wrong.key"), "FEDCBA9876543210");
        test::writeFile(s_dir->file("other.key"), "an SM4 key, 16 b");
        int status = -1;
        std::string out = cliAll("synth --preset tiny --out " + plainRun(), &status);
        ASSERT_EQ(status, 0) << out;
        out = cliAll("synth --preset tiny --out " + encRun() + " --encrypt AES-GCM --key-file " +
                         key() + " --encrypt-block-bytes 65536",
                     &status);
        ASSERT_EQ(status, 0) << out;
        EXPECT_EQ(out.find(kKey), std::string::npos);
    }
    static void TearDownTestSuite() {
        delete s_dir;
        s_dir = nullptr;
    }
    static std::string key() { return s_dir->file("ascii.key"); }
    static std::string plainRun() { return s_dir->file("plain"); }
    static std::string encRun() { return s_dir->file("enc"); }
    static std::string rankFile(const std::string& run, int rank) {
        return run + "/rank_" + std::to_string(rank) + "/synth-2_250.ckpt";
    }
    static std::string dir(const std::string& name) { return s_dir->file(name); }

    static test::TempDir* s_dir;
};

test::TempDir* CliCrypto::s_dir = nullptr;

TEST_F(CliCrypto, InspectWithAKeyFileOrTheEnvironment) {
    int status = -1;
    const std::string text =
        cliAll("inspect --key-file " + key() + " " + rankFile(encRun(), 0), &status);
    ASSERT_EQ(status, 0) << text;
    EXPECT_NE(text.find("of tensor data, encrypted (AES-GCM, "), std::string::npos) << text;
    EXPECT_EQ(text.find(kKey), std::string::npos);

    const std::string out =
        cliAll("inspect --json --key-file " + key() + " " + rankFile(encRun(), 0), &status);
    ASSERT_EQ(status, 0) << out;
    const json j = json::parse(out);
    EXPECT_EQ(j["encryption"]["mode"], "AES-GCM");
    EXPECT_GT(j["encryption"]["blocks"], 10);
    EXPECT_EQ(j["encryption"]["legacy"], false);
    const json plain = json::parse(cliAll("inspect --json " + rankFile(plainRun(), 0), &status));
    EXPECT_EQ(j["tensors"], plain["tensors"]);
    EXPECT_EQ(j["encryption"]["plain_size"], plain["file_size"]);

    const std::string env =
        test::runCommand(std::string("SHARDSCOPE_CKPT_KEY=") + kKey + " " + SHARDSCOPE_CLI +
                             " inspect --json " + encRun() + " 2>&1",
                         &status);
    ASSERT_EQ(status, 0) << env;
    const json run = json::parse(env);
    ASSERT_EQ(run["ranks"].size(), 8u);
    for (const json& r : run["ranks"]) {
        EXPECT_EQ(r["encryption"], "AES-GCM") << r;
        EXPECT_FALSE(r.contains("error")) << r;
    }
    const std::string hex = test::runCommand(
        std::string("SHARDSCOPE_CKPT_KEY=") + "30313233343536373839414243444546 " + SHARDSCOPE_CLI +
            " inspect --key-hex " + rankFile(encRun(), 1) + " 2>&1",
        &status);
    EXPECT_EQ(status, 0) << hex;
}

TEST_F(CliCrypto, NoKeyOrTheWrongKeyIsOneLineAndExitOne) {
    int status = -1;
    const std::string path = rankFile(encRun(), 0);
    std::string out = cliAll("inspect " + path, &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: " + path +
                       ": the checkpoint is encrypted (AES-GCM); a key is needed to read it\n");
    out = cliAll("inspect --key-file " + dir("wrong.key") + " " + path, &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: " + path +
                       ": byte 0: wrong key: encrypted blocks 0 and 1 both fail AES-GCM "
                       "authentication\n");
    // A run folder lists each rank's error.
    out = cliAll("inspect --json " + encRun(), &status);
    EXPECT_EQ(status, 0) << out;
    EXPECT_EQ(json::parse(out)["ranks"][3]["error"],
              rankFile(encRun(), 3) +
                  ": the checkpoint is encrypted (AES-GCM); a key is needed to read it");
}

TEST_F(CliCrypto, UsageErrorsExitTwo) {
    int status = -1;
    const std::string path = rankFile(encRun(), 0);
    EXPECT_EQ(cliAll("inspect --key-mode AES-XTS --key-file " + key() + " " + path, &status),
              "shardscope-cli: --key-mode AES-XTS: not a mode (AES-GCM, AES-CBC or SM4-CBC)\n");
    EXPECT_EQ(status, 2);
    EXPECT_EQ(cliAll("inspect --key-file " + dir("none.key") + " " + path, &status),
              "shardscope-cli: " + dir("none.key") +
                  ": cannot open the key file: No such file or directory\n");
    EXPECT_EQ(status, 2);
    EXPECT_EQ(cliAll("inspect --key-hex --key-file " + key() + " " + path, &status),
              "shardscope-cli: " + key() +
                  ": the key is 8 bytes long; AES needs 16, 24 or 32 bytes and SM4 needs 16\n");
    EXPECT_EQ(status, 2);
    const std::string convert = "convert --src " + plainRun() + " --src-strategy " + plainRun() +
                                "/strategy.ckpt --dst " + dir("never");
    EXPECT_EQ(cliAll(convert + " --encrypt-mode AES-GCM", &status),
              "shardscope-cli: --encrypt-mode needs a key: --key-file or $SHARDSCOPE_CKPT_KEY\n");
    EXPECT_EQ(status, 2);
    EXPECT_EQ(cliAll(convert + " --encrypt-mode AES-GCM --crc --key-file " + key(), &status),
              "shardscope-cli: a crc_num trailer and encryption exclude each other (MindSpore's "
              "crc_check and enc_key)\n");
    EXPECT_EQ(status, 2);
    EXPECT_EQ(
        cliAll(convert + " --encrypt-mode SM4-CBC --encrypt-key-file " + dir("key32.hex") +
                   " --key-hex",
               &status),
        "shardscope-cli: " + dir("key32.hex") + ": the key is 32 bytes long; SM4-CBC needs 16\n");
    EXPECT_EQ(status, 2);
    EXPECT_EQ(cliAll("synth --preset tiny --out " + dir("never") + " --encrypt AES-GCM", &status),
              "shardscope-cli: --encrypt needs a key: --key-file or $SHARDSCOPE_CKPT_KEY\n");
    EXPECT_EQ(status, 2);
    EXPECT_FALSE(fs::exists(dir("never")));
    // A key from the environment that is not one: the variable named before the key's error.
    EXPECT_EQ(test::runCommand(std::string("SHARDSCOPE_CKPT_KEY=xyz ") + SHARDSCOPE_CLI +
                                   " inspect --key-hex " + path + " 2>&1",
                               &status),
              "shardscope-cli: $SHARDSCOPE_CKPT_KEY: the key is not hexadecimal (a character "
              "other than 0-9, a-f, A-F or white space)\n");
    EXPECT_EQ(status, 2);
    const json refused =
        json::parse(test::runCommand(std::string("SHARDSCOPE_CKPT_KEY=xyz ") + SHARDSCOPE_CLI +
                                         " inspect --json --key-hex " + path + " 2>/dev/null",
                                     &status));
    EXPECT_EQ(refused["error"]["code"], "usage");
    EXPECT_EQ(refused["error"]["message"],
              "$SHARDSCOPE_CKPT_KEY: the key is not hexadecimal (a character other than 0-9, "
              "a-f, A-F or white space)");
}

TEST_F(CliCrypto, ConvertReadsAndWritesEncryptedRuns) {
    int status = -1;
    const std::string strategy = " --src-strategy " + plainRun() + "/strategy.ckpt";
    std::string out =
        cliAll("convert --src " + plainRun() + strategy + " --dst " + dir("m-plain"), &status);
    ASSERT_EQ(status, 0) << out;
    // Without the key, the plan says which files it cannot read.
    out = cliAll("plan --src " + encRun() + strategy, &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("the checkpoint is encrypted (AES-GCM); a key is needed to read it"),
              std::string::npos)
        << out;
    out = cliAll("plan --src " + encRun() + strategy + " --key-file " + key(), &status);
    EXPECT_EQ(status, 0) << out;
    out = cliAll("convert --src " + encRun() + strategy + " --key-file " + key() + " --dst " +
                     dir("m-dec") + " --verify",
                 &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_TRUE(test::readFile(dir("m-plain/rank_0/checkpoint_0.ckpt")) ==
                test::readFile(dir("m-dec/rank_0/checkpoint_0.ckpt")));
    // Re-encrypted with another key and mode; read back with it, verified by the CLI.
    out = cliAll("convert --src " + encRun() + strategy + " --key-file " + key() + " --dst " +
                     dir("m-sm4") + " --encrypt-mode SM4-CBC --encrypt-key-file " +
                     dir("other.key") + " --verify",
                 &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("verified "), std::string::npos) << out;
    EXPECT_EQ(out.find(kKey), std::string::npos);
    const std::string merged = dir("m-sm4/rank_0/checkpoint_0.ckpt");
    const std::string head = test::readFile(merged).substr(0, 4);
    EXPECT_EQ(head, std::string("\xda\x5e\x3a\x7f", 4));
    out = cliAll("inspect --json --key-file " + dir("other.key") + " " + merged, &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(json::parse(out)["encryption"]["mode"], "SM4-CBC");
}

TEST_F(CliCrypto, ExportAndDoctorTakeTheKey) {
    int status = -1;
    std::string out =
        cliAll("export " + plainRun() + " --merged --to " + dir("plain.safetensors"), &status);
    ASSERT_EQ(status, 0) << out;
    out = cliAll(
        "export " + encRun() + " --merged --to " + dir("enc.safetensors") + " --key-file " + key(),
        &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_TRUE(test::readFile(dir("plain.safetensors")) == test::readFile(dir("enc.safetensors")));
    out = cliAll("doctor --ckpt " + rankFile(encRun(), 2) + " --net-ckpt " + rankFile(encRun(), 2) +
                     " --key-file " + key(),
                 &status);
    EXPECT_EQ(status, 0) << out;
    EXPECT_EQ(out.find(kKey), std::string::npos);
}

TEST_F(CliCrypto, RedundancyRemovedEncryptedRunsAndTheirHistory) {
    int status = -1;
    std::string out = cliAll("synth --preset tiny --out " + dir("never") +
                                 " --encrypt AES-GCM --crc --key-file " + key(),
                             &status);
    EXPECT_EQ(out,
              "shardscope-cli: --crc and --encrypt exclude each other (MindSpore's crc_check and "
              "enc_key)\n");
    EXPECT_EQ(status, 2);
    EXPECT_FALSE(fs::exists(dir("never")));

    // Saved with remove_redundancy=True, encrypted, three saved steps.
    for (const char* name : {"rr-plain", "rr-enc"}) {
        const bool enc = std::string(name) == "rr-enc";
        out = cliAll("synth --preset tiny --out " + dir(name) + " --remove-redundancy --steps 3" +
                         (enc ? " --encrypt AES-CBC --encrypt-block-bytes 65536 --key-file " + key()
                              : std::string()),
                     &status);
        ASSERT_EQ(status, 0) << out;
    }
    out = cliAll("inspect --json --key-file " + key() + " " + dir("rr-enc"), &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("\"redundancy-removed\""), std::string::npos) << out;
    EXPECT_EQ(out.find("\"slice-lost\""), std::string::npos) << out;
    EXPECT_EQ(out.find(kKey), std::string::npos);

    // Restoring redundancy (same strategy) gives the plain twin's files.
    const std::string strategy = " --src-strategy " + dir("rr-plain") + "/strategy.ckpt";
    const std::string same = strategy + " --dst-strategy " + dir("rr-plain") + "/strategy.ckpt";
    out = cliAll("convert --src " + dir("rr-plain") + same + " --dst " + dir("rr-a"), &status);
    ASSERT_EQ(status, 0) << out;
    out = cliAll("convert --src " + dir("rr-enc") + same + " --key-file " + key() + " --dst " +
                     dir("rr-b") + " --verify",
                 &status);
    ASSERT_EQ(status, 0) << out;
    for (int g = 0; g < 4; ++g) {
        const std::string f =
            "/rank_" + std::to_string(g) + "/checkpoint_" + std::to_string(g) + ".ckpt";
        EXPECT_TRUE(test::readFile(dir("rr-a") + f) == test::readFile(dir("rr-b") + f)) << f;
    }
    // Who holds what, from the encrypted files.
    out =
        cliAll("ranks --json" + same + " --rank 1 --src " + dir("rr-enc") + " --key-file " + key(),
               &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(out, cliAll("ranks --json" + same + " --rank 1 --src " + dir("rr-plain"), &status));

    // history: every step intact with the key; without it, unreadable and saying why.
    out = cliAll("history --json --key-file " + key() + " " + dir("rr-enc"), &status);
    ASSERT_EQ(status, 0) << out;
    const json h = json::parse(out);
    EXPECT_EQ(h["steps"].size(), 3u) << out;
    out = cliAll("history " + dir("rr-enc"), &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("encrypted ("), std::string::npos) << out;
}

}  // namespace
}  // namespace shardscope
