#include "hdf5types.h"

namespace shardscope {

namespace {

hid_t float16Type() {
    const hid_t t = H5Tcopy(H5T_IEEE_F32LE);
    H5Tset_fields(t, 15, 10, 5, 0, 10);
    H5Tset_size(t, 2);
    H5Tset_ebias(t, 15);
    return t;
}

hid_t boolType() {
    const hid_t t = H5Tenum_create(H5T_NATIVE_INT8);
    const int8_t no = 0, yes = 1;
    H5Tenum_insert(t, "FALSE", &no);
    H5Tenum_insert(t, "TRUE", &yes);
    return t;
}

hid_t complexType(hid_t part, size_t partSize) {
    const hid_t t = H5Tcreate(H5T_COMPOUND, 2 * partSize);
    H5Tinsert(t, "r", 0, part);
    H5Tinsert(t, "i", partSize, part);
    return t;
}

hid_t typeOf(DType dtype) {
    switch (dtype) {
        case DType::Bool:
            return boolType();
        case DType::Int8:
        case DType::Int4:  // qint4x2: one int8 byte per element, two values in it
            return H5Tcopy(H5T_STD_I8LE);
        case DType::Int16:
            return H5Tcopy(H5T_STD_I16LE);
        case DType::Int32:
            return H5Tcopy(H5T_STD_I32LE);
        case DType::Int64:
            return H5Tcopy(H5T_STD_I64LE);
        case DType::UInt8:
        case DType::Float8E4M3FN:
        case DType::Float8E5M2:
            return H5Tcopy(H5T_STD_U8LE);
        case DType::UInt16:
        case DType::BFloat16:
            return H5Tcopy(H5T_STD_U16LE);
        case DType::UInt32:
        case DType::Str:
            return H5Tcopy(H5T_STD_U32LE);
        case DType::UInt64:
            return H5Tcopy(H5T_STD_U64LE);
        case DType::Float16:
            return float16Type();
        case DType::Float32:
            return H5Tcopy(H5T_IEEE_F32LE);
        case DType::Float64:
            return H5Tcopy(H5T_IEEE_F64LE);
        case DType::Complex64:
            return complexType(H5T_IEEE_F32LE, 4);
        case DType::Complex128:
            return complexType(H5T_IEEE_F64LE, 8);
        case DType::Unknown:
            return H5I_INVALID_HID;
    }
    return H5I_INVALID_HID;
}

}  // namespace

StoredType storedTypeFor(DType dtype, TensorKind kind, const std::vector<int64_t>& shape,
                         uint64_t bytes) {
    StoredType out;
    if (kind == TensorKind::Map) {
        return out;
    }
    out.type = Hdf5Handle(typeOf(dtype));
    if (!out.type.valid()) {
        return out;
    }
    out.elementSize = H5Tget_size(out.type.get());
    if (kind == TensorKind::String) {
        out.dims = {static_cast<hsize_t>(bytes / out.elementSize)};
        return out;
    }
    out.dims.assign(shape.begin(), shape.end());
    return out;
}

}  // namespace shardscope
