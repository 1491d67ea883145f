#include "widgets/tensor/tensorview.h"

#include <QComboBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSaveFile>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtCharts/QChartView>
#include <algorithm>

#include "stats/elementreader.h"
#include "stats/tensorsource.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/tensor/tensorstatstext.h"
#include "widgets/tensor/histogramchart.h"
#include "widgets/tensor/valuegridpanel.h"

using namespace shardscope;

namespace {

constexpr int kStatRows = 10;  // TensorStatsText::values()
constexpr int kLabelGap = 12;  // between a statistic's name and its value, and between pairs

QString shapeString(const std::vector<int64_t>& shape) {
    QStringList dims;
    for (int64_t d : shape) {
        dims << QString::number(d);
    }
    return QLatin1Char('[') + dims.join(QStringLiteral(", ")) + QLatin1Char(']');
}

bool writeText(const QString& path, const QString& text) {
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text)) {
        return false;
    }
    file.write(text.toUtf8());
    return file.commit();
}

}  // namespace

TensorView::TensorView(QWidget* parent) : QWidget(parent), m_job(new JobRunner<TensorStats>(this)) {
    m_job->onResult([this](TensorStats stats) { onStatsFinished(std::move(stats)); });
    connect(m_job, &JobBase::progressChanged, this, &TensorView::onProgress);
    connect(m_job, &JobBase::failed, this, &TensorView::onStatsFailed);
    m_title = new QLabel;
    m_title->setTextFormat(Qt::RichText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rankCombo = new QComboBox;
    m_rankCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_rankCombo, &QComboBox::currentIndexChanged, this, &TensorView::onRankChosen);
    auto* header = new QHBoxLayout;
    header->addWidget(m_title, 1);
    header->addWidget(new QLabel(tr("Values from:")));
    header->addWidget(m_rankCombo);

    m_chart = new QChartView;
    m_chart->setRenderHint(QPainter::Antialiasing);
    m_chart->setMinimumSize(280, 160);
    auto* chartBox = new QGroupBox(tr("Histogram of finite values"));
    auto* chartLayout = new QVBoxLayout(chartBox);
    chartLayout->setContentsMargins(4, 4, 4, 4);
    chartLayout->addWidget(m_chart);

    auto* top = new QWidget;
    auto* topLayout = new QHBoxLayout(top);
    topLayout->setContentsMargins(0, 0, 0, 0);
    topLayout->addWidget(buildStatsBox());
    topLayout->addWidget(chartBox, 1);

    auto* splitter = new QSplitter(Qt::Vertical);
    splitter->addWidget(top);
    m_gridPanel = new ValueGridPanel;
    auto* gridBox = new QGroupBox(tr("Values"));
    auto* gridLayout = new QVBoxLayout(gridBox);
    gridLayout->addWidget(m_gridPanel);
    splitter->addWidget(gridBox);
    // The values take the larger share: at 1280x800 they show their rows in Chinese too, where
    // every line of the window is taller (issue 36).
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(splitter, 1);
    updateChart();
    showStats();
}

TensorView::~TensorView() = default;

