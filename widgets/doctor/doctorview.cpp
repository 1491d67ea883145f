#include "widgets/doctor/doctorview.h"

#include <algorithm>

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPushButton>
#include <QSet>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

#include "widgets/common/nameelidedelegate.h"
#include "widgets/common/pathtip.h"
#include "widgets/models/common/errortext.h"
#include "widgets/models/doctor/doctortablemodel.h"
#include "widgets/models/doctor/doctortext.h"
#include "widgets/slices/sliceview.h"

using namespace shardscope;

DoctorView::DoctorView(QWidget* parent) : DoctorView(nullptr, parent) {}

DoctorView::DoctorView(DoctorController* controller, QWidget* parent)
    : QWidget(parent),
      m_controller(controller != nullptr ? controller : new DoctorController(this)),
      m_kind(new QComboBox(this)),
      m_net(new QLineEdit(this)),
      m_rank(new QSpinBox(this)),
      m_strict(new QCheckBox(QStringLiteral("strict_load"), this)),
      m_removeRedundancy(new QCheckBox(QStringLiteral("remove_redundancy"), this)),
      m_summary(new QLabel(this)),
      m_findings(new QLabel(this)),
      m_table(new QTableView(this)),
      m_details(new QTextBrowser(this)),
      m_slices(new SliceView(this)) {
    QLayout* inputs = inputsRow();
    QFont big = m_summary->font();
    big.setBold(true);
    m_summary->setFont(big);
    m_summary->setWordWrap(true);
    m_findings->setWordWrap(true);
    m_findings->setTextFormat(Qt::RichText);
    m_findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_findings->hide();  // an empty line under the summary until a report has findings

    model()->setIcons(style()->standardIcon(QStyle::SP_MessageBoxCritical),
                      style()->standardIcon(QStyle::SP_MessageBoxWarning));
    m_table->setModel(model());
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->setWordWrap(false);
    m_table->setTextElideMode(Qt::ElideMiddle);
    // Names of one network differ at their end: keep the tail ("…norm1.gamma", not "b….gamma").
    m_table->setItemDelegateForColumn(DoctorTableModel::NameColumn, new NameElideDelegate(this));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->viewport()->installEventFilter(this);
    fitColumns();
    m_details->setOpenLinks(false);
    connect(m_details, &QTextBrowser::anchorClicked, this, &DoctorView::openLink);
    // Long paths and commands wrap anywhere: no horizontal scroll bar.
    m_details->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_details->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);

    auto* side = new QSplitter(Qt::Vertical, this);
    side->addWidget(m_details);
    side->addWidget(m_slices);
    // The details take the larger share: the diagnosis and the fix are read whole at 1280x800.
    side->setStretchFactor(0, 3);
    side->setStretchFactor(1, 2);
    side->setSizes({360, 240});
    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(m_table);
    split->addWidget(side);
    // The table takes the larger share: at 1280x800 its diagnoses are read whole.
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 1);
    split->setSizes({960, 480});

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(inputs);
    layout->addWidget(m_summary);
    layout->addWidget(m_findings);
    layout->addWidget(split, 1);

    bindController();
    m_summary->setText(tr("Choose the network side to check whether this checkpoint loads."));
}

