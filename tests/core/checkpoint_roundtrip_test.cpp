// Write then read: every dtype, scalars, strings, empty tensors, chunked tensors, CRC on and off.
#include <gtest/gtest.h>
#include <sys/stat.h>

#include <filesystem>

#include "checkpoint.pb.h"
#include "formats/checkpointfile.h"
#include "formats/checkpointwriter.h"
#include "tensorcontent.h"
#include "testutil.h"

namespace shardscope {
namespace {

using test::contentOf;

// What protobuf's own serializer writes for one Value holding this tensor: MindSpore's bytes.
std::string protobufRecord(const std::string& name, const std::string& dtype,
                           const std::vector<int64_t>& dims, const std::vector<uint8_t>& content) {
    ::Checkpoint ckpt;
    ::Checkpoint::Value* v = ckpt.add_value();
    v->set_tag(name);
    for (int64_t d : dims) {
        v->mutable_tensor()->add_dims(d);
    }
    v->mutable_tensor()->set_tensor_type(dtype);
    v->mutable_tensor()->set_tensor_content(content.data(), content.size());
    return ckpt.SerializeAsString();
}

TEST(CheckpointRoundTrip, EveryDtype) {
    test::TempDir dir;
    const std::string path = dir.file("all.ckpt");
    struct Case {
        std::string dtype;
        std::vector<int64_t> dims;
        std::vector<uint8_t> content;
    };
    std::vector<Case> cases;
    uint32_t seed = 1;
    for (DType d : {DType::Bool, DType::Int4, DType::Int8, DType::Int16, DType::Int32, DType::Int64,
                    DType::UInt8, DType::UInt16, DType::UInt32, DType::UInt64, DType::Float16,
                    DType::BFloat16, DType::Float32, DType::Float64, DType::Complex64,
                    DType::Complex128, DType::Float8E4M3FN, DType::Float8E5M2}) {
        const uint64_t bytes = *dtypeBytesFor(d, 3 * 5);
        cases.push_back(
            {std::string(dtypeInfo(d).msName), {3, 5}, test::patternBytes(bytes, seed++)});
    }
    std::string expectedBytes;
    {
        auto writer = CheckpointWriter::create(path);
        ASSERT_TRUE(writer);
        for (const Case& c : cases) {
            ASSERT_TRUE(writer->addTensor("p." + c.dtype, c.dtype, c.dims, c.content));
            expectedBytes += protobufRecord("p." + c.dtype, c.dtype, c.dims, c.content);
        }
        ASSERT_TRUE(writer->commit());
    }
    EXPECT_EQ(test::readFile(path), expectedBytes);
    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file) << file.error().describe();
    ASSERT_EQ(file->index().tensors.size(), cases.size());
    for (size_t i = 0; i < cases.size(); ++i) {
        const TensorEntry& t = file->index().tensors[i];
        SCOPED_TRACE(cases[i].dtype);
        EXPECT_EQ(t.dtypeName, cases[i].dtype);
        EXPECT_NE(t.dtype, DType::Unknown);
        EXPECT_EQ(t.shape, cases[i].dims);
        EXPECT_EQ(contentOf(*file, t), cases[i].content);
    }
    EXPECT_EQ(file->index().tensors[1].bytes, 15u);  // Int4 (qint4x2): a byte per element
    ASSERT_EQ(file->index().issues.size(), 4u);      // complex and float8 cannot be loaded
    EXPECT_EQ(file->index().issues[0].text(), "MindSpore cannot load tensors of type Complex64");
    EXPECT_EQ(file->index().issues[0].param, "p.Complex64");
}

TEST(CheckpointRoundTrip, ScalarsStringsAndEmptyTensors) {
    test::TempDir dir;
    const std::string path = dir.file("misc.ckpt");
    const int64_t step = 1234567;
    const float lr = 0.125f;
    const std::vector<uint8_t> stepBytes(reinterpret_cast<const uint8_t*>(&step),
                                         reinterpret_cast<const uint8_t*>(&step) + 8);
    const std::vector<uint8_t> lrBytes(reinterpret_cast<const uint8_t*>(&lr),
                                       reinterpret_cast<const uint8_t*>(&lr) + 4);
    {
        auto writer = CheckpointWriter::create(path);
        ASSERT_TRUE(writer);
        ASSERT_TRUE(writer->addTensor("step_num", "Int64", {}, stepBytes));
        ASSERT_TRUE(writer->addTensor("learning_rate", "Float32", {0}, lrBytes));
        ASSERT_TRUE(writer->addString("note", "hello, 世界 🙂"));
        ASSERT_TRUE(writer->addTensor("empty", "Float16", {0, 4}, {}));
        ASSERT_TRUE(writer->addTensor("empty1d", "Float32", {0}, {}));
        ASSERT_TRUE(writer->commit());
    }
    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file) << file.error().describe();
    const auto& t = file->index().tensors;
    ASSERT_EQ(t.size(), 5u);
    EXPECT_EQ(t[0].kind, TensorKind::Scalar);
    EXPECT_TRUE(t[0].dims.empty());
    EXPECT_EQ(contentOf(*file, t[0]), stepBytes);
    EXPECT_EQ(t[1].kind, TensorKind::Scalar);
    EXPECT_EQ(t[1].dims, std::vector<int64_t>{0});
    EXPECT_TRUE(t[1].shape.empty());
    EXPECT_EQ(t[2].kind, TensorKind::String);
    EXPECT_EQ(t[2].dtypeName, "str");
    EXPECT_EQ(t[2].bytes, 4u * 11);
    EXPECT_EQ(*file->readString(t[2]), "hello, 世界 🙂");
    EXPECT_EQ(t[3].kind, TensorKind::Tensor);
    EXPECT_EQ(t[3].shape, (std::vector<int64_t>{0, 4}));
    EXPECT_EQ(t[3].bytes, 0u);
    EXPECT_EQ(t[4].kind, TensorKind::Tensor);
    EXPECT_EQ(t[4].shape, std::vector<int64_t>{0});
}

