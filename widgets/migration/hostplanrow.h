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

// Under the plan, when a rank table places the target ranks on servers: what each server does
// (the busiest, the balance, its time at a per-server bandwidth the user sets) and the `mpirun`
// command line that runs the plan on those servers, with a button that copies it.
class HostPlanRow final : public QWidget {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(HostPlanRow)

public:
    explicit HostPlanRow(QWidget* parent = nullptr);

    // Without `table`, shows only `note` (why no server is shown), or nothing when it is empty.
    void setPlan(std::shared_ptr<const shardscope::ConversionPlan> plan,
                 std::shared_ptr<const shardscope::RankTable> table,
                 const shardscope::MpiJobSpec& job, const QString& note);
    QString summaryText() const;  // with the note
    QString commandLine() const;
    QPushButton* copyButton() const { return m_copy; }
    QDoubleSpinBox* bandwidth() const { return m_bandwidth; }

private:
    void refresh();

    std::shared_ptr<const shardscope::ConversionPlan> m_plan;
    std::shared_ptr<const shardscope::RankTable> m_table;
    QFormLayout* m_form;
    QLabel* m_summary;
    QDoubleSpinBox* m_bandwidth;
    QLineEdit* m_command;
    QPushButton* m_copy;
    QString m_note;  // what to fill in the command line, after the summary
};
