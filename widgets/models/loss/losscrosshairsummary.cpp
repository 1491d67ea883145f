#include "widgets/models/loss/losscrosshairsummary.h"

#include <QLocale>
#include <algorithm>
#include <cmath>
#include <map>

namespace {

// The run's name: the label before its last "/" ("run/rank_3" -> "run").
QString runName(const QString& label) {
    const QString name = label.section(QLatin1Char('/'), 0, -2);
    return name.isEmpty() ? label : name;
}

}  // namespace

std::vector<LossCrosshairEntry> LossCrosshairSummary::summarise(
    const std::vector<LossCrosshairEntry>& entries, int listed) {
    std::map<int, std::vector<const LossCrosshairEntry*>> byRun;
    for (const LossCrosshairEntry& e : entries) {
        byRun[e.run].push_back(&e);
    }
    std::vector<LossCrosshairEntry> out;
    std::vector<int> done;
    for (const LossCrosshairEntry& e : entries) {
        const std::vector<const LossCrosshairEntry*>& run = byRun[e.run];
        if (static_cast<int>(run.size()) <= listed) {
            out.push_back(e);
            continue;
        }
        if (std::find(done.begin(), done.end(), e.run) != done.end()) {
            continue;
        }
        done.push_back(e.run);
        // The lowest and highest of the values that are numbers; NaN is left out of the mean.
        const LossCrosshairEntry* low = run.front();
        const LossCrosshairEntry* high = run.front();
        double sum = 0;
        double smoothedSum = 0;
        int n = 0;
        for (const LossCrosshairEntry* r : run) {
            if (std::isnan(r->value)) {
                continue;
            }
            if (std::isnan(low->value) || r->value < low->value) {
                low = r;
            }
            if (std::isnan(high->value) || r->value > high->value) {
                high = r;
            }
            sum += r->value;
            smoothedSum += r->smoothed;
            ++n;
        }
        LossCrosshairEntry mean = *low;
        const QString ranks = QLocale().toString(static_cast<qint64>(run.size()));
        mean.label = tr("%1 mean of %2 logs").arg(runName(e.label), ranks);
        mean.value = n > 0 ? sum / n : std::nan("");
        mean.smoothed = n > 0 ? smoothedSum / n : std::nan("");
        LossCrosshairEntry lowest = *low;
        lowest.label = tr("%1 (lowest of %2)").arg(low->label, ranks);
        LossCrosshairEntry highest = *high;
        highest.label = tr("%1 (highest of %2)").arg(high->label, ranks);
        out.push_back(std::move(highest));
        out.push_back(std::move(mean));
        out.push_back(std::move(lowest));
    }
    return out;
}
