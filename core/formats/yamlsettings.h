#pragma once

#include <map>
#include <string>
#include <string_view>

#include "../util/result.h"

namespace shardscope {

// The scalar settings of a YAML file such as a MindFormers run configuration, by dotted path
// ("model.model_config.num_heads" -> "64", "parallel_config.use_seq_parallel" -> "True"). Reads
// the block-mapping subset those files use: indentation nests keys, `#` starts a comment
// outside quotes, quotes around a value are removed, anchors (`&name`) are dropped; list items
// (`- ...`, with what they hold), flow collections and aliases are skipped, as `fit` needs none.
// Never fails on what it does not understand: it skips it. Errors only for text that cannot be
// YAML at all (a tab in the indentation, a NUL byte), naming the line.
struct YamlSettings {
    std::map<std::string, std::string, std::less<>> values;
    const std::string* find(std::string_view path) const;
};

Result<YamlSettings> parseYamlSettings(std::string_view text, const std::string& source);
Result<YamlSettings> readYamlSettings(const std::string& path);  // at most 4 MiB

}  // namespace shardscope
