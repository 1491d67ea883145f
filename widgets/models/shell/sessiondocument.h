#pragma once

#include <QString>
#include <memory>
#include <optional>

#include "inspect/inspectreport.h"
#include "inspect/rundocument.h"
#include "util/error.h"

// One opened path of the Session: how it is opened, whether it has loaded, and what it holds.
struct SessionDocument {
    enum class State { Loading, Loaded, Failed };

    QString path;
    QString strategy;  // the strategy it was opened with; empty: the one beside it
    State state = State::Loading;
    std::shared_ptr<const shardscope::RunDocument> run;
    std::shared_ptr<const shardscope::InspectReport> report;
    std::optional<shardscope::Error> error;
};
