// Regression for the mutation run's crash: one flipped byte in a parameter name made
// `inspect --json` abort on nlohmann::json's type_error 316. Every command that prints names
// must print them escaped (invalid bytes as \xNN, controls as \u00NN), report them with file,
// rank and parameter, and never abort. Files: tests/data/utf8/make_utf8.py.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;

using test::CommandOutput;

std::string data(const std::string& rel) {
    return test::dataPath("utf8/" + rel);
}

// Nothing a file held reaches the terminal raw: no byte that breaks UTF-8, no ESC, no C1.
void expectTerminalSafe(const std::string& text) {
    EXPECT_EQ(text.find('\x1B'), std::string::npos) << text;
    EXPECT_EQ(text.find("\xC2\x9B"), std::string::npos) << text;
    EXPECT_EQ(text.find('\xAE'), std::string::npos) << text;
    EXPECT_EQ(text.find('\xFF'), std::string::npos) << text;
}

TEST(CliUtf8, InspectJsonOfACheckpointEscapesAndReports) {
    const CommandOutput o = test::cliOutput("inspect --json " + data("bad_names.ckpt"));
    ASSERT_EQ(o.status, 0) << o.text;
    expectTerminalSafe(o.text);
    const json j = json::parse(o.text);
    ASSERT_EQ(j["tensors"].size(), 4u);
    EXPECT_EQ(j["tensors"][0]["name"], "layer\\xAE.weight");
    EXPECT_EQ(j["tensors"][1]["name"], "evil\x1B[31m.bias");  // JSON itself escapes ESC
    EXPECT_EQ(j["tensors"][2]["name"], "c1\xC2\x9Bname");     // \u009B in the text
    EXPECT_EQ(j["tensors"][3]["name"], "ok.weight");
    ASSERT_EQ(j["notices"].size(), 1u);
    EXPECT_EQ(j["notices"][0]["code"], "invalid-utf8-name");
    EXPECT_EQ(j["notices"][0]["file"], data("bad_names.ckpt"));
    EXPECT_EQ(j["notices"][0]["param"], "layer\\xAE.weight");
}

TEST(CliUtf8, InspectTextEscapesAndKeepsColumnsAligned) {
    const CommandOutput o = test::cliOutput("inspect " + data("bad_names.ckpt"));
    ASSERT_EQ(o.status, 0) << o.text;
    expectTerminalSafe(o.text);
    EXPECT_NE(o.text.find("layer\\xAE.weight     Float32"), std::string::npos) << o.text;
    EXPECT_NE(o.text.find("evil\\u001B[31m.bias  Float32"), std::string::npos) << o.text;
    EXPECT_NE(o.text.find("c1\\u009Bname         Float32"), std::string::npos) << o.text;
    EXPECT_NE(o.text.find("warning: parameter name 'layer\\xAE.weight' is not valid UTF-8"),
              std::string::npos)
        << o.text;
}

TEST(CliUtf8, RunFolderReportsEveryRankThatHoldsABadName) {
    const CommandOutput o = test::cliOutput("inspect --json " + data("run"));
    ASSERT_EQ(o.status, 0) << o.text;
    const json j = json::parse(o.text);
    std::vector<std::tuple<int, std::string, std::string>> seen;
    for (const json& n : j["notices"]) {
        if (n["code"] == "invalid-utf8-name") {
            seen.emplace_back(n["rank"].get<int>(), n["param"].get<std::string>(),
                              n["file"].get<std::string>());
        }
    }
    const std::vector<std::tuple<int, std::string, std::string>> expected = {
        {0, "layer\\xAE.weight", data("run/rank_0/net.ckpt")},
        {1, "w\\xFF", data("run/rank_1/net.ckpt")},
        {1, "layer\\xAE.weight", data("run/rank_1/net.ckpt")}};
    EXPECT_EQ(seen, expected);
}

TEST(CliUtf8, StrategyInspectReportsTheLayoutName) {
    const CommandOutput o = test::cliOutput("inspect --json " + data("bad_name_strategy.ckpt"));
    ASSERT_EQ(o.status, 0) << o.text;
    const json j = json::parse(o.text);
    ASSERT_EQ(j["notices"].size(), 1u);
    EXPECT_EQ(j["notices"][0]["param"], "w\\x80eight");
    expectTerminalSafe(test::cliOutput("inspect " + data("bad_name_strategy.ckpt")).text);
}

TEST(CliUtf8, PlanWarnsPerSourceRankAndConvertKeepsTheBytes) {
    const std::string src = "--src " + data("run") + " --src-strategy " + data("run_strategy.ckpt");
    const CommandOutput plan = test::cliOutput("plan --json " + src);
    ASSERT_EQ(plan.status, 0) << plan.text;
    const json j = json::parse(plan.text);
    EXPECT_TRUE(j["runnable"].get<bool>());
    size_t warnings = 0;
    for (const json& p : j["problems"]) {
        warnings += p["kind"] == "invalid-utf8-name" && p["severity"] == "warning";
    }
    EXPECT_EQ(warnings, 3u);
    // .ckpt keeps the name's bytes exactly: the tool reports the name, it does not rename it.
    test::TempDir dst;
    const CommandOutput convert = test::cliOutput("convert " + src + " --dst " + dst.file("out"));
    ASSERT_EQ(convert.status, 0) << convert.text;
    expectTerminalSafe(convert.text);
    const std::string written = test::readFile(dst.file("out/rank_0/checkpoint_0.ckpt"));
    EXPECT_NE(written.find("layer\xAE.weight"), std::string::npos);
}