QWidget* TensorView::buildStatsBox() {
    auto* box = new QGroupBox(tr("Statistics"));
    // Two label-value pairs a row (Elements | Finite, Minimum | Maximum ...): five rows, not ten,
    // so that the Values table below keeps its rows in Chinese too, where a line is taller (issue
    // 36: 3 rows of values in Chinese, 8 in English, at 1280x800). A label keeps its distance
    // from its value ("平均值 -0.0007269634", not "平均值-0.0007269634").
    m_form = new QGridLayout;
    m_form->setHorizontalSpacing(kLabelGap);
    m_form->setVerticalSpacing(2);
    const QString names[kStatRows] = {
        tr("Elements"),       tr("Finite"), tr("Minimum"), tr("Maximum"), tr("Mean"),
        tr("Std. deviation"), tr("Zeros"),  tr("NaN"),     tr("+Inf"),    tr("−Inf")};
    // Room for the widest value ("-0.0007269634", "-1.234567e+38") before it is computed.
    const int valueWidth = fontMetrics().horizontalAdvance(QStringLiteral("-0.00000000000"));
    for (int i = 0; i < kStatRows; ++i) {
        auto* label = new QLabel(names[i]);
        auto* value = new QLabel;
        value->setTextInteractionFlags(Qt::TextSelectableByMouse);
        value->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        value->setMinimumWidth(valueWidth);
        label->setBuddy(value);
        const int row = i / 2;
        const int column = 3 * (i % 2);  // label, value, a gap column between the pairs
        m_form->addWidget(label, row, column);
        m_form->addWidget(value, row, column + 1);
        m_values.push_back(value);
        m_labels.push_back(label);
    }
    m_form->setColumnMinimumWidth(2, kLabelGap);
    m_message = new QLabel;
    m_message->setWordWrap(true);
    m_message->hide();
    m_progress = new QProgressBar;
    m_progress->setRange(0, 1000);
    m_progress->setTextVisible(false);
    m_progress->setMaximumHeight(12);
    m_cancel = new QPushButton;
    connect(m_cancel, &QPushButton::clicked, this,
            [this] { isComputing() ? cancel() : compute(); });
    m_exportStats = new QPushButton(tr("Export…"));
    m_exportStats->setToolTip(tr("Save the statistics and histogram as JSON or CSV"));
    connect(m_exportStats, &QPushButton::clicked, this, &TensorView::chooseExportStats);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_progress, 1);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_exportStats);
    auto* layout = new QVBoxLayout(box);
    layout->addLayout(m_form);
    layout->addWidget(m_message);
    layout->addStretch(1);
    layout->addLayout(buttons);
    box->setSizePolicy(QSizePolicy::Maximum, QSizePolicy::Preferred);
    return box;
}

void TensorView::setRunDocument(std::shared_ptr<const RunDocument> run) {
    m_run = std::move(run);
    m_param = -1;
    setParam(-1);
}

void TensorView::setParam(int paramIndex) {
    const bool valid =
        m_run && paramIndex >= 0 && paramIndex < static_cast<int>(m_run->params.size());
    m_param = valid ? paramIndex : -1;
    const QSignalBlocker block(m_rankCombo);
    m_rankCombo->clear();
    if (valid) {
        m_rankCombo->addItem(tr("merged (all ranks)"), -1);
        for (int r : m_run->params[static_cast<size_t>(m_param)].ranks) {
            m_rankCombo->addItem(tr("rank %1").arg(r), r);
        }
    }
    m_rank = -1;
    rebuildSource();
}

void TensorView::setRank(int rank) {
    const int i = m_rankCombo->findData(rank);
    if (i >= 0) {
        m_rankCombo->setCurrentIndex(i);
    }
}

void TensorView::onRankChosen(int comboIndex) {
    if (comboIndex >= 0) {
        m_rank = m_rankCombo->itemData(comboIndex).toInt();
        rebuildSource();
    }
}

void TensorView::rebuildSource() {
    cancel();
    m_stats.reset();
    m_source.reset();
    m_pending = false;
    QString problem;
    if (m_param >= 0) {
        const ParamInfo& p = m_run->params[static_cast<size_t>(m_param)];
        auto src = m_rank < 0 ? mergedSource(*m_run, p) : rankSource(*m_run, p, m_rank);
        if (src) {
            m_source = std::make_shared<const TensorSource>(std::move(src).value());
        } else {
            problem = tr("The values cannot be read: %1").arg(ErrorText::detail(src.error()));
        }
        QString title =
            QStringLiteral("<b>%1</b>").arg(QString::fromStdString(p.name).toHtmlEscaped());
        if (m_source) {
            title +=
                QStringLiteral("&nbsp;&nbsp;%1&nbsp;&nbsp;%2")
                    .arg(QString::fromStdString(m_source->dtypeName), shapeString(m_source->shape));
            if (m_source->pieces.size() > 1) {
                title += QStringLiteral("&nbsp;&nbsp;<span style=\"color:%1\">%2</span>")
                             .arg(palette().color(QPalette::PlaceholderText).name(),
                                  tr("from %1 distinct slices").arg(m_source->pieces.size()));
            }
        }
        m_title->setText(title);
    } else {
        m_title->setText(tr("No parameter selected"));
    }
    m_gridPanel->setSource(m_source);
    if (m_source && !dtypeDecodable(m_source->dtype)) {
        problem = tr("Values of type %1 cannot be shown as numbers.")
                      .arg(QString::fromStdString(m_source->dtypeName));
    }
    if (!problem.isEmpty()) {
        showStats();
        showMessage(problem);
    } else if (m_source) {
        m_pending = true;
        if (isVisible()) {
            compute();
        } else {
            showStats();
        }
    } else {
        showStats();
    }
}

