#include "widgets/models/common/sentences.h"

QString Sentences::join(const QString& first, const QString& second) {
    if (first.isEmpty() || second.isEmpty()) {
        return first + second;
    }
    return tr("%1 %2", "two sentences, or a phrase and its parenthesis").arg(first, second);
}

QString Sentences::join(const QStringList& sentences) {
    QString text;
    for (const QString& s : sentences) {
        text = join(text, s);
    }
    return text;
}
