// `shardscope-cli doctor` as users and scripts run it: MindSpore's message first, exit status 0
// when everything loads and 1 when not, --json keys, and fixes that run as printed.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "../core/doctorfixtures.h"
#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

using test::cli;

// A fix command as printed, run with this build's binary.
int runFix(const std::string& command) {
    const std::string name = "shardscope-cli ";
    std::string line = command;
    const size_t at = line.find(name);
    EXPECT_NE(at, std::string::npos) << command;
    line.replace(at, name.size(), std::string(SHARDSCOPE_CLI) + " ");
    int status = -1;
    const std::string out = test::runCommand("sh -c '" + line + "' 2>&1", &status);
    EXPECT_EQ(status, 0) << line << "\n" << out;
    return status;
}

std::string firstLine(const std::string& text) {
    return text.substr(0, text.find('\n'));
}

std::string lastLine(const std::string& text) {
    const std::string trimmed = text.substr(0, text.find_last_not_of('\n') + 1);
    return trimmed.substr(trimmed.rfind('\n') + 1);
}

class CliDoctor : public ::testing::Test {
protected:
    static void SetUpTestSuite() {
        s_dir = new test::TempDir;
        test::writeRun(s_dir->file("run"), test::synthConfig(2, 2, 2));
        const NetSpec net = test::standaloneNet(test::synthModel(test::synthConfig(1, 1, 1)));
        test::writeFile(s_dir->file("net.json"), test::netJson(net));
    }
    static void TearDownTestSuite() {
        delete s_dir;
        s_dir = nullptr;
    }
    static std::string run() { return s_dir->file("run"); }
    static test::TempDir* s_dir;
};
test::TempDir* CliDoctor::s_dir = nullptr;

TEST_F(CliDoctor, UsageErrorsExitTwo) {
    int status = -1;
    cli("doctor --ckpt " + run() + " 2>&1", &status);
    EXPECT_EQ(status, 2);  // no network side
    cli("doctor --ckpt " + run() + " --net a.json --net-ckpt b.ckpt 2>&1", &status);
    EXPECT_EQ(status, 2);  // two network sides
    cli("doctor --net " + s_dir->file("net.json") + " 2>&1", &status);
    EXPECT_EQ(status, 2);  // no checkpoint
    cli("doctor --ckpt " + run() + " --net x.json --rank -1 2>&1", &status);
    EXPECT_EQ(status, 2);
}

TEST_F(CliDoctor, UnreadableInputsExitOneWithOneLine) {
    int status = -1;
    const std::string out =
        cli("doctor --ckpt " + run() + " --net /nonexistent/net.json 2>&1", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out, "shardscope-cli: /nonexistent/net.json: cannot open the file\n");
}

