#pragma once

// Chinese written as Chinese (issue 36): the checks the models and widgets tests share. A rendered
// Chinese string has no half-width : ; , . ( ) next to Chinese characters, no space between two
// Chinese characters, no code name the glossary writes in Chinese (dev_matrix, tensor_map), and
// follows the glossary of translations/GLOSSARY.md (its "Checked by the tests" table).
#include <QFile>
#include <QRegularExpression>
#include <QStringList>
#include <QXmlStreamReader>
#include <algorithm>
#include <vector>

#include "testpaths.h"

namespace chinesestyle {

inline bool isHan(QChar c) {
    const char16_t u = c.unicode();
    return (u >= 0x3400 && u <= 0x9FFF) || (u >= 0xF900 && u <= 0xFAFF);
}

// Each half-width : ; , . ( ) with a Chinese character beside it (spaces skipped), shown with a
// few characters around it. Rich text is read as what it shows. Kept: Qt's file-dialog filters
// ("文件 (*.json);;所有文件 (*)"), accelerators ("训练(&R)"), file suffixes and decimals (".json",
// "1.5"), and the ".*" of the regular-expression button.
inline QStringList halfWidthPunctuation(QString text) {
    static const QRegularExpression kTag(QStringLiteral("<[^>]+>"));
    text.remove(kTag);
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    QStringList found;
    const auto at = [&text](qsizetype i) { return i >= 0 && i < text.size() ? text[i] : QChar(); };
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar c = text[i];
        if (!QStringLiteral(":;,.()").contains(c)) {
            continue;
        }
        qsizetype l = i - 1;
        while (l >= 0 && text[l] == QLatin1Char(' ')) {
            --l;
        }
        qsizetype r = i + 1;
        while (r < text.size() && text[r] == QLatin1Char(' ')) {
            ++r;
        }
        const bool left = isHan(at(l));
        const bool right = isHan(at(r));
        const QChar next = at(i + 1);
        bool bad = false;
        if (c == QLatin1Char(';') && (next == c || at(i - 1) == c)) {
            bad = false;  // ";;" between file-dialog filters
        } else if (c == QLatin1Char(':') || c == QLatin1Char(';') || c == QLatin1Char(',')) {
            bad = left || right;
        } else if (c == QLatin1Char('.')) {
            // "backbone.blocks. 有": the dot of a name, not a full stop.
            const QChar before = at(i - 1);
            const bool name = before.isLetterOrNumber() || before == QLatin1Char('_');
            bad = (left && !(next.isLetterOrNumber() || next == QLatin1Char('*'))) ||
                  (right && !name);
        } else if (c == QLatin1Char('(')) {
            bad = right || (isHan(at(i - 1)) && next != QLatin1Char('&'));
        } else {
            bad = left || isHan(next);
        }
        if (bad) {
            found << text.mid(std::max<qsizetype>(0, i - 8), 17);
        }
    }
    return found;
}

// Each space (or run of spaces) between two Chinese characters ("54 个参数 位于"): Chinese
// words are not separated by spaces. A space beside a number, a Latin word or a code name
// ("卡 0 的", "沿设备矩阵 [2, 2] 的") is kept. Rich text is read as what it shows.
inline QStringList spacesBetweenChinese(QString text) {
    static const QRegularExpression kTag(QStringLiteral("<[^>]+>"));
    text.remove(kTag);
    text.replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    QStringList found;
    for (qsizetype i = 1; i + 1 < text.size(); ++i) {
        const QChar c = text[i];
        if (c != QLatin1Char(' ') && c != QChar(0x00A0) && c != QChar(0x3000)) {
            continue;
        }
        qsizetype r = i;
        while (r < text.size() && (text[r] == QLatin1Char(' ') || text[r] == QChar(0x00A0) ||
                                   text[r] == QChar(0x3000))) {
            ++r;
        }
        if (r < text.size() && isHan(text[i - 1]) && isHan(text[r])) {
            found << text.mid(std::max<qsizetype>(0, i - 6), r - i + 12);
        }
        i = r - 1;
    }
    return found;
}

