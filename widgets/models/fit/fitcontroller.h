#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <cstdint>
#include <optional>

#include "fit/fitmodel.h"
#include "fit/fitnetwork.h"
#include "util/error.h"

// The Playground's state (issue 33): a network (a preset, or dimensions typed in), a split of
// the cards, the training step's shape and the memory of a card, and the step's memory and
// communication on it (core's fitStep). Every change computes the report again at once, in
// this thread: a preset at 1,024 cards takes a few milliseconds (docs/performance.md). The
// changes a view asks for are virtual: a test's fake records them (PlaygroundView, MainWindow).
class FitController : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FitController)

public:
    static constexpr uint64_t kGiB = uint64_t{1} << 30;

    explicit FitController(QObject* parent = nullptr);

    static QStringList presetNames();  // gpt3-175b, llama2-7b, llama2-13b, llama2-70b, demo

    // A built-in network with its own sequence length; false (and nothing changes) for an
    // unknown name.
    virtual bool setPreset(const QString& name);
    // Empty once dimensions were typed in.
    QString presetName() const { return m_presetName; }
    // Dimensions typed in: the network keeps the preset's family and precision.
    virtual void setDims(const shardscope::NetworkDims& dims);
    virtual void setSplit(const shardscope::Split& split);
    virtual void setWorkload(const shardscope::Workload& work);
    virtual void setDeviceMemory(uint64_t bytes);

    const shardscope::NetworkPreset& network() const { return m_net; }
    const shardscope::Split& split() const { return m_split; }
    const shardscope::Workload& workload() const { return m_work; }
    uint64_t deviceMemory() const { return m_deviceMemory; }
    const shardscope::Links& links() const { return m_links; }

    // The step on the current split; null when the split is refused.
    const shardscope::FitReport* report() const { return m_report ? &*m_report : nullptr; }
    // The network laid out on the current split (its strategy and full shapes), as the report
    // counts it; null when the split is refused.
    const shardscope::FitInput* input() const { return m_input ? &*m_input : nullptr; }
    // Why the split cannot be built (the core's words), empty when it can.
    QString refusal() const;
    // How long the last computation took, in milliseconds.
    double lastMilliseconds() const { return m_lastMs; }

    // The split as the strategy file MindSpore would save for it (presetLayout), written
    // atomically; fails when the split is refused.
    virtual shardscope::Status saveStrategy(const QString& path) const;

Q_SIGNALS:
    void changed();  // the report (or the refusal) is new

private:
    void recompute();

    QString m_presetName;
    shardscope::NetworkPreset m_net;
    shardscope::Split m_split;
    shardscope::Workload m_work;
    uint64_t m_deviceMemory = 64 * kGiB;
    shardscope::Links m_links;
    std::optional<shardscope::FitInput> m_input;
    std::optional<shardscope::FitReport> m_report;
    std::optional<shardscope::Error> m_refusal;
    double m_lastMs = 0;
};
