// MigrationView's layout: the target panel and the plan's problems on the left, the device
// matrices, slices and memory over the plan on the right, and the run row as a footer (its
// constructor builds them in this order), and the keyboard's order through them.
#include "migration/migrationview.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <memory>
#include <utility>

#include "matrix/devicematrixview.h"
#include "migration/planpreview.h"
#include "migration/planproblemlist.h"
#include "migration/targetpanel.h"
#include "models/migration/targetmemory.h"
#include "slices/sliceview.h"
#include "targetmemorypanel.h"

using namespace shardscope;

namespace {

QWidget* titled(QLabel* title, QWidget* body, QWidget* parent) {
    auto* page = new QWidget(parent);
    auto* layout = new QVBoxLayout(page);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(2);
    QFont bold = title->font();
    bold.setBold(true);
    title->setFont(bold);
    title->setContentsMargins(6, 4, 6, 0);
    layout->addWidget(title);
    layout->addWidget(body, 1);
    return page;
}

}  // namespace

void MigrationView::connectJobs() {
    m_targetJob->onResult([this](PreparedTarget target) { onTarget(std::move(target)); });
    connect(m_targetJob, &JobBase::failed, this, &MigrationView::onPlanFailed);
    m_planJob->onResult([this](const Planned& planned) { onPlan(planned); });
    connect(m_planJob, &JobBase::failed, this, &MigrationView::onPlanFailed);
    m_debounce.setSingleShot(true);
    m_debounce.setInterval(250);
    connect(&m_debounce, &QTimer::timeout, this, &MigrationView::replan);
    connect(m_target, &TargetPanel::changed, &m_debounce, qOverload<>(&QTimer::start));
    connect(m_target, &TargetPanel::saveStrategyRequested, this, &MigrationView::saveStrategyAs);

    connect(m_problems, &QTreeWidget::itemActivated, this, [this](QTreeWidgetItem* item) {
        const QString param = item->data(0, kParamRole).toString();
        if (!param.isEmpty()) {
            Q_EMIT paramRequested(param);
        }
    });
}

QTabWidget* MigrationView::createSides() {
    auto* sides = new QTabWidget(this);
    auto* matrices = new QSplitter(Qt::Horizontal, this);
    matrices->addWidget(titled(m_srcTitle, m_srcMatrix, this));
    matrices->addWidget(titled(m_dstTitle, m_dstMatrix, this));
    auto* slices = new QSplitter(Qt::Horizontal, this);
    auto* srcSliceTitle = new QLabel(tr("Source"), this);
    auto* dstSliceTitle = new QLabel(tr("Target"), this);
    slices->addWidget(titled(srcSliceTitle, m_srcSlices, this));
    slices->addWidget(titled(dstSliceTitle, m_dstSlices, this));
    sides->addTab(matrices, tr("Device matrices"));
    sides->addTab(slices, tr("Slices"));
    m_memory = new TargetMemory(this);
    m_memoryPanel = new TargetMemoryPanel(m_memory, this);
    sides->addTab(m_memoryPanel, tr("Memory per card"));
    sides->setDocumentMode(true);
    return sides;
}

QHBoxLayout* MigrationView::createRunRow() {
    m_progress->setRange(0, 1000);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_cancel->setEnabled(false);
    m_open->setEnabled(false);
    m_summary->setEnabled(false);
    m_convert->setIcon(style()->standardIcon(QStyle::SP_MediaPlay));
    m_status->setWordWrap(true);
    m_status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(m_convert);
    runRow->addWidget(m_cancel);
    runRow->addWidget(m_progress, 1);
    runRow->addWidget(m_open);
    runRow->addWidget(m_summary);
    connect(m_convert, &QPushButton::clicked, this, &MigrationView::startConversion);
    connect(m_cancel, &QPushButton::clicked, this, &MigrationView::cancelConversion);
    connect(m_summary, &QPushButton::clicked, this, &MigrationView::saveSummaryAs);
    connect(m_open, &QPushButton::clicked, this,
            [this] { Q_EMIT openRunRequested(m_target->destination(), m_targetStrategyPath); });
    return runRow;
}

QWidget* MigrationView::createLeft() {
    auto* left = new QWidget(this);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(m_target);
    // "Problems" is the window's dock (the open files'); these are the plan's own, shown only
    // when there are some.
    m_problemsTitle = new QLabel(this);
    m_problemsPage = titled(m_problemsTitle, m_problems, this);
    m_problemsPage->hide();
    leftLayout->addWidget(m_problemsPage, 1);
    leftLayout->addStretch(0);
    left->setMinimumWidth(340);
    return left;
}

QSplitter* MigrationView::createRight(QTabWidget* sides) {
    // Small minimums, so the run row stays in view on a laptop screen: the views scroll.
    sides->setMinimumHeight(180);
    m_preview->setMinimumHeight(150);
    m_problems->setMinimumHeight(60);
    auto* right = new QSplitter(Qt::Vertical, this);
    right->addWidget(sides);
    right->addWidget(m_preview);
    // The matrices take the larger share: at 1280x800 both fit whole, a stage's rows and each
    // target card's slice range in sight, in Chinese too, where a line is taller (issue 36); the
    // plan table below scrolls.
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({480, 320});
    // The memory page needs the height more than the plan: while it shows, the plan table keeps
    // only its minimum, and the split it had comes back with the other pages.
    auto otherPagesSizes = std::make_shared<QList<int>>();
    connect(sides, &QTabWidget::currentChanged, right, [this, right, sides, otherPagesSizes](int) {
        const bool memory = sides->currentWidget() == m_memoryPanel;
        if (memory && otherPagesSizes->isEmpty()) {
            *otherPagesSizes = right->sizes();
            const int total = otherPagesSizes->value(0) + otherPagesSizes->value(1);
            const int plan = m_preview->minimumHeight();
            right->setSizes({total - plan, plan});
        } else if (!memory && !otherPagesSizes->isEmpty()) {
            right->setSizes(*otherPagesSizes);
            otherPagesSizes->clear();
        }
    });
    return right;
}

void MigrationView::fixTabOrder() {
    // Tab goes down the panel, then to the problems, the views, the plan and the run row.
    const std::vector<QWidget*> chain{m_target->lastInTabOrder(),
                                      m_problems,
                                      m_sides,
                                      m_preview->table(),
                                      m_convert,
                                      m_cancel,
                                      m_open,
                                      m_summary};
    for (size_t i = 1; i < chain.size(); ++i) {
        setTabOrder(chain[i - 1], chain[i]);
    }
}
