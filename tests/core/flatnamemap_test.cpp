#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "convert/layoutstages.h"
#include "util/flatnamemap.h"

using namespace shardscope;

TEST(FlatNameMap, KeepsTheFirstValueOfANameAndFindsEveryName) {
    std::vector<std::string> names;
    for (int i = 0; i < 5000; ++i) {
        names.push_back("model.layers." + std::to_string(i) + ".weight");
    }
    names.emplace_back();  // an empty name is a name like any other
    FlatNameMap<size_t> map;
    for (size_t i = 0; i < names.size(); ++i) {
        const auto [value, added] = map.tryEmplace(names[i], i);
        EXPECT_TRUE(added);
        EXPECT_EQ(*value, i);
    }
    // Grown from 16 slots without reserve(): every name is still where it was put.
    EXPECT_EQ(map.size(), names.size());
    for (size_t i = 0; i < names.size(); ++i) {
        const size_t* found = map.find(names[i]);
        ASSERT_NE(found, nullptr) << names[i];
        EXPECT_EQ(*found, i);
        const auto [again, added] = map.tryEmplace(names[i], 99999);
        EXPECT_FALSE(added);
        EXPECT_EQ(*again, i);
    }
    EXPECT_EQ(map.size(), names.size());
    EXPECT_EQ(map.find("model.layers.5000.weight"), nullptr);
    EXPECT_EQ(FlatNameMap<int>().find("x"), nullptr);
    map.clear();
    EXPECT_EQ(map.find(names[0]), nullptr);
}

TEST(LayoutStages, ANameInSeveralStagesIsFoundInEachOfThemOnly) {
    Strategy s;
    for (const auto& [name, stage] : std::vector<std::pair<std::string, int>>{
             {"embedding", 0}, {"layer0", 0}, {"layer1", 1}, {"embedding", 3}, {"embedding", 1}}) {
        ParamLayout l;
        l.name = name;
        l.stage = stage;
        s.layouts.push_back(l);
    }
    LayoutStages stages;
    stages.build(&s);
    EXPECT_TRUE(stages.has("embedding"));
    EXPECT_TRUE(stages.has("embedding", 0));
    EXPECT_TRUE(stages.has("embedding", 1));
    EXPECT_FALSE(stages.has("embedding", 2));
    EXPECT_TRUE(stages.has("embedding", 3));
    EXPECT_TRUE(stages.has("layer0", 0));
    EXPECT_FALSE(stages.has("layer0", 1));
    EXPECT_TRUE(stages.has("layer1", 1));
    EXPECT_FALSE(stages.has("layer2"));
    stages.build(nullptr);
    EXPECT_FALSE(stages.has("embedding"));
}
