// `shardscope-cli history` and `--step` as scripts use them: the resume step and every reason
// in JSON, for each kind of damage synth can do; the chosen step in every command that reads a
// run folder.
#include <gtest/gtest.h>

#include <filesystem>

#include <nlohmann/json.hpp>

#include "../core/testutil.h"
#include "testpaths.h"

namespace shardscope {
namespace {

namespace fs = std::filesystem;
using nlohmann::json;

using test::cli;
using test::cliAll;

// A tiny run (8 ranks) with `steps` saves; `more` adds synth flags (--damage, --crc, ...).
std::string synth(const test::TempDir& dir, int steps, const std::string& more = {}) {
    const std::string out = dir.file("run");
    int status = -1;
    const std::string line =
        cliAll("synth --out " + out + " --preset tiny --hidden 32 --vocab 128 --steps " +
                   std::to_string(steps) + " " + more,
               &status);
    EXPECT_EQ(status, 0) << line;
    return out;
}

json history(const std::string& run, const std::string& more, int expectStatus) {
    int status = -1;
    const std::string out = cli("history --json " + run + " " + more, &status);
    EXPECT_EQ(status, expectStatus) << out;
    return json::parse(out);
}

json stepRef(const std::string& name, int epoch, int step, int global) {
    return {{"name", name}, {"epoch", epoch}, {"step", step}, {"global_step", global}};
}

json fieldsOf(const json& j) {
    return {{"name", j["name"]},
            {"epoch", j["epoch"]},
            {"step", j["step"]},
            {"global_step", j["global_step"]}};
}

TEST(CliHistory, CleanRunJson) {
    test::TempDir dir;
    const std::string run = synth(dir, 2);
    const json j = history(run, "", 0);
    EXPECT_EQ(j["format"], "history");
    EXPECT_EQ(j["ranks"], 8);
    EXPECT_EQ(j["rank_list"], "0-7");
    EXPECT_EQ(j["steps_per_epoch"], json({{"value", 250}, {"source", "file"}}));
    EXPECT_EQ(j["strategy"], run + "/strategy.ckpt");
    ASSERT_EQ(j["steps"].size(), 2u);
    const json& s = j["steps"][1];
    EXPECT_EQ(fieldsOf(s), stepRef("synth-2_250", 2, 250, 500));
    EXPECT_EQ(s["kind"], "periodic");
    EXPECT_EQ(s["complete"], true);
    EXPECT_EQ(s["usable"], true);
    EXPECT_EQ(s["missing_ranks"], json::array());
    EXPECT_EQ(s["damaged"], json::array());
    EXPECT_EQ(s["ranks"], "0-7");
    uint64_t bytes = 0;
    for (int r = 0; r < 8; ++r) {
        bytes += fs::file_size(run + "/rank_" + std::to_string(r) + "/synth-2_250.ckpt");
    }
    EXPECT_EQ(s["bytes"], bytes);
    EXPECT_EQ(fieldsOf(j["steps"][0]), stepRef("synth-1_250", 1, 250, 250));
    json resume = stepRef("synth-2_250", 2, 250, 500);
    resume["tier"] = run;
    resume["tiers"] = json::array({run});
    EXPECT_EQ(j["resume"], resume);
    EXPECT_EQ(j["newer_unusable"], json::array());
    EXPECT_EQ(fieldsOf(j["lexicographic_pick"]), stepRef("synth-2_250", 2, 250, 500));
    EXPECT_EQ(j["lexicographic_pick"]["mixed"], false);
    EXPECT_EQ(j["lexicographic_pick"]["consequence"], "same");
    EXPECT_EQ(j["lexicographic_pick"]["explanation"], "takes the same step, synth-2_250");
    EXPECT_EQ(j["lexicographic_pick"]["explanation_code"], "pick-same-step");
    EXPECT_EQ(j["mindformers_pick"], nullptr);
    EXPECT_EQ(j["leftovers"], json::array());
}

TEST(CliHistory, MissingNewestOnSomeRanks) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--damage missing-newest:6-7");
    const json j = history(run, "", 0);
    EXPECT_EQ(j["steps"][1]["complete"], false);
    EXPECT_EQ(j["steps"][1]["missing_ranks"], json::array({6, 7}));
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-1_250", 1, 250, 250));
    ASSERT_EQ(j["newer_unusable"].size(), 1u);
    EXPECT_EQ(j["newer_unusable"][0]["name"], "synth-2_250");
    EXPECT_EQ(j["newer_unusable"][0]["reasons"], json::array({"missing on ranks 6-7"}));
    const json& lex = j["lexicographic_pick"];
    EXPECT_EQ(fieldsOf(lex), stepRef("synth-2_250", 2, 250, 500));  // what rank 0 takes
    EXPECT_EQ(lex["mixed"], true);
    EXPECT_EQ(lex["consequence"], "mixed");
    EXPECT_EQ(lex["explanation"],
              "takes different steps on different ranks: ranks 0-5 take synth-2_250; ranks 6-7 "
              "take synth-1_250");
    EXPECT_EQ(lex["explanation_code"], "pick-mixed");
    EXPECT_EQ(lex["per_rank"][0]["ranks"], "0-5");
    EXPECT_EQ(lex["per_rank"][1]["ranks"], "6-7");
    EXPECT_EQ(lex["per_rank"][1]["name"], "synth-1_250");
}

TEST(CliHistory, TruncatedFile) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--damage truncate:3");
    const json j = history(run, "", 0);
    EXPECT_EQ(j["steps"][1]["complete"], true);
    EXPECT_EQ(j["steps"][1]["usable"], false);
    ASSERT_EQ(j["steps"][1]["damaged"].size(), 1u);
    const json& d = j["steps"][1]["damaged"][0];
    EXPECT_EQ(d["rank"], 3);
    EXPECT_EQ(d["file"], run + "/rank_3/synth-2_250.ckpt");
    EXPECT_EQ(d["state"], "unreadable");
    EXPECT_EQ(d["reason"].get<std::string>().rfind("truncated (byte ", 0), 0u) << d;
    EXPECT_EQ(d["code"], "file-unreadable");  // the reason's stable name, beside its words
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-1_250", 1, 250, 250));
    EXPECT_EQ(j["newer_unusable"][0]["reasons"], json::array({"truncated on rank 3"}));
    EXPECT_EQ(j["lexicographic_pick"]["consequence"], "unusable");
    EXPECT_EQ(j["lexicographic_pick"]["explanation"],
              "takes synth-2_250, which cannot be resumed from: truncated on rank 3");
    // Each message's stable code beside its words (issue 32), and the explanation's arguments.
    EXPECT_EQ(j["newer_unusable"][0]["reason_codes"], json::array({"step-reason-damaged"}));
    EXPECT_EQ(j["lexicographic_pick"]["explanation_code"], "pick-unusable-step");
    EXPECT_EQ(j["lexicographic_pick"]["explanation_args"],
              json({{"step", "synth-2_250"}, {"reasons", "truncated on rank 3"}}));
    EXPECT_FALSE(j["lexicographic_pick"].contains("explanation_note_code"));
}

