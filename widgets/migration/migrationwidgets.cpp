#include "widgets/migration/migrationwidgets.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStyle>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>
#include <algorithm>
#include <memory>
#include <vector>

#include "widgets/matrix/devicematrixview.h"
#include "widgets/migration/migrationview.h"
#include "widgets/migration/planpreview.h"
#include "widgets/migration/planproblemlist.h"
#include "widgets/migration/targetmemorypanel.h"
#include "widgets/migration/targetpanel.h"
#include "widgets/slices/sliceview.h"

namespace {

QWidget* titledPage(QLabel* title, QWidget* body, QWidget* parent) {
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

// The plan's height while the memory page shows above it in `total` pixels. Where the page at
// its minimum and a third of the way on to its preferred height leaves the plan whole (its
// chart's axes, the table's first rows, the totals), as at 1920x1080, the page keeps its note and
// that height. Shorter (1280x800), the page folds its note (its toggle shows it again), the plan
// folds its row of servers while no rank table places the target, and the plan keeps five rows
// (not two, as it kept in Chinese), the page the rest, down to its minimum.
int planBesideMemory(PlanPreview* plan, TargetMemoryPanel* page, int tabBar, int total) {
    page->setNoteShown(true);
    plan->setHostsFolded(false);
    int least = page->minimumSizeHint().height();
    const int pageNeeds = least + std::max(0, page->sizeHint().height() - least) / 3;
    if (total - tabBar - pageNeeds >= plan->wholeHeight()) {
        return plan->wholeHeight();
    }
    page->setNoteShown(false);
    plan->setHostsFolded(true);
    least = page->minimumSizeHint().height();
    // A row more than five: the splitter and the totals as wrapped at the next layout cut one.
    const int fiveRows = std::min(plan->wholeHeight(), plan->rowsHeight(6));
    return std::max(plan->minimumHeight(), std::min(fiveRows, total - tabBar - least));
}

}  // namespace

MigrationWidgets::MigrationWidgets(QWidget* view, TargetMemory* memory, PlanTableModel* plan)
    : target(new TargetPanel(view)),
      srcMatrix(new DeviceMatrixView(view)),
      dstMatrix(new DeviceMatrixView(view)),
      srcSlices(new SliceView(view)),
      dstSlices(new SliceView(view)),
      srcTitle(new QLabel(view)),
      dstTitle(new QLabel(view)),
      preview(new PlanPreview(plan, view)),
      problems(new PlanProblemList(view)),
      convert(new QPushButton(MigrationView::tr("&Convert"), view)),
      cancel(new QPushButton(MigrationView::tr("Cancel"), view)),
      open(new QPushButton(MigrationView::tr("&Open converted run"), view)),
      summary(new QPushButton(MigrationView::tr("Save s&ummary…"), view)),
      progress(new QProgressBar(view)),
      status(new QLabel(view)) {
    createSides(view, memory);
    QHBoxLayout* runRow = createRunRow(view);
    QWidget* left = createLeft(view);
    QSplitter* right = createRight(view);

    auto* top = new QSplitter(Qt::Horizontal, view);
    top->addWidget(left);
    top->addWidget(right);
    top->setStretchFactor(0, 0);
    top->setStretchFactor(1, 1);
    top->setSizes({430, 900});

    // The target, problems, matrices and plan scroll when the window is small; the run row
    // (Convert, progress, Cancel) and its status are a footer that never scrolls out of sight.
    auto* scroll = new QScrollArea(view);
    scroll->setObjectName(QStringLiteral("migrationScroll"));
    scroll->setWidget(top);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    auto* footer = new QWidget(view);
    footer->setObjectName(QStringLiteral("migrationFooter"));
    auto* footerLayout = new QVBoxLayout(footer);
    footerLayout->setContentsMargins(0, 4, 0, 0);
    footerLayout->addLayout(runRow);
    footerLayout->addWidget(status);
    auto* layout = new QVBoxLayout(view);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(scroll, 1);
    layout->addWidget(footer);
    fixTabOrder();
}

void MigrationWidgets::createSides(QWidget* view, TargetMemory* memory) {
    sides = new QTabWidget(view);
    auto* matrices = new QSplitter(Qt::Horizontal, view);
    matrices->addWidget(titledPage(srcTitle, srcMatrix, view));
    matrices->addWidget(titledPage(dstTitle, dstMatrix, view));
    auto* slices = new QSplitter(Qt::Horizontal, view);
    auto* srcSliceTitle = new QLabel(MigrationView::tr("Source"), view);
    auto* dstSliceTitle = new QLabel(MigrationView::tr("Target"), view);
    slices->addWidget(titledPage(srcSliceTitle, srcSlices, view));
    slices->addWidget(titledPage(dstSliceTitle, dstSlices, view));
    sides->addTab(matrices, MigrationView::tr("Device matrices"));
    sides->addTab(slices, MigrationView::tr("Slices"));
    memoryPanel = new TargetMemoryPanel(memory, view);
    sides->addTab(memoryPanel, MigrationView::tr("Memory per card"));
    sides->setDocumentMode(true);
}

QHBoxLayout* MigrationWidgets::createRunRow(QWidget* view) const {
    progress->setRange(0, 1000);
    progress->setValue(0);
    progress->setTextVisible(false);
    cancel->setEnabled(false);
    open->setEnabled(false);
    summary->setEnabled(false);
    convert->setIcon(view->style()->standardIcon(QStyle::SP_MediaPlay));
    status->setWordWrap(true);
    status->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* runRow = new QHBoxLayout;
    runRow->addWidget(convert);
    runRow->addWidget(cancel);
    runRow->addWidget(progress, 1);
    runRow->addWidget(open);
    runRow->addWidget(summary);
    return runRow;
}

QWidget* MigrationWidgets::createLeft(QWidget* view) {
    auto* left = new QWidget(view);
    auto* leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(target);
    // "Problems" is the window's dock (the open files'); these are the plan's own, shown only
    // when there are some.
    problemsTitle = new QLabel(view);
    problemsPage = titledPage(problemsTitle, problems, view);
    problemsPage->hide();
    leftLayout->addWidget(problemsPage, 1);
    leftLayout->addStretch(0);
    left->setMinimumWidth(340);
    return left;
}

QSplitter* MigrationWidgets::createRight(QWidget* view) const {
    // Small minimums, so the run row stays in view on a laptop screen: the views scroll.
    sides->setMinimumHeight(180);
    preview->setMinimumHeight(150);
    problems->setMinimumHeight(60);
    auto* right = new QSplitter(Qt::Vertical, view);
    right->addWidget(sides);
    right->addWidget(preview);
    // The matrices take the larger share: at 1280x800 both fit whole, a stage's rows and each
    // target card's slice range in sight, in Chinese too, where a line is taller (issue 36); the
    // plan table below scrolls.
    right->setStretchFactor(0, 3);
    right->setStretchFactor(1, 2);
    right->setSizes({480, 320});
    // The memory page needs the height more than the plan: while it shows, the plan keeps only
    // what the page can spare (planBesideMemory), and the split it had comes back with the other
    // pages.
    auto otherPagesSizes = std::make_shared<QList<int>>();
    QTabWidget* tabs = sides;
    TargetMemoryPanel* memoryPage = memoryPanel;
    PlanPreview* plan = preview;
    QObject::connect(tabs, &QTabWidget::currentChanged, right,
                     [right, tabs, memoryPage, plan, otherPagesSizes](int) {
                         const bool memory = tabs->currentWidget() == memoryPage;
                         if (memory && otherPagesSizes->isEmpty()) {
                             *otherPagesSizes = right->sizes();
                             const int total =
                                 otherPagesSizes->value(0) + otherPagesSizes->value(1);
                             const int planHeight = planBesideMemory(
                                 plan, memoryPage, tabs->tabBar()->sizeHint().height(), total);
                             right->setSizes({total - planHeight, planHeight});
                         } else if (!memory && !otherPagesSizes->isEmpty()) {
                             plan->setHostsFolded(false);
                             right->setSizes(*otherPagesSizes);
                             otherPagesSizes->clear();
                         }
                     });
    return right;
}

void MigrationWidgets::fixTabOrder() const {
    const std::vector<QWidget*> chain{target->lastInTabOrder(),
                                      problems,
                                      sides,
                                      preview->table(),
                                      convert,
                                      cancel,
                                      open,
                                      summary};
    for (size_t i = 1; i < chain.size(); ++i) {
        QWidget::setTabOrder(chain[i - 1], chain[i]);
    }
}
