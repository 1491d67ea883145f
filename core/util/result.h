#pragma once

#include <cassert>
#include <memory>
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

// Success is one null pointer: parsers return a Status per field of millions of records, and
// an Error held by value (four strings) would be built and torn down for each.
template <>
class [[nodiscard]] Result<void> {
public:
    Result() = default;
    Result(Error error) : m_error(std::make_unique<Error>(std::move(error))) {}
    Result(const Result& other)
        : m_error(other.m_error ? std::make_unique<Error>(*other.m_error) : nullptr) {}
    Result(Result&&) noexcept = default;
    Result& operator=(const Result& other) {
        if (this != &other) {
            m_error = other.m_error ? std::make_unique<Error>(*other.m_error) : nullptr;
        }
        return *this;
    }
    Result& operator=(Result&&) noexcept = default;
    ~Result() = default;

    bool ok() const { return m_error == nullptr; }
    explicit operator bool() const { return ok(); }
    const Error& error() const& {
        assert(!ok());
        return *m_error;
    }
    Error&& error() && {
        assert(!ok());
        return std::move(*m_error);
    }

private:
    std::unique_ptr<Error> m_error;
};

using Status = Result<void>;

}  // namespace shardscope