TEST(CliHistory, FlippedByteUnderACrc) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--crc --damage flip:7");
    json j = history(run, "", 0);
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-2_250", 2, 250, 500));  // metadata is fine
    EXPECT_EQ(j["crc_verified"], false);
    j = history(run, "--verify-crc", 0);
    EXPECT_EQ(j["crc_verified"], true);
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-1_250", 1, 250, 250));
    EXPECT_EQ(j["steps"][0]["crc_checked"], true);
    EXPECT_EQ(j["newer_unusable"][0]["reasons"], json::array({"CRC mismatch on rank 7"}));
    const json& d = j["steps"][1]["damaged"][0];
    EXPECT_EQ(d["rank"], 7);
    EXPECT_EQ(d["state"], "crc-mismatch");
}

TEST(CliHistory, LeftoverTemporary) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--damage temp:2");
    const json j = history(run, "", 0);
    // Issue 34 #6: not complete, though no rank lacks a file of the step: rank 2's is a temporary.
    EXPECT_EQ(j["steps"][1]["complete"], false);
    EXPECT_EQ(j["steps"][1]["usable"], false);
    EXPECT_EQ(j["steps"][1]["missing_ranks"], json::array());
    EXPECT_EQ(j["steps"][0]["complete"], true);
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-1_250", 1, 250, 250));
    EXPECT_EQ(j["newer_unusable"][0]["reasons"],
              json::array({"only a leftover temporary (interrupted save) on rank 2"}));
    const json& d = j["steps"][1]["damaged"][0];
    EXPECT_EQ(d["file"], run + "/rank_2/synth-2_250.tmp");
    EXPECT_EQ(d["state"], "temporary");
    EXPECT_EQ(d["reason"], "only a leftover temporary, synth-2_250.tmp: the save was interrupted");
    EXPECT_EQ(d["code"], "file-interrupted");
}