TEST(CliUtf8, SafetensorsRefusesANameItCannotHold) {
    const std::string src = "--src " + data("run") + " --src-strategy " + data("run_strategy.ckpt");
    test::TempDir dst;
    const CommandOutput convert =
        test::cliOutput("convert " + src + " --dst " + dst.file("out") + " --format safetensors");
    EXPECT_EQ(convert.status, 1) << convert.text;
    EXPECT_NE(convert.text.find("error: parameter name 'layer\\xAE.weight' is not valid UTF-8, "
                                "which a safetensors header (JSON) cannot hold; write .ckpt "
                                "instead"),
              std::string::npos)
        << convert.text;
    EXPECT_FALSE(std::filesystem::exists(dst.file("out/rank_0")));
    const CommandOutput exported =
        test::cliOutput("export " + data("bad_names.ckpt") + " --to " + dst.file("x.safetensors"));
    EXPECT_EQ(exported.status, 1);
    EXPECT_EQ(exported.text, "shardscope-cli: " + dst.file("x.safetensors") +
                                 ": parameter 'layer\\xAE.weight': the parameter name is not "
                                 "valid UTF-8, which a safetensors header (JSON) cannot hold; "
                                 "write .ckpt instead\n");
    EXPECT_FALSE(std::filesystem::exists(dst.file("x.safetensors")));
}

// Issue 34 #11: each destination rank holding the name repeated its error word for word.
TEST(CliUtf8, SafetensorsRefusalIsSaidOncePerName) {
    const CommandOutput plan = test::cliOutput("plan --src " + data("run") + " --src-strategy " +
                                               data("run_strategy.ckpt") + " --dst-strategy " +
                                               data("run_strategy.ckpt") + " --format safetensors");
    EXPECT_EQ(plan.status, 1) << plan.text;
    const auto count = [&plan](const std::string& line) {
        size_t n = 0;
        for (size_t at = plan.text.find(line); at != std::string::npos;
             at = plan.text.find(line, at + 1)) {
            ++n;
        }
        return n;
    };
    const std::string tail =
        "' is not valid UTF-8, which a safetensors header (JSON) cannot "
        "hold; write .ckpt instead\n";
    EXPECT_EQ(count("error: parameter name 'layer\\xAE.weight" + tail), 1u) << plan.text;
    EXPECT_EQ(count("error: parameter name 'w\\xFF" + tail), 1u) << plan.text;
    EXPECT_EQ(count("error: "), 2u) << plan.text;
}

// Issue 34 #11: the doctor's Python fix wrote the name's byte 0xAE as '\xAE', which Python
// reads as the character U+00AE (another name). A name that is not UTF-8 is a bytes literal:
// MindSpore keys param_dict by the tag as protobuf gives it, those bytes.
TEST(CliUtf8, DoctorsPythonFixWritesTheNamesBytes) {
    test::TempDir dir;
    test::writeFile(dir.file("net.json"),
                    R"({"layer.weight": {"shape": [2], "dtype": "Float32"}})");
    const CommandOutput doctor = test::cliOutput("doctor --json --ckpt " + data("bad_names.ckpt") +
                                                 " --net " + dir.file("net.json"));
    expectTerminalSafe(doctor.text);
    const json d = json::parse(doctor.text.substr(doctor.text.find('{')));
    ASSERT_FALSE(d["problems"].empty()) << doctor.text;
    EXPECT_EQ(d["problems"][0]["name"], "layer.weight");
    EXPECT_EQ(d["problems"][0]["fix_kind"], "python");
    EXPECT_EQ(d["problems"][0]["fix_command"],
              "param_dict['layer.weight'] = param_dict.pop(b'layer\\xae.weight')");
}

TEST(CliUtf8, DoctorAndLogsPrintValidJson) {
    const CommandOutput doctor = test::cliOutput("doctor --json --ckpt " + data("bad_names.ckpt") +
                                                 " --net-ckpt " + data("run/rank_1/net.ckpt"));
    EXPECT_EQ(doctor.status, 1) << doctor.text;
    expectTerminalSafe(doctor.text);
    const json d = json::parse(doctor.text);
    EXPECT_EQ(d["problems"][0]["name"], "w\\xFF");
    const CommandOutput logs = test::cliOutput("logs --json " + data("bad_bytes.log"));
    ASSERT_EQ(logs.status, 0) << logs.text;
    expectTerminalSafe(logs.text);
    EXPECT_EQ(json::parse(logs.text)["runs"][0]["logs"][0]["loss"]["points"], 3);
    const CommandOutput csv = test::cliOutput("logs --csv " + data("bad_bytes.log"));
    ASSERT_EQ(csv.status, 0) << csv.text;
    expectTerminalSafe(csv.text);
}

}  // namespace
}  // namespace shardscope
