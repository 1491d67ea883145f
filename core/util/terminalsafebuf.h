#pragma once

#include <ostream>
#include <streambuf>
#include <string>

namespace shardscope {

// A stream buffer in front of a terminal's: bytes that are not UTF-8 and control characters
// (other than tab, newline and carriage return) reach it as `\xNN` text. The CLI installs it on
// std::cout and std::cerr so that a name read from a file can never garble or steer the
// terminal, whichever code printed it. A sequence cut between two writes is held until it ends.
class TerminalSafeBuf final : public std::streambuf {
public:
    explicit TerminalSafeBuf(std::streambuf* target) : m_target(target) {}
    ~TerminalSafeBuf() override;
    TerminalSafeBuf(const TerminalSafeBuf&) = delete;
    TerminalSafeBuf& operator=(const TerminalSafeBuf&) = delete;

protected:
    std::streamsize xsputn(const char* s, std::streamsize n) override;
    int_type overflow(int_type c) override;
    int sync() override;

private:
    void forward(const std::string& text);
    void flushPending();

    std::streambuf* m_target;
    std::string m_pending;  // the start of a multi-byte sequence not yet complete
};

// Installs TerminalSafeBuf on a stream for its lifetime, and puts the old buffer back after.
class TerminalSafeStream final {
public:
    explicit TerminalSafeStream(std::ostream& stream);
    ~TerminalSafeStream();
    TerminalSafeStream(const TerminalSafeStream&) = delete;
    TerminalSafeStream& operator=(const TerminalSafeStream&) = delete;

private:
    std::ostream& m_stream;
    std::streambuf* m_old;
    TerminalSafeBuf m_buf;
};

}  // namespace shardscope
