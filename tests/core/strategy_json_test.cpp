#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include <unistd.h>

#include "formats/strategy.h"
#include "strategyfiles.h"
#include "testpaths.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::kBroken;
using test::kData;
using test::kReal;
using test::readError;
using test::readOk;

// As MindSpore's nlohmann::json writes it (keys sorted), with the layout keys deliberately out
// of order and the extra item kinds that resharding ignores.
const char* const kMindSporeStyle = R"({
  "current_stage": 1,
  "parallel_layout_item": {
    "fc1.weight": {"dev_matrix": [2, 4], "field": 0, "opt_weight_shard_size": 2,
                   "opt_weight_shard_step": 4, "tensor_map": [1, -1],
                   "tensor_shape": [1024, 512]},
    "embedding.table": {"dev_matrix": [8], "field": 3, "indices_offset": [0, 300],
                        "opt_weight_shard_size": 0, "opt_weight_shard_step": 0,
                        "param_split_shape": [300, 700], "tensor_map": [0, -1],
                        "tensor_shape": [1000, 64]}
  },
  "parallel_out_strategy_item": {"MatMul_fc1.weight": {"parallel_strategy": [[8, 1]], "stage": 0}},
  "parallel_strategy_item": {
    "MatMul_fc1.weight": {"parallel_strategy": [[4, 1], [1, 2]], "stage": 2},
    "Gather_embedding.table": {"parallel_strategy": [[8, 1], [1, 1]], "stage": 2}
  },
  "tensor_layout_value_item": {"anything": [1, 2, 3]}
})";

Strategy parseOk(const std::string& text, const std::string& source = "s.json") {
    Result<Strategy> r = parseStrategyJson(text, source);
    EXPECT_TRUE(r.ok()) << (r.ok() ? "" : r.error().describe());
    return r.ok() ? std::move(r).value() : Strategy{};
}

TEST(StrategyJson, ReadsMindSporeStyleFileInFileOrder) {
    const Strategy s = parseOk(kMindSporeStyle);
    EXPECT_EQ(s.format, StrategyFormat::Json);
    EXPECT_EQ(s.currentStage, 1u);
    EXPECT_FALSE(s.merged);
    EXPECT_TRUE(s.issues.empty());
    ASSERT_EQ(s.items.size(), 2u);
    EXPECT_EQ(s.items[0].nodeName, "MatMul_fc1.weight");
    EXPECT_EQ(s.items[0].stage, 2u);
    EXPECT_EQ(s.items[0].strategies, (std::vector<std::vector<uint32_t>>{{4, 1}, {1, 2}}));
    EXPECT_EQ(s.items[1].nodeName, "Gather_embedding.table");
    ASSERT_EQ(s.layouts.size(), 2u);

    const ParamLayout& fc = s.layouts[0];
    EXPECT_EQ(fc.name, "fc1.weight");
    EXPECT_EQ(fc.stage, 2);  // the file's stage: items[0]
    EXPECT_FALSE(fc.prefixed);
    EXPECT_EQ(fc.devMatrix(), (std::vector<int64_t>{2, 4}));
    EXPECT_EQ(fc.tensorMap, (std::vector<std::vector<int64_t>>{{1}, {-1}}));
    EXPECT_FALSE(fc.nested);
    EXPECT_EQ(fc.tensorShape, (std::vector<int64_t>{1024, 512}));
    EXPECT_EQ(fc.optShardStep, 4);
    EXPECT_EQ(fc.optShardSize, 2);
    EXPECT_TRUE(fc.hasOptFields);
    EXPECT_EQ(fc.paramSplitShapes, std::vector<std::vector<int64_t>>(1));
    EXPECT_EQ(fc.indicesOffsets, std::vector<std::vector<int64_t>>(1));

    const ParamLayout& table = s.layouts[1];
    EXPECT_EQ(table.name, "embedding.table");
    EXPECT_EQ(table.field, 3);
    EXPECT_EQ(table.paramSplitShapes, (std::vector<std::vector<int64_t>>{{300, 700}}));
    EXPECT_EQ(table.indicesOffsets, (std::vector<std::vector<int64_t>>{{0, 300}}));
}

