// load_param_into_net, emulated on metadata: the rules of MindSpore 2.x serialization.py and its
// messages byte for byte (docs/layouts.md section 6).
#include <gtest/gtest.h>

#include "doctor/loademulator.h"
#include "doctor/pythontext.h"

namespace shardscope {
namespace {

using Shape = std::vector<int64_t>;

NetSpec net(std::vector<NetParam> params) {
    NetSpec n;
    n.params = std::move(params);
    return n;
}

CkptEntry tensor(std::string name, Shape shape, std::string dtype = "Float32") {
    return {std::move(name), std::move(dtype), std::move(shape), TensorKind::Tensor};
}

CkptEntry scalar(std::string name, std::string dtype = "Float32") {
    return {std::move(name), std::move(dtype), {}, TensorKind::Scalar};
}

TEST(DoctorPythonText, ShapesAndListsPrintLikePython) {
    EXPECT_EQ(pyTuple({4096, 1024}), "(4096, 1024)");
    EXPECT_EQ(pyTuple({8}), "(8,)");
    EXPECT_EQ(pyTuple({}), "()");
    EXPECT_EQ(numpyShape({4, 4}), "(4,4)");
    EXPECT_EQ(numpyShape({5}), "(5,)");
    EXPECT_EQ(pyList({"a.weight", "b"}), "['a.weight', 'b']");
    EXPECT_EQ(pyList({}), "[]");
    EXPECT_EQ(pyRepr("it's"), "\"it's\"");
    EXPECT_EQ(pyRepr("a'b\"c"), "'a\\'b\"c'");
}

TEST(DoctorEmulator, ShapeMismatchRaisesMindSporesExactMessage) {
    const auto em = LoadEmulator::run(net({{"dense.weight", {4096, 1024}, "Float32"}}),
                                      {tensor("dense.weight", {1024, 1024})}, false);
    ASSERT_EQ(em.params.size(), 1u);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::ShapeError);
    EXPECT_EQ(em.params[0].message,
              "For 'load_param_into_net', dense.weight in the argument 'net' should have the same "
              "shape as dense.weight in the argument 'parameter_dict'. But got its shape (4096, "
              "1024) in the argument 'net' and shape (1024, 1024) in the argument "
              "'parameter_dict'.May you need to check whether the checkpoint you loaded is "
              "correct or the batch size and so on in the 'net' and 'parameter_dict' are same.");
    EXPECT_EQ(em.firstError, 0);
    EXPECT_FALSE(em.loads());
    // A failed entry stays in ckpt_not_load: MindSpore raises before removing it.
    EXPECT_EQ(em.ckptNotLoad, (std::vector<std::string>{"dense.weight"}));
}

TEST(DoctorEmulator, OneDimensionalShapesPrintWithTheTrailingComma) {
    const auto em = LoadEmulator::run(net({{"b", {8}, "Float32"}}), {tensor("b", {4})}, false);
    EXPECT_EQ(em.params[0].message,
              "For 'load_param_into_net', b in the argument 'net' should have the same shape as b "
              "in the argument 'parameter_dict'. But got its shape (8,) in the argument 'net' and "
              "shape (4,) in the argument 'parameter_dict'.May you need to check whether the "
              "checkpoint you loaded is correct or the batch size and so on in the 'net' and "
              "'parameter_dict' are same.");
}

TEST(DoctorEmulator, TrailingSizeOneDimsOfTheCheckpointAreSqueezedSilently) {
    const auto em =
        LoadEmulator::run(net({{"conv", {12, 2048}, "Float32"},
                               {"fc", {24, 1024}, "Float32"},
                               {"bad", {4, 4}, "Float32"},
                               {"lead", {2048}, "Float32"}}),
                          {tensor("conv", {12, 2048, 1, 1}), tensor("fc", {12, 2048, 1}),
                           tensor("bad", {12, 2, 1}), tensor("lead", {1, 2048})},
                          true);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::Squeezed);
    EXPECT_TRUE(em.params[0].message.empty());
    // _special_process_par checks only the trailing ones, then reshapes: same element count
    // loads (reshaped), another count makes numpy's reshape raise.
    EXPECT_EQ(em.params[1].outcome, LoadOutcome::Squeezed);
    EXPECT_EQ(em.params[2].outcome, LoadOutcome::ShapeError);
    EXPECT_EQ(em.params[2].message, "cannot reshape array of size 24 into shape (4,4)");
    // Leading 1s are not squeezed.
    EXPECT_EQ(em.params[3].outcome, LoadOutcome::ShapeError);
    EXPECT_EQ(em.firstError, 2);
}

