#pragma once

#include <QString>
#include <ostream>

// Readable QString values in gtest failure messages. Every test file that compares QStrings
// includes this: gtest's printer templates must see the same PrintTo in every translation unit.
inline void PrintTo(const QString& text, std::ostream* out) {
    *out << '"' << text.toStdString() << '"';
}
