#include "widgets/models/matrix/axisroles.h"

QStringList AxisRoles::defaultNames(const std::vector<Role>& roles) {
    QStringList names;
    for (const std::string& name : shardscope::defaultAxisNames(roles)) {
        names << QString::fromStdString(name);
    }
    return names;
}

QString AxisRoles::roleText(Role role) {
    switch (role) {
        case Role::DataParallel:
            return tr("data parallel");
        case Role::ModelParallel:
            return tr("model parallel");
        case Role::Trivial:
            break;
    }
    return tr("size 1");
}
