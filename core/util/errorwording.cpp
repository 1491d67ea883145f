#include "errorwording.h"

#include <map>
#include <mutex>

#include "messagecatalogue.h"

namespace shardscope {

namespace {

// Every plural wording an error was made from, by the address of each of its two templates: an
// error keeps one template, the GUI needs the other and the count's name too.
struct PluralRegistry {
    std::mutex mutex;
    std::map<const char*, ErrorPlural> byTemplate;
};

PluralRegistry& pluralRegistry() {
    static PluralRegistry r;
    return r;
}

}  // namespace

Error makeError(ErrorCode code, ErrorPlural text, std::vector<IssueArg> args) {
    bool one = false;
    for (const IssueArg& a : args) {
        if (a.name == text.count) {
            one = a.value == "1";
        }
    }
    {
        PluralRegistry& r = pluralRegistry();
        const std::lock_guard lock(r.mutex);
        r.byTemplate.emplace(text.singular, text);
        r.byTemplate.emplace(text.plural, text);
    }
    Error e;
    e.code = code;
    e.messageTemplate = one ? text.singular : text.plural;
    e.message = fillTemplate(e.messageTemplate, args);
    e.args = std::move(args);
    return e;
}

Error makeError(ErrorCode code, ErrorPlural text, std::vector<IssueArg> args, const Error& cause) {
    args.push_back({"error", cause.describe()});
    Error e = makeError(code, text, std::move(args));
    e.cause = std::make_shared<const Error>(cause);
    return e;
}

const ErrorPlural* errorPluralOf(const char* messageTemplate) {
    if (messageTemplate == nullptr) {
        return nullptr;
    }
    PluralRegistry& r = pluralRegistry();
    const std::lock_guard lock(r.mutex);
    const auto it = r.byTemplate.find(messageTemplate);
    return it == r.byTemplate.end() ? nullptr : &it->second;
}

Error withoutLocation(const Error& error) {
    Error inner = error;
    inner.file.clear();
    inner.param.clear();
    inner.rank = -1;
    inner.offset = -1;
    inner.fix.clear();
    inner.fixTemplate = nullptr;
    inner.fixArgs.clear();
    return inner;
}

Error rephrased(const Error& error, ErrorTemplate text, std::vector<IssueArg> args) {
    Error out = makeError(error.code, text, std::move(args), withoutLocation(error));
    out.file = error.file;
    out.param = error.param;
    out.rank = error.rank;
    out.offset = error.offset;
    out.fix = error.fix;
    out.fixTemplate = error.fixTemplate;
    out.fixArgs = error.fixArgs;
    return out;
}

}  // namespace shardscope
