#include "widgets/models/common/sizetext.h"

#include <QLocale>
#include <algorithm>

#include "util/wording.h"

QString SizeText::bytes(uint64_t bytes) {
    QString text = QString::fromStdString(shardscope::humanBytes(bytes));
    text.replace(QLatin1Char(' '), kNoBreakSpace);
    return text;
}

QString SizeText::rate(double bytesPerSecond) {
    return bytes(static_cast<uint64_t>(std::max(0.0, bytesPerSecond))) + QLatin1Char('/') +
           kWordJoiner + QLatin1Char('s');
}

QString SizeText::gigabytesPerSecond(double bytesPerSecond) {
    return QLocale().toString(bytesPerSecond / 1e9, 'f', 2) + kNoBreakSpace +
           QStringLiteral("GB/") + kWordJoiner + QLatin1Char('s');
}