TEST(StrategyJson, WritesTheSameShapeAndReadsItBack) {
    const Strategy s = parseOk(kMindSporeStyle);
    const std::string text = serializeStrategyJson(s);
    const nlohmann::ordered_json doc = nlohmann::ordered_json::parse(text);
    EXPECT_EQ(doc["current_stage"], 1);
    EXPECT_EQ(doc["parallel_layout_item"].begin().key(), "fc1.weight");
    EXPECT_EQ(doc["parallel_layout_item"]["fc1.weight"]["tensor_shape"],
              nlohmann::ordered_json({1024, 512}));
    EXPECT_EQ(doc["parallel_layout_item"]["fc1.weight"].count("param_split_shape"), 0u);
    EXPECT_EQ(doc["parallel_layout_item"]["embedding.table"]["indices_offset"],
              nlohmann::ordered_json({0, 300}));
    EXPECT_EQ(doc["parallel_strategy_item"]["MatMul_fc1.weight"]["stage"], 2);
    EXPECT_EQ(doc.count("tensor_layout_value_item"), 0u);

    const Strategy back = parseOk(text);
    EXPECT_EQ(back.layouts, s.layouts);
    EXPECT_EQ(back.items, s.items);
    EXPECT_EQ(serializeStrategyJson(back), text);
}

TEST(StrategyJson, ProtobufToJsonToProtobufKeepsMindSporesBytes) {
    const std::filesystem::path dir = std::filesystem::temp_directory_path() /
                                      ("shardscope_strategy_json_" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    const std::string jsonPath = (dir / "strategy_8_npus.json").string();
    const std::string original = test::readFile(kReal + "strategy_8_npus.ckpt");

    Result<Strategy> pb = readStrategyFile(kReal + "strategy_8_npus.ckpt");
    ASSERT_TRUE(pb.ok()) << pb.error().describe();
    ASSERT_TRUE(writeStrategyFile(*pb, jsonPath).ok());
    Result<Strategy> json = readStrategyFile(jsonPath);
    ASSERT_TRUE(json.ok()) << json.error().describe();
    EXPECT_EQ(json->format, StrategyFormat::Json);
    EXPECT_TRUE(json->merged);
    EXPECT_EQ(json->stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(json->items, pb->items);
    EXPECT_EQ(json->layouts, pb->layouts);
    EXPECT_EQ(serializeStrategyProtobuf(*json), original);

    // Merged keys keep their prefixes in the JSON form too.
    const auto doc = nlohmann::ordered_json::parse(test::readFile(jsonPath));
    EXPECT_EQ(doc["parallel_layout_item"].begin().key(),
              "1-adam_v.backbone.blocks.1.layernorm1.beta");
    std::filesystem::remove_all(dir);
}

TEST(StrategyJson, NestedTensorMaps) {
    const std::string text = R"({"current_stage": 1,
      "parallel_strategy_item": {"MatMul_w": {"stage": 0, "parallel_strategy": [[4, 2]]}},
      "parallel_layout_item": {
        "w": {"dev_matrix": [2, 2, 2], "tensor_map": [[2, 1], [-1]], "tensor_shape": [8, 4],
              "field": 0, "opt_weight_shard_step": 0, "opt_weight_shard_size": 0},
        "b": {"dev_matrix": [2, 2, 2], "tensor_map": [[2, 0]], "tensor_shape": [8],
              "field": 0, "opt_weight_shard_step": 0, "opt_weight_shard_size": 0}}})";
    const Strategy s = parseOk(text);
    ASSERT_EQ(s.layouts.size(), 2u);
    EXPECT_TRUE(s.layouts[0].nested);
    EXPECT_EQ(s.layouts[0].tensorMap, (std::vector<std::vector<int64_t>>{{2, 1}, {-1}}));
    EXPECT_TRUE(s.layouts[1].nested);
    EXPECT_EQ(s.layouts[1].tensorMap, (std::vector<std::vector<int64_t>>{{2, 0}}));

    const auto doc = nlohmann::json::parse(serializeStrategyJson(s));
    EXPECT_EQ(doc["parallel_layout_item"]["w"]["tensor_map"],
              nlohmann::json::parse("[[2,1],[-1]]"));
    EXPECT_EQ(doc["parallel_layout_item"]["b"]["tensor_map"], nlohmann::json::parse("[[2,0]]"));

    // Through the protobuf form and back: the 1-D pad comes and goes, shapes are JSON-only.
    Result<Strategy> viaPb = parseStrategyProtobuf(serializeStrategyProtobuf(s), "n.ckpt");
    ASSERT_TRUE(viaPb.ok()) << viaPb.error().describe();
    EXPECT_EQ(viaPb->layouts[1].tensorMap, s.layouts[1].tensorMap);
    EXPECT_TRUE(viaPb->layouts[1].nested);
    EXPECT_TRUE(viaPb->layouts[1].tensorShape.empty());
}

