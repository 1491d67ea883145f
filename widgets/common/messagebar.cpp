#include "widgets/common/messagebar.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

MessageBar::MessageBar(QWidget* parent) : QFrame(parent), m_text(new QLabel(this)) {
    setObjectName(QStringLiteral("messageBar"));
    setStyleSheet(
        QStringLiteral("#messageBar { background: #fdecea; border: 1px solid #f1aeb5;"
                       " border-radius: 4px; } #messageBar QLabel { color: #58151c; }"));
    auto* icon = new QLabel(this);
    const int size = style()->pixelMetric(QStyle::PM_SmallIconSize);
    icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxCritical).pixmap(size, size));
    icon->setAlignment(Qt::AlignTop);
    m_text->setObjectName(QStringLiteral("messageText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QToolButton(this);
    close->setAutoRaise(true);
    close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    close->setToolTip(tr("Dismiss"));
    close->setAccessibleName(tr("Dismiss"));
    connect(close, &QToolButton::clicked, this, &MessageBar::clearMessages);

    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 4, 6);
    layout->setSpacing(8);
    layout->addWidget(icon, 0, Qt::AlignTop);
    layout->addWidget(m_text, 1);
    layout->addWidget(close, 0, Qt::AlignTop);
    hide();
}

void MessageBar::showError(const QString& title, const QString& detail) {
    //: A failure in the message bar: its title (by error code), then the core's description.
    const QString line = tr("%1: %2");
    m_plain << line.arg(title, detail);
    m_messages << line.arg(QStringLiteral("<b>%1</b>").arg(title.toHtmlEscaped()),
                           detail.toHtmlEscaped());
    while (m_messages.size() > kMaxMessages) {
        m_messages.removeFirst();
        m_plain.removeFirst();
    }
    m_text->setText(m_messages.join(QStringLiteral("<br>")));
    show();
}

void MessageBar::clearMessages() {
    m_messages.clear();
    m_plain.clear();
    m_text->clear();
    hide();
}

QString MessageBar::text() const {
    return m_plain.join(QLatin1Char('\n'));
}
