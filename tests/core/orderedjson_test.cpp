// JSON read and written in file order in linear time (util/orderedjson.h) gives exactly what
// nlohmann::ordered_json gives, duplicates and errors included.
#include "util/orderedjson.h"

#include <gtest/gtest.h>

#include <string>

#include "formats/strategy.h"

namespace shardscope {
namespace {

using Json = nlohmann::ordered_json;

// An object of n keys "k0".."k<n-1>", with each key of `again` given a second time at the end.
std::string objectText(int n, const std::vector<int>& again) {
    std::string text = "{";
    for (int i = 0; i < n; ++i) {
        text +=
            (i ? ", " : "") + std::string("\"k") + std::to_string(i) + "\": " + std::to_string(i);
    }
    for (int i : again) {
        text += ", \"k" + std::to_string(i) + "\": {\"again\": [" + std::to_string(i) + "]}";
    }
    return text + "}";
}

TEST(OrderedJson, ReadsWhatOrderedJsonReads) {
    const std::vector<std::string> texts = {
        "null",
        "[]",
        "{}",
        "-3",
        "18446744073709551615",
        "1.5e300",
        R"("caf\u00e9 \ud83d\ude00")",
        R"({"b": 1, "a": [true, false, null, {"z": {}, "y": []}], "c": {"d": [[1], [2, 3]]}})",
        R"({"x": 1, "x": 2, "y": 3})",  // a key twice: first place, last value
        objectText(5, {}),
        objectText(40, {}),
        objectText(40, {3, 39, 3}),  // past the size where an index is built
        objectText(15, {0, 14}),     // just below it
        "[" + objectText(20, {1}) + ", " + objectText(2, {0}) + "]",
    };
    for (const std::string& text : texts) {
        const Json want = Json::parse(text);
        const Json got = parseOrderedJson(text);
        EXPECT_EQ(got, want) << text;
        EXPECT_EQ(got.dump(), want.dump()) << text;  // the same order of keys
        EXPECT_EQ(parseOrderedJsonOrDiscarded(text).dump(), want.dump()) << text;
    }
}

TEST(OrderedJson, FailsAsOrderedJsonFails) {
    for (const std::string text : {"", "{", R"({"a": 1,})", "[1 2]", R"({"a": tru})", "{} x"}) {
        std::string want;
        try {
            const Json parsed = Json::parse(text);
            ADD_FAILURE() << "nlohmann parsed: " << parsed.dump();
        } catch (const Json::parse_error& e) {
            want = std::to_string(e.byte) + " " + e.what();
        }
        ASSERT_FALSE(want.empty()) << text;
        try {
            const Json parsed = parseOrderedJson(text);
            ADD_FAILURE() << "parsed: " << text << " as " << parsed.dump();
        } catch (const Json::parse_error& e) {
            EXPECT_EQ(std::to_string(e.byte) + " " + e.what(), want) << text;
        }
        EXPECT_TRUE(parseOrderedJsonOrDiscarded(text).is_discarded()) << text;
    }
}

TEST(OrderedJson, ObjectsWrittenKeyByKeyAreOrderedJsonObjects) {
    Json want = Json::object();
    OrderedJsonObject got;
    EXPECT_TRUE(got.empty());
    for (int i = 0; i < 100; ++i) {
        const std::string key = "name" + std::to_string((i * 37) % 60);  // 40 keys given twice
        want[key] = i;
        got[key] = i;
    }
    want["nested"]["a"] = 1;
    got["nested"]["a"] = 1;
    EXPECT_FALSE(got.empty());
    const Json taken = got.take();
    EXPECT_EQ(taken.dump(), want.dump());
    EXPECT_TRUE(got.empty());
    got["again"] = 2;
    EXPECT_EQ(got.take().dump(), R"({"again":2})");
}

// Safetensors headers and rank tables: nlohmann::json's values, and the first key given twice
// in one object, with the root's key it is inside.
TEST(OrderedJson, RepeatedKeysAreNamed) {
    struct Case {
        std::string text, key, inside;
    };
    const std::vector<Case> cases = {
        {R"({"a": {"dtype": "F32"}, "b": {"x": 1}})", "", ""},
        {R"({"a": 1, "b": 2, "a": 3})", "a", ""},
        {R"({"w": {"dtype": "F32", "shape": [], "dtype": "F16"}})", "dtype", "w"},
        {R"({"w": {"n": [{"k": 1, "k": 2}]}, "w": 0})", "k", "w"},  // the first one only
        {"[" + objectText(30, {7}) + "]", "k7", ""},
        {"{\"outer\": " + objectText(30, {29}) + "}", "k29", "outer"},
    };
    for (const Case& c : cases) {
        RepeatedKey repeated;
        const nlohmann::json got =
            parseJsonNamingRepeats(c.text.data(), c.text.data() + c.text.size(), &repeated);
        EXPECT_EQ(got, nlohmann::json::parse(c.text)) << c.text;
        EXPECT_EQ(repeated.key, c.key) << c.text;
        EXPECT_EQ(repeated.inside, c.inside) << c.text;
    }
    RepeatedKey repeated;
    const std::string bad = R"({"a": 1e999})";  // past a double: out_of_range, as json::parse
    EXPECT_THROW((void)parseJsonNamingRepeats(bad.data(), bad.data() + bad.size(), &repeated),
                 nlohmann::json::out_of_range);
    const std::string cut = R"({"a": )";
    EXPECT_THROW((void)parseJsonNamingRepeats(cut.data(), cut.data() + cut.size(), &repeated),
                 nlohmann::json::parse_error);
}

// The strategy reader and writer use them: a strategy of many layouts reads back in its order.
TEST(OrderedJson, AStrategyOfManyLayoutsKeepsItsOrder) {
    Strategy s;
    s.format = StrategyFormat::Json;
    for (int i = 0; i < 3000; ++i) {
        ParamLayout l;
        l.name = "layer." + std::to_string((i * 7919) % 3000) + ".weight";
        l.devMatrices = {{2, 4}};
        l.tensorMap = {{1}, {-1}};
        l.tensorShape = {8, 16};
        s.layouts.push_back(l);
    }
    const std::string text = serializeStrategyJson(s);
    auto read = parseStrategyJson(text, "many.json");
    ASSERT_TRUE(read) << read.error().describe();
    ASSERT_EQ(read->layouts.size(), s.layouts.size());
    for (size_t i = 0; i < s.layouts.size(); ++i) {
        ASSERT_EQ(read->layouts[i].name, s.layouts[i].name) << i;
    }
    EXPECT_EQ(serializeStrategyJson(*read), text);
}

}  // namespace
}  // namespace shardscope