TEST(CheckpointRoundTrip, LargeTensorIsCutIntoConsecutiveRecordsAndJoined) {
    test::TempDir dir;
    const std::string path = dir.file("chunked.ckpt");
    const std::vector<uint8_t> big = test::patternBytes(4 * 50, 7);  // 50 floats, 200 bytes
    const std::vector<uint8_t> small = test::patternBytes(8, 8);
    CheckpointWriteOptions options;
    options.chunkBytes = 64;
    {
        auto writer = CheckpointWriter::create(path, options);
        ASSERT_TRUE(writer);
        ASSERT_TRUE(writer->beginTensor("big", "Float32", {5, 10}, big.size()));
        // Arrives in odd pieces that straddle the chunk boundaries.
        for (size_t at = 0; at < big.size(); at += 37) {
            const size_t n = std::min<size_t>(37, big.size() - at);
            ASSERT_TRUE(writer->append({big.data() + at, n}));
        }
        ASSERT_TRUE(writer->endTensor());
        ASSERT_TRUE(writer->addTensor("small", "Float32", {2}, small));
        ASSERT_TRUE(writer->commit());
    }
    std::string expected;
    for (size_t at = 0; at < big.size(); at += 64) {
        const size_t n = std::min<size_t>(64, big.size() - at);
        expected += protobufRecord("big", "Float32", {5, 10},
                                   std::vector<uint8_t>(big.begin() + at, big.begin() + at + n));
    }
    expected += protobufRecord("small", "Float32", {2}, small);
    EXPECT_EQ(test::readFile(path), expected);

    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file) << file.error().describe();
    ASSERT_EQ(file->index().tensors.size(), 2u);
    const TensorEntry& t = file->index().tensors[0];
    EXPECT_EQ(t.chunks.size(), 4u);
    EXPECT_EQ(t.bytes, 200u);
    EXPECT_EQ(t.shape, (std::vector<int64_t>{5, 10}));
    EXPECT_EQ(contentOf(*file, t), big);
    EXPECT_EQ(t.recordBytes + file->index().tensors[1].recordBytes, expected.size());
}

