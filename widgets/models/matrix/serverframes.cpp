#include "widgets/models/matrix/serverframes.h"

#include <climits>
#include <map>

std::vector<QRectF> ServerFrames::of(const MatrixGeometry& geometry, const MatrixTexts& texts) {
    std::vector<QRectF> frames;
    if (texts.run() == nullptr || !texts.run()->rankTable) {
        return frames;
    }
    // Per panel and server: one frame when its cards fill a rectangle of the grid, else one
    // per run of neighbouring cards in a row.
    std::map<std::pair<int, int>, std::vector<int>> cards;
    for (int rank = 0; rank < geometry.rankCount(); ++rank) {
        const int server = texts.server(rank);
        if (server >= 0) {
            cards[{geometry.panelOf(rank), server}].push_back(rank);
        }
    }
    for (const auto& [key, ranks] : cards) {
        int left = INT_MAX, right = -1, top = INT_MAX, bottom = -1;
        for (int rank : ranks) {
            const QPoint at = geometry.gridPosition(rank);
            left = std::min(left, at.x());
            right = std::max(right, at.x());
            top = std::min(top, at.y());
            bottom = std::max(bottom, at.y());
        }
        QRectF bounds;
        for (int rank : ranks) {
            bounds =
                bounds.isNull() ? geometry.cellRect(rank) : bounds.united(geometry.cellRect(rank));
        }
        if (static_cast<int>(ranks.size()) == (right - left + 1) * (bottom - top + 1)) {
            frames.push_back(bounds);
            continue;
        }
        std::map<std::pair<int, int>, int> byPlace;  // (row, column) -> rank
        for (int rank : ranks) {
            const QPoint at = geometry.gridPosition(rank);
            byPlace[{at.y(), at.x()}] = rank;
        }
        QRectF run;
        std::pair<int, int> last{-1, -1};
        for (const auto& [place, rank] : byPlace) {
            const bool next = place.first == last.first && place.second == last.second + 1;
            if (!next && !run.isNull()) {
                frames.push_back(run);
                run = {};
            }
            run = run.isNull() ? geometry.cellRect(rank) : run.united(geometry.cellRect(rank));
            last = place;
        }
        if (!run.isNull()) {
            frames.push_back(run);
        }
    }
    return frames;
}