TEST(StrategyJson, MergedKeysAndMissingOptimizerFields) {
    const std::string text = R"({"current_stage": 1,
      "parallel_strategy_item": {"MatMul_a": {"stage": 1, "parallel_strategy": [[2]]}},
      "parallel_layout_item": {
        "1-a": {"dev_matrix": [2], "tensor_map": [0], "tensor_shape": [4], "field": 0},
        "0-my-b": {"dev_matrix": [2], "tensor_map": [-1], "tensor_shape": [4], "field": 0}}})";
    const Strategy s = parseOk(text, "old.json");
    EXPECT_TRUE(s.merged);
    EXPECT_EQ(s.stages(), (std::vector<int>{0, 1}));
    EXPECT_EQ(s.layouts[1].name, "my-b");
    EXPECT_EQ(s.layouts[1].storedName(), "0-my-b");
    EXPECT_FALSE(s.layouts[0].hasOptFields);
    ASSERT_EQ(s.issues.size(), 1u);
    EXPECT_EQ(s.issues[0].code, IssueCode::MissingOptimizerFields);
    EXPECT_EQ(s.issues[0].file, "old.json");
    const auto doc = nlohmann::ordered_json::parse(serializeStrategyJson(s));
    EXPECT_EQ(doc["parallel_layout_item"].begin().key(), "1-a");
    EXPECT_EQ(doc["parallel_layout_item"]["0-my-b"]["opt_weight_shard_size"], 0);
}

// The operator keys MindSpore 2.4+ / 2.6+ writes in operator strategy files, here beside
// parameter layouts (strategy_ckpt_config's files never hold them, but a file that does is read)
// (StrategyCheckpointInfo::to_json); 2.4+ the operators' output strategies.
const char* const kWithOperatorLayouts = R"({
  "current_stage": 1,
  "parallel_layout_item": {
    "w": {"dev_matrix": [2, 4], "field": 0, "opt_weight_shard_size": 0,
          "opt_weight_shard_step": 0, "tensor_map": [1, -1], "tensor_shape": [8, 8]}
  },
  "parallel_layout_value_item": {
    "MatMul-op0": {
      "0": {"alias_name": ["dp", "mp"], "dev_matrix": [2, 4], "interleaved_parallel": false,
            "tensor_map": [[1], [-1]]},
      "1": {"alias_name": ["dp", "mp"], "dev_matrix": [2, 4], "interleaved_parallel": true,
            "tensor_map": [[-1], [1, 0]]}
    }
  },
  "parallel_out_layout_value_item": {
    "MatMul-op0": {"0": {"alias_name": ["dp", "mp"], "dev_matrix": [2, 4],
                         "interleaved_parallel": false, "tensor_map": [[1], [0]]}}
  },
  "parallel_newshape_layout_value_item": {
    "Reshape-op2": {"0": {"alias_name": ["a"], "dev_matrix": [8], "interleaved_parallel": false,
                          "tensor_map": []}}
  },
  "parallel_out_newshape_layout_value_item": {
    "Reshape-op2": {"0": {"alias_name": ["a"], "dev_matrix": [8], "interleaved_parallel": false,
                          "tensor_map": [[0]]}}
  },
  "parallel_out_strategy_item": {"MatMul-op0": {"parallel_strategy": [[8, 1]], "stage": 0}},
  "parallel_strategy_item": {"MatMul-op0": {"parallel_strategy": [[2, 4], [4, 1]], "stage": 0}}
})";