TEST_F(CliDoctor, RankZeroIntoTheStandaloneNetworkThenTheFixLoads) {
    int status = -1;
    const std::string text = cli(
        "doctor --ckpt " + test::rankFile(run(), 0) + " --net " + s_dir->file("net.json"), &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(firstLine(text),
              "For 'load_param_into_net', backbone.blocks.0.attention.dense1.weight in the "
              "argument 'net' should have the same shape as "
              "backbone.blocks.0.attention.dense1.weight in the argument 'parameter_dict'. But "
              "got its shape (64, 64) in the argument 'net' and shape (32, 64) in the argument "
              "'parameter_dict'.May you need to check whether the checkpoint you loaded is "
              "correct or the batch size and so on in the 'net' and 'parameter_dict' are same.");
    EXPECT_NE(text.find("\n  parameter: backbone.blocks.0.attention.dense1.weight (split)\n  "
                        "diagnosis: rank 0's checkpoint holds one slice of it: dim 0 (64) is "
                        "split 2 ways over device axis 1 of dev_matrix [2, 2]; rank 0 holds part "
                        "0, [0, 32). The network expects the full tensor (64, 64).\n  fix: "
                        "merge the run's ranks into one full checkpoint, then load "),
              std::string::npos)
        << text;
    EXPECT_NE(text.find("\n  WARNING: For 'load_param_into_net', 18 parameters in the 'net' are "
                        "not loaded, because they are not in the 'parameter_dict', please check "
                        "whether the network structure is consistent when training and loading "
                        "checkpoint.\n"),
              std::string::npos);
    EXPECT_EQ(lastLine(text),
              "28 of 36 parameters would not load (strict_load=False): 10 split, 18 "
              "other-stage; 50 checkpoint entries not loaded (ckpt_not_load); MindSpore raises "
              "at the first error, backbone.blocks.0.attention.dense1.weight");

    const std::string out = cli(
        "doctor --json --ckpt " + test::rankFile(run(), 0) + " --net " + s_dir->file("net.json"),
        &status);
    EXPECT_EQ(status, 1);
    const json j = json::parse(out);
    EXPECT_EQ(j["loads"], false);
    EXPECT_EQ(j["strict"], false);
    EXPECT_EQ(j["net_params"], 36);
    EXPECT_EQ(j["first_error"], "backbone.blocks.0.attention.dense1.weight");
    ASSERT_EQ(j["problems"].size(), 28u);
    const json& p = j["problems"][0];
    std::vector<std::string> keys;  // in the order printed
    const nlohmann::ordered_json ordered = nlohmann::ordered_json::parse(out);
    for (const auto& [key, value] : ordered["problems"][0].items()) {
        keys.push_back(key);
    }
    EXPECT_EQ(keys,
              (std::vector<std::string>{"name", "kind", "severity", "mindspore_message",
                                        "diagnosis", "code", "fix", "fix_code", "fix_kind",
                                        "fix_command", "checkpoint_name", "checkpoint_shape",
                                        "checkpoint_dtype", "net_shape", "net_dtype", "details"}));
    EXPECT_EQ(p["code"], "slice-of-rank");
    EXPECT_EQ(p["fix_code"], "fix-merge");
    EXPECT_EQ(p["name"], "backbone.blocks.0.attention.dense1.weight");
    EXPECT_EQ(p["kind"], "split");
    EXPECT_EQ(p["severity"], "error");
    EXPECT_EQ(p["mindspore_message"], firstLine(text));
    EXPECT_EQ(p["checkpoint_shape"], json::parse("[32, 64]"));
    EXPECT_EQ(p["net_shape"], json::parse("[64, 64]"));
    EXPECT_EQ(p["details"], json::parse(R"({"dim": 0, "checkpoint_value": 32, "net_value": 64,
        "factor": 2, "checkpoint_parts": 2, "net_parts": 1, "axes": [1], "dev_matrix": [2, 2],
        "rank": 0, "part": 0, "stage": 0})"));
    const std::string fix = p["fix_command"];
    EXPECT_EQ(fix, "shardscope-cli convert --src " + run() + " --src-strategy " + run() +
                       "/strategy.ckpt --dst " + run() + "_merged");
    EXPECT_EQ(j["problems"][27]["kind"], "other-stage");
    EXPECT_EQ(j["problems"][27]["details"]["other_stage"], 1);
    ASSERT_EQ(j["findings"].size(), 2u);
    EXPECT_EQ(j["findings"][0]["kind"], "per-rank-slice");
    EXPECT_EQ(j["findings"][0]["code"], "per-rank-slice");
    EXPECT_EQ(j["findings"][0]["fix_code"], "fix-merge");
    EXPECT_EQ(j["findings"][1]["kind"], "other-stage");
    EXPECT_EQ(j["findings"][1]["code"], "in-other-stage");
    EXPECT_EQ(j["summary"], lastLine(text));
    // Each message's stable code beside its text (issue 32): the summary's and each note's.
    EXPECT_EQ(j["summary_code"], "parameters-not-loaded");
    EXPECT_EQ(j["notes"], json::parse(R"(["using the strategy found beside the run: )" + run() +
                                      R"(/strategy.ckpt"])"));
    EXPECT_EQ(j["note_codes"], json::parse(R"(["strategy-found-beside-run"])"));

    ASSERT_EQ(runFix(fix), 0);
    const std::string merged = run() + "_merged/rank_0/checkpoint_0.ckpt";
    const std::string ok =
        cli("doctor --ckpt " + merged + " --net " + s_dir->file("net.json"), &status);
    EXPECT_EQ(status, 0) << ok;
    EXPECT_EQ(ok,
              "all 36 parameters of the network would load (strict_load=False); 76 checkpoint "
              "entries not loaded (ckpt_not_load)\n");
    const json jok = json::parse(
        cli("doctor --json --ckpt " + merged + " --net " + s_dir->file("net.json"), &status));
    EXPECT_EQ(jok["loads"], true);
    EXPECT_EQ(jok["problems"], json::array());
    EXPECT_EQ(jok["summary_code"], "all-parameters-load");
    EXPECT_EQ(jok["note_codes"], json::array());
}

