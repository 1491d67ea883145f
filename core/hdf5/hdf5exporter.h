#pragma once

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "../export/exportcontext.h"

namespace shardscope {

struct Hdf5ExportOptions {
    int compression = 0;             // gzip level 1-9, after a byte shuffle; 0: none
    bool float32Copy = false;        // BFloat16 datasets get a float32 sibling "<leaf>_float32"
    uint64_t chunkBytes = 4u << 20;  // target size of a chunk
};

// Writes an HDF5 file of tensors. Each parameter becomes a dataset whose groups follow its
// dotted name (a name that is also another's group gets "_" appended), chunked in runs of the
// tensor's C order ([1, .., 1, c, full, .., full]) so that a chunk is written once, whole, and an
// uncompressed file can be read back in place as a checkpoint. The content is written slab by
// slab, never whole. The file is built under OUT.tmp and renamed on commit().
class Hdf5Exporter {
public:
    Hdf5Exporter();
    ~Hdf5Exporter();
    Hdf5Exporter(Hdf5Exporter&& other) noexcept;
    Hdf5Exporter& operator=(Hdf5Exporter&& other) noexcept;
    Hdf5Exporter(const Hdf5Exporter&) = delete;
    Hdf5Exporter& operator=(const Hdf5Exporter&) = delete;

    static Result<Hdf5Exporter> create(const std::string& path, const Hdf5ExportOptions& options);

    // Every name the file will hold, before the first write: decides the dataset paths.
    void planNames(const std::vector<std::string>& names);
    std::string datasetPath(const std::string& name) const;

    Status setFileAttribute(const std::string& key, const std::string& value);
    Status setFileAttribute(const std::string& key, int64_t value);

    // Creates the dataset for `item` (the `order`-th tensor) and streams its content into it.
    Status write(const ExportItem& item, int64_t order, const TensorAssembler& content,
                 ExportContext& context);

    Status commit();

private:
    struct State;

    Status openGroups(const std::string& datasetPath);

    std::string m_path;
    Hdf5ExportOptions m_options;
    std::map<std::string, std::string> m_paths;  // parameter name -> dataset path
    std::unique_ptr<State> m_state;
};

}  // namespace shardscope
