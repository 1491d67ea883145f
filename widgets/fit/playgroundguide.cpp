#include "widgets/fit/playgroundguide.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>
#include <algorithm>

using namespace shardscope;

PlaygroundGuide::PlaygroundGuide(QWidget* parent)
    : QFrame(parent),
      m_title(new QLabel(this)),
      m_text(new QLabel(this)),
      m_back(new QPushButton(tr("Back"), this)),
      m_next(new QPushButton(tr("&Next"), this)) {
    setObjectName(QStringLiteral("playgroundGuide"));
    setFrameShape(QFrame::StyledPanel);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* close = new QPushButton(tr("Close Guide"), this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_title, 1);
    buttons->addWidget(m_back);
    buttons->addWidget(m_next);
    buttons->addWidget(close);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 6, 8, 6);
    layout->addLayout(buttons);
    layout->addWidget(m_text);
    connect(m_back, &QPushButton::clicked, this, [this] {
        setStep(m_step - 1);
        Q_EMIT stepChosen(m_step);
    });
    connect(m_next, &QPushButton::clicked, this, [this] {
        setStep(m_step + 1);
        Q_EMIT stepChosen(m_step);
    });
    connect(close, &QPushButton::clicked, this, &PlaygroundGuide::closed);
    setStep(0);
}

void PlaygroundGuide::setStep(int step) {
    m_step = std::clamp(step, 0, kSteps - 1);
    m_title->setText(tr("Step %1 of %2: %3").arg(m_step + 1).arg(kSteps).arg(title(m_step)));
    m_text->setText(paragraph(m_step));
    m_back->setEnabled(m_step > 0);
    m_next->setEnabled(m_step + 1 < kSteps);
}

QString PlaygroundGuide::title(int step) {
    switch (step) {
        case 0:
            return tr("Data parallelism");
        case 1:
            return tr("Model parallelism");
        case 2:
            return tr("Pipeline parallelism");
        default:
            return tr("Optimizer parallelism");
    }
}

QString PlaygroundGuide::paragraph(int step) {
    switch (step) {
        case 0:
            return tr(
                "Eight cards, each with the whole network, each training on its own "
                "samples; after every step they add up their gradients (the data-parallel "
                "group). Mixed-precision Adam keeps 16 bytes a parameter: 7 billion "
                "parameters need 100 GiB before any activation, so no card fits.");
        case 1:
            return tr(
                "Model parallel 4 cuts every layer's weights over four cards: each holds a "
                "quarter of the parameters, gradients and optimizer states, and the four "
                "exchange activations inside every layer (the model-parallel group, the "
                "largest traffic, best kept inside a host). Two such groups train side by "
                "side.");
        case 2:
            return tr(
                "Two pipeline stages hold half the layers each and pass activations from "
                "one to the next (the pipeline groups). The first stage holds more "
                "micro-batches in flight than the last, so its cards need the most memory: "
                "compare the two bars.");
        default:
            return tr(
                "Back to eight data-parallel copies, now with the optimizer shard over all "
                "eight: each card keeps an eighth of the weights and their optimizer states and "
                "gathers the weights when it needs them. The static memory falls from 100 to "
                "24 GiB (the gradients stay whole); what is left is activations: try "
                "recomputation.");
    }
}

Split PlaygroundGuide::splitOf(int step) {
    switch (step) {
        case 0:
            return {8, 1, 1, 0};
        case 1:
            return {2, 4, 1, 0};
        case 2:
            return {2, 2, 2, 0};
        default:
            return {8, 1, 1, 8};
    }
}
