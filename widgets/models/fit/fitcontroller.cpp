#include "widgets/models/fit/fitcontroller.h"

#include <QFile>
#include <chrono>

#include "formats/strategy.h"
#include "widgets/models/common/errortext.h"

using namespace shardscope;

FitController::FitController(QObject* parent) : QObject(parent) {
    setPreset(QStringLiteral("llama2-7b"));
}

QStringList FitController::presetNames() {
    QStringList names;
    for (const std::string& name : networkPresetNames()) {
        names << QString::fromStdString(name);
    }
    return names;
}

bool FitController::setPreset(const QString& name) {
    auto preset = networkPreset(name.toStdString());
    if (!preset) {
        return false;
    }
    m_presetName = name;
    m_net = std::move(*preset);
    m_work.seq = m_net.seq;
    recompute();
    return true;
}

void FitController::setDims(const NetworkDims& dims) {
    m_presetName.clear();
    m_net.name = "custom";
    m_net.dims = dims;
    recompute();
}

void FitController::setSplit(const Split& split) {
    m_split = split;
    recompute();
}

void FitController::setWorkload(const Workload& work) {
    m_work = work;
    recompute();
}

void FitController::setDeviceMemory(uint64_t bytes) {
    m_deviceMemory = bytes;
    recompute();
}

void FitController::recompute() {
    const auto started = std::chrono::steady_clock::now();
    m_report.reset();
    m_input.reset();
    m_refusal = splitRefusalError(m_net, m_split, m_work);
    if (!m_refusal) {
        FitInput input = fitInputFromPreset(m_net, m_split);
        input.work = m_work;
        auto report = fitStep(input, m_deviceMemory, m_links);
        if (report) {
            m_report = std::move(*report);
            m_input = std::move(input);
        } else {
            m_refusal = std::move(report).error();
        }
    }
    m_lastMs = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - started)
                   .count();
    Q_EMIT changed();
}

QString FitController::refusal() const {
    return m_refusal ? ErrorText::sentence(*m_refusal) : QString();
}

Status FitController::saveStrategy(const QString& path) const {
    if (m_refusal) {
        return *m_refusal;
    }
    return writeStrategyFile(presetLayout(m_net, m_split).strategy,
                             QFile::encodeName(path).toStdString());
}
