#pragma once

#include <QString>

#include "util/result.h"

// The built-in demo run, written once into the user's cache folder and reused after that.
class DemoFolder {
public:
    static QString path();  // <CacheLocation>/demo-run
    // Writes the demo when it is missing (or incomplete); returns its path.
    static shardscope::Result<QString> ensure();
};