TEST_F(CliDoctor, AnotherStrategyConvertsAndRankOneThenLoads) {
    const SynthModel dst = test::synthModel(test::synthConfig(1, 4, 2));
    const std::string d = s_dir->file("dst.json");
    ASSERT_TRUE(writeStrategyFile(test::jsonStrategy(dst), d));
    int status = -1;
    const std::string out =
        cli("doctor --json --ckpt " + run() + " --rank 1 --net-strategy " + d, &status);
    EXPECT_EQ(status, 1);
    const json j = json::parse(out);
    EXPECT_EQ(j["rank"], 1);
    EXPECT_EQ(j["checkpoint"], test::rankFile(run(), 1));
    ASSERT_FALSE(j["findings"].empty());
    EXPECT_EQ(j["findings"][0]["kind"], "resplit");
    ASSERT_FALSE(j["notes"].empty());
    EXPECT_EQ(j["notes"].back(),
              "the network side is rank 1 (pipeline stage 0) of " + d +
                  ": its parameters that the strategy records, as that rank's slices, in the "
                  "strategy's order; dtypes are not compared (strategies do not record them)");
    ASSERT_EQ(j["note_codes"].size(), j["notes"].size());
    EXPECT_EQ(j["note_codes"].back(), "net-side-rank");
    const std::string fix = j["findings"][0]["fix_command"];
    ASSERT_EQ(runFix(fix), 0);
    const std::string converted = run() + "_converted/rank_1/checkpoint_1.ckpt";
    const std::string ok =
        cli("doctor --ckpt " + converted + " --rank 1 --net-strategy " + d, &status);
    EXPECT_EQ(status, 0) << ok;
}

TEST_F(CliDoctor, AFullCheckpointIntoASplitNetworkConvertsFromALoneFile) {
    test::TempDir dir;
    test::writeRun(dir.file("full"), test::synthConfig(1, 1, 1));
    fs::copy_file(test::rankFile(dir.file("full"), 0), dir.file("model.ckpt"));
    const SynthModel dst = test::synthModel(test::synthConfig(2, 2, 2));
    ASSERT_TRUE(writeStrategyFile(test::jsonStrategy(dst), dir.file("dst.json")));
    int status = -1;
    const json j = json::parse(cli("doctor --json --ckpt " + dir.file("model.ckpt") +
                                       " --rank 6 --net-strategy " + dir.file("dst.json"),
                                   &status));
    EXPECT_EQ(status, 1);
    EXPECT_EQ(j["findings"][0]["kind"], "full-into-split");
    ASSERT_EQ(runFix(j["findings"][0]["fix_command"]), 0);
    const std::string ok =
        cli("doctor --ckpt " + dir.file("model_converted/rank_6/checkpoint_6.ckpt") +
                " --rank 6 --net-strategy " + dir.file("dst.json"),
            &status);
    EXPECT_EQ(status, 0) << ok;
}

TEST_F(CliDoctor, StrictLoadKeepsThePrefixAndFails) {
    NetSpec net;
    net.params = {{"cell_list.0.weight", {5, 2}, "Float32"}, {"cell_list.0.bias", {5}, "Float32"},
                  {"cell_list.1.weight", {5, 5}, "Float32"}, {"cell_list.1.bias", {5}, "Float32"},
                  {"cell_list.2.weight", {1, 5}, "Float32"}, {"cell_list.2.bias", {1}, "Float32"}};
    test::writeFile(s_dir->file("small.json"), test::netJson(net));
    const std::string args = "doctor --ckpt " + test::realFixture("adam_small_net.ckpt") +
                             " --net " + s_dir->file("small.json");
    int status = -1;
    const std::string loose = cli(args, &status);
    EXPECT_EQ(status, 0) << loose;
    EXPECT_EQ(loose,
              "MindSpore would also log:\n  WARNING: For 'load_param_into_net', remove parameter "
              "prefix name: optimizer.network., continue to load.\n\nall 6 parameters of the "
              "network would load (strict_load=False); 22 checkpoint entries not loaded "
              "(ckpt_not_load)\n");
    const std::string strict = cli(args + " --strict", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(firstLine(strict),
              "For 'load_param_into_net', 6 parameters in the 'net' are not loaded, because they "
              "are not in the 'parameter_dict', please check whether the network structure is "
              "consistent when training and loading checkpoint.");
    EXPECT_NE(strict.find("\n  parameter: cell_list.0.weight (prefix)\n  diagnosis: the "
                          "checkpoint stores it as 'optimizer.network.cell_list.0.weight', under "
                          "the prefix 'optimizer.network.': strict_load=True does not strip "
                          "prefixes.\n  fix: load with strict_load=False: MindSpore then strips "
                          "the prefix 'optimizer.network.' itself (and logs it)\n"),
              std::string::npos)
        << strict;
    const json j = json::parse(cli(args + " --strict --json", &status));
    EXPECT_EQ(j["strict"], true);
    EXPECT_EQ(j["problems"][0]["kind"], "prefix");
    EXPECT_EQ(j["problems"][0]["fix_kind"], "load-option");
    EXPECT_FALSE(j["problems"][0].contains("fix_command"));
    EXPECT_FALSE(j["problems"][0].contains("checkpoint_name"));
}

}  // namespace
}  // namespace shardscope
