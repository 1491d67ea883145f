#include "conversionrates.h"

#include <sys/stat.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "../util/atomicfile.h"
#include "readspeed.h"

namespace shardscope {

namespace {

namespace fs = std::filesystem;

// A new measurement weighs this much against what the entry held: a run on a busy machine
// moves the estimate without replacing it.
constexpr double kNewWeight = 0.5;

std::string defaultCachePath() {
    const char* xdg = std::getenv("XDG_CACHE_HOME");
    if (xdg != nullptr && *xdg == '/') {
        return (fs::path(xdg) / "shardscope" / "rates.json").string();
    }
    const char* home = std::getenv("HOME");
    if (home != nullptr && *home == '/') {
        return (fs::path(home) / ".cache" / "shardscope" / "rates.json").string();
    }
    return {};
}

// The device of `path`, or of the nearest folder above it that exists.
std::string deviceOf(const std::string& path) {
    fs::path at = path.empty() ? fs::path(".") : fs::path(path);
    struct stat st {};
    while (::stat(at.c_str(), &st) != 0) {
        // A relative name without a folder ("dst") is in the current folder.
        const fs::path parent = at.has_parent_path() ? at.parent_path() : fs::path(".");
        if (parent == at) {
            return "?";
        }
        at = parent;
    }
    return std::to_string(static_cast<unsigned long long>(st.st_dev));
}

nlohmann::json readCache(const std::string& path) {
    std::ifstream in(path);
    if (!in) {
        return nlohmann::json::object();
    }
    nlohmann::json j = nlohmann::json::parse(in, nullptr, false);
    return j.is_object() ? j : nlohmann::json::object();
}

std::optional<ConversionRates> fromJson(const nlohmann::json& e) {
    if (!e.is_object()) {
        return std::nullopt;
    }
    ConversionRates r;
    r.readBytesPerSecond = e.value("read", 0.0);
    r.writeBytesPerSecond = e.value("write", 0.0);
    r.verifyBytesPerSecond = e.value("verify", 0.0);
    r.secondsPerFile = e.value("file", 0.0);
    r.conversions = e.value("conversions", 0);
    if (!r.known()) {
        return std::nullopt;
    }
    return r;
}

double sizeValue(const std::string& text) {
    double number = 0;
    std::istringstream in(text);
    if (!(in >> number) || number < 0) {
        return -1;
    }
    std::string unit;
    in >> unit;
    const double scale = unit.empty() || unit == "B"   ? 1.0
                         : unit == "K" || unit == "KB" ? 1e3
                         : unit == "M" || unit == "MB" ? 1e6
                         : unit == "G" || unit == "GB" ? 1e9
                         : unit == "KiB"               ? 1024.0
                         : unit == "MiB"               ? 1048576.0
                         : unit == "GiB"               ? 1073741824.0
                                                       : -1.0;
    return scale < 0 ? -1 : number * scale;
}

}  // namespace

ConversionEstimate estimateConversion(const ConversionPlan& plan, const ConversionRates& rates,
                                      bool verify) {
    ConversionEstimate e;
    if (!rates.known()) {
        return e;
    }
    const auto read = static_cast<double>(plan.totalRead());
    const auto written = static_cast<double>(plan.totalWritten());
    const auto files = static_cast<double>(plan.ranks.size());
    e.readSeconds = read / rates.readBytesPerSecond;
    e.writeSeconds = written / rates.writeBytesPerSecond + files * rates.secondsPerFile;
    e.verifySeconds = verify ? written / rates.verifyBytesPerSecond : 0;
    e.totalSeconds = e.readSeconds + e.writeSeconds + e.verifySeconds;
    return e;
}

std::optional<ConversionRates> parseRates(const std::string& text) {
    ConversionRates r;
    bool file = false;
    std::istringstream in(text);
    std::string item;
    while (std::getline(in, item, ',')) {
        const size_t eq = item.find('=');
        if (eq == std::string::npos) {
            return std::nullopt;
        }
        const std::string key = item.substr(0, eq);
        const double value = sizeValue(item.substr(eq + 1));
        if (value < 0) {
            return std::nullopt;
        }
        if (key == "read") {
            r.readBytesPerSecond = value;
        } else if (key == "write") {
            r.writeBytesPerSecond = value;
        } else if (key == "verify") {
            r.verifyBytesPerSecond = value;
        } else if (key == "file") {
            r.secondsPerFile = value;
            file = true;
        } else {
            return std::nullopt;
        }
    }
    if (!r.known() || !file) {
        return std::nullopt;
    }
    return r;
}

RatesCache::RatesCache(std::string path)
    : m_path(path.empty() ? defaultCachePath() : std::move(path)) {}

std::string RatesCache::keyFor(const ConversionPlan& plan) {
    std::string source;
    for (const auto& f : plan.sources) {
        if (f) {
            source = f->index().parts.empty() ? f->path() : f->index().parts.front().path;
            break;
        }
    }
    return deviceOf(source) + ">" + deviceOf(plan.dstFolder);
}

std::optional<ConversionRates> RatesCache::cachedRatesFor(const ConversionPlan& plan) const {
    if (const char* given = std::getenv("SHARDSCOPE_RATES"); given != nullptr && *given != 0) {
        return parseRates(given);
    }
    if (m_path.empty()) {
        return std::nullopt;
    }
    const nlohmann::json cache = readCache(m_path);
    const auto entries = cache.find("rates");
    if (entries == cache.end() || !entries->is_object()) {
        return std::nullopt;
    }
    const auto entry = entries->find(keyFor(plan));
    return entry == entries->end() ? std::nullopt : fromJson(*entry);
}

ConversionRates RatesCache::ratesFor(const ConversionPlan& plan) {
    if (const char* given = std::getenv("SHARDSCOPE_RATES"); given != nullptr && *given != 0) {
        return parseRates(given).value_or(ConversionRates{});
    }
    if (auto cached = cachedRatesFor(plan)) {
        return *cached;
    }
    ConversionRates rates;
    rates.readBytesPerSecond = measureReadSpeed(plan);
    const WriteProbe write = measureWriteSpeed(plan.dstFolder);
    rates.writeBytesPerSecond = write.writeBytesPerSecond;
    rates.secondsPerFile = write.secondsPerFile;
    // Verifying reads each output and its source bytes back: at best the slower of the disk's
    // read (when they left the page cache) and the comparison itself.
    rates.verifyBytesPerSecond =
        rates.readBytesPerSecond > 0 && write.verifyBytesPerSecond > 0
            ? 1.0 / (1.0 / write.verifyBytesPerSecond + 1.0 / rates.readBytesPerSecond)
            : 0;
    if (rates.known()) {
        store(keyFor(plan), rates);
    }
    return rates;
}

void RatesCache::record(const ConversionPlan& plan, bool verified,
                        const MeasuredConversion& measured) {
    if (const char* given = std::getenv("SHARDSCOPE_RATES"); given != nullptr && *given != 0) {
        return;  // given, not measured: nothing to correct
    }
    auto rates = cachedRatesFor(plan);
    if (!rates || measured.copySeconds <= 0) {
        return;
    }
    // The copy: reading and writing scale together by what it took against their estimate.
    const ConversionEstimate e = estimateConversion(plan, *rates, false);
    if (e.totalSeconds > 0) {
        const double factor = std::clamp(measured.copySeconds / e.totalSeconds, 0.01, 100.0);
        const double blend = 1.0 + kNewWeight * (factor - 1.0);
        rates->readBytesPerSecond /= blend;
        rates->writeBytesPerSecond /= blend;
        rates->secondsPerFile *= blend;
    }
    const auto written = static_cast<double>(plan.totalWritten());
    if (verified && measured.verifySeconds > 0 && written > 0) {
        const double seen = written / measured.verifySeconds;
        rates->verifyBytesPerSecond =
            1.0 / ((1.0 - kNewWeight) / rates->verifyBytesPerSecond + kNewWeight / seen);
    }
    rates->conversions += 1;
    store(keyFor(plan), *rates);
}

void RatesCache::store(const std::string& key, const ConversionRates& rates) const {
    if (m_path.empty()) {
        return;
    }
    std::error_code ec;
    fs::create_directories(fs::path(m_path).parent_path(), ec);
    nlohmann::json cache = readCache(m_path);
    if (!cache.contains("rates") || !cache["rates"].is_object()) {
        cache["rates"] = nlohmann::json::object();
    }
    cache["rates"][key] = {{"read", rates.readBytesPerSecond},
                           {"write", rates.writeBytesPerSecond},
                           {"verify", rates.verifyBytesPerSecond},
                           {"file", rates.secondsPerFile},
                           {"conversions", rates.conversions}};
    // Several processes may write it at once: the last rename wins, none reads half a file.
    auto file = AtomicFile::create(m_path, true);
    if (file && file->write(cache.dump(2) + "\n")) {
        (void)file->commit();
    }
}

}  // namespace shardscope
