#include "widgets/migration/planpreview.h"

#include <QDir>
#include <QEvent>
#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>
#include <QtCharts/QAreaSeries>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QCategoryAxis>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QLineSeries>
#include <QtCharts/QValueAxis>

#include "widgets/migration/hostplanrow.h"
#include "widgets/models/common/durationtext.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/common/sizetext.h"
#include "widgets/models/files/reportcells.h"
#include "widgets/models/migration/destinationspace.h"
#include "widgets/models/migration/plantablemodel.h"

namespace {

constexpr size_t kMaxBars = 64;  // more target ranks are drawn as a filled profile

}  // namespace

size_t PlanPreview::rankLabelStep(size_t ranks) {
    // At most 12 rank numbers under the bars, every 1st, 2nd, 4th, 8th, ... rank.
    size_t every = 1;
    while ((ranks + every - 1) / every > 12) {
        every *= 2;
    }
    return every;
}

PlanPreview::PlanPreview(QWidget* parent) : PlanPreview(nullptr, parent) {}

PlanPreview::PlanPreview(PlanTableModel* model, QWidget* parent)
    : QWidget(parent),
      m_ownModel(model == nullptr),
      m_model(model != nullptr ? model : new PlanTableModel(this)),
      m_sorted(new QSortFilterProxyModel(this)),
      m_table(new QTableView(this)),
      m_totals(new QLabel(this)),
      m_chart(new QChartView(this)),
      m_hosts(new HostPlanRow(this)) {
    m_sorted->setSourceModel(m_model);
    m_sorted->setSortRole(PlanTableModel::SortRole);
    m_table->setModel(m_sorted);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // The sources are what the table is read for: they keep their width (fitSources), the last
    // column takes what is left.
    m_table->horizontalHeader()->setSectionResizeMode(PlanTableModel::SourcesColumn,
                                                      QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->viewport()->installEventFilter(this);
    connect(m_model, &QAbstractItemModel::modelReset, this, &PlanPreview::fitSources);
    m_table->setAlternatingRowColors(true);
    m_totals->setWordWrap(true);
    m_totals->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_chart->setRenderHint(QPainter::Antialiasing);
    // Tall enough for its axis labels under a title in either language (CJK lines are taller).
    m_chart->setMinimumSize(260, 200);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(m_chart);
    // The table's seven columns fit without scrolling sideways at 1280x800 in both languages;
    // the chart keeps the rest (at least its minimum width).
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(split, 1);
    layout->addWidget(m_totals);
    layout->addWidget(m_hosts);
    m_table->setColumnHidden(PlanTableModel::HostColumn, true);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                const QModelIndex at = m_sorted->mapToSource(current);
                if (!at.isValid()) {
                    return;
                }
                const int rank = m_model->data(at, PlanTableModel::RankRole).toInt();
                Q_EMIT targetRankSelected(
                    rank, m_model->data(at, PlanTableModel::SourcesRole).value<QList<int>>());
            });
    clear(tr("Choose a target to see the plan."));
}

void PlanPreview::setHosts(std::shared_ptr<const shardscope::RankTable> table,
                           const shardscope::MpiJobSpec& job, const QString& note) {
    if (m_ownModel) {
        m_model->setRankTable(table);
    }
    m_table->setColumnHidden(PlanTableModel::HostColumn, !table);
    m_hosts->setPlan(m_plan, std::move(table), job, note);
    setHostsFolded(m_hostsFolded);
}

void PlanPreview::setHostsFolded(bool folded) {
    m_hostsFolded = folded;
    const bool placed = !m_table->isColumnHidden(PlanTableModel::HostColumn);
    m_hosts->setVisible(m_plan != nullptr && (placed || !folded));
}

void PlanPreview::clear(const QString& why) {
    m_plan.reset();
    if (m_ownModel) {
        m_model->setPlan(nullptr);
    }
    setHosts(nullptr, {}, {});
    m_totals->setText(why);
    m_free = -1;
    updateChart();
}

