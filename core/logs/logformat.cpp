#include "logformat.h"

#include <filesystem>

namespace shardscope {

const char* logFormatName(LogFormat format) {
    switch (format) {
        case LogFormat::Auto:
            return "auto";
        case LogFormat::Text:
            return "text";
        case LogFormat::Csv:
            return "csv";
        case LogFormat::JsonLines:
            return "jsonl";
    }
    return "unknown";
}

LogFormat logFormatForPath(const std::string& path) {
    const std::string ext = std::filesystem::path(path).extension().string();
    if (ext == ".csv" || ext == ".CSV") {
        return LogFormat::Csv;
    }
    if (ext == ".jsonl" || ext == ".ndjson" || ext == ".json" || ext == ".JSONL" ||
        ext == ".JSON") {
        return LogFormat::JsonLines;
    }
    return LogFormat::Auto;
}

}  // namespace shardscope
