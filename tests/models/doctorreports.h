#pragma once

// Real doctor reports for the GUI's texts: synthesized runs and networks, diagnosed by the core as
// the CLI and the Doctor tab do (tests/core/doctor_*_test.cpp check the core's English).
#include <filesystem>
#include <map>
#include <regex>
#include <string>

#include "../core/doctorfixtures.h"
#include "doctor/diagnoser.h"
#include "doctor/doctor.h"
#include "formats/strategy.h"

namespace shardscope::test {

class DoctorReports {
public:
    // Every report, by a name that says what was loaded into what.
    std::map<std::string, DoctorReport> build() {
        std::map<std::string, DoctorReport> out;
        split(out);
        config(out);
        names(out);
        redundancy(out);
        return out;
    }

private:
    static CheckpointSide side(const std::string& path, int rank = 0) {
        auto s = CheckpointSide::load(path, {}, rank);
        EXPECT_TRUE(s) << (s ? "" : s.error().describe());
        return std::move(s).value();
    }
    static NetSpec standalone(SynthConfig config = synthConfig(1, 1, 1)) {
        return standaloneNet(synthModel(config));
    }
    NetSpec strategyNet(const SynthConfig& config, const std::string& name, int rank) const {
        const std::string path = m_dir.file(name);
        EXPECT_TRUE(writeStrategyFile(jsonStrategy(synthModel(config)), path));
        auto net = NetSpec::loadStrategy(path, rank);
        EXPECT_TRUE(net) << (net ? "" : net.error().describe());
        return std::move(net).value();
    }

    // Slices, stages and strategies: a run of 2 x 2 x 2 cards.
    void split(std::map<std::string, DoctorReport>& out) const {
        namespace fs = std::filesystem;
        const std::string run = m_dir.file("run");
        writeRun(run, synthConfig(2, 2, 2));
        out["rank 0 into a stand-alone network"] =
            Diagnoser(side(rankFile(run, 0)), standalone()).run(false);
        writeRun(m_dir.file("opt"), synthConfig(2, 2, 1, 2));
        out["optimizer-sharded rank 1 into a stand-alone network"] =
            Diagnoser(side(rankFile(m_dir.file("opt"), 1)), standalone()).run(false);
        out["another strategy"] =
            Diagnoser(side(rankFile(run, 0)), strategyNet(synthConfig(1, 4, 2), "mp4.json", 0))
                .run(false);
        const NetSpec stage1 = strategyNet(synthConfig(2, 2, 2), "same.json", 4);
        out["another stage's rank"] = Diagnoser(side(rankFile(run, 0)), stage1).run(false);
        // Without the run's strategy: a lone slice, and a run folder that lost its strategy.
        fs::copy_file(rankFile(run, 0), m_dir.file("slice.ckpt"));
        out["a lone slice into a stand-alone network"] =
            Diagnoser(side(m_dir.file("slice.ckpt")), standalone()).run(false);
        fs::copy(run, m_dir.file("bare"), fs::copy_options::recursive);
        fs::remove(m_dir.file("bare/strategy.ckpt"));
        fs::remove_all(m_dir.file("bare/strategy"));
        out["a run without its strategy"] =
            Diagnoser(side(rankFile(m_dir.file("bare"), 0)), standalone()).run(false);
        out["a run without its strategy into a strategy"] =
            Diagnoser(side(rankFile(m_dir.file("bare"), 0)),
                      strategyNet(synthConfig(1, 4, 2), "mp4b.json", 0))
                .run(false);
        out["another stage, the run without its strategy"] =
            Diagnoser(side(rankFile(m_dir.file("bare"), 0)), stage1).run(false);
        // A full checkpoint into a network compiled for a strategy.
        writeRun(m_dir.file("full"), synthConfig(1, 1, 1));
        fs::copy_file(rankFile(m_dir.file("full"), 0), m_dir.file("model.ckpt"));
        out["a full checkpoint into a split network"] =
            Diagnoser(side(m_dir.file("model.ckpt")),
                      strategyNet(synthConfig(2, 2, 2), "dst.json", 1))
                .run(false);
    }

    // Model configuration, layers and dtypes, from an unsplit run.
    void config(std::map<std::string, DoctorReport>& out) const {
        const std::string h64 = rankFile(m_dir.file("full"), 0);
        SynthConfig wide = synthConfig(1, 1, 1);
        wide.hidden = 128;
        out["a wider network"] = Diagnoser(side(h64), standalone(wide)).run(false);
        SynthConfig vocab = synthConfig(1, 1, 1);
        vocab.vocab = 1024;
        out["a larger vocabulary"] = Diagnoser(side(h64), standalone(vocab)).run(false);
        SynthConfig deep = synthConfig(1, 1, 1);
        deep.layers = 4;
        out["a deeper network"] = Diagnoser(side(h64), standalone(deep)).run(false);
        writeRun(m_dir.file("deep"), deep);
        out["a deeper checkpoint"] =
            Diagnoser(side(rankFile(m_dir.file("deep"), 0)), standalone()).run(false);
        SynthConfig half = synthConfig(1, 1, 1);
        half.dtype = "Float16";
        writeRun(m_dir.file("fp16"), half);
        NetSpec net = standalone();
        net.params.push_back({"global_step", {1}, "Float32"});
        net.params.push_back({"epoch_num", {2}, "Int64"});
        const CheckpointSide fp16 = side(rankFile(m_dir.file("fp16"), 0));
        out["half precision"] = Diagnoser(fp16, net).run(false);
        out["half precision, strict"] = Diagnoser(fp16, net).run(true);
    }

