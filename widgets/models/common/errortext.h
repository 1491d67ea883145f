#pragma once

#include <QCoreApplication>
#include <QString>

#include "util/error.h"

// Translated words for a core Error: a short title chosen by code, then the core's one-line
// description (file, rank, byte, parameter), which stays as the core wrote it.
class ErrorText {
    Q_DECLARE_TR_FUNCTIONS(ErrorText)

public:
    static QString title(shardscope::ErrorCode code);
    static QString detail(const shardscope::Error& error);
    static QString text(const shardscope::Error& error);  // "title: detail"
};
