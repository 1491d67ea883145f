// The History grid of a thousand-card run: an overview that fits the window, each row the worst
// state of its ranks, and rows down to one rank each when zoomed in.
#include <gtest/gtest.h>

#include <QImage>
#include <QScrollBar>
#include <QSignalSpy>
#include <QTest>
#include <memory>
#include <vector>

#include "history/runhistory.h"
#include "widgets/history/historygrid.h"
#include "widgets/models/history/historytexts.h"

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

// Which state a row of several ranks shows: damage first, then a missing file, then files still
// being written or not checked; ranks need not be contiguous, and the last row may be short.
// Without a mouse: Left and Right walk a frame over the steps from the resume step, Home and End
// jump, Enter opens the framed step (a click was the only way to open another step than the
// recommended one).
TEST(HistoryGrid, TheKeyboardWalksTheStepsAndEnterOpensOne) {
    HistoryGrid grid;
    grid.resize(1280, 700);
    grid.setHistory(bigHistory(16));
    grid.show();
    QSignalSpy opened(&grid, &HistoryGrid::stepActivated);
    EXPECT_EQ(grid.keyStep(), -1);
    QTest::keyClick(&grid, Qt::Key_Return);
    EXPECT_EQ(opened.count(), 0);  // nothing framed yet
    QTest::keyClick(&grid, Qt::Key_Right);
    EXPECT_EQ(grid.keyStep(), 0);  // the first key frames the resume step
    QTest::keyClick(&grid, Qt::Key_Right);
    EXPECT_EQ(grid.keyStep(), 1);
    QTest::keyClick(&grid, Qt::Key_End);
    EXPECT_EQ(grid.keyStep(), 2);
    QTest::keyClick(&grid, Qt::Key_Right);
    EXPECT_EQ(grid.keyStep(), 2);
    QTest::keyClick(&grid, Qt::Key_Left);
    EXPECT_EQ(grid.keyStep(), 1);
    QTest::keyClick(&grid, Qt::Key_Enter);
    ASSERT_EQ(opened.count(), 1);
    EXPECT_EQ(opened.at(0).at(0).toInt(), 1);
    QTest::keyClick(&grid, Qt::Key_Home);
    QTest::keyClick(&grid, Qt::Key_Return);
    ASSERT_EQ(opened.count(), 2);
    EXPECT_EQ(opened.at(1).at(0).toInt(), 0);
    // Zooming from the keyboard still works beside it.
    QTest::keyClick(&grid, Qt::Key_Plus);
    EXPECT_GT(grid.zoom(), 1.0);
    grid.setHistory(bigHistory(16));
    EXPECT_EQ(grid.keyStep(), -1);  // a new history, nothing framed
}

// The resume step's frame is whole: its left edge beside the first column and its top edge over
// the first row were clipped away with the cells' clip.
TEST(HistoryGrid, TheResumeStepsFrameIsWholeOnTheFirstColumn) {
    HistoryGrid grid;
    grid.resize(1280, 700);
    grid.setHistory(bigHistory(16));  // resume: step 0, the first column
    grid.show();
    const QImage image = grid.viewport()->grab().toImage();
    const int y = grid.viewport()->height() / 2;
    int left = 0;
    while (left < image.width() && grid.stepAt(QPoint(left, y)) != 0) {
        ++left;
    }
    ASSERT_LT(left, image.width());
    const QColor highlight = grid.palette().color(QPalette::Highlight);
    EXPECT_EQ(image.pixelColor(left - 2, y), highlight);
    int top = 0;
    while (top < image.height() && grid.rankRowAt(QPoint(left + 4, top)) != 0) {
        ++top;
    }
    ASSERT_LT(top, image.height());
    EXPECT_EQ(image.pixelColor(left + 4, top - 2), highlight);
}

// The rank labels fall on round numbers: a thousand cards, 6 ranks a row and a label every 9
// rows read "rank 0, rank 54, rank 108"; now every 100 ranks.
TEST(HistoryGrid, RankLabelsFallOnRoundNumbers) {
    EXPECT_EQ(HistoryGrid::rankLabelStep(54), 100);
    EXPECT_EQ(HistoryGrid::rankLabelStep(40), 50);
    EXPECT_EQ(HistoryGrid::rankLabelStep(25), 25);
    EXPECT_EQ(HistoryGrid::rankLabelStep(21), 25);
    EXPECT_EQ(HistoryGrid::rankLabelStep(11), 20);
    EXPECT_EQ(HistoryGrid::rankLabelStep(3), 5);
    EXPECT_EQ(HistoryGrid::rankLabelStep(2), 2);
    EXPECT_EQ(HistoryGrid::rankLabelStep(1), 1);
    EXPECT_EQ(HistoryGrid::rankLabelStep(251), 500);
}