QLayout* DoctorView::inputsRow() {
    m_kind->addItem(tr("Network parameters (NET.json)"));
    m_kind->addItem(tr("Destination strategy (JSON)"));
    m_kind->addItem(tr("Another checkpoint"));
    m_kind->setCurrentIndex(static_cast<int>(m_controller->netKind()));
    m_net->setPlaceholderText(tr("the network side: NET.json, a strategy .json, or a .ckpt"));
    m_net->setText(m_controller->net());
    PathTip::follow(m_net);
    m_rank->setRange(0, 1 << 20);
    m_rank->setValue(m_controller->rank());
    m_rank->setToolTip(
        tr("The rank whose checkpoint (and whose view of the destination "
           "strategy) is compared"));
    m_strict->setChecked(m_controller->strict());
    m_strict->setToolTip(
        tr("load_param_into_net(..., strict_load=True): no dtype conversion, "
           "no prefix retry"));
    m_removeRedundancy->setChecked(m_controller->removeRedundancy());
    m_removeRedundancy->setToolTip(
        tr("load_checkpoint(..., remove_redundancy=True) and load_param_into_net(..., "
           "remove_redundancy=True): each saved copy is spread to its data-parallel group, as a "
           "job that saved with remove_redundancy loads"));
    auto* browse = new QPushButton(tr("Browse…"), this);
    connect(browse, &QPushButton::clicked, this, &DoctorView::browse);
    auto* rankLabel = new QLabel(tr("Ran&k:"), this);
    rankLabel->setBuddy(m_rank);
    auto* inputs = new QHBoxLayout;
    inputs->addWidget(m_kind);
    inputs->addWidget(m_net, 1);
    inputs->addWidget(browse);
    inputs->addSpacing(8);
    inputs->addWidget(rankLabel);
    inputs->addWidget(m_rank);
    inputs->addWidget(m_strict);
    inputs->addWidget(m_removeRedundancy);
    return inputs;
}

void DoctorView::bindController() {
    DoctorController* c = m_controller;
    connect(m_net, &QLineEdit::textChanged, c, &DoctorController::setNet);
    connect(c, &DoctorController::netKindChanged, this, [this](DoctorController::NetKind kind) {
        const QSignalBlocker block(m_kind);
        m_kind->setCurrentIndex(static_cast<int>(kind));
    });
    connect(m_kind, &QComboBox::currentIndexChanged, c,
            [c](int index) { c->setNetKind(static_cast<DoctorController::NetKind>(index)); });
    connect(m_rank, &QSpinBox::valueChanged, c, &DoctorController::setRank);
    connect(m_strict, &QCheckBox::toggled, c, &DoctorController::setStrict);
    connect(m_removeRedundancy, &QCheckBox::toggled, c, &DoctorController::setRemoveRedundancy);
    connect(c, &DoctorController::runChanged, this, &DoctorView::showRun);
    connect(c, &DoctorController::checkStarted, this,
            [this] { m_summary->setText(tr("Checking…")); });
    connect(c, &DoctorController::reportReady, this, &DoctorView::showReport);
    connect(c, &DoctorController::failed, this, &DoctorView::showFailure);
    connect(c, &DoctorController::checked, this, &DoctorView::checked);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) { showProblem(current.row()); });
}

DoctorView::NetKind DoctorView::detectNetKind(const QString& path) {
    return DoctorController::detectNetKind(path);
}

void DoctorView::setRunDocument(std::shared_ptr<const RunDocument> run) {
    m_controller->setRunDocument(std::move(run));
}

void DoctorView::showRun() {
    m_rank->setMaximum(m_controller->lastRank());
    m_slices->setRunDocument(m_controller->runDocument());
    const bool another = m_controller->runDocument() != m_shownRun.lock();
    m_shownRun = m_controller->runDocument();
    if (another && !m_controller->report()) {
        // Another run (or none): the report of the run before is gone with its words.
        m_details->clear();
        m_findings->clear();
        m_findings->hide();
        m_summary->setText(tr("Choose the network side to check whether this checkpoint loads."));
    }
}

void DoctorView::setNet(const QString& path) {
    m_net->setText(path);
}

void DoctorView::setStrict(bool strict) {
    m_strict->setChecked(strict);
}

void DoctorView::setRemoveRedundancy(bool on) {
    m_removeRedundancy->setChecked(on);
}

void DoctorView::setRank(int rank) {
    m_rank->setValue(rank);
}

bool DoctorView::isChecking() const {
    return m_controller->isChecking();
}

std::shared_ptr<const DoctorReport> DoctorView::report() const {
    return m_controller->report();
}

DoctorTableModel* DoctorView::model() const {
    return m_controller->model();
}

QString DoctorView::summaryText() const {
    return m_summary->text();
}

