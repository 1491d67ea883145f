// The History grid of a thousand-card run: an overview that fits the window, each row the worst
// state of its ranks, and rows down to one rank each when zoomed in.
#include <gtest/gtest.h>

#include <QScrollBar>
#include <memory>

#include "history/historygrid.h"
#include "history/runhistory.h"
#include "models/history/historytexts.h"

using namespace shardscope;

namespace {

// `ranks` ranks, three saved steps; the newest misses ranks 100-103 and rank 2000's copy of the
// middle step does not parse.
std::shared_ptr<const RunHistory> bigHistory(int ranks) {
    auto h = std::make_shared<RunHistory>();
    for (int r = 0; r < ranks; ++r) {
        h->ranks.push_back(r);
    }
    for (int s = 0; s < 3; ++s) {
        HistoryStep step;
        step.name = "net-" + std::to_string(s + 1) + "_100";
        step.key.epoch = s + 1;
        step.key.step = 100;
        for (int r = 0; r < ranks; ++r) {
            if (s == 2 && r >= 100 && r <= 103) {
                step.missingRanks.push_back(r);
                continue;
            }
            HistoryCell cell;
            cell.rank = r;
            HistoryFile file;
            file.state = s == 1 && r == 2000 ? FileState::Unreadable : FileState::Intact;
            cell.copies.push_back(file);
            step.cells.push_back(cell);
        }
        h->steps.push_back(step);
    }
    h->resume = 0;
    return h;
}

}  // namespace

TEST(HistoryGrid, FourThousandRanksFitTheWindowAndEachRowShowsItsWorstRank) {
    HistoryGrid grid;
    grid.resize(1280, 700);
    grid.setHistory(bigHistory(4096));
    grid.show();
    ASSERT_GT(grid.ranksPerRow(), 1);
    EXPECT_EQ(grid.rowCount(), (4096 + grid.ranksPerRow() - 1) / grid.ranksPerRow());
    EXPECT_GE(grid.cellSize().height(), 3);
    EXPECT_EQ(grid.verticalScrollBar()->maximum(), 0);  // the whole run in the window
    const int per = grid.ranksPerRow();
    EXPECT_EQ(grid.cellColour(0, 0), HistoryTexts::stateColour(FileState::Intact));
    EXPECT_EQ(grid.cellColour(2, 100 / per), HistoryTexts::missingColour());
    EXPECT_EQ(grid.cellColour(2, 103 / per), HistoryTexts::missingColour());
    EXPECT_EQ(grid.cellColour(1, 2000 / per), HistoryTexts::stateColour(FileState::Unreadable));
    EXPECT_EQ(grid.cellColour(1, 2000 / per + 1), HistoryTexts::stateColour(FileState::Intact));
    EXPECT_EQ(grid.cellColour(2, 2000 / per), HistoryTexts::stateColour(FileState::Intact));
    // Zoomed in all the way, a row is one rank again (and the grid scrolls).
    grid.setZoom(64);
    EXPECT_EQ(grid.ranksPerRow(), 1);
    EXPECT_EQ(grid.rowCount(), 4096);
    EXPECT_EQ(grid.cellColour(2, 101), HistoryTexts::missingColour());
    EXPECT_EQ(grid.cellColour(2, 104), HistoryTexts::stateColour(FileState::Intact));
    EXPECT_GT(grid.verticalScrollBar()->maximum(), 0);
}

TEST(HistoryGrid, ASmallRunKeepsOneRowPerRank) {
    HistoryGrid grid;
    grid.resize(1280, 700);
    grid.setHistory(bigHistory(16));
    grid.show();
    EXPECT_EQ(grid.ranksPerRow(), 1);
    EXPECT_EQ(grid.rowCount(), 16);
}
