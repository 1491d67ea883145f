#include "migration/planproblemlist.h"

#include <QStyle>
#include <QTreeWidgetItemIterator>
#include <algorithm>

#include "models/migration/problemgroups.h"

PlanProblemList::PlanProblemList(QWidget* parent) : QTreeWidget(parent) {
    // One column, the headline above what helps: the panel is narrow and both must be read.
    setColumnCount(1);
    setHeaderHidden(true);
    setRootIsDecorated(true);
    setWordWrap(true);
    setUniformRowHeights(false);
    setTextElideMode(Qt::ElideMiddle);
}

void PlanProblemList::addIssues(const std::vector<shardscope::Issue>& issues) {
    m_issues.insert(m_issues.end(), issues.begin(), issues.end());
    rebuild();
}

void PlanProblemList::addMessage(bool blocking, const QString& message) {
    m_messages.emplace_back(blocking, message);
    rebuild();
}

void PlanProblemList::clearProblems() {
    m_issues.clear();
    m_messages.clear();
    clear();
}

int PlanProblemList::errorCount() const {
    int n = 0;
    for (const auto& [blocking, message] : m_messages) {
        n += blocking ? 1 : 0;
    }
    for (const auto& issue : m_issues) {
        n += issue.blocking() ? 1 : 0;
    }
    return n;
}

int PlanProblemList::warningCount() const {
    return static_cast<int>(m_issues.size() + m_messages.size()) - errorCount();
}

void PlanProblemList::rebuild() {
    clear();
    const auto icon = [this](bool blocking) {
        return style()->standardIcon(blocking ? QStyle::SP_MessageBoxCritical
                                              : QStyle::SP_MessageBoxWarning);
    };
    const auto row = [&](QTreeWidgetItem* item, bool blocking, const QString& tip, int count) {
        item->setIcon(0, icon(blocking));
        item->setToolTip(0, tip);
        item->setData(0, kBlockingRole, blocking);
        item->setData(0, kCountRole, count);
        item->setData(0, kTextRole, item->text(0));
    };
    for (const auto& [blocking, message] : m_messages) {
        row(new QTreeWidgetItem(this, {message}), blocking, message, 1);
    }
    for (const ProblemGroups::Group& group : ProblemGroups::group(m_issues, m_axisNames)) {
        const int count = static_cast<int>(group.entries.size());
        const ProblemGroups::Entry& first = group.entries.front();
        if (count == 1 && !first.param.isEmpty()) {
            // One parameter: its name above its problem, as it was before any grouping.
            auto* item = new QTreeWidgetItem(this, {first.param + QLatin1Char('\n') + first.text});
            row(item, group.blocking, first.text, 1);
            item->setData(0, kParamRole, first.param);
            continue;
        }
        const QString text = group.detail.isEmpty()
                                 ? group.headline
                                 : group.headline + QLatin1Char('\n') + group.detail;
        auto* head = new QTreeWidgetItem(this, {text});
        row(head, group.blocking, first.text, count);
        if (count == 1) {
            continue;
        }
        for (const ProblemGroups::Entry& entry : group.entries) {
            const QString line = entry.detail.isEmpty()
                                     ? entry.param
                                     : entry.param + QStringLiteral(": ") + entry.detail;
            auto* child = new QTreeWidgetItem(head, {line});
            row(child, group.blocking, entry.text, 1);
            child->setData(0, kParamRole, entry.param);
        }
    }
    rewrap();
}

void PlanProblemList::resizeEvent(QResizeEvent* event) {
    QTreeWidget::resizeEvent(event);
    if (viewport()->width() != m_wrapWidth) {
        rewrap();
    }
}

void PlanProblemList::rewrap() {
    m_wrapWidth = viewport()->width();
    const QFontMetrics metrics(font());
    const int margins = iconSize().width() > 0 ? iconSize().width() + 12 : 28;
    const auto wrap = [&metrics](const QString& text, int width) {
        QStringList lines;
        for (const QString& paragraph : text.split(QLatin1Char('\n'))) {
            QString line;
            for (const QString& word : paragraph.split(QLatin1Char(' '))) {
                const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
                if (line.isEmpty() || metrics.horizontalAdvance(longer) <= width) {
                    line = longer;
                } else {
                    lines << line;
                    line = word;
                }
            }
            lines << line;
        }
        return lines.join(QLatin1Char('\n'));
    };
    for (QTreeWidgetItemIterator it(this); *it; ++it) {
        QTreeWidgetItem* item = *it;
        int depth = 0;
        for (const QTreeWidgetItem* p = item; p != nullptr; p = p->parent()) {
            ++depth;
        }
        const int width = m_wrapWidth - margins - depth * indentation();
        item->setText(0, wrap(item->data(0, kTextRole).toString(), std::max(80, width)));
    }
}