void PlanPreview::setPlan(std::shared_ptr<const shardscope::ConversionPlan> plan,
                          const shardscope::ConversionEstimate& estimate,
                          const shardscope::ConversionRates& rates, qint64 freeBytes) {
    m_plan = std::move(plan);
    if (m_ownModel) {
        m_model->setPlan(m_plan);
    }
    m_free = freeBytes;
    quint64 peak = 0;
    for (const auto& r : m_plan->ranks) {
        peak = std::max<quint64>(peak, r.peakMemory);
    }
    QStringList parts;
    parts << tr("Reads %1, writes %2 in %Ln file(s).", nullptr,
                static_cast<int>(m_plan->ranks.size()))
                 .arg(ReportCells::bytesText(m_plan->totalRead()),
                      ReportCells::bytesText(m_plan->totalWritten()));
    parts << tr("Executor memory: at most %1 per rank being written.")
                 .arg(ReportCells::bytesText(peak));
    if (m_free >= 0) {
        parts << (enoughSpace() ? tr("Disk: %1 free at the destination.")
                                : tr("Disk: only %1 free at the destination: not enough."))
                     .arg(ReportCells::bytesText(static_cast<quint64>(m_free)));
    } else {
        parts << tr("Disk: choose where to write to check the free space.");
    }
    if (estimate.totalSeconds > 0) {
        // This machine's rates: a disk test at first use, corrected by each conversion since.
        const QString read = SizeText::rate(rates.readBytesPerSecond);
        const QString write = SizeText::rate(rates.writeBytesPerSecond);
        parts << (estimate.verifySeconds > 0
                      ? tr("Time: %1 (reading at %2, writing at %3 with fsync, then verifying at "
                           "%4, %5).")
                            .arg(DurationText::estimate(estimate.totalSeconds), read, write,
                                 SizeText::rate(rates.verifyBytesPerSecond),
                                 DurationText::estimate(estimate.verifySeconds))
                      : tr("Time: %1 (reading at %2, writing at %3 with fsync).")
                            .arg(DurationText::estimate(estimate.totalSeconds), read, write));
        parts << (rates.conversions == 0
                      ? tr("Rates measured by a disk test.")
                      : tr("Rates from a disk test and %Ln conversion(s) on this machine.", nullptr,
                           rates.conversions));
    }
    m_totals->setText(Sentences::join(parts));
    updateChart();
}

void PlanPreview::fitSources() {
    QHeaderView* header = m_table->horizontalHeader();
    // Every column's content width now, not at the next layout, the last one unstretched.
    header->setStretchLastSection(false);
    header->resizeSections(QHeaderView::ResizeToContents);
    int others = 0;
    for (int c = 0; c < header->count(); ++c) {
        if (c != PlanTableModel::SourcesColumn && c != PlanTableModel::ProgressColumn &&
            !header->isSectionHidden(c)) {
            others += header->sectionSize(c);
        }
    }
    // The status column keeps its content's width; the sources never less than their header's.
    const int room = m_table->viewport()->width() - others -
                     std::max(header->sectionSize(PlanTableModel::ProgressColumn),
                              header->sectionSizeHint(PlanTableModel::ProgressColumn));
    m_table->resizeColumnToContents(PlanTableModel::SourcesColumn);
    const int content = std::max(header->sectionSize(PlanTableModel::SourcesColumn),
                                 header->sectionSizeHint(PlanTableModel::SourcesColumn));
    header->resizeSection(
        PlanTableModel::SourcesColumn,
        std::max(header->sectionSizeHint(PlanTableModel::SourcesColumn), std::min(content, room)));
    header->setStretchLastSection(true);
}

bool PlanPreview::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        // Shorter than its minimum the chart is a strip of axes: it goes, the table taking its
        // width, until the plan has the height again (the Migration tab's memory page on a
        // laptop's screen).
        m_chart->setVisible(m_table->height() >= m_chart->minimumHeight());
        fitSources();
    }
    return QWidget::eventFilter(watched, event);
}

bool PlanPreview::enoughSpace() const {
    return !m_plan || DestinationSpace::enough(m_free, *m_plan);
}

int PlanPreview::wholeHeight() const {
    // Measured before the plan comes too (the page can show first): the totals' lines a plan
    // gives at a laptop's width, and the row of servers that shows with it.
    const int spacing = std::max(0, layout()->spacing());
    const int split = std::max(m_chart->minimumHeight(), m_table->minimumSizeHint().height());
    const int totals = std::max(3 * m_totals->fontMetrics().lineSpacing(),
                                m_totals->heightForWidth(std::max(1, m_totals->width())));
    return std::max(minimumHeight(),
                    split + spacing + totals + spacing + m_hosts->sizeHint().height());
}

