#pragma once

#include <string>

namespace shardscope {

// How a training log is written. Auto looks at the first non-empty line: `{"` starts JSON
// lines, a comma-separated header with a step column starts CSV, anything else is text
// (LossMonitor, TimeMonitor and MindFormers lines among other output).
enum class LogFormat { Auto, Text, Csv, JsonLines };

const char* logFormatName(LogFormat format);  // "auto", "text", "csv", "jsonl"

// By extension: .csv is Csv, .jsonl / .ndjson / .json are JsonLines, anything else Auto.
LogFormat logFormatForPath(const std::string& path);

}  // namespace shardscope
