#include "shell/summarystrip.h"

#include <QEvent>
#include <QFileInfo>
#include <QHelpEvent>
#include <QPainter>
#include <QToolTip>
#include <algorithm>

#include "common/stagecolors.h"
#include "inspect/reporttext.h"

using namespace shardscope;

namespace {
constexpr int kBarWidth = 6;
constexpr int kBarGap = 2;
constexpr int kMaxChartWidth = 420;

QString bytesText(uint64_t n) {
    return QString::fromStdString(humanBytes(n));
}
}  // namespace

SummaryStrip::SummaryStrip(QWidget* parent) : QWidget(parent) {
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAttribute(Qt::WA_Hover);
}

void SummaryStrip::setRunModel(std::shared_ptr<const RunModel> run) {
    m_run = std::move(run);
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
    if (m_run->rankCount() == 0 && m_run->strategy) {
        // A strategy opened alone: the ranks it plans for, and no checkpoint bytes to count.
        parts << name << tr("strategy only: %n rank(s)", nullptr, m_run->stages.ranks());
    } else {
        parts << name << tr("%n rank(s)", nullptr, m_run->rankCount());
    }
    parts << tr("%n stage(s)", nullptr, m_run->stages.stages)
          << tr("%n parameter(s)", nullptr, static_cast<int>(m_run->params.size()));
    if (m_run->rankCount() > 0) {
        parts << tr("%1 in all").arg(bytesText(total));
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
    const int step = std::max(1, std::min(kBarWidth + kBarGap, kMaxChartWidth / n));
    const int w = step * n;
    return {width() - w - 8, 5, w, height() - 10};
}

int SummaryStrip::rankAt(const QPoint& pos) const {
    const QRect chart = chartRect();
    if (!chart.contains(pos) || m_bytes.empty()) {
        return -1;
    }
    const int step = chart.width() / static_cast<int>(m_bytes.size());
    return std::min(static_cast<int>(m_bytes.size()) - 1, (pos.x() - chart.left()) / step);
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
               fontMetrics().elidedText(summaryText(), Qt::ElideRight, textRect.width()));
    if (!chart.isValid() || m_max == 0) {
        return;
    }
    const int n = static_cast<int>(m_bytes.size());
    const int step = chart.width() / n;
    const int barWidth = std::max(1, step - (step > 3 ? kBarGap : 0));
    for (int r = 0; r < n; ++r) {
        const double f =
            static_cast<double>(m_bytes[static_cast<size_t>(r)]) / static_cast<double>(m_max);
        const int h = std::max(1, static_cast<int>(f * chart.height()));
        const int stage = m_run->stages.devices > 0 ? r / m_run->stages.devices : 0;
        p.fillRect(chart.left() + r * step, chart.bottom() - h + 1, barWidth, h,
                   StageColors::color(stage, palette()));
    }
    p.setPen(QPen(palette().mid().color(), 1));
    p.drawLine(chart.bottomLeft() + QPoint(0, 1), chart.bottomRight() + QPoint(0, 1));
}

bool SummaryStrip::event(QEvent* event) {
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        const int r = rankAt(help->pos());
        if (r >= 0) {
            QToolTip::showText(
                help->globalPos(),
                tr("Rank %1: %2").arg(r).arg(bytesText(m_bytes[static_cast<size_t>(r)])), this);
        } else {
            QToolTip::hideText();
        }
        return true;
    }
    return QWidget::event(event);
}
