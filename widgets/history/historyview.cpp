#include "widgets/history/historyview.h"

#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QVBoxLayout>

#include "history/historyloader.h"
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

HistoryView::HistoryView(QWidget* parent)
    : QWidget(parent),
      m_job(new JobRunner<HistoryPtr>(this)),
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

    m_job->onResult([this](HistoryPtr history) { onHistory(std::move(history)); });
    connect(m_job, &JobBase::failed, this, [this](const Error& error) {
        m_history.reset();
        m_grid->setHistory(nullptr);
        m_summary->setText(ErrorText::text(error));
        m_rule->clear();
        m_damage->clear();
        m_damage->hide();
        Q_EMIT loaded();
    });
    connect(m_grid, &HistoryGrid::stepActivated, this, [this](int step) {
        if (m_run && m_history) {
            Q_EMIT stepRequested(
                QString::fromStdString(m_run->path),
                QString::fromStdString(m_history->steps[static_cast<size_t>(step)].name));
        }
    });
    connect(m_actions, &StepActions::useRequested, this, [this](const QString& step) {
        if (m_run) {
            Q_EMIT stepRequested(QString::fromStdString(m_run->path), step);
        }
    });
    m_grid->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_grid, &QWidget::customContextMenuRequested, this, &HistoryView::showStepMenu);
    setRunDocument(nullptr);
}

void HistoryView::showStepMenu(const QPoint& viewportPoint) {
    const int step = m_grid->stepAt(viewportPoint);
    if (!m_run || !m_history || step < 0) {
        return;
    }
    const QString name = QString::fromStdString(m_history->steps[static_cast<size_t>(step)].name);
    QMenu menu(this);
    menu.addAction(tr("Use step %1").arg(name), this, [this, name] {
        Q_EMIT stepRequested(QString::fromStdString(m_run->path), name);
    });
    menu.addAction(tr("Copy --step %1").arg(name), this, [name] { StepActions::copyStep(name); });
    menu.exec(m_grid->viewport()->mapToGlobal(viewportPoint));
}

void HistoryView::updateActions() {
    const shardscope::HistoryStep* resume = m_history ? m_history->resumeStep() : nullptr;
    const QString open =
        m_run && m_run->run.step ? QString::fromStdString(m_run->run.step->name) : QString();
    const QString name = resume ? QString::fromStdString(resume->name) : QString();
    m_actions->setStep(name, !name.isEmpty() && name == open);
}

void HistoryView::setRunDocument(std::shared_ptr<const RunDocument> run, bool readLater) {
    const bool sameRun = run && m_run && run->path == m_run->path && m_history;
    m_run = std::move(run);
    const QString open =
        m_run && m_run->run.step ? QString::fromStdString(m_run->run.step->name) : QString();
    m_grid->setOpenStep(open);
    if (sameRun) {
        updateActions();
        return;  // the same run at another step: its history has not changed
    }
    load(readLater);
}

void HistoryView::readIfDue() {
    if (m_readDue) {
        load();
    }
}

void HistoryView::setStepsPerEpoch(int steps) {
    if (steps == m_stepsPerEpoch) {
        return;
    }
    m_stepsPerEpoch = steps;
    load();
}

void HistoryView::load(bool readLater) {
    m_readDue = false;
    m_history.reset();
    m_grid->setHistory(nullptr);
    m_rule->clear();
    m_damage->clear();
    m_damage->hide();
    updateActions();
    if (!m_run || !QFileInfo(QString::fromStdString(m_run->path)).isDir()) {
        m_job->cancel();
        m_summary->setText(tr("Open a run folder to see the steps it saved on every rank."));
        return;
    }
    m_summary->setText(tr("Reading the saved steps of every rank…"));
    if (readLater) {
        m_job->cancel();  // an older run's read: its result is not this run's
        m_readDue = true;
        return;
    }
    HistoryOptions options;
    options.strategyPath = m_run->strategyPath;
    if (m_run->strategy) {  // the window's, not read again (the run is kept alive with it)
        options.strategy = std::shared_ptr<const Strategy>(m_run, &*m_run->strategy);
    }
    options.key = m_run->key;        // encrypted saves open with the run's key
    options.indexed = m_run->files;  // the step the window shows is not indexed twice
    options.stepsPerEpoch = m_stepsPerEpoch;
    options.background = true;  // the window's thread keeps the CPU it needs
    const std::string path = m_run->path;
    m_job->start([path, options](std::stop_token stop,
                                 const JobRunner<HistoryPtr>::Sink&) -> Result<HistoryPtr> {
        HistoryOptions withStop = options;
        withStop.stop = std::move(stop);
        auto history = loadRunHistory(path, withStop);
        if (!history) {
            return std::move(history).error();
        }
        return std::make_shared<const RunHistory>(std::move(history).value());
    });
}

bool HistoryView::isLoading() const {
    return m_job->isRunning() || m_readDue;  // a read put off is on its way too
}

QString HistoryView::damageText() const {
    return m_damage->text();
}

QString HistoryView::summaryText() const {
    return m_summary->text();
}

void HistoryView::onHistory(HistoryPtr history) {
    m_history = std::move(history);
    m_grid->setHistory(m_history);
    m_summary->setText(HistoryTexts::resumeText(*m_history));
    m_rule->setText(HistoryTexts::lexicographicText(*m_history));
    m_damage->setText(HistoryDamage::lines(*m_history, kDamageLines).join(QLatin1Char('\n')));
    m_damage->setVisible(!m_damage->text().isEmpty());
    updateActions();
    Q_EMIT loaded();
}
