#include "widgets/models/migration/migrationhosts.h"

#include <utility>

MigrationHosts::MigrationHosts(PlanSource plan, QObject* parent)
    : QObject(parent), m_plan(std::move(plan)) {}

bool MigrationHosts::setRankTable(const QString& spec) {
    const bool used = m_table.set(spec);
    update();
    return used;
}

void MigrationHosts::update() {
    const Plan plan = m_plan();
    if (!plan.plan || !plan.run) {
        Q_EMIT changed({});
        return;
    }
    Q_EMIT changed(m_table.hosts(*plan.run, *plan.plan, plan.conversion, plan.simulating));
}
