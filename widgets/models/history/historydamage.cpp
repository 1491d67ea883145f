#include "widgets/models/history/historydamage.h"

#include <algorithm>

#include "widgets/models/history/historytexts.h"

using namespace shardscope;

namespace {

struct Damage {
    const HistoryStep* step;
    int rank;
    const HistoryFile* copy;  // null: the rank has no file of the step
};

std::vector<Damage> damageOf(const RunHistory& history) {
    std::vector<int> newer;  // steps newer than the resume step that cannot be used
    for (const StepVerdict& v : history.newerUnusable) {
        newer.push_back(v.step);
    }
    std::vector<Damage> out;
    for (size_t i = 0; i < history.steps.size(); ++i) {
        const HistoryStep& step = history.steps[i];
        std::vector<Damage> ofStep;
        for (const HistoryCell& cell : step.cells) {
            if (!cell.usable()) {
                ofStep.push_back({&step, cell.rank, &cell.best()});
            }
        }
        if (std::find(newer.begin(), newer.end(), static_cast<int>(i)) != newer.end()) {
            for (int rank : step.missingRanks) {
                ofStep.push_back({&step, rank, nullptr});
            }
        }
        std::stable_sort(ofStep.begin(), ofStep.end(),
                         [](const Damage& a, const Damage& b) { return a.rank < b.rank; });
        out.insert(out.end(), ofStep.begin(), ofStep.end());
    }
    return out;
}

QString reasonOf(const HistoryFile& copy) {
    const QString state = HistoryTexts::stateText(copy.state);
    return !copy.reason.has_value()
               ? state
               : HistoryDamage::tr("%1: %2").arg(state, HistoryTexts::reasonText(copy.reason));
}

}  // namespace

std::vector<Issue> HistoryDamage::issues(const RunHistory& history, const std::string& shown) {
    std::vector<Issue> out;
    for (const Damage& d : damageOf(history)) {
        if (!shown.empty() && d.step->name == shown) {
            continue;
        }
        const std::string rank = std::to_string(d.rank);
        if (d.copy == nullptr) {
            out.push_back(makeIssue(IssueCode::StepMissingOnRanks, Severity::Warning, history.path,
                                    {}, d.rank, {d.step->name, rank, "1"}));
            continue;
        }
        // The reason in the window's language: its catalogue template, translated.
        out.push_back(makeIssue(IssueCode::StepUnusable, Severity::Warning, d.copy->path, {},
                                d.rank, {d.step->name, reasonOf(*d.copy).toStdString(), rank}));
    }
    return out;
}

QStringList HistoryDamage::lines(const RunHistory& history, int limit) {
    const std::vector<Damage> all = damageOf(history);
    QStringList out;
    for (const Damage& d : all) {
        if (out.size() == limit) {
            out << tr("… and %Ln more (the Problems panel lists them all)", nullptr,
                      static_cast<int>(all.size()) - limit);
            break;
        }
        out << tr("%1 · rank %2: %3")
                   .arg(QString::fromStdString(d.step->name))
                   .arg(d.rank)
                   .arg(d.copy != nullptr ? reasonOf(*d.copy) : HistoryTexts::missingText());
    }
    return out;
}