TEST(CheckpointRoundTrip, CrcTrailerWrittenVerifiedAndMismatchDetected) {
    test::TempDir dir;
    const std::string path = dir.file("crc.ckpt");
    const std::vector<uint8_t> content = test::patternBytes(64, 3);
    CheckpointWriteOptions options;
    options.crc = true;
    options.chunkBytes = 16;
    {
        auto writer = CheckpointWriter::create(path, options);
        ASSERT_TRUE(writer);
        ASSERT_TRUE(writer->addTensor("w", "Float32", {4, 4}, content));
        ASSERT_TRUE(writer->commit());
    }
    std::string bytes = test::readFile(path);
    ASSERT_GE(bytes.size(), 17u);
    EXPECT_EQ(bytes.substr(bytes.size() - 17, 7), "crc_num");
    const uint32_t crc =
        crc32Of({reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size() - 17});
    std::string trailer = bytes.substr(bytes.size() - 10);
    EXPECT_EQ(trailer.substr(0, 6), std::string(6, '\0'));
    EXPECT_EQ(static_cast<uint8_t>(trailer[9]), crc & 0xFF);
    EXPECT_EQ(static_cast<uint8_t>(trailer[6]), crc >> 24);

    auto file = CheckpointFile::open(path);
    ASSERT_TRUE(file) << file.error().describe();
    EXPECT_EQ(file->index().crc, CrcState::Ok);
    EXPECT_EQ(file->index().storedCrc, crc);
    EXPECT_EQ(contentOf(*file, file->index().tensors[0]), content);

    const size_t lastContentByte = bytes.size() - 18;
    bytes[lastContentByte] = static_cast<char>(bytes[lastContentByte] ^ 0x01);
    const std::string flipped = dir.file("flipped.ckpt");
    test::writeFile(flipped, bytes);
    auto bad = CheckpointFile::open(flipped);
    ASSERT_TRUE(bad);
    EXPECT_EQ(bad->index().crc, CrcState::Mismatch);
    auto again = CheckpointFile::open(flipped, {false, false, {}, nullptr, true});
    ASSERT_TRUE(again);
    EXPECT_EQ(again->index().crc, CrcState::Unverified);
    Status s = again->verifyCrc();
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().describe(), flipped + ": the crc check is failed");

    auto required = CheckpointFile::open(test::realFixture("router_4x16.ckpt"),
                                         {true, true, {}, nullptr, true});
    ASSERT_FALSE(required);
    EXPECT_EQ(required.error().message, "the ckpt file do not contain the crc code");
}

TEST(CheckpointRoundTrip, RewritingRealFixturesReproducesTheirBytes) {
    test::TempDir dir;
    for (const char* name :
         {"adam_small_net.ckpt", "lenet_mnist_old_scalars.ckpt", "router_4x16.ckpt"}) {
        SCOPED_TRACE(name);
        auto source = CheckpointFile::open(test::realFixture(name));
        ASSERT_TRUE(source);
        const std::string out = dir.file(name);
        {
            auto writer = CheckpointWriter::create(out);
            ASSERT_TRUE(writer);
            for (const TensorEntry& t : source->index().tensors) {
                ASSERT_TRUE(writer->beginTensor(t.name, t.dtypeName, t.dims, t.bytes));
                ASSERT_TRUE(source->readTensor(
                    t, [&](std::span<const uint8_t> b) { return writer->append(b); }));
                ASSERT_TRUE(writer->endTensor());
            }
            ASSERT_TRUE(writer->commit());
        }
        EXPECT_EQ(test::readFile(out), test::readFile(test::realFixture(name)));
    }
}

TEST(CheckpointWriterFiles, AppearOnlyOnCommitReadOnlyAndLeaveNoTemporary) {
    test::TempDir dir;
    const std::string path = dir.file("atomic.ckpt");
    {
        auto writer = CheckpointWriter::create(path);
        ASSERT_TRUE(writer);
        ASSERT_TRUE(writer->addTensor("a", "Float32", {1}, test::patternBytes(4, 1)));
        EXPECT_FALSE(std::filesystem::exists(path));
        EXPECT_TRUE(std::filesystem::exists(path + ".tmp"));
        ASSERT_TRUE(writer->commit());
    }
    EXPECT_TRUE(std::filesystem::exists(path));
    EXPECT_FALSE(std::filesystem::exists(path + ".tmp"));
    struct stat st {};
    ASSERT_EQ(stat(path.c_str(), &st), 0);
    EXPECT_EQ(st.st_mode & 0777, 0400u);

    const std::string abandoned = dir.file("abandoned.ckpt");
    {
        auto writer = CheckpointWriter::create(abandoned);
        ASSERT_TRUE(writer);
        ASSERT_TRUE(writer->beginTensor("a", "Float32", {4}, 16));
        ASSERT_TRUE(writer->append(test::patternBytes(8, 1)));
        Status s = writer->commit();
        ASSERT_FALSE(s);
        EXPECT_EQ(s.error().message, "commit inside a tensor");
    }
    EXPECT_FALSE(std::filesystem::exists(abandoned));
    EXPECT_FALSE(std::filesystem::exists(abandoned + ".tmp"));
}

TEST(CheckpointWriterFiles, RefusesContentThatDisagreesWithTheAnnouncedSize) {
    test::TempDir dir;
    auto writer = CheckpointWriter::create(dir.file("x.ckpt"));
    ASSERT_TRUE(writer);
    ASSERT_TRUE(writer->beginTensor("a", "Float32", {2}, 8));
    Status s = writer->append(test::patternBytes(12, 1));
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().describe(),
              dir.file("x.ckpt") + ": parameter 'a': more content than announced");
}

}  // namespace
}  // namespace shardscope
