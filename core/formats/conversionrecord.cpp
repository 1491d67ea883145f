#include "conversionrecord.h"

#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "../util/atomicfile.h"
#include "../util/fileio.h"
#include "../util/jsontext.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace fs = std::filesystem;

std::string utcTimestamp() {
    const std::time_t now = std::time(nullptr);
    std::tm tm{};
    gmtime_r(&now, &tm);
    char text[32];
    std::strftime(text, sizeof text, "%Y-%m-%dT%H:%M:%SZ", &tm);
    return text;
}

namespace {

nlohmann::ordered_json orNull(const std::string& value) {
    return value.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(value);
}

std::string text(const nlohmann::json& j, const char* key) {
    const auto it = j.find(key);
    return it != j.end() && it->is_string() ? it->get<std::string>() : std::string();
}

}  // namespace

bool sameConversion(const ConversionRecord& a, const ConversionRecord& b) {
    return a.source == b.source && a.sourceStrategy == b.sourceStrategy && a.step == b.step &&
           a.targetDigest == b.targetDigest && a.cards == b.cards && a.format == b.format &&
           a.prefix == b.prefix && a.crc == b.crc && a.encryption == b.encryption &&
           a.removeRedundancy == b.removeRedundancy;
}

nlohmann::ordered_json conversionRecordJson(const ConversionRecord& r) {
    nlohmann::ordered_json j;
    j["kind"] = "shardscope conversion";
    j["tool"] = r.tool;
    j["started"] = r.started;
    j["finished"] = orNull(r.finished);
    j["status"] = r.status;
    j["verification"] = r.verification;
    nlohmann::ordered_json& source = j["source"];
    source["folder"] = r.source;
    source["strategy"] = r.sourceStrategy;
    source["step"] = orNull(r.step);
    source["global_step"] = r.globalStep ? nlohmann::ordered_json(*r.globalStep) : nullptr;
    nlohmann::ordered_json& target = j["target"];
    target["strategy"] = orNull(r.target);
    target["xxh3"] = orNull(r.targetDigest);
    target["cards"] = r.cards;
    target["stages"] = r.stages;
    nlohmann::ordered_json& output = j["output"];
    output["format"] = r.format;
    output["prefix"] = r.prefix;
    output["crc"] = r.crc;
    output["encryption"] = orNull(r.encryption);
    output["remove_redundancy"] = r.removeRedundancy;
    return j;
}

Result<ConversionRecord> readConversionRecord(const std::string& folder) {
    const std::string path = (fs::path(folder) / kConversionRecordName).string();
    std::ifstream in(path, std::ios::binary);
    if (!in) {
        return makeError(ErrorCode::NotFound,
                         QT_TRANSLATE_NOOP("ErrorMessage", "no conversion record"), {})
            .inFile(path);
    }
    std::stringstream bytes;
    bytes << in.rdbuf();
    const nlohmann::json j = nlohmann::json::parse(bytes.str(), nullptr, false);
    if (!j.is_object() || text(j, "kind") != "shardscope conversion") {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage", "not a conversion record"), {})
            .inFile(path);
    }
    ConversionRecord r;
    r.tool = text(j, "tool");
    r.started = text(j, "started");
    r.finished = text(j, "finished");
    r.status = text(j, "status");
    r.verification = text(j, "verification");
    const nlohmann::json source = j.value("source", nlohmann::json::object());
    const nlohmann::json target = j.value("target", nlohmann::json::object());
    const nlohmann::json output = j.value("output", nlohmann::json::object());
    if (!source.is_object() || !target.is_object() || !output.is_object()) {
        return makeError(ErrorCode::Corrupt,
                         QT_TRANSLATE_NOOP("ErrorMessage", "not a conversion record"), {})
            .inFile(path);
    }
    r.source = text(source, "folder");
    r.sourceStrategy = text(source, "strategy");
    r.step = text(source, "step");
    if (const auto it = source.find("global_step"); it != source.end() && it->is_number()) {
        r.globalStep = it->get<int64_t>();
    }
    r.target = text(target, "strategy");
    r.targetDigest = text(target, "xxh3");
    const auto number = [](const nlohmann::json& o, const char* key) {
        const auto it = o.find(key);
        return it != o.end() && it->is_number_integer() ? it->get<int>() : 1;
    };
    r.cards = number(target, "cards");
    r.stages = number(target, "stages");
    r.format = text(output, "format");
    r.prefix = text(output, "prefix");
    r.crc = output.value("crc", false);
    r.encryption = text(output, "encryption");
    r.removeRedundancy = output.value("remove_redundancy", false);
    return r;
}

Status writeConversionRecord(const ConversionRecord& record, const std::string& folder) {
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec) {
        return ioError(ec, QT_TRANSLATE_NOOP("ErrorMessage", "cannot create folder: {reason}"),
                       folder);
    }
    auto out = AtomicFile::create((fs::path(folder) / kConversionRecordName).string(), true);
    if (!out) {
        return std::move(out).error();
    }
    if (Status s = out->write(dumpJson(conversionRecordJson(record), 2) + "\n"); !s) {
        return s;
    }
    return out->commit();
}

Status finishConversionRecord(const std::string& folder, const std::string& verification) {
    auto record = readConversionRecord(folder);
    if (!record) {
        return std::move(record).error();
    }
    record->status = "written";
    if (record->finished.empty() || verification == "not run") {
        record->finished = utcTimestamp();
    }
    record->verification = verification;
    return writeConversionRecord(*record, folder);
}

}  // namespace shardscope
