#include "widgets/models/common/rankranges.h"

QStringList RankRanges::items(const std::vector<int>& ascending, const QString& prefix) {
    QStringList out;
    for (size_t i = 0; i < ascending.size();) {
        size_t j = i;
        while (j + 1 < ascending.size() && ascending[j + 1] == ascending[j] + 1) {
            ++j;
        }
        QString item = prefix + QString::number(ascending[i]);
        if (j > i) {
            item += QChar(0x2013) + prefix + QString::number(ascending[j]);
        }
        out << item;
        i = j + 1;
    }
    return out;
}

QString RankRanges::text(const std::vector<int>& ascending) {
    return items(ascending).join(tr(", ", "between the ranks of a list"));
}

std::string RankRanges::dashed(std::string words) {
    static const std::string kEnDash = "\u2013";
    for (size_t at = words.find("-{", 1); at != std::string::npos; at = words.find("-{", at + 1)) {
        const char before = words[at - 1];
        if (before == '}' || (before >= '0' && before <= '9')) {
            words.replace(at, 1, kEnDash);
        }
    }
    return words;
}
