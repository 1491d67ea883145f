#pragma once

#include <QObject>
#include <QString>
#include <functional>
#include <memory>

#include "convert/conversionplan.h"
#include "convert/convertspec.h"
#include "inspect/rundocument.h"
#include "widgets/models/migration/targetranktable.h"

// The servers that carry out the Migration tab's plan: the rank table chosen for the target job
// (TargetRankTable), and the hosts and mpirun command it gives the plan shown, published again
// whenever the table or the plan changes. A part of MigrationController, as its conversion is.
class MigrationHosts final : public QObject {
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(MigrationHosts)

public:
    // What the hosts are worked out from, asked each time they are: no run or plan, no servers.
    struct Plan {
        std::shared_ptr<const shardscope::RunDocument> run;
        std::shared_ptr<const shardscope::ConversionPlan> plan;
        shardscope::ConvertSpec conversion;  // as `plan` and `convert` would be given it
        bool simulating = false;             // the target is not a file yet
    };
    using PlanSource = std::function<Plan()>;

    explicit MigrationHosts(PlanSource plan, QObject* parent = nullptr);

    // The target job's rank table (a file, or msrun:W:L): the plan's servers and mpirun line
    // come from it instead of the run's. False, with the reason on the host row, when it does
    // not load; an empty `spec` goes back to the run's table.
    bool setRankTable(const QString& spec);
    const TargetRankTable& rankTable() const { return m_table; }
    // The plan changed: its hosts are published.
    void update();

Q_SIGNALS:
    void changed(const TargetRankTable::Hosts& hosts);

private:
    PlanSource m_plan;
    TargetRankTable m_table;
};