void TensorView::compute() {
    if (!m_source || !dtypeDecodable(m_source->dtype)) {
        return;
    }
    cancel();
    m_pending = false;
    const std::shared_ptr<const TensorSource> source = m_source;
    m_job->start([source](std::stop_token stop, const ProgressSink& progress) {
        return computeStats(*source, {}, std::move(stop), progress);
    });
    m_progress->setValue(0);
    showStats();
}

void TensorView::cancel() {
    if (m_job->isRunning()) {
        m_job->cancel();
        showStats();
        showMessage(tr("Cancelled. Press Compute to start again."));
    }
}

void TensorView::onProgress() {
    if (m_job->total() > 0) {
        m_progress->setValue(static_cast<int>(1000 * m_job->done() / m_job->total()));
    }
}

void TensorView::onStatsFinished(TensorStats stats) {
    m_stats = std::move(stats);
    showStats();
    Q_EMIT statsReady();
}

void TensorView::onStatsFailed(const Error& error) {
    showStats();
    showMessage(tr("The statistics failed: %1").arg(ErrorText::text(error)));
    Q_EMIT statsFailed();
}

void TensorView::showStats() {
    const QStringList texts =
        m_stats && m_source ? TensorStatsText::values(*m_stats, m_source->dtype) : QStringList();
    for (size_t i = 0; i < m_values.size(); ++i) {
        m_values[i]->setText(texts.isEmpty() ? QStringLiteral("—") : texts[static_cast<int>(i)]);
    }
    const bool busy = isComputing();
    m_message->setVisible(busy);
    m_message->setText(busy ? tr("Computing…") : QString());
    m_progress->setVisible(busy);
    m_cancel->setText(busy ? tr("Cancel") : tr("Compute"));
    m_cancel->setVisible(busy || (m_source && !m_stats && dtypeDecodable(m_source->dtype)));
    m_exportStats->setEnabled(m_stats.has_value());
    updateChart();
}

void TensorView::showMessage(const QString& text) {
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void TensorView::updateChart() {
    QChart* old = m_chart->chart();
    m_chart->setChart(new HistogramChart(m_stats ? &*m_stats : nullptr, palette()));
    delete old;
}

QString TensorView::statsJson() const {
    return m_stats && m_source ? TensorStatsText::json(*m_stats, *m_source) : QString();
}

QString TensorView::statsCsv() const {
    return m_stats && m_source ? TensorStatsText::csv(*m_stats, *m_source) : QString();
}

bool TensorView::exportStats(const QString& path) const {
    const bool json = path.endsWith(QStringLiteral(".json"), Qt::CaseInsensitive);
    return m_stats && writeText(path, json ? statsJson() : statsCsv());
}

void TensorView::chooseExportStats() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export statistics"), QString(),
                                                      tr("JSON (*.json);;CSV (*.csv)"));
    if (!path.isEmpty() && !exportStats(path)) {
        showMessage(tr("Could not write %1.").arg(path));
    }
}

void TensorView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    if (m_pending) {
        compute();
    }
}

void TensorView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        updateChart();
    }
}