TEST(StrategyJson, OperatorLayoutsAndOutputStrategiesAreReadAndWrittenBack) {
    const Strategy s = parseOk(kWithOperatorLayouts);
    ASSERT_EQ(s.layouts.size(), 1u);
    ASSERT_EQ(s.outItems.size(), 1u);
    EXPECT_EQ(s.outItems[0].nodeName, "MatMul-op0");
    EXPECT_EQ(s.outItems[0].strategies, (std::vector<std::vector<uint32_t>>{{8, 1}}));
    ASSERT_EQ(s.operatorLayouts.size(), 5u);
    const OperatorLayout& second = s.operatorLayouts[1];
    EXPECT_EQ(second.kind, OperatorLayoutKind::Input);
    EXPECT_EQ(second.node, "MatMul-op0");
    EXPECT_EQ(second.index, "1");
    EXPECT_EQ(second.devMatrix, (std::vector<int64_t>{2, 4}));
    EXPECT_EQ(second.tensorMap, (std::vector<std::vector<int64_t>>{{-1}, {1, 0}}));
    EXPECT_TRUE(second.interleaved);
    EXPECT_EQ(second.aliasNames, (std::vector<std::string>{"dp", "mp"}));
    EXPECT_EQ(s.operatorLayouts[2].kind, OperatorLayoutKind::Output);
    EXPECT_EQ(s.operatorLayouts[3].kind, OperatorLayoutKind::NewShapeInput);
    EXPECT_TRUE(s.operatorLayouts[3].tensorMap.empty());
    EXPECT_EQ(s.operatorLayouts[4].kind, OperatorLayoutKind::NewShapeOutput);

    // Written back, every key holds what the file held (MindSpore's reader needs all four
    // fields of each operator layout).
    const std::string text = serializeStrategyJson(s);
    const auto doc = nlohmann::json::parse(text);
    const auto original = nlohmann::json::parse(kWithOperatorLayouts);
    for (const char* key :
         {"parallel_layout_value_item", "parallel_out_layout_value_item",
          "parallel_newshape_layout_value_item", "parallel_out_newshape_layout_value_item",
          "parallel_out_strategy_item", "parallel_strategy_item"}) {
        EXPECT_EQ(doc[key], original[key]) << key;
    }
    const Strategy back = parseOk(text);
    EXPECT_EQ(back.operatorLayouts, s.operatorLayouts);
    EXPECT_EQ(back.outItems, s.outItems);
    EXPECT_EQ(serializeStrategyJson(back), text);

    // A file without them writes none of the keys.
    const auto plain = nlohmann::json::parse(serializeStrategyJson(parseOk(R"({
        "parallel_layout_item": {"w": {"dev_matrix": [2], "tensor_map": [0]}}})")));
    EXPECT_EQ(plain.size(), 3u) << plain.dump();
}

Error parseError(const std::string& text) {
    Result<Strategy> r = parseStrategyJson(text, "x.json");
    EXPECT_FALSE(r.ok()) << text;
    return r.ok() ? Error{} : r.error();
}

TEST(StrategyJson, ErrorsNameTheFileAndTheParameter) {
    Error e = readError(kBroken + "bad_dev_matrix.json");
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.describe(), kBroken +
                                "bad_dev_matrix.json: parameter 'fc.weight': dev_matrix must be a "
                                "list of integers");

    e = readError(kBroken + "not_json.json");
    EXPECT_EQ(e.code, ErrorCode::Corrupt);
    EXPECT_EQ(e.file, kBroken + "not_json.json");
    // Issue 34 #11: in our words (it was "[json.exception.parse_error.101] parse error at ..."):
    // where, what was found and what was expected.
    EXPECT_EQ(e.message,
              "not valid JSON at line 2, column 1: the text ends, expected a name in "
              "double quotes");
    const auto jsonError = [](const std::string& text) {
        Result<Strategy> r = parseStrategyJson(text, "x.json");
        return r.ok() ? std::string() : r.error().message;
    };
    EXPECT_EQ(jsonError("{\n  \"current_stage\": 0,\n  \"parallel_layout_item\": [}\n"),
              "not valid JSON at line 3, column 28: found '}', expected a value");
    EXPECT_EQ(jsonError("{\n  \"current_stage\": 0,\n  \"parallel_layout_item\": tru\n}\n"),
              "not valid JSON at line 3, column 30: no JSON value (true, false, null, a number, "
              "a string, [ or {)");
    EXPECT_EQ(jsonError("{\"current_stage\": 0 \"x\": 1}"),
              "not valid JSON at line 1, column 23: found a string, expected '}'");

    e = readError(kBroken + "no_layout_key.json");
    EXPECT_EQ(e.describe(), kBroken +
                                "no_layout_key.json: not a strategy file: the key "
                                "'parallel_layout_item' is missing");

    // What AutoParallel.save_operator_strategy_file writes: operators only, no parameters.
    e = readError(kBroken + "operator_strategy.json");
    EXPECT_EQ(e.code, ErrorCode::BadStrategy);
    EXPECT_EQ(e.describe(),
              kBroken +
                  "operator_strategy.json: an operator strategy file "
                  "(AutoParallel.save_operator_strategy_file or set_op_strategy_config), not a "
                  "checkpoint strategy file: it holds 2 operator strategies and 3 operator "
                  "layouts but no parameter layouts (the key 'parallel_layout_item'), which "
                  "resharding needs; open the file saved by "
                  "AutoParallel.save_param_strategy_file or "
                  "set_auto_parallel_context(strategy_ckpt_config={\"save_file\": ...})");

    EXPECT_EQ(parseError(R"({"parallel_layout_item": {},
        "parallel_layout_value_item": {"MatMul-op0": {"0": {"dev_matrix": [2],
            "tensor_map": [0], "interleaved_parallel": false, "alias_name": []}}}})")
                  .describe(),
              "x.json: parallel_layout_value_item, operator 'MatMul-op0': layout 0: tensor_map "
              "must be a list of lists of integers");
    EXPECT_EQ(parseError(R"({"parallel_layout_item": {},
        "parallel_out_layout_value_item": {"MatMul-op0": {"0": {"dev_matrix": [2],
            "tensor_map": [[0]], "alias_name": []}}}})")
                  .message,
              "parallel_out_layout_value_item, operator 'MatMul-op0': layout 0: "
              "interleaved_parallel must be true or false");
    EXPECT_EQ(
        parseError(R"({"parallel_layout_item": {}, "parallel_out_strategy_item": []})").message,
        "parallel_out_strategy_item must be a JSON object");

    EXPECT_EQ(parseError("").code, ErrorCode::Empty);
    EXPECT_EQ(parseError("[1, 2]").describe(),
              "x.json: not a strategy file: the JSON top level is not an object");
    EXPECT_EQ(parseError(
                  R"({"parallel_layout_item": {"p": {"dev_matrix": [2], "tensor_map": [[0], 1]}}})")
                  .describe(),
              "x.json: parameter 'p': tensor_map must be a list of integers or a list of lists of "
              "integers");
    EXPECT_EQ(
        parseError(R"({"parallel_layout_item": {"p": {"dev_matrix": [-2], "tensor_map": []}}})")
            .param,
        "p");
    EXPECT_EQ(parseError(R"({"parallel_layout_item": {"p": {"tensor_map": [0]}}})").describe(),
              "x.json: parameter 'p': dev_matrix is missing");
    EXPECT_EQ(parseError(R"({"parallel_layout_item": {"p": {"dev_matrix": [2], "tensor_map": [0],
              "opt_weight_shard_size": "2"}}})")
                  .message,
              "opt_weight_shard_size must be an integer");
    EXPECT_EQ(parseError(R"({"parallel_strategy_item": {"MatMul_p": {"stage": "0"}},
                       "parallel_layout_item": {}})")
                  .describe(),
              "x.json: operator 'MatMul_p': stage must be an integer from 0 to 2147483647");
    EXPECT_EQ(parseError(R"({"parallel_strategy_item": {"MatMul_p": {"stage": 4294967295}},
                       "parallel_layout_item": {}})")
                  .describe(),
              "x.json: operator 'MatMul_p': stage must be an integer from 0 to 2147483647");
}

}  // namespace
}  // namespace shardscope