TEST(CliHistory, Epoch10VersusEpoch9) {
    test::TempDir dir;
    const std::string run = synth(dir, 10, "--epochs 10 --keep-max 3");
    const json j = history(run, "", 0);
    ASSERT_EQ(j["steps"].size(), 3u);
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-10_250", 10, 250, 2500));
    EXPECT_EQ(fieldsOf(j["lexicographic_pick"]), stepRef("synth-9_250", 9, 250, 2250));
    EXPECT_EQ(j["lexicographic_pick"]["consequence"], "older");
    EXPECT_EQ(j["lexicographic_pick"]["explanation"],
              "takes an older step, synth-9_250 (epoch 9, step 250, global step 2250), instead "
              "of synth-10_250 (names sort as text, so 'synth-10_250' comes before "
              "'synth-9_250')");
    EXPECT_EQ(j["lexicographic_pick"]["explanation_code"], "pick-older-step");
    EXPECT_EQ(j["lexicographic_pick"]["explanation_args"],
              json({{"step", "synth-9_250"},
                    {"when", "epoch 9, step 250, global step 2250"},
                    {"resume", "synth-10_250"},
                    {"sorts", "yes"}}));
}

TEST(CliHistory, EveryReasonAtOnceAndNoResumableStep) {
    test::TempDir dir;
    const std::string run = synth(dir, 2,
                                  "--crc --damage missing-newest:6-7 --damage truncate:3 "
                                  "--damage flip:1 --damage temp:5");
    json j = history(run, "--verify-crc-all", 0);
    EXPECT_EQ(j["newer_unusable"][0]["reasons"],
              json::array({"missing on ranks 6-7", "CRC mismatch on rank 1", "truncated on rank 3",
                           "only a leftover temporary (interrupted save) on rank 5"}));
    EXPECT_EQ(j["newer_unusable"][0]["reason_codes"],
              json::array({"step-reason-missing", "step-reason-damaged", "step-reason-damaged",
                           "step-reason-damaged"}));
    EXPECT_EQ(j["steps"][1]["damaged"].size(), 3u);

    // Without the older step nothing can be resumed: null, exit status 1, one line on stderr.
    for (int r = 0; r < 8; ++r) {
        fs::remove(run + "/rank_" + std::to_string(r) + "/synth-1_250.ckpt");
    }
    j = history(run, "", 1);
    EXPECT_EQ(j["resume"], nullptr);
    int status = -1;
    const std::string err = test::runCommand(
        std::string(SHARDSCOPE_CLI) + " history " + run + " 2>&1 >/dev/null", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(err,
              "shardscope-cli: " + run + ": no saved step is complete and intact on every rank\n");
}

// `--damage` shows `TEXT ...` in its help: several kinds after one flag, as after several flags
// (issue 34 #25; the second was refused as an unexpected argument).
TEST(CliHistory, SeveralDamagesAfterOneFlag) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--damage truncate:3 temp:5");
    const json j = history(run, "", 0);
    EXPECT_EQ(j["newer_unusable"][0]["reasons"],
              json::array({"truncated on rank 3",
                           "only a leftover temporary (interrupted save) on rank 5"}));
}

