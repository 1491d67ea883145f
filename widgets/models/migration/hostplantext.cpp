#include "widgets/models/migration/hostplantext.h"

#include <QLocale>
#include <QStringList>
#include <algorithm>
#include <cmath>

#include "widgets/models/common/sentences.h"
#include "widgets/models/common/sizetext.h"

using shardscope::HostTotals;

QString HostPlanText::summary(const std::vector<HostTotals>& totals, double bytesPerSecond) {
    std::vector<const HostTotals*> placed;
    const HostTotals* unplaced = nullptr;
    for (const HostTotals& t : totals) {
        if (t.server < 0) {
            unplaced = &t;
        } else {
            placed.push_back(&t);
        }
    }
    QStringList parts;
    if (!placed.empty()) {
        const auto busiest = *std::max_element(
            placed.begin(), placed.end(), [](const HostTotals* a, const HostTotals* b) {
                return a->bytesWritten < b->bytesWritten;  // the measure of the balance
            });
        const int servers = static_cast<int>(placed.size());
        const QString host = QString::fromStdString(busiest->host);
        const QString read = SizeText::bytes(busiest->bytesRead);
        const QString written = SizeText::bytes(busiest->bytesWritten);
        if (bytesPerSecond > 0) {
            parts << tr("%Ln server(s) write the target ranks; the busiest, %1, reads %2 and "
                        "writes %3 (about %4 s at %5).",
                        nullptr, servers)
                         .arg(host, read, written)
                         .arg(std::max(1, static_cast<int>(std::ceil(busiest->seconds))))
                         .arg(SizeText::gigabytesPerSecond(bytesPerSecond));
        } else {
            parts << tr("%Ln server(s) write the target ranks; the busiest, %1, reads %2 and "
                        "writes %3.",
                        nullptr, servers)
                         .arg(host, read, written);
        }
        parts << tr("Balance: the busiest server writes %1 × the mean.")
                     .arg(shardscope::hostBalance(totals), 0, 'f', 2);
    }
    if (unplaced != nullptr) {
        parts << tr("%Ln target rank(s) are not in the rank table: no server writes them.", nullptr,
                    static_cast<int>(unplaced->ranks.size()));
    }
    return Sentences::join(parts);
}