TEST(DoctorEmulator, ScalarsLoadOnlyIntoOneElementOrScalarParameters) {
    const auto em = LoadEmulator::run(net({{"learning_rate", {}, "Float32"},
                                           {"global_step", {1}, "Int32"},
                                           {"momentum", {4}, "Float32"},
                                           {"step", {}, "Float32"}}),
                                      {scalar("learning_rate"), scalar("global_step", "Int32"),
                                       scalar("momentum"), tensor("step", {1})},
                                      true);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::ScalarFilled);
    EXPECT_EQ(em.params[1].outcome, LoadOutcome::ScalarFilled);
    EXPECT_EQ(em.params[2].outcome, LoadOutcome::ScalarError);
    EXPECT_EQ(em.params[2].message,
              "For 'load_param_into_net', momentum in the argument 'parameter_dict' is scalar, "
              "then the shape of momentum in the argument 'net' should be (1,) or (), but got "
              "shape (4,).May you need to check whether the checkpoint you loaded is correct.");
    // A (1,) tensor into a () parameter: the trailing 1 is squeezed.
    EXPECT_EQ(em.params[3].outcome, LoadOutcome::Squeezed);
}

TEST(DoctorEmulator, NonStrictConvertsWithinAFamilyStrictNever) {
    const NetSpec n = net({{"w", {2}, "Float16"},
                           {"v", {2}, "BFloat16"},
                           {"step", {1}, "Int64"},
                           {"mask", {2}, "Float32"},
                           {"u", {2}, "Int32"}});
    const std::vector<CkptEntry> dict = {tensor("w", {2}, "Float32"), tensor("v", {2}, "Float16"),
                                         tensor("step", {1}, "Int32"), tensor("mask", {2}, "Int32"),
                                         tensor("u", {2}, "UInt32")};
    const auto loose = LoadEmulator::run(n, dict, false);
    EXPECT_EQ(loose.params[0].outcome, LoadOutcome::Converted);
    EXPECT_EQ(loose.params[0].message,
              "The type of w:Float32 in 'parameter_dict' is different from the type of it in "
              "'net':Float16, then the type convert from Float32 to Float16 in the network. May "
              "consume additional memory and time");
    EXPECT_EQ(loose.params[1].outcome, LoadOutcome::Converted);
    EXPECT_EQ(loose.params[2].outcome, LoadOutcome::Converted);
    EXPECT_EQ(loose.params[3].outcome, LoadOutcome::DtypeError);
    EXPECT_EQ(loose.params[3].message,
              "For 'load_param_into_net', mask in the argument 'net' should have the same type as "
              "mask in the argument 'parameter_dict'. but got its type Float32 in the argument "
              "'net' and type Int32 in the argument 'parameter_dict'.May you need to check "
              "whether the checkpoint you loaded is correct.");
    // Unsigned integers are not in MindSpore's int family.
    EXPECT_EQ(loose.params[4].outcome, LoadOutcome::DtypeError);
    EXPECT_EQ(loose.warnings.size(), 3u);
    EXPECT_EQ(loose.warnings[0], loose.params[0].message);
    EXPECT_EQ(loose.firstError, 3);

    const auto strict = LoadEmulator::run(n, dict, true);
    for (const ParamOutcome& o : strict.params) {
        EXPECT_EQ(o.outcome, LoadOutcome::DtypeError) << o.name;
    }
    EXPECT_TRUE(strict.warnings.empty());
    EXPECT_EQ(strict.firstError, 0);
}