TEST(HistoryGrid, ARowShowsItsWorstStateAndItsTooltipCountsThem) {
    auto h = std::make_shared<RunHistory>();
    h->ranks = {0, 1, 5, 900, 901, 902, 903};  // rank folders as found
    const std::vector<std::vector<FileState>> states = {
        // per rank of h->ranks; Unchecked is used below as "no file" for the missing ones
        {FileState::Intact, FileState::Growing, FileState::Intact, FileState::Intact,
         FileState::Intact, FileState::Intact, FileState::Intact},
        {FileState::Empty, FileState::Inconsistent, FileState::Intact, FileState::Intact,
         FileState::Intact, FileState::Intact, FileState::Intact},
    };
    for (size_t s = 0; s < 3; ++s) {
        HistoryStep step;
        step.name = "net-" + std::to_string(s + 1) + "_10";
        for (size_t i = 0; i < h->ranks.size(); ++i) {
            if (s == 2 && i == 1) {
                step.missingRanks.push_back(h->ranks[i]);  // rank 1 has no file of step 3
                continue;
            }
            HistoryCell cell;
            cell.rank = h->ranks[i];
            HistoryFile file;
            file.state = s < 2 ? states[s][i] : (i == 0 ? FileState::Growing : FileState::Intact);
            cell.copies.push_back(file);
            step.cells.push_back(cell);
        }
        h->steps.push_back(step);
    }
    HistoryGrid grid;
    // Short enough that rows hold several ranks: 7 ranks in rows of kMinCell (3 px).
    grid.resize(600, 200);
    grid.setHistory(h);
    grid.show();
    for (int height = 200; height > 40 && grid.ranksPerRow() < 3; height -= 2) {
        grid.resize(600, height);
    }
    ASSERT_EQ(grid.ranksPerRow(), 3) << grid.height();
    ASSERT_EQ(grid.rowCount(), 3);  // {0, 1, 5}, {900, 901, 902}, {903}
    EXPECT_EQ(grid.cellColour(0, 0), HistoryTexts::stateColour(FileState::Growing));
    EXPECT_EQ(grid.cellColour(0, 2), HistoryTexts::stateColour(FileState::Intact));
    // Empty is as bad as unreadable: it wins over inconsistent.
    EXPECT_EQ(grid.cellColour(1, 0), HistoryTexts::stateColour(FileState::Empty));
    // A missing file wins over one still being written.
    EXPECT_EQ(grid.cellColour(2, 0), HistoryTexts::missingColour());
    EXPECT_EQ(grid.cellColour(2, 1), HistoryTexts::stateColour(FileState::Intact));
    const QString tip = grid.rowToolTip(2, 0);
    EXPECT_EQ(tip.section(QLatin1Char('\n'), 0, 0), HistoryTexts::stepText(h->steps[2]));
    EXPECT_EQ(tip.section(QLatin1Char('\n'), 1),
              QStringLiteral("ranks 0-5: missing: 1, still being written: 1, intact: 1 (zoom in "
                             "to see each rank)"));
    EXPECT_EQ(grid.rowToolTip(2, 2).section(QLatin1Char('\n'), 1),
              QStringLiteral("ranks 903-903: intact: 1 (zoom in to see each rank)"));
}

// A history replaced by another (which may well be allocated where the first one was) is drawn
// from its own states.
TEST(HistoryGrid, AReplacedHistoryIsDrawnFromItsOwnStates) {
    HistoryGrid grid;
    grid.resize(1280, 700);
    grid.show();
    auto first = bigHistory(4096);
    grid.setHistory(first);
    const int per = grid.ranksPerRow();
    ASSERT_EQ(grid.cellColour(2, 100 / per), HistoryTexts::missingColour());
    grid.setHistory(nullptr);
    first.reset();
    auto second = std::make_shared<RunHistory>(*bigHistory(4096));
    for (HistoryStep& step : second->steps) {
        step.missingRanks.clear();
        for (HistoryCell& cell : step.cells) {
            cell.copies.front().state = FileState::Temporary;
        }
    }
    grid.setHistory(second);
    ASSERT_EQ(grid.ranksPerRow(), per);
    EXPECT_EQ(grid.cellColour(2, 100 / per), HistoryTexts::stateColour(FileState::Temporary));
    EXPECT_EQ(grid.cellColour(0, 0), HistoryTexts::stateColour(FileState::Temporary));
}
