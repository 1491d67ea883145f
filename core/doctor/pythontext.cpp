#include "pythontext.h"

#include "../util/utf8text.h"

namespace shardscope {

std::string pyTuple(const std::vector<int64_t>& dims) {
    std::string out = "(";
    for (size_t i = 0; i < dims.size(); ++i) {
        out += (i > 0 ? ", " : "") + std::to_string(dims[i]);
    }
    return out + (dims.size() == 1 ? ",)" : ")");
}

std::string numpyShape(const std::vector<int64_t>& dims) {
    std::string out = "(";
    for (size_t i = 0; i < dims.size(); ++i) {
        out += (i > 0 ? "," : "") + std::to_string(dims[i]);
    }
    return out + (dims.size() == 1 ? ",)" : ")");
}

std::string pyRepr(const std::string& text) {
    const bool doubleQuoted =
        text.find('\'') != std::string::npos && text.find('"') == std::string::npos;
    const char quote = doubleQuoted ? '"' : '\'';
    std::string out(1, quote);
    for (const char c : text) {
        if (c == '\\' || c == quote) {
            out += '\\';
        }
        if (c == '\n') {
            out += "\\n";
        } else if (c == '\t') {
            out += "\\t";
        } else {
            out += c;
        }
    }
    return out + quote;
}

std::string pyNameLiteral(const std::string& name) {
    if (isValidUtf8(name)) {
        return pyRepr(name);
    }
    static constexpr char kHex[] = "0123456789abcdef";
    std::string out = "b'";
    for (const char c : name) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\\' || c == '\'') {
            out += '\\';
            out += c;
        } else if (byte >= 0x20 && byte < 0x7F) {
            out += c;
        } else {
            out += "\\x";
            out += kHex[byte >> 4];
            out += kHex[byte & 0xF];
        }
    }
    return out + "'";
}

std::string pyList(const std::vector<std::string>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) {
        out += (i > 0 ? ", " : "") + pyRepr(items[i]);
    }
    return out + "]";
}

std::string pyIntList(const std::vector<int>& items) {
    std::string out = "[";
    for (size_t i = 0; i < items.size(); ++i) {
        out += (i > 0 ? ", " : "") + std::to_string(items[i]);
    }
    return out + "]";
}

}  // namespace shardscope
