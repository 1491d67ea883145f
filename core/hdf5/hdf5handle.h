#pragma once

// Internal to core/: the only headers that include the HDF5 C API. Nothing public includes this.
#include <hdf5.h>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace shardscope {

// Owns one HDF5 identifier (file, group, dataset, dataspace, type, property list, attribute)
// and releases it, whatever its kind, when it goes.
class Hdf5Handle {
public:
    Hdf5Handle() = default;
    explicit Hdf5Handle(hid_t id) : m_id(id) {}
    ~Hdf5Handle() { reset(); }
    Hdf5Handle(Hdf5Handle&& other) noexcept : m_id(other.m_id) { other.m_id = H5I_INVALID_HID; }
    Hdf5Handle& operator=(Hdf5Handle&& other) noexcept {
        if (this != &other) {
            reset();
            m_id = other.m_id;
            other.m_id = H5I_INVALID_HID;
        }
        return *this;
    }
    Hdf5Handle(const Hdf5Handle&) = delete;
    Hdf5Handle& operator=(const Hdf5Handle&) = delete;

    hid_t get() const { return m_id; }
    bool valid() const { return m_id >= 0; }
    void reset();
    // Gives the identifier up without releasing it (to close it with a checked call).
    hid_t release() { return std::exchange(m_id, H5I_INVALID_HID); }

private:
    hid_t m_id = H5I_INVALID_HID;
};

// The library prints its error stack on stderr unless told not to, per thread; core never
// prints. Call before the first HDF5 call of a thread.
void silenceHdf5();

// The system's reason for the last failed HDF5 call of this thread ("No space left on device"),
// from the library's error stack; empty when the failure was not the system's.
std::string hdf5SystemReason();

// Attributes as the exporter writes them and the reader reads them back.
bool hdf5HasAttribute(hid_t object, const char* name);
std::string hdf5StringAttribute(hid_t object, const char* name);
std::vector<int64_t> hdf5IntsAttribute(hid_t object, const char* name);
bool hdf5WriteString(hid_t object, const char* name, const std::string& value);
bool hdf5WriteInts(hid_t object, const char* name, const std::vector<int64_t>& values);
bool hdf5WriteInt(hid_t object, const char* name, int64_t value);

}  // namespace shardscope
