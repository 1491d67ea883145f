#pragma once

#include <cassert>
#include <utility>
#include <variant>

#include "error.h"

namespace shardscope {

// expected-style result: a value or an Error. Errors never cross a layer boundary as exceptions.
template <class T>
class [[nodiscard]] Result {
public:
    Result(T value) : m_v(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_v(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() & {
        assert(ok());
        return std::get<0>(m_v);
    }
    const T& value() const& {
        assert(ok());
        return std::get<0>(m_v);
    }
    T&& value() && {
        assert(ok());
        return std::get<0>(std::move(m_v));
    }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }

    const Error& error() const& {
        assert(!ok());
        return std::get<1>(m_v);
    }
    Error&& error() && {
        assert(!ok());
        return std::get<1>(std::move(m_v));
    }

private:
    std::variant<T, Error> m_v;
};

template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : m_error(std::move(error)), m_ok(false) {}

    bool ok() const { return m_ok; }
    explicit operator bool() const { return m_ok; }
    const Error& error() const& {
        assert(!m_ok);
        return m_error;
    }
    Error&& error() && {
        assert(!m_ok);
        return std::move(m_error);
    }

private:
    Error m_error;
    bool m_ok = true;
};

using Status = Result<void>;

}  // namespace shardscope