QString DoctorView::detailsText() const {
    return m_details->toPlainText();
}

void DoctorView::browse() {
    const QString path = QFileDialog::getOpenFileName(
        this, tr("The network side"), m_net->text(),
        tr("Network or strategy (*.json);;Checkpoints (*.ckpt *.safetensors);;All files (*)"));
    if (!path.isEmpty()) {
        m_net->setText(path);
    }
}

void DoctorView::fitColumns() {
    QHeaderView* header = m_table->horizontalHeader();
    const int width = m_table->viewport()->width();
    // Never narrower than the header says (a Chinese header is as wide as an English one).
    const auto fit = [&](int column, int minimum, int cap) {
        m_table->resizeColumnToContents(column);
        const int content = std::max(header->sectionSize(column), minimum);
        header->resizeSection(column, std::max(header->sectionSizeHint(column),
                                               std::min(content, std::max(cap, minimum))));
    };
    fit(DoctorTableModel::KindColumn, 80, width / 4);
    fit(DoctorTableModel::NetShapeColumn, 70, width / 7);
    fit(DoctorTableModel::CkptShapeColumn, 70, width / 7);
    // The diagnosis is what the table is read for: it gets its whole width while the names keep
    // a useful one. The names elide in the middle (the whole name is in their tooltip and in the
    // details beside the table); a diagnosis still too long elides, whole in its tooltip.
    // A fifth of the width at least: "backbone.…m1.gamma" told no name from the next.
    const int kNames = std::max(160, width / 5);
    const int rest = width - header->sectionSize(DoctorTableModel::KindColumn) -
                     header->sectionSize(DoctorTableModel::NetShapeColumn) -
                     header->sectionSize(DoctorTableModel::CkptShapeColumn);
    const int diagnosisHint = header->sectionSizeHint(DoctorTableModel::DiagnosisColumn);
    int diagnosis = std::max(160, diagnosisHint);
    if (model()->rowCount() > 0) {
        m_table->resizeColumnToContents(DoctorTableModel::DiagnosisColumn);
        diagnosis = std::max(
            diagnosisHint,
            std::min(header->sectionSize(DoctorTableModel::DiagnosisColumn), rest - kNames));
    }
    header->resizeSection(DoctorTableModel::DiagnosisColumn, diagnosis);
    // An empty table (nothing checked yet) keeps the names' share, not the header's width.
    int names = std::max(rest - diagnosis, kNames);
    if (model()->rowCount() > 0) {
        m_table->resizeColumnToContents(DoctorTableModel::NameColumn);
        names = std::min(header->sectionSize(DoctorTableModel::NameColumn), names);
    }
    header->resizeSection(DoctorTableModel::NameColumn,
                          std::max(header->sectionSizeHint(DoctorTableModel::NameColumn), names));
    // The diagnosis, the last section, stretches over what the names leave.
    header->resizeSection(
        DoctorTableModel::DiagnosisColumn,
        std::max(diagnosis, rest - header->sectionSize(DoctorTableModel::NameColumn)));
}

int DoctorView::heightForWidth(int width) const {
    // The wrapped summary and findings make the layout's height depend on its width; its
    // preferred height (the slices' and details' preferred sizes) is more than a 1280x800
    // window has, and the scroll area scrolled where everything fits at its least.
    return layout() != nullptr ? layout()->totalMinimumHeightForWidth(width)
                               : QWidget::heightForWidth(width);
}

bool DoctorView::eventFilter(QObject* watched, QEvent* event) {
    if (watched == m_table->viewport() && event->type() == QEvent::Resize) {
        fitColumns();
    }
    if (watched == m_table->viewport() && event->type() == QEvent::Paint &&
        !m_controller->report()) {
        // Nothing checked yet: what the empty table will hold, not a blank page.
        QPainter painter(m_table->viewport());
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(m_table->viewport()->rect().adjusted(24, 0, -24, 0),
                         Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Each parameter that would not load is listed here, with the "
                            "diagnosis, the fix and MindSpore's own message."));
    }
    return QWidget::eventFilter(watched, event);
}

