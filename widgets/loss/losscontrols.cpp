#include "widgets/loss/losscontrols.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>
#include <algorithm>
#include <cmath>
#include <initializer_list>
#include <iterator>
#include <utility>

namespace {

constexpr int kSliderSteps = 99;  // weights 0.00 .. 0.99

QFrame* separator() {
    auto* line = new QFrame;
    line->setFrameShape(QFrame::VLine);
    line->setFrameShadow(QFrame::Sunken);
    return line;
}

}  // namespace

LossControls::LossControls(QWidget* parent)
    : QWidget(parent),
      m_open(new QToolButton(this)),
      m_metric(new QComboBox(this)),
      m_axis(new QComboBox(this)),
      m_ranks(new QComboBox(this)),
      m_follow(new QCheckBox(tr("Follo&w"), this)),
      m_exportPng(new QPushButton(tr("Export &PNG…"), this)),
      m_exportCsv(new QPushButton(tr("Export &CSV…"), this)),
      m_smoothing(new QSlider(Qt::Horizontal, this)),
      m_smoothingValue(new QLabel(this)),
      m_method(new QComboBox(this)),
      m_logY(new QCheckBox(tr("&Log scale"), this)),
      m_resetZoom(new QPushButton(tr("Reset &zoom"), this)),
      m_stepsPerEpoch(new QSpinBox(this)) {
    m_open->setText(tr("&Open logs…"));
    m_open->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_open->setPopupMode(QToolButton::MenuButtonPopup);
    m_open->setToolTip(
        tr("Add training logs: files, or (from the arrow) a folder of per-rank logs"));
    auto* openMenu = new QMenu(m_open);
    openMenu->addAction(tr("Log files…"), this, &LossControls::openRequested);
    openMenu->addAction(tr("Folder of logs…"), this, &LossControls::openFolderRequested);
    m_open->setMenu(openMenu);
    m_metric->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_metric->setToolTip(tr("The value to plot"));
    m_axis->addItem(tr("Global step"), static_cast<int>(LossAxis::Step));
    m_axis->addItem(tr("Epoch"), static_cast<int>(LossAxis::Epoch));
    m_axis->addItem(tr("Relative time"), static_cast<int>(LossAxis::RelativeTime));
    m_axis->addItem(tr("Wall time"), static_cast<int>(LossAxis::WallTime));
    m_axis->setToolTip(tr("The x axis"));
    m_ranks->addItem(tr("Each rank"), static_cast<int>(LossRankMode::Individual));
    m_ranks->addItem(tr("Mean, min–max"), static_cast<int>(LossRankMode::MeanBand));
    m_ranks->setToolTip(
        tr("Per-rank logs of a run: one line each, or their mean with a band "
           "from the smallest to the largest rank's value"));
    m_follow->setToolTip(tr("Read new lines of the logs every second, for a run in progress"));
    m_exportPng->setToolTip(tr("Export the chart as a PNG image"));
    m_exportCsv->setToolTip(tr("Export every point of all visible runs in one CSV file"));
    m_smoothing->setRange(0, kSliderSteps);
    m_smoothing->setMinimumWidth(120);
    m_smoothing->setMaximumWidth(220);
    m_smoothing->setToolTip(tr("Smoothing weight; the raw values stay visible, faded"));
    m_smoothingValue->setMinimumWidth(
        fontMetrics().horizontalAdvance(QStringLiteral("0.00 (199)")));
    m_method->addItem(tr("EMA"), static_cast<int>(LossSmoothing::Ema));
    m_method->addItem(tr("Running mean"), static_cast<int>(LossSmoothing::RunningMean));
    m_method->setToolTip(
        tr("Debiased exponential moving average (as TensorBoard), or the mean "
           "of a trailing window"));
    m_logY->setToolTip(tr("Logarithmic y axis; values not above 0 are left out and counted"));
    m_resetZoom->setToolTip(
        tr("Show every step again. Drag over the chart or turn the wheel to zoom; "
           "right-click to show everything"));
    m_resetZoom->setEnabled(false);
    m_stepsPerEpoch->setObjectName(QStringLiteral("stepsPerEpochBox"));
    m_stepsPerEpoch->setRange(0, 100000000);
    m_stepsPerEpoch->setSpecialValueText(tr("auto"));
    m_stepsPerEpoch->setKeyboardTracking(false);  // one reload when the typing is done
    m_stepsPerEpoch->setAccelerated(true);
    m_stepsPerEpoch->setToolTip(
        tr("Steps in one epoch: places the open run's saved checkpoints on the chart when their "
           "files do not say their global step (auto: from the files, folder names or logs)"));
    layOut();

    connect(m_open, &QToolButton::clicked, this, &LossControls::openRequested);
    connect(m_exportPng, &QPushButton::clicked, this, &LossControls::exportPngRequested);
    connect(m_exportCsv, &QPushButton::clicked, this, &LossControls::exportCsvRequested);
    connect(m_resetZoom, &QPushButton::clicked, this, &LossControls::resetZoomRequested);
    connect(m_stepsPerEpoch, &QSpinBox::valueChanged, this, &LossControls::stepsPerEpochChanged);
    for (QComboBox* combo : {m_metric, m_axis, m_ranks}) {
        connect(combo, &QComboBox::currentIndexChanged, this, &LossControls::optionsChanged);
    }
    connect(m_method, &QComboBox::currentIndexChanged, this, [this] {
        showSmoothing();
        Q_EMIT optionsChanged();
    });
    connect(m_smoothing, &QSlider::valueChanged, this, [this] {
        showSmoothing();
        Q_EMIT optionsChanged();
    });
    connect(m_logY, &QCheckBox::toggled, this, &LossControls::logYChanged);
    connect(m_follow, &QCheckBox::toggled, this, &LossControls::followChanged);
    setHasRuns(false);
    showSmoothing();
}