    // Names, entries that are not tensors, and shapes nothing explains.
    void names(std::map<std::string, DoctorReport>& out) const {
        const SynthModel model = synthModel(synthConfig(1, 1, 1));
        CheckpointSide prefixed;
        prefixed.path = "model.ckpt";
        CheckpointSide plain = prefixed;
        for (const SynthParam& p : model.params) {
            prefixed.entries.push_back({"network." + p.name, p.dtype, p.shape, TensorKind::Tensor});
            plain.entries.push_back({p.name, p.dtype, p.shape, TensorKind::Tensor});
        }
        out["a checkpoint prefix, strict"] = Diagnoser(prefixed, standalone()).run(true);
        NetSpec net = standalone();
        for (NetParam& p : net.params) {
            p.name = "model." + p.name;
        }
        out["a network prefix"] = Diagnoser(plain, net).run(false);
        net = standalone();
        for (NetParam& p : net.params) {
            if (const size_t at = p.name.find(".dense1."); at != std::string::npos) {
                p.name.replace(at, 8, ".q_proj.");
            }
        }
        net.params.push_back({"head.classifier.weight", {10, 64}, "Float32"});
        net.params.push_back({"tokenizer.vocab", {4}, "Float32"});
        net.params.push_back({"embedding.cache", {4}, "Float32"});
        CheckpointSide other = plain;
        other.entries.push_back({"tokenizer.vocab", "String", {}, TensorKind::String});
        other.entries.push_back({"embedding.cache", "Float32", {}, TensorKind::Map});
        out["renamed, missing, not tensors"] = Diagnoser(other, net).run(false);
        // Shapes nothing explains: another number of dimensions, a factor, no multiple; and
        // halves of the network's in the checkpoint.
        NetSpec odd;
        odd.path = "odd.json";
        CheckpointSide shapes;
        shapes.path = "shapes.ckpt";
        const auto add = [&](const std::string& name, Shape ckpt, Shape netShape) {
            shapes.entries.push_back({name, "Float32", ckpt, TensorKind::Tensor});
            odd.params.push_back({name, netShape, "Float32"});
        };
        add("a.weight", {4, 4}, {16});
        add("b.weight", {6, 5}, {12, 5});
        add("c.weight", {7, 3}, {10, 3});
        out["unexplained shapes"] = Diagnoser(shapes, odd).run(false);
        NetSpec halves;
        CheckpointSide whole;
        whole.path = "whole.ckpt";
        for (const char* name : {"x.weight", "y.weight"}) {
            whole.entries.push_back({name, "Float32", {32, 8}, TensorKind::Tensor});
            halves.params.push_back({name, {16, 8}, "Float32"});
        }
        out["a whole checkpoint into halves"] = Diagnoser(whole, halves).run(false);
    }

    // remove_redundancy both ways, 16 cards of data parallelism.
    void redundancy(std::map<std::string, DoctorReport>& out) const {
        SynthConfig removed = synthConfig(16, 1, 1);
        removed.removeRedundancy = true;
        writeRun(m_dir.file("removed"), removed);
        writeRun(m_dir.file("redundant"), synthConfig(16, 1, 1));
        DoctorInputs without;
        without.ckpt = m_dir.file("removed");
        without.rank = 3;
        without.netCkpt = rankFile(m_dir.file("redundant"), 3);
        auto a = doctorOf(without);
        EXPECT_TRUE(a) << (a ? "" : a.error().describe());
        out["redundancy removed, loaded without the flag"] = std::move(a).value();
        DoctorInputs with = without;
        with.ckpt = m_dir.file("redundant");
        with.removeRedundancy = true;
        auto b = doctorOf(with);
        EXPECT_TRUE(b) << (b ? "" : b.error().describe());
        out["full redundancy, loaded with the flag"] = std::move(b).value();
    }

    TempDir m_dir;
};

// The core's English as the window words it: a stage's ranks with an en dash ("ranks 4–7", the
// CLI's "ranks 4-7"; RankRanges::dashed on the catalogue's template).
inline std::string windowRanks(const std::string& english) {
    static const std::regex kRange("ranks ([0-9]+)-([0-9]+)");
    return std::regex_replace(english, kRange, "ranks $1\u2013$2");
}

}  // namespace shardscope::test
