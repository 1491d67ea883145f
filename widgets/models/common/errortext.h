#pragma once

#include <QCoreApplication>
#include <QString>

#include "util/error.h"

// Translated words for a core Error: a short title chosen by code, then its one-line detail
// (file, rank, byte, parameter, the sentence) in the window's language. The sentence is the
// error's template as translated (context ErrorMessage, translations/shardscope_zh_CN.ts) with
// its arguments put in; an error whose call site still writes its own English shows that.
class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    static QString title(shardscope::ErrorCode code);
    static QString detail(const shardscope::Error& error);
    // The detail without its leading file when that file is `file` (a place that names it).
    static QString detailWithoutFile(const shardscope::Error& error, const std::string& file);
    static QString sentence(const shardscope::Error& error);  // what went wrong, no location
    static QString text(const shardscope::Error& error);      // "title: detail"
};
