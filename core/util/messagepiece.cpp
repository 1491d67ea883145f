#include "messagepiece.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "messagecatalogue.h"
#include "translatenoop.h"

namespace shardscope {

namespace {

// The joins of a list, two by two: the list so far, then the next item.
const char* const kPieceComma = QT_TRANSLATE_NOOP("ErrorPiece", "{list}, {item}");
const char* const kPieceAnd = QT_TRANSLATE_NOOP("ErrorPiece", "{list} and {item}");
const char* const kPieceOr = QT_TRANSLATE_NOOP("ErrorPiece", "{list} or {item}");
const char* const kPieceSemicolon = QT_TRANSLATE_NOOP("ErrorPiece", "{list}; {item}");

}  // namespace

const char* listJoinTemplate(MessagePiece::Join join, bool last) {
    switch (join) {
        case MessagePiece::Join::CommasAnd:
            return last ? kPieceAnd : kPieceComma;
        case MessagePiece::Join::CommasOr:
            return last ? kPieceOr : kPieceComma;
        case MessagePiece::Join::Semicolons:
            return kPieceSemicolon;
        case MessagePiece::Join::Commas:
        case MessagePiece::Join::None:
            break;
    }
    return kPieceComma;
}

const char* pieceTemplate(const MessagePiece& piece) {
    const bool plural = piece.plural != nullptr && argValue(piece.args, piece.count) != "1";
    return plural ? piece.plural : piece.text;
}

std::string pieceEnglish(const MessagePiece& piece) {
    if (piece.join == MessagePiece::Join::None) {
        return piece.text == nullptr ? std::string()
                                     : fillTemplate(pieceTemplate(piece), piece.args);
    }
    std::string out;
    for (size_t i = 0; i < piece.args.size(); ++i) {
        if (i == 0) {
            out = piece.args[i].value;
        } else {
            joinItem(out, listJoinTemplate(piece.join, i + 1 == piece.args.size()),
                     piece.args[i].value);
        }
    }
    return out;
}

void joinItem(std::string& out, std::string_view join, const std::string& item) {
    constexpr std::string_view kList = "{list}";
    if (join.substr(0, kList.size()) == kList) {
        out += fillTemplate(join.substr(kList.size()), {{"item", item}});
    } else {
        out = fillTemplate(join, {{"list", std::move(out)}, {"item", item}});
    }
}

namespace {

IssueArg madeArg(std::string name, MessagePiece piece) {
    IssueArg arg;
    arg.name = std::move(name);
    arg.value = pieceEnglish(piece);
    arg.piece = std::make_shared<const MessagePiece>(std::move(piece));
    return arg;
}

}  // namespace

IssueArg pieceArg(std::string name, PieceTemplate text, std::vector<IssueArg> args) {
    MessagePiece piece;
    piece.text = text.text;
    piece.args = std::move(args);
    return madeArg(std::move(name), std::move(piece));
}

IssueArg pieceArg(std::string name, PiecePlural text, std::vector<IssueArg> args) {
    MessagePiece piece;
    piece.text = text.singular;
    piece.plural = text.plural;
    piece.count = text.count;
    piece.args = std::move(args);
    return madeArg(std::move(name), std::move(piece));
}

IssueArg listOfArgs(std::string name, std::vector<IssueArg> items, MessagePiece::Join join) {
    MessagePiece piece;
    piece.join = join == MessagePiece::Join::None ? MessagePiece::Join::Commas : join;
    piece.args = std::move(items);
    return madeArg(std::move(name), std::move(piece));
}

IssueArg listArg(std::string name, const std::vector<std::string>& items, MessagePiece::Join join) {
    std::vector<IssueArg> args;
    args.reserve(items.size());
    for (const std::string& item : items) {
        args.push_back({"item", item});
    }
    return listOfArgs(std::move(name), std::move(args), join);
}

IssueArg cutListArg(std::string name, const std::vector<std::string>& items, size_t keep) {
    const std::vector<std::string> kept(
        items.begin(), items.begin() + static_cast<std::ptrdiff_t>(std::min(keep, items.size())));
    IssueArg list = listArg("list", kept, MessagePiece::Join::Commas);
    if (kept.size() == items.size()) {
        list.name = std::move(name);
        return list;
    }
    return pieceArg(
        std::move(name),
        PiecePlural("{list} and {more} more",
                    QT_TRANSLATE_N_NOOP("ErrorPiece", "{list} and {more} more"), "more"),
        {std::move(list), {"more", std::to_string(items.size() - kept.size())}});
}

namespace {

// Each issue template's code, by the template's address (an issue piece keeps the catalogue's
// pointers); -1 for a template that more than one code uses.
const std::unordered_map<const char*, int>& codeByTemplate() {
    static const auto kMap = [] {
        std::unordered_map<const char*, int> map;
        for (int code = 0; code < kIssueCodeCount; ++code) {
            for (const MessageForm& form : issueForms(static_cast<IssueCode>(code))) {
                for (const char* text : {form.text, form.plural}) {
                    if (text == nullptr) {
                        continue;
                    }
                    const auto [at, added] = map.emplace(text, code);
                    if (!added && at->second != code) {
                        at->second = -1;
                    }
                }
            }
        }
        return map;
    }();
    return kMap;
}

}  // namespace

IssueArg issuePiece(std::string name, const Issue& issue) {
    const MessageForm* form = chooseForm(issueForms(issue.code), issue.args);
    if (form == nullptr) {
        return {std::move(name), issue.text()};
    }
    MessagePiece piece;
    piece.text = form->text;
    piece.plural = form->plural;
    piece.count = form->count;
    piece.args = issue.args;
    return madeArg(std::move(name), std::move(piece));
}

const char* pieceContext(const MessagePiece& piece) {
    return piece.text != nullptr && codeByTemplate().count(piece.text) > 0 ? kIssueMessageContext
                                                                           : kErrorPieceContext;
}

std::optional<IssueCode> pieceIssueCode(const IssueArg& arg) {
    if (arg.piece == nullptr || arg.piece->text == nullptr) {
        return std::nullopt;
    }
    const auto& map = codeByTemplate();
    const auto it = map.find(arg.piece->text);
    return it == map.end() || it->second < 0 ? std::nullopt
                                             : std::optional(static_cast<IssueCode>(it->second));
}

void putArg(std::vector<IssueArg>& args, IssueArg arg) {
    for (IssueArg& a : args) {
        if (a.name == arg.name) {
            a = std::move(arg);
            return;
        }
    }
    args.push_back(std::move(arg));
}

}  // namespace shardscope
