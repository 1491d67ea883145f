#pragma once

#include <QWidget>
#include <memory>

#include "cluster/mpicommand.h"
#include "convert/conversionplan.h"

class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QPushButton;

// Under the plan: when a rank table places the target ranks on servers, what each server does
// (the busiest, the balance, its time at a per-server bandwidth the user sets) and the `mpirun`
// command line that runs the plan on those servers, with a button that copies it; otherwise why
// not. Its "Target rank table…" button asks for the target job's own table (another cluster, or
// another size than the run's).
class HostPlanRow final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostPlanRow)

public:
    explicit HostPlanRow(QWidget* parent = nullptr);

    // Without `table`, shows only `note` (why no server is shown) and the table button.
    void setPlan(std::shared_ptr<const shardscope::ConversionPlan> plan,
                 std::shared_ptr<const shardscope::RankTable> table,
                 const shardscope::MpiJobSpec& job, const QString& note);
    QString summaryText() const;  // with the note
    QString commandLine() const;
    QPushButton* copyButton() const { return m_copy; }
    QDoubleSpinBox* bandwidth() const { return m_bandwidth; }
    QPushButton* tableButton() const { return m_chooseTable; }

Q_SIGNALS:
    void chooseRankTable();

private:
    void refresh();

    std::shared_ptr<const shardscope::ConversionPlan> m_plan;
    std::shared_ptr<const shardscope::RankTable> m_table;
    QFormLayout* m_form;
    QLabel* m_summary;
    QDoubleSpinBox* m_bandwidth;
    QLineEdit* m_command;
    QPushButton* m_copy;
    QPushButton* m_chooseTable;
    QString m_note;  // what to fill in the command line, after the summary
};