int PlanPreview::rowsHeight(int rows) const {
    // The table's header, `rows` rows and its frame, the totals as they wrap now, and the row of
    // servers while it shows.
    const int spacing = std::max(0, layout()->spacing());
    const int table = m_table->horizontalHeader()->sizeHint().height() +
                      rows * m_table->verticalHeader()->defaultSectionSize() +
                      2 * m_table->frameWidth();
    const int totals = std::max(m_totals->fontMetrics().lineSpacing(),
                                m_totals->heightForWidth(std::max(1, m_totals->width())));
    const int hosts = m_hosts->isVisibleTo(this) ? spacing + m_hosts->sizeHint().height() : 0;
    return std::max(minimumHeight(), table + spacing + totals + hosts);
}

QString PlanPreview::totalsText() const {
    return m_totals->text();
}

void PlanPreview::updateChart() {
    auto* chart = new QChart;
    const bool dark = palette().color(QPalette::Window).lightness() < 128;
    chart->setTheme(dark ? QChart::ChartThemeDark : QChart::ChartThemeLight);
    chart->legend()->hide();
    chart->setBackgroundVisible(false);
    chart->setMargins(QMargins(2, 2, 2, 2));
    chart->setTitle(tr("Bytes written per target rank"));
    if (m_plan && !m_plan->ranks.empty()) {
        const size_t ranks = m_plan->ranks.size();
        quint64 top = 1;
        for (const auto& r : m_plan->ranks) {
            top = std::max<quint64>(top, r.fileSize);
        }
        // The axis counts in the largest unit in which the tallest bar is 10 or more, so that
        // its whole-number labels differ (a run's total in MiB over ranks of 400 KiB each
        // labelled every tick "0"). Units read the same in Chinese.
        struct Unit {
            quint64 bytes;
            const char* name;
        };
        Unit unit{1, "B"};
        for (const Unit u :
             {Unit{1ull << 30, "GiB"}, Unit{1ull << 20, "MiB"}, Unit{1ull << 10, "KiB"}}) {
            if (top >= 10 * u.bytes) {
                unit = u;
                break;
            }
        }
        const double scale = static_cast<double>(unit.bytes);
        auto* axisY = new QValueAxis;
        // At least 0 to 11, so that whole-number ticks differ even for ranks of a few bytes.
        axisY->setRange(0, std::max(11.0, static_cast<double>(top) / scale * 1.1));
        axisY->applyNiceNumbers();
        axisY->setLabelFormat(QStringLiteral("%.0f"));
        axisY->setTitleText(QString::fromLatin1(unit.name));
        chart->addAxis(axisY, Qt::AlignLeft);
        const QColor colour = palette().color(QPalette::Highlight);
        if (ranks <= kMaxBars) {
            // One bar per rank, over a value axis that names every n-th rank: Qt's bar-category
            // axis elides every label to "…" from about 16 ranks, upright or turned.
            auto* set = new QBarSet(tr("Written"));
            set->setColor(colour);
            auto* axisX = new QCategoryAxis;
            axisX->setRange(-0.5, static_cast<double>(ranks) - 0.5);
            axisX->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
            axisX->setGridLineVisible(false);
            const size_t every = rankLabelStep(ranks);
            for (size_t i = 0; i < ranks; ++i) {
                set->append(static_cast<double>(m_plan->ranks[i].fileSize) / scale);
                if (i % every == 0) {
                    axisX->append(QString::number(m_plan->ranks[i].rank), static_cast<double>(i));
                }
            }
            axisX->setTitleText(tr("Target rank"));
            auto* series = new QBarSeries;
            series->append(set);
            chart->addSeries(series);
            chart->addAxis(axisX, Qt::AlignBottom);
            series->attachAxis(axisX);
            series->attachAxis(axisY);
        } else {
            // Too many ranks for bars: the bytes as a filled profile over the rank numbers.
            auto* line = new QLineSeries;
            for (const auto& r : m_plan->ranks) {
                const double y = static_cast<double>(r.fileSize) / scale;
                line->append(r.rank - 0.5, y);
                line->append(r.rank + 0.5, y);
            }
            auto* area = new QAreaSeries(line);
            line->setParent(area);  // an area series does not own its line (ASan found it)
            area->setColor(colour);
            area->setBorderColor(colour);
            auto* axisX = new QValueAxis;
            axisX->setRange(m_plan->ranks.front().rank - 0.5, m_plan->ranks.back().rank + 0.5);
            axisX->setLabelFormat(QStringLiteral("%d"));
            axisX->setTitleText(tr("Target rank"));
            chart->addSeries(area);
            chart->addAxis(axisX, Qt::AlignBottom);
            area->attachAxis(axisX);
            area->attachAxis(axisY);
        }
    }
    QChart* old = m_chart->chart();
    m_chart->setChart(chart);
    delete old;
}
