#include "hdf5exporter.h"

#include <algorithm>
#include <functional>
#include <set>
#include <utility>

#include "hdf5handle.h"
#include "hdf5types.h"
#include "util/temporaryfile.h"
#include "util/translatenoop.h"

namespace shardscope {

struct Hdf5Exporter::State {
    TemporaryFile temp;  // written by libhdf5 by its name; removed unless published
    Hdf5Handle file;
    // Made once, not per dataset (80,000 tiny tensors made a property list pair each).
    Hdf5Handle lcpl;  // datasets' links: UTF-8 names
    Hdf5Handle gcpl;  // groups: no modification times
    // The groups above the last dataset, open, outermost first: the next dataset in the same
    // group (or a sibling group) is created from its parent's handle, not by walking its
    // whole path from the root again for each level and the dataset (those walks were a third
    // of the time of 20,000 tiny tensors).
    std::vector<std::pair<std::string, Hdf5Handle>> open;
    std::set<std::string> made;  // every group made so far: the file is new, nothing else is
};

namespace {

// Right after the failed call: what failed (`what` with `args`), then the system's reason when
// HDF5 recorded one ("cannot create the group /a: No space left on device").
Error hdf5Error(ErrorTemplate what, std::vector<IssueArg> args, const std::string& path,
                const std::string& param = {}) {
    const std::string reason = hdf5SystemReason();
    Error e = makeError(ErrorCode::Io, what, std::move(args));
    if (!reason.empty()) {  // what failed, still without its place, then the reason
        e = makeError(ErrorCode::Io, QT_TRANSLATE_NOOP("ErrorMessage", "{error}: {reason}"),
                      {{"reason", reason}}, e);
    }
    e.inFile(path);
    if (!param.empty()) {
        e.forParam(param);
    }
    return e;
}

// "a.b.c" -> "/a/b/c"; empty parts become "_", a "/" inside a name becomes "_".
std::string pathOf(const std::string& name) {
    std::string path = "/";
    std::string part;
    for (size_t i = 0; i <= name.size(); ++i) {
        if (i == name.size() || name[i] == '.') {
            path += (part.empty() ? "_" : part) + (i == name.size() ? "" : "/");
            part.clear();
        } else {
            part += name[i] == '/' ? '_' : name[i];
        }
    }
    return path;
}

// Chunks that are contiguous runs of the C-order content: [1, .., 1, c, full, .., full].
struct ChunkPlan {
    size_t axis = 0;        // k: the axis cut into c-row chunks
    hsize_t rows = 1;       // c
    uint64_t rowBytes = 0;  // bytes of one index step along k (the dimensions after k, whole)
    std::vector<hsize_t> chunk;
};

ChunkPlan planChunks(const std::vector<hsize_t>& dims, uint64_t elementSize, uint64_t target) {
    ChunkPlan plan;
    const size_t n = dims.size();
    for (size_t k = 0; k < n; ++k) {
        uint64_t trail = elementSize;
        for (size_t i = k + 1; i < n; ++i) {
            trail *= dims[i];
        }
        if (trail <= target || k + 1 == n) {
            plan.axis = k;
            plan.rowBytes = trail;
            const hsize_t most =
                std::clamp<hsize_t>(target / std::max<uint64_t>(trail, 1), 1, dims[k]);
            // As many chunks as the target size needs, of equal rows: no near-empty last one.
            const hsize_t chunks = (dims[k] + most - 1) / most;
            plan.rows = (dims[k] + chunks - 1) / chunks;
            break;
        }
    }
    plan.chunk.assign(n, 1);
    plan.chunk[plan.axis] = plan.rows;
    for (size_t i = plan.axis + 1; i < n; ++i) {
        plan.chunk[i] = dims[i];
    }
    return plan;
}

std::string tensorMapText(const ParamLayout& layout) {
    std::string out = "[";
    for (size_t i = 0; i < layout.tensorMap.size(); ++i) {
        out += i > 0 ? ", [" : "[";
        for (size_t j = 0; j < layout.tensorMap[i].size(); ++j) {
            out += (j > 0 ? ", " : "") + std::to_string(layout.tensorMap[i][j]);
        }
        out += "]";
    }
    return out + "]";
}

bool writeLayoutAttributes(hid_t dataset, const ExportItem& item) {
    bool ok = true;
    if (item.layout != nullptr) {
        const ParamLayout& l = *item.layout;
        ok = ok && hdf5WriteInts(dataset, "dev_matrix", l.devMatrix());
        if (l.nested) {
            ok = ok && hdf5WriteString(dataset, "tensor_map", tensorMapText(l));
        } else {
            std::vector<int64_t> map;
            for (const auto& axes : l.tensorMap) {
                map.push_back(axes.empty() ? -1 : axes.front());
            }
            ok = ok && hdf5WriteInts(dataset, "tensor_map", map);
        }
        ok = ok && hdf5WriteInt(dataset, "opt_shard_size", l.optShardSize) &&
             hdf5WriteInt(dataset, "opt_shard_step", l.optShardStep) &&
             hdf5WriteInt(dataset, "stage", l.stage);
    }
    if (!item.fullShape.empty()) {
        ok = ok && hdf5WriteInts(dataset, "full_shape", item.fullShape);
    }
    if (item.rank >= 0) {
        ok = ok && hdf5WriteInt(dataset, "rank", item.rank);
    }
    if (item.slice) {
        ok = ok && hdf5WriteInts(dataset, "slice_begin", item.slice->begin) &&
             hdf5WriteInts(dataset, "slice_end", item.slice->end);
    }
    if (!item.ranks.empty()) {
        ok = ok && hdf5WriteInts(dataset, "ranks",
                                 std::vector<int64_t>(item.ranks.begin(), item.ranks.end()));
    }
    return ok;
}

// The attributes that describe a tensor's dataset: its name, order and MindSpore type, its layout
// and slice, and how a type HDF5 has no word for is stored.
bool writeTensorAttributes(hid_t dataset, const ExportItem& item, int64_t order,
                           const std::string& path, bool copy) {
    const TensorSource& s = item.source;
    bool ok = hdf5WriteString(dataset, "name", s.name) && hdf5WriteInt(dataset, "order", order) &&
              hdf5WriteString(dataset, "mindspore_dtype", s.dtypeName) &&
              writeLayoutAttributes(dataset, item);
    if (s.dtype == DType::BFloat16) {
        ok = ok && hdf5WriteString(dataset, "storage",
                                   "bfloat16 bits as uint16: the upper half of an IEEE float32");
        ok = ok && (!copy || hdf5WriteString(dataset, "float32_copy", path + "_float32"));
    } else if (s.dtype == DType::Int4) {
        ok = ok && hdf5WriteString(dataset, "storage",
                                   "qint4x2: int8 bytes of two 4-bit values, low nibble first");
    } else if (s.dtype == DType::Float8E4M3FN || s.dtype == DType::Float8E5M2) {
        ok = ok && hdf5WriteString(dataset, "storage", "raw 8-bit floats as uint8");
    }
    return ok;
}

// The dataset's creation properties: no fill, no times, and chunks (compressed if asked) when
// `chunked`.
Hdf5Handle creationProperties(const Hdf5ExportOptions& options, const ChunkPlan* chunks) {
    Hdf5Handle dcpl(H5Pcreate(H5P_DATASET_CREATE));
    H5Pset_fill_time(dcpl.get(), H5D_FILL_TIME_NEVER);
    H5Pset_obj_track_times(dcpl.get(), false);
    if (chunks != nullptr) {
        H5Pset_chunk(dcpl.get(), static_cast<int>(chunks->chunk.size()), chunks->chunk.data());
        if (options.compression > 0) {
            H5Pset_shuffle(dcpl.get());
            H5Pset_deflate(dcpl.get(), static_cast<unsigned>(std::min(options.compression, 9)));
        }
    }
    return dcpl;
}

// Slabs of whole chunks along the plan's axis k, every index of the axes before it in turn, of
// at most `window` bytes: `slab` gets each one's content offset and size and its shape, with
// `space` selecting it.
using SlabFn =
    std::function<Status(uint64_t offset, uint64_t size, const std::vector<hsize_t>& shape)>;
Status forEachChunkSlab(const std::vector<hsize_t>& dims, const ChunkPlan& plan, uint64_t window,
                        hid_t space, const SlabFn& slab) {
    const size_t k = plan.axis;
    const uint64_t chunkBytes = plan.rows * plan.rowBytes;
    const hsize_t rowsPerSlab =
        std::min<hsize_t>(dims[k], plan.rows * std::max<uint64_t>(1, window / chunkBytes));
    uint64_t prefixes = 1;
    for (size_t i = 0; i < k; ++i) {
        prefixes *= dims[i];
    }
    std::vector<hsize_t> start(dims.size(), 0), count = dims;
    std::fill(count.begin(), count.begin() + static_cast<std::ptrdiff_t>(k), 1);
    for (uint64_t p = 0; p < prefixes; ++p) {
        uint64_t rest = p;
        for (size_t i = k; i-- > 0;) {
            start[i] = rest % dims[i];
            rest /= dims[i];
        }
        for (hsize_t j = 0; j < dims[k]; j += rowsPerSlab) {
            start[k] = j;
            count[k] = std::min<hsize_t>(rowsPerSlab, dims[k] - j);
            H5Sselect_hyperslab(space, H5S_SELECT_SET, start.data(), nullptr, count.data(),
                                nullptr);
            const uint64_t offset = (p * dims[k] + j) * plan.rowBytes;
            if (Status st = slab(offset, count[k] * plan.rowBytes, count); !st) {
                return st;
            }
        }
    }
    return {};
}

}  // namespace

Hdf5Exporter::Hdf5Exporter() = default;
Hdf5Exporter::Hdf5Exporter(Hdf5Exporter&& other) noexcept = default;
Hdf5Exporter& Hdf5Exporter::operator=(Hdf5Exporter&& other) noexcept = default;

Hdf5Exporter::~Hdf5Exporter() {
    // Not committed (an error, a cancel, or a file HDF5 could not create): the temporary goes,
    // after libhdf5 has let go of it.
    if (m_state) {
        m_state->open.clear();
        m_state->file.reset();
        m_state->temp.discard();
    }
}

Result<Hdf5Exporter> Hdf5Exporter::create(const std::string& path,
                                          const Hdf5ExportOptions& options) {
    silenceHdf5();
    if (options.compression > 0 && H5Zfilter_avail(H5Z_FILTER_DEFLATE) <= 0) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP("ErrorMessage", "this HDF5 library has no gzip filter"),
                         {})
            .inFile(path);
    }
    Hdf5Exporter exporter;
    exporter.m_path = path;
    exporter.m_options = options;
    exporter.m_state = std::make_unique<State>();
    // HDF5 keeps the system's reason to itself: the file is created here first, so that a
    // read-only or full file system is reported in the system's words.
    auto temp = TemporaryFile::create(path);
    if (!temp) {
        return std::move(temp).error();
    }
    exporter.m_state->temp = std::move(*temp);
    exporter.m_state->temp.closeDescriptor();
    const std::string& tempPath = exporter.m_state->temp.path();
    // No modification times in the objects: the same export gives the same bytes.
    Hdf5Handle fcpl(H5Pcreate(H5P_FILE_CREATE));
    H5Pset_obj_track_times(fcpl.get(), false);
    // HDF5 1.8's object format (readable by any HDF5 since 2008): a group's links live in its
    // object header instead of a B-tree and a heap of its own, which for many small tensors
    // (a group per dotted name) cost a third of the export (issue 34 #27).
    Hdf5Handle fapl(H5Pcreate(H5P_FILE_ACCESS));
    H5Pset_libver_bounds(fapl.get(), H5F_LIBVER_V18, H5F_LIBVER_V18);
    exporter.m_state->file =
        Hdf5Handle(H5Fcreate(tempPath.c_str(), H5F_ACC_TRUNC, fcpl.get(), fapl.get()));
    if (!exporter.m_state->file.valid()) {
        return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot create the HDF5 file"), {},
                         tempPath);
    }
    exporter.m_state->lcpl = Hdf5Handle(H5Pcreate(H5P_LINK_CREATE));
    H5Pset_create_intermediate_group(exporter.m_state->lcpl.get(), 1);
    H5Pset_char_encoding(exporter.m_state->lcpl.get(), H5T_CSET_UTF8);
    exporter.m_state->gcpl = Hdf5Handle(H5Pcreate(H5P_GROUP_CREATE));
    H5Pset_obj_track_times(exporter.m_state->gcpl.get(), false);
    return exporter;
}

