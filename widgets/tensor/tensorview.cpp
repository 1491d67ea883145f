#include "widgets/tensor/tensorview.h"

#include <QComboBox>
#include <QFileDialog>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>
#include <QtCharts/QChartView>
#include <algorithm>

#include "stats/elementreader.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/tensor/tensorcontroller.h"
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

}  // namespace

TensorView::TensorView(QWidget* parent) : TensorView(nullptr, parent) {}

TensorView::TensorView(TensorController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller != nullptr ? controller : new TensorController(this)) {
    m_title = new QLabel;
    m_title->setTextFormat(Qt::RichText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_rankCombo = new QComboBox;
    m_rankCombo->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    connect(m_rankCombo, &QComboBox::currentIndexChanged, this, [this](int comboIndex) {
        if (comboIndex >= 0) {
            m_controller->setRank(m_rankCombo->itemData(comboIndex).toInt());
        }
    });
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
    connect(m_controller, &TensorController::paramChanged, this, &TensorView::showParam);
    connect(m_controller, &TensorController::sourceChanged, this, &TensorView::showSource);
    connect(m_controller, &TensorController::changed, this, &TensorView::showState);
    connect(m_controller, &TensorController::progressChanged, this, [this] {
        if (m_controller->permille() > 0) {
            m_progress->setValue(m_controller->permille());
        }
    });
    showParam();
    showSource();
    showState();
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
    connect(m_cancel, &QPushButton::clicked, this, [this] {
        m_controller->isComputing() ? m_controller->cancel() : m_controller->compute();
    });
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

void TensorView::showParam() {
    const QSignalBlocker block(m_rankCombo);
    m_rankCombo->clear();
    if (const ParamInfo* p = m_controller->param()) {
        m_rankCombo->addItem(tr("merged (all ranks)"), -1);
        for (int r : p->ranks) {
            m_rankCombo->addItem(tr("rank %1").arg(r), r);
        }
    }
}

void TensorView::showSource() {
    const ParamInfo* p = m_controller->param();
    const std::shared_ptr<const TensorSource>& source = m_controller->source();
    if (p != nullptr) {
        QString title =
            QStringLiteral("<b>%1</b>").arg(QString::fromStdString(p->name).toHtmlEscaped());
        if (source) {
            title +=
                QStringLiteral("&nbsp;&nbsp;%1&nbsp;&nbsp;%2")
                    .arg(QString::fromStdString(source->dtypeName), shapeString(source->shape));
            if (source->pieces.size() > 1) {
                title += QStringLiteral("&nbsp;&nbsp;<span style=\"color:%1\">%2</span>")
                             .arg(palette().color(QPalette::PlaceholderText).name(),
                                  tr("from %1 distinct slices").arg(source->pieces.size()));
            }
        }
        m_title->setText(title);
    } else {
        m_title->setText(tr("No parameter selected"));
    }
    m_gridPanel->setSource(source);
}

void TensorView::showState() {
    const TensorController& c = *m_controller;
    {
        const QSignalBlocker block(m_rankCombo);
        m_rankCombo->setCurrentIndex(std::max(m_rankCombo->findData(c.rank()), 0));
    }
    const std::optional<TensorStats>& stats = c.stats();
    const QStringList texts =
        stats && c.source() ? TensorStatsText::values(*stats, c.source()->dtype) : QStringList();
    for (size_t i = 0; i < m_values.size(); ++i) {
        m_values[i]->setText(texts.isEmpty() ? QStringLiteral("—") : texts[static_cast<int>(i)]);
    }
    const bool busy = c.isComputing();
    if (busy && c.permille() == 0) {
        m_progress->setValue(0);
    }
    m_progress->setVisible(busy);
    m_cancel->setText(busy ? tr("Cancel") : tr("Compute"));
    m_cancel->setVisible(busy || c.canCompute());
    m_exportStats->setEnabled(stats.has_value());
    updateChart();
    switch (busy ? TensorController::Note::None : c.note()) {
        case TensorController::Note::None:
            showMessage(busy ? tr("Computing…") : QString());
            break;
        case TensorController::Note::Unreadable:
            showMessage(tr("The values cannot be read: %1").arg(ErrorText::detail(*c.error())));
            break;
        case TensorController::Note::NotNumbers:
            showMessage(tr("Values of type %1 cannot be shown as numbers.")
                            .arg(QString::fromStdString(c.source()->dtypeName)));
            break;
        case TensorController::Note::Cancelled:
            showMessage(tr("Cancelled. Press Compute to start again."));
            break;
        case TensorController::Note::Failed:
            showMessage(tr("The statistics failed: %1").arg(ErrorText::text(*c.error())));
            break;
    }
}

QString TensorView::message() const {
    return m_message->isHidden() ? QString() : m_message->text();
}

void TensorView::showMessage(const QString& text) {
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

void TensorView::updateChart() {
    QChart* old = m_chart->chart();
    const std::optional<TensorStats>& stats = m_controller->stats();
    m_chart->setChart(new HistogramChart(stats ? &*stats : nullptr, palette()));
    delete old;
}

void TensorView::chooseExportStats() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Export statistics"), QString(),
                                                      tr("JSON (*.json);;CSV (*.csv)"));
    if (!path.isEmpty() && !m_controller->exportStats(path)) {
        showMessage(tr("Could not write %1.").arg(path));
    }
}

void TensorView::showEvent(QShowEvent* event) {
    QWidget::showEvent(event);
    m_controller->setShown(true);
}

void TensorView::hideEvent(QHideEvent* event) {
    QWidget::hideEvent(event);
    // A minimised window is still in sight (isVisible()): its view keeps computing.
    if (!event->spontaneous()) {
        m_controller->setShown(false);
    }
}

void TensorView::changeEvent(QEvent* event) {
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange) {
        updateChart();
    }
}
