#include "widgets/shell/summarystrip.h"

#include <QEvent>
#include <QFileInfo>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "inspect/reporttext.h"
#include "widgets/common/stagecolors.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/common/sizetext.h"

using namespace shardscope;

namespace {
constexpr int kBarWidth = 6;
constexpr int kBarGap = 2;
constexpr int kMaxChartWidth = 420;
constexpr int kMinChartWidth = 48;

QString bytesText(uint64_t n) {
    return SizeText::bytes(n);
}
}  // namespace

SummaryStrip::SummaryStrip(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_Hover);
}

void SummaryStrip::setRunDocument(std::shared_ptr<const RunDocument> run, bool reading) {
    m_run = std::move(run);
    m_reading = reading && m_run;
    m_bytes.clear();
    m_max = 0;
    if (m_run) {
        for (int r = 0; r < m_run->rankCount(); ++r) {
            m_bytes.push_back(m_run->rankBytes(r));
        }
        m_max = m_bytes.empty() ? 0 : *std::max_element(m_bytes.begin(), m_bytes.end());
    }
    setToolTip(QString());
    update();
}

QString SummaryStrip::summaryText() const {
    if (!m_run) {
        return tr("Nothing open");
    }
    uint64_t total = 0;
    for (uint64_t b : m_bytes) {
        total += b;
    }
    const QString name = QFileInfo(QString::fromStdString(m_run->path)).fileName();
    QStringList parts;
    // Counts in the locale's digits (%Ln: "1,024 ranks"), as the tables write them.
    if (m_reading) {
        // Only the strategy is read: the cards it places, not yet what their files hold.
        parts << name << tr("reading the rank files…")
              << tr("%Ln rank(s)", nullptr, m_run->stages.ranks())
              << tr("%Ln stage(s)", nullptr, m_run->stages.stages);
        return parts.join(QStringLiteral("  ·  "));
    }
    if (m_run->rankCount() == 0 && m_run->strategy) {
        // A strategy opened alone: the ranks it plans for, and no checkpoint bytes to count.
        parts << name << tr("strategy only: %Ln rank(s)", nullptr, m_run->stages.ranks());
    } else {
        parts << name << tr("%Ln rank(s)", nullptr, m_run->rankCount());
    }
    parts << tr("%Ln stage(s)", nullptr, m_run->stages.stages)
          << tr("%Ln parameter(s)", nullptr, static_cast<int>(m_run->params.size()));
    // Why other counts differ (the strategy's layouts, an export's tensors): the entries the
    // strategy does not split (optimizer steps, learning rate, ...) are said, not hidden.
    // Not in the strategy, that is: a parameter of the strategy that no readable rank file
    // holds (ranks waiting for their key) has no layout yet, but is not outside it.
    if (m_run->strategy && m_run->rankCount() > 0) {
        const auto outside = std::count_if(
            m_run->params.begin(), m_run->params.end(),
            [](const ParamInfo& p) { return p.status == ParamStatus::NotInStrategy; });
        if (outside > 0) {
            parts.back() = Sentences::join(
                parts.back(), tr("(%Ln outside the strategy)", nullptr, static_cast<int>(outside)));
        }
    }
    if (m_run->run.step && m_run->run.step->savedSteps > 1) {
        // Which of the run's saved steps every tab shows (the History tab lists them all).
        parts << tr("step %1 of %Ln saved", nullptr, static_cast<int>(m_run->run.step->savedSteps))
                     .arg(QString::fromStdString(m_run->run.step->name));
    }
    const auto unread = std::count_if(m_run->rankSummaries.begin(), m_run->rankSummaries.end(),
                                      [](const RankSummary& r) { return !r.readable; });
    if (m_run->keyError && unread > 0) {
        // Encrypted ranks not read yet: what is missing is the key, not the bytes.
        parts << tr("%Ln rank(s) encrypted, waiting for the key", nullptr,
                    static_cast<int>(unread));
    }
    if (m_run->rankCount() > 0 && unread < m_run->rankCount()) {
        parts << tr("%1 in all").arg(bytesText(total));
        if (m_run->redundancy.removed) {
            // Each slice in one file of its group (the device matrix names the holder).
            parts.back() = Sentences::join(
                parts.back(),
                tr("(remove_redundancy: %1 less)").arg(bytesText(m_run->redundancy.bytesSaved)));
        }
        const auto [lo, hi] = std::minmax_element(m_bytes.begin(), m_bytes.end());
        parts << tr("%1 – %2 per rank").arg(bytesText(*lo), bytesText(*hi));
    }
    return parts.join(QStringLiteral("  ·  "));
}