TEST(DoctorEmulator, NonStrictStripsCheckpointPrefixesOneAtATime) {
    // MindSpore's own log for mindformers' GPT-2 shows two prefixes found in turn.
    const NetSpec n = net({{"embedding.weight", {4, 2}, "Float32"},
                           {"blocks.0.w", {2, 2}, "Float32"},
                           {"head.w", {2, 2}, "Float32"},
                           {"accu_grads.head.w", {2, 2}, "Float32"},
                           {"extra", {1}, "Float32"}});
    const std::vector<CkptEntry> dict = {
        tensor("backbone.embedding.weight", {4, 2}), tensor("backbone.blocks.0.w", {2, 2}),
        tensor("network.head.w", {2, 2}), tensor("head.w.moment", {2, 2})};
    const auto loose = LoadEmulator::run(n, dict, false);
    EXPECT_EQ(loose.prefixes, (std::vector<std::string>{"backbone.", "network."}));
    EXPECT_EQ(loose.params[0].outcome, LoadOutcome::Loaded);
    EXPECT_TRUE(loose.params[0].viaPrefix);
    EXPECT_EQ(loose.params[0].ckptName, "backbone.embedding.weight");
    EXPECT_EQ(loose.params[2].ckptName, "network.head.w");
    EXPECT_EQ(loose.params[3].outcome, LoadOutcome::SkippedAccuGrads);
    EXPECT_EQ(loose.params[4].outcome, LoadOutcome::NotLoaded);
    EXPECT_EQ(loose.warnings,
              (std::vector<std::string>{
                  "For 'load_param_into_net', remove parameter prefix name: backbone., continue "
                  "to load.",
                  "For 'load_param_into_net', remove parameter prefix name: network., continue to "
                  "load.",
                  "For 'load_param_into_net', 1 parameters in the 'net' are not loaded, because "
                  "they are not in the 'parameter_dict', please check whether the network "
                  "structure is consistent when training and loading checkpoint.",
                  "['extra'] are not loaded."}));
    EXPECT_EQ(loose.paramNotLoad, (std::vector<std::string>{"extra"}));
    // Entries matched through a prefix stay in ckpt_not_load, as in MindSpore.
    EXPECT_EQ(loose.ckptNotLoad.size(), 4u);

    const auto strict = LoadEmulator::run(n, dict, true);
    EXPECT_TRUE(strict.prefixes.empty());
    EXPECT_EQ(strict.paramNotLoad,
              (std::vector<std::string>{"embedding.weight", "blocks.0.w", "head.w", "extra"}));
    EXPECT_EQ(strict.warnings.size(), 2u);
    EXPECT_EQ(strict.warnings[1],
              "['embedding.weight', 'blocks.0.w', 'head.w', 'extra'] are not loaded.");
    // Not loading is a warning in MindSpore, but the doctor counts it as a failure.
    EXPECT_EQ(strict.firstError, -1);
    EXPECT_FALSE(strict.loads());
}

TEST(DoctorEmulator, ErrorsAfterThePrefixRetryComeAfterTheFirstPass) {
    const auto em = LoadEmulator::run(net({{"a", {2}, "Float32"}, {"b", {3}, "Float32"}}),
                                      {tensor("net.a", {4}), tensor("b", {4})}, false);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::ShapeError);
    EXPECT_EQ(em.params[1].outcome, LoadOutcome::ShapeError);
    EXPECT_LT(em.params[1].step, em.params[0].step);
    EXPECT_EQ(em.firstError, 1);  // b fails in the first pass, before a is retried
}

TEST(DoctorEmulator, AccuGradsAreSkippedOnlyWhenAbsent) {
    const auto em =
        LoadEmulator::run(net({{"accu_grads.w", {2}, "Float32"}, {"accu_grads.v", {2}, "Float32"}}),
                          {tensor("accu_grads.v", {3})}, false);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::SkippedAccuGrads);
    EXPECT_EQ(em.params[1].outcome, LoadOutcome::ShapeError);
    EXPECT_TRUE(em.paramNotLoad.empty());
}

TEST(DoctorEmulator, StringEntriesAreSkippedAndStayUnused) {
    CkptEntry text{"w", "str", {}, TensorKind::String};
    const auto em = LoadEmulator::run(net({{"w", {2}, "Float32"}}),
                                      {text, tensor("epoch_num", {}, "Int64")}, false);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::SkippedNotTensor);
    EXPECT_TRUE(em.paramNotLoad.empty());
    EXPECT_EQ(em.ckptNotLoad, (std::vector<std::string>{"w", "epoch_num"}));
}

TEST(DoctorEmulator, UnknownNetworkDtypesAreNotCompared) {
    const auto em = LoadEmulator::run(net({{"w", {2}, ""}}), {tensor("w", {2}, "BFloat16")}, true);
    EXPECT_EQ(em.params[0].outcome, LoadOutcome::Loaded);
    EXPECT_TRUE(em.loads());
    EXPECT_TRUE(em.ckptNotLoad.empty());
}

}  // namespace
}  // namespace shardscope
