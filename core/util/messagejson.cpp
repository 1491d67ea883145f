#include "messagejson.h"

#include <memory>
#include <mutex>
#include <set>
#include <string>

#include "messagearg.h"

namespace shardscope {

namespace {

using Json = nlohmann::json;

[[noreturn]] void unreadable(const std::string& what) {
    throw Json::other_error::create(501, what, static_cast<const Json*>(nullptr));
}

// A template read back: its text, kept at one address for the process's lifetime (a message
// keeps its template as a pointer to text that outlives it).
const char* kept(const std::string& text) {
    static std::mutex mutex;
    static std::set<std::string> texts;
    const std::lock_guard lock(mutex);
    return texts.insert(text).first->c_str();
}

Json textOrNull(const char* text) {
    return text == nullptr ? Json(nullptr) : Json(text);
}

const char* textFrom(const Json& j) {
    return j.is_null() ? nullptr : kept(j.get<std::string>());
}

Json argsToJson(const std::vector<IssueArg>& args);
std::vector<IssueArg> argsFromJson(const Json& j);

Json pieceToJson(const MessagePiece& piece) {
    return Json{{"text", textOrNull(piece.text)},       {"plural", textOrNull(piece.plural)},
                {"count", textOrNull(piece.count)},     {"comment", textOrNull(piece.comment)},
                {"join", static_cast<int>(piece.join)}, {"args", argsToJson(piece.args)}};
}

MessagePiece pieceFromJson(const Json& j) {
    MessagePiece piece;
    piece.text = textFrom(j.at("text"));
    piece.plural = textFrom(j.at("plural"));
    piece.count = textFrom(j.at("count"));
    piece.comment = textFrom(j.at("comment"));
    const int join = j.at("join").get<int>();
    if (join < 0 || join > static_cast<int>(MessagePiece::Join::Semicolons)) {
        unreadable("unknown join " + std::to_string(join));
    }
    piece.join = static_cast<MessagePiece::Join>(join);
    piece.args = argsFromJson(j.at("args"));
    return piece;
}

Json argsToJson(const std::vector<IssueArg>& args) {
    Json out = Json::array();
    for (const IssueArg& a : args) {
        Json arg{{"name", a.name}, {"value", a.value}};
        if (a.piece != nullptr) {
            arg["piece"] = pieceToJson(*a.piece);
        }
        out.push_back(std::move(arg));
    }
    return out;
}

std::vector<IssueArg> argsFromJson(const Json& j) {
    std::vector<IssueArg> out;
    for (const Json& a : j) {
        IssueArg arg{a.at("name").get<std::string>(), a.at("value").get<std::string>()};
        if (a.contains("piece")) {
            arg.piece = std::make_shared<const MessagePiece>(pieceFromJson(a.at("piece")));
        }
        out.push_back(std::move(arg));
    }
    return out;
}

Json causeToJson(const std::shared_ptr<const Error>& cause) {
    return cause == nullptr ? Json(nullptr) : errorToJson(*cause);
}

std::shared_ptr<const Error> causeFromJson(const Json& j) {
    return j.is_null() ? nullptr : std::make_shared<const Error>(errorFromJson(j));
}

}  // namespace

std::optional<ErrorCode> errorCodeFromName(std::string_view name) {
    for (int c = 0; c <= static_cast<int>(ErrorCode::Internal); ++c) {
        if (errorCodeName(static_cast<ErrorCode>(c)) == name) {
            return static_cast<ErrorCode>(c);
        }
    }
    return std::nullopt;
}

std::optional<IssueCode> issueCodeFromName(std::string_view name) {
    for (int c = 0; c < kIssueCodeCount; ++c) {
        if (issueCodeName(static_cast<IssueCode>(c)) == name) {
            return static_cast<IssueCode>(c);
        }
    }
    return std::nullopt;
}

Json errorToJson(const Error& error) {
    return Json{{"code", errorCodeName(error.code)},
                {"message", error.message},
                {"template", textOrNull(error.messageTemplate)},
                {"args", argsToJson(error.args)},
                {"cause", causeToJson(error.cause)},
                {"file", error.file},
                {"param", error.param},
                {"rank", error.rank},
                {"offset", error.offset},
                {"fix", error.fix},
                {"fix_template", textOrNull(error.fixTemplate)},
                {"fix_args", argsToJson(error.fixArgs)}};
}

Error errorFromJson(const Json& j) {
    const std::string name = j.at("code").get<std::string>();
    const std::optional<ErrorCode> code = errorCodeFromName(name);
    if (!code) {
        unreadable("unknown error code '" + name + "'");
    }
    Error e;
    e.code = *code;
    e.message = j.at("message").get<std::string>();
    e.messageTemplate = textFrom(j.at("template"));
    e.args = argsFromJson(j.at("args"));
    e.cause = causeFromJson(j.at("cause"));
    e.file = j.at("file").get<std::string>();
    e.param = j.at("param").get<std::string>();
    e.rank = j.at("rank").get<int>();
    e.offset = j.at("offset").get<int64_t>();
    e.fix = j.at("fix").get<std::string>();
    e.fixTemplate = textFrom(j.at("fix_template"));
    e.fixArgs = argsFromJson(j.at("fix_args"));
    return e;
}

Json issueToJson(const Issue& issue) {
    return Json{{"code", issueCodeName(issue.code)},
                {"severity", severityName(issue.severity)},
                {"file", issue.file},
                {"param", issue.param},
                {"rank", issue.rank},
                {"args", argsToJson(issue.args)},
                {"cause", causeToJson(issue.cause)}};
}

Issue issueFromJson(const Json& j) {
    const std::string name = j.at("code").get<std::string>();
    const std::optional<IssueCode> code = issueCodeFromName(name);
    if (!code) {
        unreadable("unknown issue code '" + name + "'");
    }
    const std::string severity = j.at("severity").get<std::string>();
    Issue issue;
    issue.code = *code;
    bool known = false;
    for (Severity s : {Severity::Info, Severity::Warning, Severity::Error}) {
        if (severity == severityName(s)) {
            issue.severity = s;
            known = true;
        }
    }
    if (!known) {
        unreadable("unknown severity '" + severity + "'");
    }
    issue.file = j.at("file").get<std::string>();
    issue.param = j.at("param").get<std::string>();
    issue.rank = j.at("rank").get<int>();
    issue.args = argsFromJson(j.at("args"));
    issue.cause = causeFromJson(j.at("cause"));
    return issue;
}

}  // namespace shardscope
