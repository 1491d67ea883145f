#include "widgets/common/emptypage.h"

#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

#include "widgets/common/appicon.h"

EmptyPage::EmptyPage(QWidget* parent) : QWidget(parent) {
    setObjectName(QStringLiteral("emptyPage"));
    auto* icon = new QLabel(this);
    icon->setPixmap(AppIcon::pixmap(96));
    icon->setAlignment(Qt::AlignCenter);

    auto* title = new QLabel(tr("Open a checkpoint, a strategy file or a run folder"), this);
    QFont big = title->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    big.setBold(true);
    title->setFont(big);
    title->setAlignment(Qt::AlignCenter);

    auto* hint = new QLabel(
        tr("Drop files or folders here, or use File ▸ Open File… and File ▸ Open Folder…"), this);
    hint->setAlignment(Qt::AlignCenter);
    hint->setWordWrap(true);
    hint->setEnabled(false);

    auto* playground = new QPushButton(tr("Try the &Playground"), this);
    playground->setObjectName(QStringLiteral("playgroundButton"));
    playground->setToolTip(
        tr("Without any file: choose a network and a split of the cards, and see what each card "
           "holds and sends in a training step."));
    connect(playground, &QPushButton::clicked, this, &EmptyPage::playgroundRequested);

    auto* layout = new QVBoxLayout(this);
    layout->addStretch(2);
    layout->addWidget(icon);
    layout->addSpacing(12);
    layout->addWidget(title);
    layout->addWidget(hint);
    layout->addSpacing(16);
    layout->addWidget(playground, 0, Qt::AlignHCenter);
    layout->addStretch(3);
}
