#pragma once

#include <QCoreApplication>
#include <QString>

#include "util/notice.h"

// The translated sentence for a core Notice. The core's own message is English only; the GUI
// rebuilds the words from the stable code and its arguments.
class NoticeText {
    Q_DECLARE_TR_FUNCTIONS(NoticeText)

public:
    static QString text(const shardscope::Notice& notice);
    static QString location(const shardscope::Notice& notice, const QString& reportPath);
    // A core error text without its leading "FILE: ", for places that name the file already.
    static QString withoutFile(const std::string& error, const std::string& file);
};
