#include "jobmessages.h"

#include <nlohmann/json.hpp>

#include "../util/jsontext.h"
#include "../util/messagejson.h"
#include "../util/translatenoop.h"

namespace shardscope {

namespace {

using Json = nlohmann::json;

template <class T, class Fn>
std::optional<T> decodeWith(const std::string& text, Fn fn) {
    try {
        const Json j = Json::parse(text);
        T out;
        fn(j, out);
        return out;
    } catch (const Json::exception&) {
        return std::nullopt;
    }
}

Json rankToJson(const JobRankReport& r) {
    Json errors = Json::array();
    for (const Issue& e : r.verifyErrors) {
        errors.push_back(issueToJson(e));
    }
    return Json{{"rank", r.rank},       {"path", r.path},  {"bytes", r.bytes},
                {"seconds", r.seconds}, {"kept", r.kept},  {"verify", r.verify},
                {"tensors", r.tensors}, {"errors", errors}};
}

JobRankReport rankFromJson(const Json& j) {
    JobRankReport r;
    r.rank = j.at("rank").get<int>();
    r.path = j.at("path").get<std::string>();
    r.bytes = j.at("bytes").get<uint64_t>();
    r.seconds = j.at("seconds").get<double>();
    r.kept = j.at("kept").get<bool>();
    r.verify = j.at("verify").get<std::string>();
    r.tensors = j.at("tensors").get<size_t>();
    for (const Json& e : j.at("errors")) {
        r.verifyErrors.push_back(issueFromJson(e));
    }
    return r;
}

}  // namespace

std::string encode(const ProcessHello& m) {
    return dumpJson(Json{{"process", m.process},
                         {"hostname", m.hostname},
                         {"addresses", m.addresses},
                         {"host", m.host},
                         {"request", m.request},
                         {"cores", m.cores},
                         {"host_cores", m.hostCores}});
}

std::optional<ProcessHello> decodeHello(const std::string& text) {
    return decodeWith<ProcessHello>(text, [](const Json& j, ProcessHello& m) {
        m.process = j.at("process").get<int>();
        m.hostname = j.at("hostname").get<std::string>();
        m.addresses = j.at("addresses").get<std::vector<std::string>>();
        m.host = j.at("host").get<std::string>();
        m.request = j.at("request").get<std::string>();
        m.cores = j.at("cores").get<unsigned>();
        m.hostCores = j.at("host_cores").get<unsigned>();
    });
}

Error unreadableHelloError() {
    return makeError(ErrorCode::Internal,
                     QT_TRANSLATE_NOOP("ErrorMessage", "a process sent an unreadable greeting"),
                     {});
}

std::string encode(const JobStart& m) {
    Json ranks = Json::array();
    for (const JobRank& r : m.ranks) {
        ranks.push_back(Json{{"rank", r.rank},
                             {"process", r.process},
                             {"host", r.host},
                             {"bytes", r.bytes},
                             {"content", r.content},
                             {"path", r.path}});
    }
    return dumpJson(Json{{"ok", m.ok},
                         {"exit", m.exitCode},
                         {"error", m.ok ? Json(nullptr) : errorToJson(m.error)},
                         {"ranks", ranks},
                         {"hosts", m.processHosts},
                         {"threads", m.processThreads}});
}

std::optional<JobStart> decodeJobStart(const std::string& text) {
    return decodeWith<JobStart>(text, [](const Json& j, JobStart& m) {
        m.ok = j.at("ok").get<bool>();
        m.exitCode = j.at("exit").get<int>();
        if (const Json& error = j.at("error"); !error.is_null()) {
            m.error = errorFromJson(error);
        }
        for (const Json& r : j.at("ranks")) {
            m.ranks.push_back({r.at("rank").get<int>(), r.at("process").get<int>(),
                               r.at("host").get<std::string>(), r.at("bytes").get<uint64_t>(),
                               r.at("content").get<uint64_t>(), r.at("path").get<std::string>()});
        }
        m.processHosts = j.at("hosts").get<std::vector<std::string>>();
        m.processThreads = j.at("threads").get<std::vector<unsigned>>();
    });
}

std::string encode(const ProcessDone& m) {
    Json ranks = Json::array();
    for (const JobRankReport& r : m.ranks) {
        ranks.push_back(rankToJson(r));
    }
    return dumpJson(Json{{"process", m.process},
                         {"ok", m.ok},
                         {"cancelled", m.cancelled},
                         {"rank", m.rank},
                         {"error", m.ok ? Json(nullptr) : errorToJson(m.error)},
                         {"ranks", ranks},
                         {"peak_rss", m.peakRss},
                         {"seconds", m.seconds}});
}

std::optional<ProcessDone> decodeDone(const std::string& text) {
    return decodeWith<ProcessDone>(text, [](const Json& j, ProcessDone& m) {
        m.process = j.at("process").get<int>();
        m.ok = j.at("ok").get<bool>();
        m.cancelled = j.at("cancelled").get<bool>();
        m.rank = j.at("rank").get<int>();
        if (const Json& error = j.at("error"); !error.is_null()) {
            m.error = errorFromJson(error);
        }
        for (const Json& r : j.at("ranks")) {
            m.ranks.push_back(rankFromJson(r));
        }
        m.peakRss = j.at("peak_rss").get<uint64_t>();
        m.seconds = j.at("seconds").get<double>();
    });
}

}  // namespace shardscope
