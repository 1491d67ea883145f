#pragma once

#include <QCoreApplication>
#include <QString>
#include <memory>

#include "cluster/mpicommand.h"
#include "convert/conversionplan.h"
#include "convert/convertspec.h"
#include "formats/ranktable.h"
#include "inspect/rundocument.h"

// The rank table that places a migration's target ranks on servers: the target job's own (a
// file, or msrun:W:L) when one was chosen, else the run's, which places the target when it has
// as many ranks (the same cluster, another layout). Gives the plan's servers and the mpirun
// command that carries it out, and says what to fill in.
class TargetRankTable {
    Q_DECLARE_TR_FUNCTIONS(MigrationView)

public:
    struct Hosts {
        std::shared_ptr<const shardscope::RankTable> table;  // null: no servers
        shardscope::MpiJobSpec job;
        QString note;  // why there are no servers, or what to fill in
    };

    // False, with the reason said first on every Hosts, when `spec` does not load; an empty
    // `spec` goes back to the run's table.
    bool set(const QString& spec);
    QString spec() const { return m_spec; }
    // For `plan` of `run`, converted as `conversion` says (`simulating`: its target is not a
    // file yet).
    Hosts hosts(const shardscope::RunDocument& run, const shardscope::ConversionPlan& plan,
                const shardscope::ConvertSpec& conversion, bool simulating) const;

private:
    std::shared_ptr<const shardscope::RankTable> m_table;  // chosen for the target
    QString m_spec;
    QString m_error;  // why the chosen table did not load
};