void Hdf5Exporter::planNames(const std::vector<std::string>& names) {
    std::set<std::string> groups;
    std::set<std::string> datasets;
    for (const std::string& name : names) {
        const std::string path = pathOf(name);
        datasets.insert(path);
        for (size_t slash = path.find('/', 1); slash != std::string::npos;
             slash = path.find('/', slash + 1)) {
            groups.insert(path.substr(0, slash));
        }
    }
    for (const std::string& name : names) {
        std::string path = pathOf(name);
        if (groups.count(path) != 0) {
            // "a.b" beside "a.b.c": the dataset cannot be the group "a/b" too.
            do {
                path += "_";
            } while (groups.count(path) != 0 || datasets.count(path) != 0);
            datasets.insert(path);
        }
        m_paths[name] = path;
    }
}

// The groups above a dataset, made here rather than as intermediate groups of the link, whose
// creation properties HDF5 does not let us set: no modification times, like the datasets.
// They are left open, innermost last (none for a dataset at the root), until the next call.
Status Hdf5Exporter::openGroups(const std::string& datasetPath) {
    State& st = *m_state;
    size_t level = 0;
    size_t from = 1;
    for (size_t slash = datasetPath.find('/', 1); slash != std::string::npos;
         slash = datasetPath.find('/', slash + 1), ++level) {
        const std::string group = datasetPath.substr(0, slash);
        if (level < st.open.size() && st.open[level].first == group) {
            from = slash + 1;
            continue;
        }
        st.open.resize(level);  // closes the groups of the previous dataset below this level
        const hid_t above = level == 0 ? st.file.get() : st.open[level - 1].second.get();
        const std::string local = datasetPath.substr(from, slash - from);
        const bool exists = st.made.count(group) != 0;
        Hdf5Handle handle(
            exists ? H5Gopen2(above, local.c_str(), H5P_DEFAULT)
                   : H5Gcreate2(above, local.c_str(), H5P_DEFAULT, st.gcpl.get(), H5P_DEFAULT));
        if (!handle.valid()) {
            return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot create the group {group}"),
                             {{"group", group}}, m_path);
        }
        st.made.insert(group);
        st.open.emplace_back(group, std::move(handle));
        from = slash + 1;
    }
    st.open.resize(level);
    return {};
}

