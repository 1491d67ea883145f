#include "hdf5handle.h"

#include <algorithm>
#include <mutex>
#include <string_view>

namespace shardscope {

void Hdf5Handle::reset() {
    if (m_id >= 0) {
        H5Idec_ref(m_id);
        m_id = H5I_INVALID_HID;
    }
}

void silenceHdf5() {
    // Before the library's first call: no clean-up at exit. HDF5 1.10 keeps a dataset or file
    // whose close failed (a full disk) half torn down in its tables, and its clean-up at exit
    // then crashes on it; the system frees everything at exit anyway.
    static std::once_flag once;
    std::call_once(once, [] { H5dont_atexit(); });
    H5Eset_auto2(H5E_DEFAULT, nullptr, nullptr);
}

std::string hdf5SystemReason() {
    // The file drivers put the system's words in their error: "... errno = 28, error message =
    // 'No space left on device', ...".
    std::string reason;
    H5Ewalk2(
        H5E_DEFAULT, H5E_WALK_DOWNWARD,
        [](unsigned, const H5E_error2_t* error, void* out) -> herr_t {
            auto* found = static_cast<std::string*>(out);
            const std::string_view desc = error->desc ? error->desc : "";
            constexpr std::string_view key = "error message = '";
            const size_t at = desc.find(key);
            if (found->empty() && at != std::string_view::npos) {
                const size_t from = at + key.size();
                const size_t to = desc.find('\'', from);
                *found =
                    std::string(desc.substr(from, to == std::string_view::npos ? to : to - from));
            }
            return 0;
        },
        &reason);
    return reason;
}

bool hdf5HasAttribute(hid_t object, const char* name) {
    return H5Aexists(object, name) > 0;
}

std::string hdf5StringAttribute(hid_t object, const char* name) {
    if (!hdf5HasAttribute(object, name)) {
        return {};
    }
    Hdf5Handle attr(H5Aopen(object, name, H5P_DEFAULT));
    Hdf5Handle type(attr.valid() ? H5Aget_type(attr.get()) : H5I_INVALID_HID);
    if (!type.valid() || H5Tget_class(type.get()) != H5T_STRING) {
        return {};
    }
    if (H5Tis_variable_str(type.get()) > 0) {
        Hdf5Handle memType(H5Tcopy(H5T_C_S1));
        H5Tset_size(memType.get(), H5T_VARIABLE);
        H5Tset_cset(memType.get(), H5T_CSET_UTF8);
        char* text = nullptr;
        if (H5Aread(attr.get(), memType.get(), &text) < 0 || text == nullptr) {
            return {};
        }
        std::string out(text);
        H5free_memory(text);
        return out;
    }
    const size_t size = H5Tget_size(type.get());
    std::string out(size, '\0');
    if (size == 0 || H5Aread(attr.get(), type.get(), out.data()) < 0) {
        return {};
    }
    out.resize(out.find('\0') == std::string::npos ? size : out.find('\0'));
    return out;
}

std::vector<int64_t> hdf5IntsAttribute(hid_t object, const char* name) {
    if (!hdf5HasAttribute(object, name)) {
        return {};
    }
    Hdf5Handle attr(H5Aopen(object, name, H5P_DEFAULT));
    Hdf5Handle space(attr.valid() ? H5Aget_space(attr.get()) : H5I_INVALID_HID);
    if (!space.valid()) {
        return {};
    }
    const hssize_t n = H5Sget_simple_extent_npoints(space.get());
    std::vector<int64_t> out(static_cast<size_t>(n > 0 ? n : 0));
    if (out.empty() || H5Aread(attr.get(), H5T_NATIVE_INT64, out.data()) < 0) {
        return {};
    }
    return out;
}

bool hdf5WriteString(hid_t object, const char* name, const std::string& value) {
    // Variable-length UTF-8, as h5py writes a str attribute (and reads it back as str).
    Hdf5Handle type(H5Tcopy(H5T_C_S1));
    H5Tset_size(type.get(), H5T_VARIABLE);
    H5Tset_cset(type.get(), H5T_CSET_UTF8);
    Hdf5Handle space(H5Screate(H5S_SCALAR));
    Hdf5Handle attr(H5Acreate2(object, name, type.get(), space.get(), H5P_DEFAULT, H5P_DEFAULT));
    const char* text = value.c_str();
    return attr.valid() && H5Awrite(attr.get(), type.get(), &text) >= 0;
}

bool hdf5WriteInts(hid_t object, const char* name, const std::vector<int64_t>& values) {
    const hsize_t n = values.size();
    Hdf5Handle space(n == 0 ? H5Screate(H5S_NULL) : H5Screate_simple(1, &n, nullptr));
    Hdf5Handle attr(H5Acreate2(object, name, H5T_STD_I64LE, space.get(), H5P_DEFAULT, H5P_DEFAULT));
    if (!attr.valid()) {
        return false;
    }
    return n == 0 || H5Awrite(attr.get(), H5T_NATIVE_INT64, values.data()) >= 0;
}

bool hdf5WriteInt(hid_t object, const char* name, int64_t value) {
    Hdf5Handle space(H5Screate(H5S_SCALAR));
    Hdf5Handle attr(H5Acreate2(object, name, H5T_STD_I64LE, space.get(), H5P_DEFAULT, H5P_DEFAULT));
    return attr.valid() && H5Awrite(attr.get(), H5T_NATIVE_INT64, &value) >= 0;
}

}  // namespace shardscope