// Rank files not named as saves (checkpoint.ckpt on every rank) are no saved steps: nothing to
// resume from (exit 1), and both the text and stderr say why, not that a step is damaged.
TEST(CliHistory, ARunWithoutNamedSavesSaysSo) {
    test::TempDir dir;
    const std::string run = synth(dir, 1);
    for (int r = 0; r < 8; ++r) {
        const fs::path folder = run + "/rank_" + std::to_string(r);
        std::vector<fs::path> files;
        for (const auto& entry : fs::directory_iterator(folder)) {
            files.push_back(entry.path());
        }
        ASSERT_EQ(files.size(), 1u) << folder;
        fs::rename(files.front(), folder / "checkpoint.ckpt");
    }
    const json j = history(run, "", 1);
    EXPECT_EQ(j["resume"], nullptr);
    EXPECT_EQ(j["steps"].size(), 0u);
    int status = -1;
    const std::string out = cli("history " + run, &status);
    EXPECT_EQ(status, 1);
    const std::string why =
        "the rank folders hold no saved steps (no file is named <prefix>-<epoch>_<step>); "
        "inspect and convert open the files as they are";
    EXPECT_NE(out.find("resume from: none -- " + why + "\n"), std::string::npos) << out;
    const std::string err =
        test::runCommand(std::string(SHARDSCOPE_CLI) + " history " + run + " 2>&1 >/dev/null");
    EXPECT_EQ(err, "shardscope-cli: " + run + ": " + why + "\n");
}

TEST(CliHistory, TextTableNamesTheResumeStepAndTheReasons) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--damage missing-newest:6-7 --damage truncate:3");
    int status = -1;
    const std::string out = cli("history " + run, &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find(run + ": 8 ranks (0-7), 2 saved steps; 250 steps per epoch (from the "
                             "file)\n"),
              std::string::npos)
        << out;
    EXPECT_NE(out.find("> synth-1_250"), std::string::npos) << out;
    EXPECT_NE(out.find("########"), std::string::npos) << out;
    EXPECT_NE(out.find("###T##.."), std::string::npos) << out;
    EXPECT_NE(out.find("intact 0-2,4-5; truncated 3; missing 6-7"), std::string::npos) << out;
    EXPECT_NE(out.find("resume from: synth-1_250 (epoch 1, step 250, global step 250)\n"
                       "  use it: --step synth-1_250\n"
                       "  not synth-2_250: missing on ranks 6-7; truncated on rank 3\n"),
              std::string::npos)
        << out;
    EXPECT_NE(
        out.find(
            "sorted(os.listdir())[-1] and MindSpore's run-folder rule "
            "(lexicographically last file per rank): takes different steps on different ranks: "
            "ranks 0-5 take synth-2_250; ranks 6-7 take synth-1_250\n"),
        std::string::npos)
        << out;
}

TEST(CliHistory, TiersSayWhichCopyToResumeFrom) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--damage missing-newest:6-7");
    const std::string copy = dir.file("obs");
    fs::copy(run, copy, fs::copy_options::recursive);
    test::TempDir second;
    const std::string full = synth(second, 2);
    for (int r : {6, 7}) {
        const std::string rel = "/rank_" + std::to_string(r) + "/synth-2_250.ckpt";
        fs::copy_file(full + rel, copy + rel);
    }
    const json j = history(run, "--tier " + copy, 0);
    EXPECT_EQ(j["tiers"], json::array({run, copy}));
    EXPECT_EQ(fieldsOf(j["resume"]), stepRef("synth-2_250", 2, 250, 500));
    EXPECT_EQ(j["resume"]["tier"], copy);
    const json& tiers = j["steps"][1]["tiers"];
    EXPECT_EQ(tiers[0]["complete"], false);
    EXPECT_EQ(tiers[0]["missing_ranks"], json::array({6, 7}));
    EXPECT_EQ(tiers[1]["complete"], true);
}