std::string Hdf5Exporter::datasetPath(const std::string& name) const {
    const auto it = m_paths.find(name);
    return it != m_paths.end() ? it->second : pathOf(name);
}

Status Hdf5Exporter::setFileAttribute(const std::string& key, const std::string& value) {
    if (!hdf5WriteString(m_state->file.get(), key.c_str(), value)) {
        return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write the attribute {key}"),
                         {{"key", key}}, m_path);
    }
    return {};
}

Status Hdf5Exporter::setFileAttribute(const std::string& key, int64_t value) {
    if (!hdf5WriteInt(m_state->file.get(), key.c_str(), value)) {
        return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot write the attribute {key}"),
                         {{"key", key}}, m_path);
    }
    return {};
}

Status Hdf5Exporter::write(const ExportItem& item, int64_t order, const TensorAssembler& content,
                           ExportContext& context) {
    const TensorSource& s = item.source;
    const TensorEntry& entry = *s.pieces.front().entry;
    const StoredType stored = storedTypeFor(s.dtype, entry.kind, s.shape, content.bytes());
    if (!stored.type.valid()) {
        return makeError(ErrorCode::Unsupported,
                         QT_TRANSLATE_NOOP("ErrorMessage", "a {dtype} tensor has no HDF5 type"),
                         {{"dtype", s.dtypeName}})
            .inFile(m_path)
            .forParam(s.name);
    }
    const std::string path = datasetPath(s.name);
    const std::string leaf = path.substr(path.rfind('/') + 1);
    const hid_t lcpl = m_state->lcpl.get();
    const std::vector<hsize_t>& dims = stored.dims;
    uint64_t elements = 1;
    for (hsize_t d : dims) {
        elements *= d;
    }
    const bool scalar = entry.kind == TensorKind::Scalar && s.shape.empty();
    Hdf5Handle space(scalar
                         ? H5Screate(H5S_SCALAR)
                         : H5Screate_simple(static_cast<int>(dims.size()), dims.data(), nullptr));
    if (Status groups = openGroups(path); !groups) {
        return groups;
    }
    const hid_t parent =
        m_state->open.empty() ? m_state->file.get() : m_state->open.back().second.get();
    // Chunks only where they serve: a tensor larger than one chunk (written in slabs of whole
    // chunks) or a compressed one. A small uncompressed tensor is contiguous: a chunk index per
    // dataset cost HDF5 about 40% more for many tiny tensors (issue 34 #27).
    const bool chunked = !scalar && elements > 0 &&
                         (m_options.compression > 0 || content.bytes() > m_options.chunkBytes);
    ChunkPlan plan;
    if (chunked) {
        plan = planChunks(dims, stored.elementSize, m_options.chunkBytes);
    }
    const Hdf5Handle dcpl = creationProperties(m_options, chunked ? &plan : nullptr);
    const bool copy = m_options.float32Copy && s.dtype == DType::BFloat16;
    Hdf5Handle dataset(H5Dcreate2(parent, leaf.c_str(), stored.type.get(), space.get(), lcpl,
                                  dcpl.get(), H5P_DEFAULT));
    if (!dataset.valid()) {
        return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot create the dataset {dataset}"),
                         {{"dataset", path}}, m_path, s.name);
    }
    Hdf5Handle copySet;
    if (copy) {
        Hdf5Handle copyCpl(H5Pcopy(dcpl.get()));
        copySet = Hdf5Handle(H5Dcreate2(parent, (leaf + "_float32").c_str(), H5T_IEEE_F32LE,
                                        space.get(), lcpl, copyCpl.get(), H5P_DEFAULT));
        if (!copySet.valid() || !hdf5WriteString(copySet.get(), "float32_copy_of", s.name)) {
            return hdf5Error(
                QT_TRANSLATE_NOOP("ErrorMessage", "cannot create the dataset {dataset}"),
                {{"dataset", path + "_float32"}}, m_path, s.name);
        }
    }
    if (!writeTensorAttributes(dataset.get(), item, order, path, copy)) {
        return hdf5Error(
            QT_TRANSLATE_NOOP("ErrorMessage", "cannot write the attributes of {dataset}"),
            {{"dataset", path}}, m_path, s.name);
    }
    if (entry.kind == TensorKind::String) {
        // The text itself, for readers: the dataset holds its UTF-32 code units.
        std::string text;
        if (auto all = context.read(content, 0, content.bytes())) {
            text = utf32leToUtf8(*all);
        }
        if (!hdf5WriteString(dataset.get(), "text", text)) {
            return hdf5Error(
                QT_TRANSLATE_NOOP("ErrorMessage", "cannot write the attributes of {dataset}"),
                {{"dataset", path}}, m_path, s.name);
        }
    }
    if (elements == 0) {
        return {};
    }
    std::vector<uint8_t> converted;
    auto put = [&](hid_t target, hid_t type, hid_t fileSpace, hid_t memSpace, const uint8_t* data) {
        return H5Dwrite(target, type, memSpace, fileSpace, H5P_DEFAULT, data) >= 0;
    };
    // The memory space has the shape of the file selection: HDF5 then maps whole chunks at
    // once instead of element by element.
    auto slab = [&](uint64_t offset, uint64_t size, hid_t fileSpace,
                    const std::vector<hsize_t>& shape) -> Status {
        auto window = context.read(content, offset, size);
        if (!window) {
            return std::move(window).error();
        }
        Hdf5Handle memSpace(shape.empty() ? H5Screate(H5S_SCALAR)
                                          : H5Screate_simple(static_cast<int>(shape.size()),
                                                             shape.data(), nullptr));
        if (!put(dataset.get(), stored.type.get(), fileSpace, memSpace.get(), window->data())) {
            return hdf5Error(
                QT_TRANSLATE_NOOP("ErrorMessage", "cannot write the dataset {dataset}"),
                {{"dataset", path}}, m_path, s.name);
        }
        if (copy) {
            converted.resize(window->size() * 2);
            bf16ToFloat32(*window, converted);
            if (!put(copySet.get(), H5T_NATIVE_FLOAT, fileSpace, memSpace.get(),
                     converted.data())) {
                return hdf5Error(
                    QT_TRANSLATE_NOOP("ErrorMessage", "cannot write the dataset {dataset}"),
                    {{"dataset", path + "_float32"}}, m_path, s.name);
            }
        }
        context.advance(size);
        return context.checkCancelled();
    };
    if (!chunked) {
        return slab(0, content.bytes(), H5S_ALL, scalar ? std::vector<hsize_t>{} : dims);
    }
    return forEachChunkSlab(dims, plan, context.window(), space.get(),
                            [&](uint64_t offset, uint64_t size, const std::vector<hsize_t>& shape) {
                                return slab(offset, size, space.get(), shape);
                            });
}

Status Hdf5Exporter::commit() {
    m_state->open.clear();
    if (H5Fflush(m_state->file.get(), H5F_SCOPE_GLOBAL) < 0) {
        return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot flush the HDF5 file"), {},
                         m_state->temp.path());
    }
    // Closing writes too (the superblock's end of file): a failure here is a failed export.
    if (H5Fclose(m_state->file.release()) < 0) {
        return hdf5Error(QT_TRANSLATE_NOOP("ErrorMessage", "cannot close the HDF5 file"), {},
                         m_state->temp.path());
    }
    return m_state->temp.publish();
}

}  // namespace shardscope
