#include "widgets/history/historyview.h"

#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

#include "widgets/history/historygrid.h"
#include "widgets/history/stepactions.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/history/historydamage.h"
#include "widgets/models/history/historytexts.h"

using namespace shardscope;

namespace {

constexpr int kDamageLines = 6;  // more go to the Problems panel only

// The colours' key as one wrapping line of text, so it never sets the window's width.
QString legendHtml() {
    const auto entry = [](const QColor& colour, const QString& text) {
        return QStringLiteral("<span style=\"color:%1\">&#9632;</span>&nbsp;%2")
            .arg(colour.name(), text.toHtmlEscaped());
    };
    QStringList entries;
    using FS = FileState;
    for (FS state : {FS::Intact, FS::Temporary, FS::Unreadable, FS::CrcMismatch, FS::Inconsistent,
                     FS::Growing}) {
        entries << entry(HistoryTexts::stateColour(state), HistoryTexts::stateText(state));
    }
    entries << entry(HistoryTexts::missingColour(), HistoryTexts::missingText());
    return entries.join(QStringLiteral(" &nbsp; "));
}

}  // namespace

HistoryView::HistoryView(QWidget* parent) : HistoryView(nullptr, parent) {}

HistoryView::HistoryView(HistoryController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller != nullptr ? controller : new HistoryController(this)),
      m_summary(new QLabel(this)),
      m_rule(new QLabel(this)),
      m_damage(new QLabel(this)),
      m_grid(new HistoryGrid(this)),
      m_actions(new StepActions(this)) {
    setObjectName(QStringLiteral("historyView"));
    m_summary->setObjectName(QStringLiteral("historySummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont bold = m_summary->font();
    bold.setBold(true);
    m_summary->setFont(bold);
    m_rule->setWordWrap(true);
    m_rule->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_damage->setObjectName(QStringLiteral("historyDamage"));
    m_damage->setWordWrap(true);
    m_damage->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_damage->setContentsMargins(12, 0, 0, 0);
    m_damage->hide();
    auto* legend = new QLabel(legendHtml(), this);
    legend->setObjectName(QStringLiteral("historyLegend"));
    legend->setWordWrap(true);
    legend->setTextFormat(Qt::RichText);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 4);
    layout->addWidget(m_summary);
    layout->addWidget(m_actions);
    layout->addWidget(m_damage);
    layout->addWidget(m_rule);
    layout->addWidget(legend);
    layout->addWidget(m_grid, 1);
    m_grid->setContextMenuPolicy(Qt::CustomContextMenu);
    bindController();
    m_grid->setOpenStep(m_controller->openStep());
    showHistory();
}

void HistoryView::bindController() {
    connect(m_controller, &HistoryController::historyChanged, this, &HistoryView::showHistory);
    connect(m_controller, &HistoryController::openStepChanged, this, [this] {
        m_grid->setOpenStep(m_controller->openStep());
        updateActions();
    });
    connect(m_controller, &HistoryController::loaded, this, &HistoryView::loaded);
    connect(m_controller, &HistoryController::stepRequested, this, &HistoryView::stepRequested);
    connect(m_grid, &HistoryGrid::stepActivated, m_controller, &HistoryController::requestStepAt);
    connect(m_actions, &StepActions::useRequested, m_controller, &HistoryController::requestStep);
    connect(m_grid, &QWidget::customContextMenuRequested, this, &HistoryView::showStepMenu);
}

void HistoryView::showHistory() {
    const HistoryPtr history = m_controller->history();
    m_grid->setHistory(history);
    switch (m_controller->state()) {
        case HistoryController::State::NoRun:
            m_summary->setText(tr("Open a run folder to see the steps it saved on every rank."));
            break;
        case HistoryController::State::Reading:
            m_summary->setText(tr("Reading the saved steps of every rank…"));
            break;
        case HistoryController::State::Read:
            m_summary->setText(HistoryTexts::resumeText(*history));
            break;
        case HistoryController::State::Failed:
            m_summary->setText(m_controller->error() ? ErrorText::text(*m_controller->error())
                                                     : QString());
            break;
    }
    m_rule->setText(history ? HistoryTexts::lexicographicText(*history) : QString());
    m_damage->setText(history ? HistoryDamage::lines(*history, kDamageLines).join(QLatin1Char('\n'))
                              : QString());
    m_damage->setVisible(!m_damage->text().isEmpty());
    updateActions();
}

void HistoryView::showStepMenu(const QPoint& viewportPoint) {
    const int step = m_grid->stepAt(viewportPoint);
    const HistoryPtr history = m_controller->history();
    if (!m_controller->runDocument() || !history || step < 0) {
        return;
    }
    const QString name = QString::fromStdString(history->steps[static_cast<size_t>(step)].name);
    QMenu menu(this);
    menu.addAction(tr("Use step %1").arg(name), m_controller,
                   [this, name] { m_controller->requestStep(name); });
    menu.addAction(tr("Copy --step %1").arg(name), this, [name] { StepActions::copyStep(name); });
    menu.exec(m_grid->viewport()->mapToGlobal(viewportPoint));
}

void HistoryView::updateActions() {
    const QString name = m_controller->resumeStep();
    m_actions->setStep(name, !name.isEmpty() && name == m_controller->openStep());
}

void HistoryView::setRunDocument(std::shared_ptr<const RunDocument> run, bool readLater) {
    m_controller->setRunDocument(std::move(run), readLater);
}

void HistoryView::readIfDue() {
    m_controller->readIfDue();
}

bool HistoryView::isReadDue() const {
    return m_controller->isReadDue();
}

void HistoryView::setStepsPerEpoch(int steps) {
    m_controller->setStepsPerEpoch(steps);
}

bool HistoryView::isLoading() const {
    return m_controller->isLoading();
}

const JobBase* HistoryView::job() const {
    return m_controller->job();
}

HistoryView::HistoryPtr HistoryView::history() const {
    return m_controller->history();
}

QString HistoryView::damageText() const {
    return m_damage->text();
}

QString HistoryView::summaryText() const {
    return m_summary->text();
}
