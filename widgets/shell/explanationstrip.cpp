#include "widgets/shell/explanationstrip.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QToolButton>
#include <algorithm>

ExplanationStrip::ExplanationStrip(QWidget* parent)
    : QFrame(parent), m_label(new QLabel(this)), m_toggle(new QToolButton(this)) {
    setObjectName(QStringLiteral("explanationStrip"));
    setFrameShape(QFrame::StyledPanel);
    m_label->setObjectName(QStringLiteral("explanationText"));
    m_label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_label->setContentsMargins(8, 6, 4, 6);
    m_toggle->setObjectName(QStringLiteral("explanationToggle"));
    m_toggle->setAutoRaise(true);
    connect(m_toggle, &QToolButton::clicked, this, [this] { setCollapsed(!m_collapsed); });
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 2, 0);
    layout->setSpacing(0);
    layout->addWidget(m_label, 1);
    layout->addWidget(m_toggle, 0, Qt::AlignTop);
    refresh();
}

void ExplanationStrip::setText(const QString& text) {
    m_text = text;
    refresh();
}

void ExplanationStrip::setCollapsed(bool collapsed) {
    m_collapsed = collapsed;
    refresh();
}

void ExplanationStrip::resizeEvent(QResizeEvent* event) {
    QFrame::resizeEvent(event);
    if (m_collapsed) {
        refresh();  // the one line is elided to the new width
    }
}

void ExplanationStrip::refresh() {
    m_toggle->setArrowType(m_collapsed ? Qt::UpArrow : Qt::DownArrow);
    m_toggle->setToolTip(m_collapsed ? tr("Show the whole explanation")
                                     : tr("Fold the explanation to one line"));
    m_label->setWordWrap(!m_collapsed);
    if (!m_collapsed) {
        m_label->setText(m_text);
        m_label->setToolTip(QString());
        return;
    }
    const QString first = m_text.section(QLatin1Char('\n'), 0, 0);
    const int room = std::max(40, m_label->width() - m_label->contentsMargins().left() -
                                      m_label->contentsMargins().right());
    m_label->setText(m_label->fontMetrics().elidedText(first, Qt::ElideRight, room));
    m_label->setToolTip(m_text);
}
