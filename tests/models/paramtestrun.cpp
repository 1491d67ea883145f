#include "paramtestrun.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <array>
#include <map>
#include <string>

#include "formats/checkpointwriter.h"
#include "inspect/runloader.h"
#include "synth/demorun.h"
#include "synth/synthrun.h"

using shardscope::RunDocument;

namespace {

std::shared_ptr<const RunDocument> load(const QString& folder) {
    auto run = shardscope::loadRunFolder(folder.toStdString(), {}, 2);
    return run ? std::make_shared<const RunDocument>(std::move(run).value()) : nullptr;
}

std::shared_ptr<const RunDocument> makeRun(const std::string& which, const QString& folder) {
    const std::string path = folder.toStdString();
    if (which == "tiny" || which == "broken") {
        if (!shardscope::writeDemoRun(path)) {
            return nullptr;
        }
        if (which == "broken") {
            // Rank 1 lost its checkpoint: stage 0's parameters are missing on it.
            for (const QString& f :
                 QDir(folder + QStringLiteral("/rank_1")).entryList(QDir::Files)) {
                QFile::setPermissions(folder + QStringLiteral("/rank_1/") + f,
                                      QFile::ReadOwner | QFile::WriteOwner);
                QFile::remove(folder + QStringLiteral("/rank_1/") + f);
            }
        }
    } else if (which == "small") {
        auto config = shardscope::synthPreset("small");
        shardscope::SynthOptions options;
        options.threads = 2;
        if (!config || !shardscope::writeSynthRun(path, *config, options)) {
            return nullptr;
        }
    } else {
        // 100k tiny tensors on one rank, no strategy: a large LLM's parameter count, cheaply.
        QDir(folder).mkpath(QStringLiteral("rank_0"));
        auto writer = shardscope::CheckpointWriter::create(path + "/rank_0/large.ckpt");
        const std::array<uint8_t, 32> content{};
        for (int i = 0; writer && i < kLargeParams; ++i) {
            const std::string name =
                "model.layers." + std::to_string(i / 10) + ".weight_" + std::to_string(i % 10);
            const bool wide = i % 3 == 0;
            if (!writer->addTensor(name, "Float32",
                                   wide ? std::vector<int64_t>{4, 2} : std::vector<int64_t>{2},
                                   std::span(content.data(), wide ? 32 : 8))) {
                return nullptr;
            }
        }
        if (!writer || !writer->commit()) {
            return nullptr;
        }
    }
    return load(folder);
}

}  // namespace

std::shared_ptr<const RunDocument> paramTestRun(const char* which) {
    static std::map<std::string,
                    std::pair<std::unique_ptr<QTemporaryDir>, std::shared_ptr<const RunDocument>>>
        runs;
    auto& entry = runs[which];
    if (!entry.first) {
        entry.first = std::make_unique<QTemporaryDir>();
        entry.second = makeRun(which, entry.first->path());
    }
    return entry.second;
}