// The code names the glossary writes in Chinese in a Chinese sentence (its "Written in Chinese"
// table: dev_matrix → 设备矩阵, tensor_map → 张量映射), read from translations/GLOSSARY.md.
inline QStringList codeNamesWrittenInChinese() {
    QFile file(QString::fromUtf8(SHARDSCOPE_TS_DIR) + QStringLiteral("/GLOSSARY.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype begin = text.indexOf(QStringLiteral("glossary-words:begin"));
    const qsizetype end = text.indexOf(QStringLiteral("glossary-words:end"));
    QStringList names;
    if (begin < 0 || end < begin) {
        return names;
    }
    static const QRegularExpression kRow(QStringLiteral("^\\| `([A-Za-z_]+)` \\|"));
    for (const QString& line : text.mid(begin, end - begin).split(QLatin1Char('\n'))) {
        const QRegularExpressionMatch m = kRow.match(line);
        if (m.hasMatch()) {
            names << m.captured(1);
        }
    }
    return names;
}

// Each of `names` used as a word in a text that has Chinese in it ("沿 dev_matrix [2, 2] 的"):
// not part of a longer identifier ("layout.dev_matrix", "dev_matrix_size") and not a quoted key
// ("\"dev_matrix\"", `dev_matrix`), which stay code.
inline QStringList codeNamesInChinese(const QString& text, const QStringList& names) {
    QStringList found;
    bool chinese = false;
    for (const QChar c : text) {
        chinese = chinese || isHan(c);
    }
    if (!chinese) {
        return found;
    }
    // A catalogue template's placeholder ("{dev_matrix}") is a value put in, not a word shown.
    const auto code = [](QChar c) {
        return (c.isLetterOrNumber() && !isHan(c)) || c == QLatin1Char('_') ||
               c == QLatin1Char('.') || c == QLatin1Char('"') || c == QLatin1Char('`') ||
               c == QLatin1Char('\'') || c == QLatin1Char('=') || c == QLatin1Char('{') ||
               c == QLatin1Char('}');
    };
    for (const QString& name : names) {
        for (qsizetype i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) {
            const qsizetype end = i + name.size();
            const bool before = i > 0 && code(text[i - 1]);
            const bool after = end < text.size() && code(text[end]);
            if (!before && !after) {
                found << text.mid(std::max<qsizetype>(0, i - 6), name.size() + 12);
            }
        }
    }
    return found;
}

struct GlossaryRule {
    QString pattern;
    QRegularExpression english;
    QString must;
    QStringList mustNot;
};

// The rows between the glossary-check markers of translations/GLOSSARY.md.
inline std::vector<GlossaryRule> glossaryRules() {
    QFile file(QString::fromUtf8(SHARDSCOPE_TS_DIR) + QStringLiteral("/GLOSSARY.md"));
    if (!file.open(QIODevice::ReadOnly)) {
        return {};
    }
    const QString text = QString::fromUtf8(file.readAll());
    const qsizetype begin = text.indexOf(QStringLiteral("glossary-check:begin"));
    const qsizetype end = text.indexOf(QStringLiteral("glossary-check:end"));
    std::vector<GlossaryRule> rules;
    static const QRegularExpression kCell(QStringLiteral("(?<!\\\\)\\|"));
    for (const QString& line : text.mid(begin, end - begin).split(QLatin1Char('\n'))) {
        if (!line.startsWith(QStringLiteral("| `"))) {
            continue;
        }
        QStringList cells = line.split(kCell);
        if (cells.size() < 5) {
            continue;
        }
        GlossaryRule rule;
        rule.pattern = cells[1]
                           .trimmed()
                           .remove(QLatin1Char('`'))
                           .replace(QStringLiteral("\\|"), QStringLiteral("|"));
        // "Doctor" the tab is capitalised; the other terms match in any case.
        rule.english =
            QRegularExpression(rule.pattern, rule.pattern.startsWith(QLatin1Char('^'))
                                                 ? QRegularExpression::NoPatternOption
                                                 : QRegularExpression::CaseInsensitiveOption);
        rule.must = cells[2].trimmed();
        for (const QString& word : cells[3].split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            if (!word.trimmed().isEmpty()) {
                rule.mustNot << word.trimmed();
            }
        }
        rules.push_back(rule);
    }
    return rules;
}

// What a Chinese text says against the glossary, for the English it translates.
inline QStringList glossaryViolations(const QString& english, const QString& chinese,
                                      const std::vector<GlossaryRule>& rules) {
    QStringList found;
    for (const GlossaryRule& rule : rules) {
        if (!rule.english.match(english).hasMatch()) {
            continue;
        }
        for (const QString& word : rule.mustNot) {
            if (chinese.contains(word)) {
                found << QStringLiteral("“%1” for /%2/").arg(word, rule.pattern);
            }
        }
        if (!rule.must.isEmpty() && !chinese.contains(rule.must)) {
            found << QStringLiteral("no “%1” for /%2/").arg(rule.must, rule.pattern);
        }
    }
    return found;
}

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    bool numerus = false;
    QStringList translations;
};

inline std::vector<TsMessage> tsMessages(const QString& path) {
    QFile file(path);
    std::vector<TsMessage> out;
    if (!file.open(QIODevice::ReadOnly)) {
        return out;
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement()) {
            continue;
        }
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            out.push_back({context,
                           {},
                           {},
                           xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes"),
                           {}});
        } else if (name == QLatin1String("source")) {
            out.back().source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            out.back().comment = xml.readElementText();
        } else if (name == QLatin1String("translation") && !out.back().numerus) {
            out.back().translations << xml.readElementText();
        } else if (name == QLatin1String("numerusform")) {
            out.back().translations << xml.readElementText();
        }
    }
    return out;
}

}  // namespace chinesestyle
