#pragma once

#include <QString>
#include <QtGlobal>
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
    // While loading: the run's layouts alone (LoadWatch::preview), once its strategy is read;
    // dropped when the run arrives, fails or is closed.
    std::shared_ptr<const shardscope::RunDocument> preview;
    quint64 ranksIndexed = 0;  // while loading: rank files indexed, of ranksTotal
    quint64 ranksTotal = 0;
};