TEST(CliHistory, StageCopiesOneStepAndResumes) {
    test::TempDir dir;
    const std::string run = synth(dir, 2, "--crc");
    const std::string fast = dir.file("fast");
    int status = -1;
    std::string out = cli("stage --step 1_250 --from " + run + " --to " + fast, &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(out.rfind("staged synth-1_250: 11 files, ", 0), 0u) << out;
    EXPECT_NE(out.find(" copied and verified (8 CRC trailers checked), 0 already staged, in "),
              std::string::npos)
        << out;
    for (int r = 0; r < 8; ++r) {
        const std::string rel = "/rank_" + std::to_string(r) + "/synth-1_250.ckpt";
        EXPECT_EQ(test::readFile(fast + rel), test::readFile(run + rel)) << rel;
        EXPECT_FALSE(fs::exists(fast + "/rank_" + std::to_string(r) + "/synth-2_250.ckpt"));
    }
    const json again =
        json::parse(cli("stage --json --step 250 --from " + run + " --to " + fast, &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(again["step"], "synth-1_250");
    EXPECT_EQ(again["files"].size(), 11u);
    EXPECT_EQ(again["bytes_copied"], 0);
    for (const json& f : again["files"]) {
        EXPECT_EQ(f["skipped"], true) << f;
    }
    out = cliAll("stage --step 9_9 --from " + run + " --to " + fast, &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(out.rfind("shardscope-cli: " + run + ": no saved step is epoch 9, step 9", 0), 0u)
        << out;
    out = cliAll("stage --step 250 --from " + run + " --to " + fast + " --ranks 0-x", &status);
    EXPECT_EQ(status, 2) << out;
}

// --step on every command that reads a run folder; the default is the recommended step, with
// a warning when MindSpore's rule would take another.
class CliStep : public ::testing::Test {
protected:
    void SetUp() override { m_run = synth(m_dir, 3); }  // 1_166, 2_83, 2_250

    test::TempDir m_dir;
    std::string m_run;
};

TEST_F(CliStep, Inspect) {
    int status = -1;
    json j = json::parse(cli("inspect --json " + m_run, &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["ranks"][0]["file"], m_run + "/rank_0/synth-2_250.ckpt");
    EXPECT_EQ(j["step"]["name"], "synth-2_250");
    EXPECT_EQ(j["step"]["recommended"], true);
    EXPECT_EQ(j["step"]["saved_steps"], 3);
    bool warned = false;
    for (const json& n : j["notices"]) {
        warned = warned || n["code"] == "step-not-mindspore-pick";
    }
    EXPECT_TRUE(warned) << j["notices"];

    j = json::parse(cli("inspect --json --step 2_83 " + m_run, &status));
    ASSERT_EQ(status, 0);
    for (int r = 0; r < 8; ++r) {
        EXPECT_EQ(j["ranks"][r]["file"], m_run + "/rank_" + std::to_string(r) + "/synth-2_83.ckpt");
    }
    EXPECT_EQ(j["step"], json({{"name", "synth-2_83"},
                               {"epoch", 2},
                               {"step", 83},
                               {"global_step", 333},
                               {"recommended", false},
                               {"saved_steps", 3}}));

    const std::string text = cli("inspect --step 166 " + m_run, &status);
    ASSERT_EQ(status, 0);
    EXPECT_NE(text.find("saved step: synth-1_166 (epoch 1, step 166, global step 166), chosen "
                        "with --step\n"),
              std::string::npos)
        << text;

    const std::string bad = cliAll("inspect --step 9_9 " + m_run, &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(bad.rfind("shardscope-cli: " + m_run + ": no saved step is epoch 9, step 9", 0), 0u)
        << bad;
}

TEST_F(CliStep, PlanAndConvert) {
    int status = -1;
    const std::string strategy = m_run + "/strategy.ckpt";
    json j = json::parse(
        cli("plan --json --src " + m_run + " --src-strategy " + strategy + " --step 333", &status));
    ASSERT_EQ(status, 0);
    EXPECT_EQ(j["source_step"]["name"], "synth-2_83");
    EXPECT_EQ(j["source_step"]["recommended"], false);

    const std::string plan = cliAll("plan --src " + m_run + " --src-strategy " + strategy, &status);
    ASSERT_EQ(status, 0) << plan;
    EXPECT_NE(plan.find("warning: using synth-2_250; MindSpore's rule"), std::string::npos) << plan;

    const std::string out = m_dir.file("merged");
    const std::string line = cliAll("convert --src " + m_run + " --src-strategy " + strategy +
                                        " --dst " + out + " --step synth-1_166",
                                    &status);
    ASSERT_EQ(status, 0) << line;
    j = json::parse(cli("inspect --json " + out + "/rank_0/checkpoint_0.ckpt", &status));
    ASSERT_EQ(status, 0);
    std::string stepNum;
    for (const json& t : j["tensors"]) {
        if (t["name"] == "step_num") {
            stepNum = t["value"];
        }
    }
    EXPECT_EQ(stepNum, "166");
}

TEST_F(CliStep, PlanRefusesAStepMissingOnRanksAndMixedSteps) {
    for (int r : {6, 7}) {
        for (const char* name : {"synth-1_166.ckpt", "synth-2_83.ckpt", "synth-2_250.ckpt"}) {
            fs::remove(m_run + "/rank_" + std::to_string(r) + "/" + name);
        }
    }
    test::writeFile(m_run + "/rank_6/synth-1_166.ckpt", "");
    const std::string plan = "plan --src " + m_run + " --src-strategy " + m_run + "/strategy.ckpt";
    int status = -1;
    std::string out = cliAll(plan + " --step 2_83", &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("error: step synth-2_83 has no file on ranks 6-7\n"), std::string::npos)
        << out;
    // No step is on every rank: MindSpore's rule mixes steps, and that blocks the conversion.
    out = cliAll(plan, &status);
    EXPECT_EQ(status, 1) << out;
    EXPECT_NE(out.find("error: the rank files are of different saved steps: ranks 0-5 hold "
                       "synth-2_83; rank 6 holds synth-1_166 (choose one with --step)\n"),
              std::string::npos)
        << out;
}

TEST_F(CliStep, Export) {
    int status = -1;
    const std::string out = m_dir.file("rank0.safetensors");
    const std::string line =
        cliAll("export " + m_run + " --to " + out + " --rank 0 --params '^step_num$' --step 2_83",
               &status);
    ASSERT_EQ(status, 0) << line;
    const std::string value = test::runCommand(
        std::string(SHARDSCOPE_PYTHON) + " -c \"import json,struct;b=open('" + out +
            "','rb').read();n=struct.unpack('<Q',b[:8])[0];h=json.loads(b[8:8+n]);o=h['step_num']"
            "['data_offsets'];print(struct.unpack('<q',b[8+n+o[0]:8+n+o[1]])[0])\"",
        &status);
    ASSERT_EQ(status, 0) << value;
    EXPECT_EQ(value, "333\n");

    const std::string notes = cliAll("export " + m_run + " --to " + m_dir.file("d.safetensors") +
                                         " --rank 0 --params '^step_num$'",
                                     &status);
    ASSERT_EQ(status, 0) << notes;
    // The same notice as plan's, with the same word (issue 34 #11: export said "note:").
    EXPECT_NE(notes.find("warning: using synth-2_250; MindSpore's rule"), std::string::npos)
        << notes;
}

TEST_F(CliStep, Doctor) {
    int status = -1;
    const std::string net = m_run + "/rank_0/synth-2_250.ckpt";
    json j = json::parse(
        cli("doctor --json --ckpt " + m_run + " --net-ckpt " + net + " --step 1_166", &status));
    EXPECT_EQ(j["checkpoint"], m_run + "/rank_0/synth-1_166.ckpt");
    j = json::parse(cli("doctor --json --ckpt " + m_run + " --net-ckpt " + net, &status));
    EXPECT_EQ(j["checkpoint"], m_run + "/rank_0/synth-2_250.ckpt");
    bool noted = false;
    for (const json& n : j["notes"]) {
        noted = noted || n.get<std::string>().rfind("using synth-2_250; MindSpore's rule", 0) == 0;
    }
    EXPECT_TRUE(noted) << j["notes"];
    const std::string err =
        cliAll("doctor --ckpt " + net + " --net-ckpt " + net + " --step 1_166", &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(err, "shardscope-cli: " + net +
                       ": --step chooses a saved step of a run folder; --ckpt names one file\n");
}

}  // namespace
}  // namespace shardscope