void DoctorView::showFailure(const Error& error) {
    m_details->clear();
    m_summary->setText(ErrorText::text(error));
    m_findings->clear();
    m_findings->hide();
}

void DoctorView::showReport() {
    const std::shared_ptr<const DoctorReport> report = m_controller->report();
    fitColumns();
    m_details->clear();
    m_summary->setText(DoctorText::summary(*report));
    QStringList findings;
    QSet<QString> commands;  // findings that share a fix show its command once
    for (const DoctorFinding& f : report->findings) {
        // A pattern, not "%1. %2": Chinese ends the title with 。 and needs no space.
        QString line = tr("<b>%1.</b> %2", "a finding's title and its text")
                           .arg(DoctorText::findingTitle(f.kind).toHtmlEscaped(),
                                DoctorText::findingText(f).toHtmlEscaped());
        const QString command = QString::fromStdString(f.fix.command);
        if (!command.isEmpty() && !commands.contains(command)) {
            commands.insert(command);
            line += QStringLiteral("<br><code>%1</code>").arg(command.toHtmlEscaped());
        }
        findings << line;
    }
    m_findings->setText(findings.join(QStringLiteral("<br>")));
    m_findings->setVisible(!findings.isEmpty());
    if (model()->rowCount() > 0) {
        m_table->selectRow(0);
        showProblem(0);
    }
}

void DoctorView::showProblem(int row) {
    const DoctorProblem* p = model()->problem(row);
    if (!p) {
        return;
    }
    QString html =
        QStringLiteral("<h3>%1</h3>").arg(QString::fromStdString(p->name).toHtmlEscaped());
    // The diagnosis in a few words first, then the doctor's full sentence (the CLI's, in the
    // user's language), the fix, and MindSpore's own message last: what to do is read without
    // scrolling at 1280x800 (issue 36).
    html += QStringLiteral("<p><b>%1</b> %2</p><p>%3</p>")
                .arg(tr("Diagnosis:").toHtmlEscaped(),
                     tr("%1: %2", "a problem's kind and its diagnosis in a few words")
                         .arg(DoctorText::kindText(p->kind), DoctorText::shortDiagnosis(*p))
                         .toHtmlEscaped(),
                     DoctorText::diagnosisText(p->diagnosis).toHtmlEscaped());
    if (p->fix.kind != FixKind::None) {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Fix:").toHtmlEscaped(), DoctorText::fixText(p->fix).toHtmlEscaped());
        if (!p->fix.command.empty()) {
            // Wrapped like the rest (a <pre> scrolled sideways): the box never scrolls sideways.
            html += QStringLiteral("<p><code>%1</code></p>")
                        .arg(QString::fromStdString(p->fix.command).toHtmlEscaped());
        }
        if (!p->fix.convertDst.empty()) {
            html += QStringLiteral("<p><a href=\"migration:%1\">%2</a></p>")
                        .arg(row)
                        .arg(tr("Plan this conversion on the Migration tab").toHtmlEscaped());
        }
    }
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("MindSpore says:").toHtmlEscaped(),
                     QString::fromStdString(p->mindsporeMessage).toHtmlEscaped());
    m_details->setHtml(html);
    // The checkpoint's side of the mismatch: how its strategy cuts the parameter.
    m_slices->setParam(m_controller->paramIndex(*p));
    Q_EMIT paramRequested(QString::fromStdString(DoctorController::paramName(*p)));
}

void DoctorView::openLink(const QUrl& url) {
    if (url.scheme() != QStringLiteral("migration")) {
        return;
    }
    const DoctorProblem* p = model()->problem(url.path().toInt());
    if (p && !p->fix.convertDst.empty()) {
        Q_EMIT migrationRequested(QString::fromStdString(p->fix.convertDstStrategy),
                                  QString::fromStdString(p->fix.convertDst));
    }
}
