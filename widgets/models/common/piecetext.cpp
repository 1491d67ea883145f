#include "widgets/models/common/piecetext.h"

#include <QCoreApplication>
#include <cstdlib>

#include "util/messagecatalogue.h"
#include "util/messagepiece.h"
#include "widgets/models/common/rankranges.h"

using namespace shardscope;

namespace {

int pieceCount(const MessagePiece& piece) {
    if (piece.count == nullptr) {
        return -1;
    }
    for (const IssueArg& a : piece.args) {
        if (a.name == piece.count) {
            return std::atoi(a.value.c_str());
        }
    }
    return -1;
}

// The piece's template in the window's language: the plural source translated with the count;
// untranslated, or in shardscope_en.qm's forms, the English the CLI chose.
std::string pieceWords(const MessagePiece& piece) {
    const char* source = piece.plural != nullptr ? piece.plural : piece.text;
    const QString translated =
        QCoreApplication::translate(pieceContext(piece), source, piece.comment, pieceCount(piece));
    const bool english = translated == QString::fromUtf8(piece.text) ||
                         (piece.plural != nullptr && translated == QString::fromUtf8(piece.plural));
    // English in the window's style: "ranks 4–7" where the CLI writes "ranks 4-7".
    return english ? RankRanges::dashed(pieceTemplate(piece)) : translated.toStdString();
}

std::string joinWords(MessagePiece::Join join, bool last) {
    return QCoreApplication::translate(kErrorPieceContext, listJoinTemplate(join, last))
        .toStdString();
}

bool isHan(QChar c) {
    return c.script() == QChar::Script_Han;
}

// The join with no space between two Chinese characters: "隐藏层大小 64 和词表大小 512" (Chinese
// words take no space between them, the join's "{list} 和 {item}" keeps its space beside a
// number or a Latin word).
std::string fittedJoin(const std::string& join, const std::string& list, const std::string& item) {
    QString j = QString::fromStdString(join);
    const QString before = QString::fromStdString(list);
    const QString after = QString::fromStdString(item);
    const qsizetype listAt = j.indexOf(QStringLiteral("{list}"));
    if (listAt < 0) {
        return join;
    }
    const qsizetype space = listAt + 6;
    if (!before.isEmpty() && isHan(before.back()) && space + 1 < j.size() &&
        j[space] == QLatin1Char(' ') && isHan(j[space + 1])) {
        j.remove(space, 1);
    }
    const qsizetype itemAt = j.indexOf(QStringLiteral("{item}"));
    if (!after.isEmpty() && isHan(after.front()) && itemAt >= 2 &&
        j[itemAt - 1] == QLatin1Char(' ') && isHan(j[itemAt - 2])) {
        j.remove(itemAt - 1, 1);
    }
    return j.toStdString();
}

bool isFullWidthPunctuation(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x3000 && u <= 0x303F) || (u >= 0xFF00 && u <= 0xFF65 && c.isPunct());
}

bool isWide(QChar c) {
    return isHan(c) || isFullWidthPunctuation(c);
}

// Drops the template's space between {name} and a Chinese character when the value's edge on
// that side is full-width punctuation.
QString tightened(QString words, const std::vector<IssueArg>& shown) {
    for (const IssueArg& arg : shown) {
        const QString value = QString::fromStdString(arg.value);
        if (value.isEmpty()) {
            continue;
        }
        const QString name = QLatin1Char('{') + QString::fromStdString(arg.name) + QLatin1Char('}');
        for (qsizetype at = words.indexOf(name); at >= 0; at = words.indexOf(name, at + 1)) {
            qsizetype end = at + name.size();
            if (isFullWidthPunctuation(value.back()) && end + 1 < words.size() &&
                words[end] == QLatin1Char(' ') && isWide(words[end + 1])) {
                words.remove(end, 1);
            }
            if (isFullWidthPunctuation(value.front()) && at >= 2 &&
                words[at - 1] == QLatin1Char(' ') && isWide(words[at - 2])) {
                words.remove(at - 1, 1);
                --at;
            }
        }
    }
    return words;
}

std::string shownValue(const IssueArg& arg) {
    if (arg.piece == nullptr) {
        return arg.value;
    }
    const MessagePiece& piece = *arg.piece;
    if (piece.join == MessagePiece::Join::None) {
        return piece.text == nullptr
                   ? arg.value
                   : PieceText::fill(pieceWords(piece), PieceText::shown(piece.args));
    }
    const std::string between = joinWords(piece.join, false);
    const std::string last = joinWords(piece.join, true);
    std::string out;
    for (size_t i = 0; i < piece.args.size(); ++i) {
        if (i == 0) {
            out = shownValue(piece.args[i]);
        } else {
            const std::string item = shownValue(piece.args[i]);
            joinItem(out, fittedJoin(i + 1 == piece.args.size() ? last : between, out, item), item);
        }
    }
    return out;
}

}  // namespace

QString PieceText::text(const IssueArg& arg) {
    return QString::fromStdString(shownValue(arg));
}

std::vector<IssueArg> PieceText::shown(const std::vector<IssueArg>& args) {
    std::vector<IssueArg> out;
    out.reserve(args.size());
    for (const IssueArg& a : args) {
        out.push_back({a.name, shownValue(a)});
    }
    return out;
}

std::string PieceText::fill(std::string_view words, const std::vector<IssueArg>& shown) {
    const QString text = QString::fromUtf8(words.data(), static_cast<qsizetype>(words.size()));
    return fillTemplate(tightened(text, shown).toStdString(), shown);
}