void LossControls::layOut() {
    auto* stepsLabel = new QLabel(tr("Steps per &epoch"), this);
    stepsLabel->setBuddy(m_stepsPerEpoch);

    auto* what = new QHBoxLayout;
    what->setContentsMargins(0, 0, 0, 0);
    what->addWidget(m_open);
    what->addWidget(separator());
    what->addWidget(m_metric);
    what->addWidget(m_axis);
    what->addWidget(m_ranks);
    what->addStretch(1);
    what->addWidget(m_exportPng);
    what->addWidget(m_exportCsv);

    auto* how = new QHBoxLayout;
    how->setContentsMargins(0, 0, 0, 0);
    auto* smoothingLabel = new QLabel(tr("S&moothing"), this);
    smoothingLabel->setBuddy(m_smoothing);
    how->addWidget(smoothingLabel);
    how->addWidget(m_smoothing, 1);
    how->addWidget(m_smoothingValue);
    how->addWidget(m_method);
    how->addWidget(separator());
    how->addWidget(m_logY);
    how->addWidget(m_follow);
    how->addWidget(separator());
    how->addWidget(stepsLabel);
    how->addWidget(m_stepsPerEpoch);
    how->addStretch(1);
    how->addWidget(m_resetZoom);

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(4);
    layout->addLayout(what);
    layout->addLayout(how);

    // The keyboard reads the rows as the eye does: the first row left to right, then the second.
    const std::initializer_list<QWidget*> order{
        m_open,      m_metric, m_axis, m_ranks,  m_exportPng,     m_exportCsv,
        m_smoothing, m_method, m_logY, m_follow, m_stepsPerEpoch, m_resetZoom};
    for (auto it = std::next(order.begin()); it != order.end(); ++it) {
        setTabOrder(*std::prev(it), *it);
    }
}

void LossControls::showSmoothing() {
    const double w = smoothing();
    QString text = QString::number(w, 'f', 2);
    if (smoothingMethod() == LossSmoothing::RunningMean) {
        text += QStringLiteral(" (%1)").arg(shardscope::runningMeanWindow(w));
        m_smoothingValue->setToolTip(tr("Window: %1 points").arg(shardscope::runningMeanWindow(w)));
    } else {
        m_smoothingValue->setToolTip(QString());
    }
    m_smoothingValue->setText(text);
}