QSize SummaryStrip::sizeHint() const {
    return {600, fontMetrics().height() * 2 + 10};
}

QSize SummaryStrip::minimumSizeHint() const {
    return {200, sizeHint().height()};
}

QRect SummaryStrip::chartRect() const {
    const int n = static_cast<int>(m_bytes.size());
    if (n == 0) {
        return {};
    }
    // The text comes first and is never cut for the chart: the chart takes what is left, up to
    // a bar per rank, and summarises ranks per column when there are more ranks than columns.
    QFont bold = font();
    bold.setBold(true);
    const int text = QFontMetrics(bold).horizontalAdvance(summaryText());
    const int room = width() - 8 - text - 12 - 8;
    const int wanted = std::min(kMaxChartWidth, n * (kBarWidth + kBarGap));
    const int w = std::min(room, wanted);
    if (w < kMinChartWidth) {
        return {};
    }
    return {width() - w - 8, 5, w, height() - 10};
}

int SummaryStrip::columnCount(const QRect& chart) const {
    const int n = static_cast<int>(m_bytes.size());
    return std::max(1, std::min(n, chart.width() / 2));
}

std::pair<int, int> SummaryStrip::columnRanks(int column, int columns) const {
    const auto n = static_cast<int64_t>(m_bytes.size());
    return {static_cast<int>(n * column / columns),
            static_cast<int>(n * (column + 1) / columns)};  // [first, end)
}

int SummaryStrip::columnAt(const QPoint& pos) const {
    const QRect chart = chartRect();
    if (!chart.contains(pos) || m_bytes.empty()) {
        return -1;
    }
    const int columns = columnCount(chart);
    return std::min(columns - 1, (pos.x() - chart.left()) * columns / chart.width());
}

void SummaryStrip::paintEvent(QPaintEvent*) {
    QPainter p(this);
    p.fillRect(rect(), palette().window());
    const QRect chart = chartRect();
    QRect textRect = rect().adjusted(8, 0, -8, 0);
    if (chart.isValid()) {
        textRect.setRight(chart.left() - 12);
    }
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    p.setPen(palette().windowText().color());
    p.drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft,
               QFontMetrics(bold).elidedText(summaryText(), Qt::ElideRight, textRect.width()));
    if (!chart.isValid() || m_max == 0) {
        return;
    }
    // One column per rank when they fit; else each column covers several ranks and shows their
    // largest (light) and smallest (full colour) bytes, so imbalance stays visible at any scale.
    const int columns = columnCount(chart);
    const double step = static_cast<double>(chart.width()) / columns;
    const int barWidth = std::max(1, static_cast<int>(step) - (step > 3 ? kBarGap : 0));
    const auto heightOf = [&](uint64_t bytes) {
        const double f = static_cast<double>(bytes) / static_cast<double>(m_max);
        return std::max(1, static_cast<int>(f * chart.height()));
    };
    for (int c = 0; c < columns; ++c) {
        const auto [first, end] = columnRanks(c, columns);
        const auto [lo, hi] = std::minmax_element(m_bytes.begin() + first, m_bytes.begin() + end);
        const int stage = m_run->stages.devices > 0 ? first / m_run->stages.devices : 0;
        const QColor colour = StageColors::color(stage, palette());
        const int x = chart.left() + static_cast<int>(c * step);
        if (*hi != *lo) {
            QColor light = colour;
            light.setAlpha(90);
            const int h = heightOf(*hi);
            p.fillRect(x, chart.bottom() - h + 1, barWidth, h, light);
        }
        const int h = heightOf(*lo);
        p.fillRect(x, chart.bottom() - h + 1, barWidth, h, colour);
    }
    p.setPen(QPen(palette().mid().color(), 1));
    p.drawLine(chart.bottomLeft() + QPoint(0, 1), chart.bottomRight() + QPoint(0, 1));
}

bool SummaryStrip::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int c = columnAt(help->pos());
        if (c >= 0) {
            QToolTip::showText(help->globalPos(), columnToolTip(c), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}

QString SummaryStrip::columnToolTip(int column) const {
    const int columns = columnCount(chartRect());
    const auto [first, end] = columnRanks(column, columns);
    if (end - first == 1) {
        return tr("Rank %1: %2").arg(first).arg(bytesText(m_bytes[static_cast<size_t>(first)]));
    }
    const auto [lo, hi] = std::minmax_element(m_bytes.begin() + first, m_bytes.begin() + end);
    return tr("Ranks %1–%2: %3 – %4 each")
        .arg(first)
        .arg(end - 1)
        .arg(bytesText(*lo), bytesText(*hi));
}
