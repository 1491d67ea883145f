#pragma once

#include <compare>
#include <cstddef>
#include <ostream>
#include <string>
#include <string_view>

namespace shardscope {

// A text kept once in an InternPool (a tensor's name, its dtype's name): as cheap to copy as a
// pointer and read as the std::string it points to. Valid while its pool lives (the index that
// made it holds the pool). Default: the empty text.
class PooledText {
public:
    PooledText() = default;
    explicit PooledText(const std::string& pooled) : m_text(&pooled) {}

    const std::string& str() const { return *m_text; }
    operator const std::string&() const { return *m_text; }
    operator std::string_view() const { return *m_text; }
    const char* c_str() const { return m_text->c_str(); }
    const char* data() const { return m_text->data(); }
    size_t size() const { return m_text->size(); }
    bool empty() const { return m_text->empty(); }

    friend bool operator==(const PooledText& a, const PooledText& b) {
        return a.m_text == b.m_text || *a.m_text == *b.m_text;
    }
    friend bool operator==(const PooledText& a, std::string_view b) { return *a.m_text == b; }
    friend bool operator==(const PooledText& a, const std::string& b) { return *a.m_text == b; }
    friend bool operator==(const PooledText& a, const char* b) { return *a.m_text == b; }
    friend std::strong_ordering operator<=>(const PooledText& a, const PooledText& b) {
        return *a.m_text <=> *b.m_text;
    }
    friend std::strong_ordering operator<=>(const PooledText& a, std::string_view b) {
        return std::string_view(*a.m_text) <=> b;
    }
    friend std::string operator+(const PooledText& a, std::string_view b) {
        return *a.m_text + std::string(b);
    }
    friend std::string operator+(std::string_view a, const PooledText& b) {
        return std::string(a) + *b.m_text;
    }
    friend std::ostream& operator<<(std::ostream& out, const PooledText& t) {
        return out << *t.m_text;
    }

private:
    static const std::string& none() {
        static const std::string empty;
        return empty;
    }
    const std::string* m_text = &none();
};

}  // namespace shardscope
