#include "terminalsafebuf.h"

#include <cstdint>

#include "utf8text.h"

namespace shardscope {

namespace {

// How many bytes the sequence that `lead` starts should have (1 for ASCII or a stray byte).
size_t expectedLength(uint8_t lead) {
    if (lead >= 0xC2 && lead <= 0xDF) {
        return 2;
    }
    if (lead >= 0xE0 && lead <= 0xEF) {
        return 3;
    }
    if (lead >= 0xF0 && lead <= 0xF4) {
        return 4;
    }
    return 1;
}

// The length of an incomplete sequence at the end of `text` (0 when it ends complete).
size_t openTail(const std::string& text) {
    const size_t n = text.size();
    for (size_t back = 1; back <= 3 && back <= n; ++back) {
        const auto b = static_cast<uint8_t>(text[n - back]);
        if ((b & 0xC0) != 0x80) {
            const size_t need = expectedLength(b);
            return need > back ? back : 0;
        }
    }
    return 0;
}

bool plain(char c) {
    const auto b = static_cast<uint8_t>(c);
    return (b >= 0x20 && b < 0x7F) || c == '\n' || c == '\t' || c == '\r';
}

}  // namespace

TerminalSafeBuf::~TerminalSafeBuf() {
    flushPending();
    m_target->pubsync();
}

std::streamsize TerminalSafeBuf::xsputn(const char* s, std::streamsize n) {
    // Fast path: printable ASCII goes straight through.
    std::streamsize i = 0;
    if (m_pending.empty()) {
        while (i < n && plain(s[i])) {
            ++i;
        }
        if (i > 0 && m_target->sputn(s, i) != i) {
            return 0;
        }
        if (i == n) {
            return n;
        }
    }
    std::string text = m_pending;
    m_pending.clear();
    text.append(s + i, static_cast<size_t>(n - i));
    const size_t tail = openTail(text);
    m_pending = text.substr(text.size() - tail);
    text.resize(text.size() - tail);
    forward(text);
    return n;
}

TerminalSafeBuf::int_type TerminalSafeBuf::overflow(int_type c) {
    if (traits_type::eq_int_type(c, traits_type::eof())) {
        return traits_type::not_eof(c);
    }
    const char ch = traits_type::to_char_type(c);
    xsputn(&ch, 1);
    return c;
}

int TerminalSafeBuf::sync() {
    return m_target->pubsync();
}

void TerminalSafeBuf::forward(const std::string& text) {
    const std::string safe = terminalSafe(text);
    m_target->sputn(safe.data(), static_cast<std::streamsize>(safe.size()));
}

void TerminalSafeBuf::flushPending() {
    if (!m_pending.empty()) {
        forward(m_pending);  // never completed: escaped byte by byte
        m_pending.clear();
    }
}

TerminalSafeStream::TerminalSafeStream(std::ostream& stream)
    : m_stream(stream), m_old(stream.rdbuf()), m_buf(m_old) {
    m_stream.rdbuf(&m_buf);
}

TerminalSafeStream::~TerminalSafeStream() {
    m_stream.flush();
    m_stream.rdbuf(m_old);
}

}  // namespace shardscope
