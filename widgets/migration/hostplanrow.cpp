#include "widgets/migration/hostplanrow.h"

#include <QApplication>
#include <QClipboard>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

#include "cluster/hosttotals.h"
#include "widgets/models/common/sentences.h"
#include "widgets/models/migration/hostplantext.h"

namespace {

constexpr double kGigabyte = 1e9;

}  // namespace

HostPlanRow::HostPlanRow(QWidget* parent)
    : QWidget(parent),
      m_summary(new QLabel(this)),
      m_bandwidth(new QDoubleSpinBox(this)),
      m_command(new QLineEdit(this)),
      m_copy(new QPushButton(tr("Copy"), this)),
      m_chooseTable(new QPushButton(tr("Target rank table…"), this)) {
    setObjectName(QStringLiteral("hostPlanRow"));
    m_summary->setObjectName(QStringLiteral("hostSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_bandwidth->setObjectName(QStringLiteral("hostBandwidth"));
    m_bandwidth->setRange(0.01, 400);
    m_bandwidth->setDecimals(2);
    m_bandwidth->setValue(2);
    m_bandwidth->setSuffix(tr(" GB/s"));
    m_bandwidth->setToolTip(
        tr("What one server reads and writes per second on the storage that "
           "holds the sources and the destination: its time is (bytes read + "
           "bytes written) / this."));
    m_command->setObjectName(QStringLiteral("mpirunCommand"));
    m_command->setReadOnly(true);
    m_command->setToolTip(
        tr("Runs this plan on the servers of the rank table, each writing its "
           "own target ranks (shardscope-mpi)."));
    m_copy->setObjectName(QStringLiteral("copyMpirun"));
    m_chooseTable->setObjectName(QStringLiteral("chooseTargetRankTable"));
    m_chooseTable->setToolTip(
        tr("The target job's rank table (rank_table.json, HCCL form): which server each target "
           "rank runs on. Without one, the run's own table is used when it has as many ranks."));

    auto* bandwidthRow = new QHBoxLayout;
    bandwidthRow->addWidget(m_bandwidth, 0, Qt::AlignTop);
    bandwidthRow->addWidget(m_summary, 1);
    bandwidthRow->addWidget(m_chooseTable, 0, Qt::AlignTop);
    auto* commandRow = new QHBoxLayout;
    commandRow->addWidget(m_command, 1);
    commandRow->addWidget(m_copy);
    m_form = new QFormLayout(this);
    m_form->setContentsMargins(0, 4, 0, 0);
    m_form->addRow(tr("Per server:"), bandwidthRow);
    m_form->addRow(tr("On the cluster:"), commandRow);

    connect(m_bandwidth, &QDoubleSpinBox::valueChanged, this, &HostPlanRow::refresh);
    connect(m_copy, &QPushButton::clicked, this,
            [this] { QApplication::clipboard()->setText(m_command->text()); });
    connect(m_chooseTable, &QPushButton::clicked, this, &HostPlanRow::chooseRankTable);
    hide();
}

void HostPlanRow::setPlan(std::shared_ptr<const shardscope::ConversionPlan> plan,
                          std::shared_ptr<const shardscope::RankTable> table,
                          const shardscope::MpiJobSpec& job, const QString& note) {
    m_plan = std::move(plan);
    m_table = std::move(table);
    m_note = note;
    // Without a table that places the target, only the note (why there are no servers) and the
    // button that asks for the target's table.
    const bool placed = m_plan && m_table;
    setVisible(m_plan != nullptr);
    m_bandwidth->setVisible(placed);
    m_form->setRowVisible(1, placed);
    m_command->setText(placed ? QString::fromStdString(shardscope::mpirunCommandLine(job))
                              : QString());
    m_command->setCursorPosition(0);
    refresh();
}

void HostPlanRow::refresh() {
    if (!m_plan || !m_table) {
        m_summary->setText(m_note);
        return;
    }
    const double speed = m_bandwidth->value() * kGigabyte;
    const QString summary =
        HostPlanText::summary(shardscope::hostTotals(*m_plan, *m_table, speed), speed);
    m_summary->setText(Sentences::join(summary, m_note));
}

QString HostPlanRow::summaryText() const {
    return m_summary->text();
}

QString HostPlanRow::commandLine() const {
    return m_command->text();
}
