#pragma once

#include <QString>
#include <cstdint>

// Sizes and rates as the GUI writes them, in both languages: "8.0 KiB", "20.0 MiB/s". The number
// and its unit are joined by a no-break space (U+00A0) and "MiB/s" by a word joiner (U+2060) after
// the slash, so that a wrapped label never ends a line with "8.0" or "MiB/" (issue 36: "（8.0 |
// KiB）", "20.0 MiB/ | s"). The CLI keeps core's humanBytes() with plain spaces.
class SizeText {
public:
    static QString bytes(uint64_t bytes);
    static QString rate(double bytesPerSecond);  // "20.0 MiB/s"
    static QString gigabytesPerSecond(
        double bytesPerSecond);  // "2.00 GB/s", in the locale's digits

    static constexpr QChar kNoBreakSpace = QChar(0x00A0);
    static constexpr QChar kWordJoiner = QChar(0x2060);
};