void LossControls::setMetrics(const std::vector<shardscope::LossMetricName>& metrics) {
    std::vector<std::pair<QString, QString>> items;  // (label, name)
    for (const shardscope::LossMetricName& m : metrics) {
        const QString name = QString::fromStdString(m.name);
        items.emplace_back(
            m.unit.empty() ? name
                           : QStringLiteral("%1 (%2)").arg(name, QString::fromStdString(m.unit)),
            name);
    }
    if (metrics.empty()) {
        items.emplace_back(QStringLiteral("loss"), QStringLiteral("loss"));
    }
    // The same list again (the controller's state shown anew) leaves the box as it is.
    bool same = m_metric->count() == static_cast<int>(items.size());
    for (int i = 0; same && i < m_metric->count(); ++i) {
        const auto& [label, name] = items[static_cast<size_t>(i)];
        same = m_metric->itemText(i) == label && m_metric->itemData(i).toString() == name;
    }
    if (same) {
        return;
    }
    const std::string current = chosenMetric();
    const QSignalBlocker block(m_metric);
    m_metric->clear();
    for (const auto& [label, name] : items) {
        m_metric->addItem(label, name);
    }
    const int i = m_metric->findData(QString::fromStdString(current));
    m_metric->setCurrentIndex(i >= 0 ? i : 0);
}

std::string LossControls::chosenMetric() const {
    const QString name = m_metric->currentData().toString();
    return name.isEmpty() ? std::string("loss") : name.toStdString();
}

bool LossControls::setMetric(const std::string& name) {
    const int i = m_metric->findData(QString::fromStdString(name));
    if (i < 0) {
        return false;
    }
    const QSignalBlocker block(m_metric);
    m_metric->setCurrentIndex(i);
    return true;
}

LossAxis LossControls::axis() const {
    return static_cast<LossAxis>(m_axis->currentData().toInt());
}

void LossControls::setAxis(LossAxis axis) {
    const QSignalBlocker block(m_axis);
    m_axis->setCurrentIndex(m_axis->findData(static_cast<int>(axis)));
}

LossRankMode LossControls::rankMode() const {
    return static_cast<LossRankMode>(m_ranks->currentData().toInt());
}

void LossControls::setRankMode(LossRankMode mode) {
    const QSignalBlocker block(m_ranks);
    m_ranks->setCurrentIndex(m_ranks->findData(static_cast<int>(mode)));
}

double LossControls::smoothing() const {
    return m_smoothing->value() / 100.0;
}

void LossControls::setSmoothing(double weight) {
    const double w = std::isnan(weight) ? 0.0 : std::clamp(weight, 0.0, 0.99);
    const QSignalBlocker block(m_smoothing);
    m_smoothing->setValue(static_cast<int>(std::lround(w * 100)));
    showSmoothing();
}

LossSmoothing LossControls::smoothingMethod() const {
    return static_cast<LossSmoothing>(m_method->currentData().toInt());
}

void LossControls::setSmoothingMethod(LossSmoothing method) {
    const QSignalBlocker block(m_method);
    m_method->setCurrentIndex(m_method->findData(static_cast<int>(method)));
    showSmoothing();
}

bool LossControls::logY() const {
    return m_logY->isChecked();
}

void LossControls::setLogY(bool on) {
    const QSignalBlocker block(m_logY);
    m_logY->setChecked(on);
}

bool LossControls::follow() const {
    return m_follow->isChecked();
}

void LossControls::setFollow(bool on) {
    const QSignalBlocker block(m_follow);
    m_follow->setChecked(on);
}

void LossControls::setZoomed(bool zoomed) {
    m_resetZoom->setEnabled(zoomed);
}

void LossControls::setHasRuns(bool any) {
    for (QWidget* w : std::initializer_list<QWidget*>{m_metric, m_axis, m_ranks, m_exportPng,
                                                      m_exportCsv, m_smoothing, m_method}) {
        w->setEnabled(any);
    }
}

int LossControls::stepsPerEpoch() const {
    return m_stepsPerEpoch->value();
}
