// The Device matrix room's controller with no view (issue 32 §3): on a synthetic run written to
// disk and loaded, it holds the cards (parameter, axis names, grid axes), the current rank, the
// layouts drawn while a run is read and the run that takes them over, and the list of the rank
// whose tensors are shown, as the real files hold them; the user's saved names come through its
// savedAxisNames().
#include <gtest/gtest.h>

#include <QSignalSpy>
#include <QTemporaryDir>
#include <memory>

#include "inspect/runloader.h"
#include "loadedsynthrun.h"
#include "synth/synthrun.h"
#include "widgets/models/matrix/axisnamestore.h"
#include "widgets/models/matrix/matrixcontroller.h"

using namespace shardscope;

namespace {

// The user's names for one run, read from no settings; each path asked is recorded.
class MatrixControllerNames final : public MatrixController {
public:
    QStringList savedAxisNames(const QString& runPath) const override {
        asked.push_back(runPath);
        return runPath == path ? names : QStringList();
    }

    QString path;
    QStringList names;
    mutable QStringList asked;
};

class MatrixControllerTest : public LoadedSynthRunSuite {
protected:
    static void SetUpTestSuite() { loadSynthRun(SynthConfig{}); }
    // The run's layouts alone, as drawn while its rank files are read.
    static std::shared_ptr<const RunDocument> layouts() {
        auto doc = std::make_shared<RunDocument>(*s_run);
        for (auto& file : doc->files) {
            file.reset();
        }
        return doc;
    }
};

}  // namespace

TEST_F(MatrixControllerTest, HoldsTheCardsTheCurrentRankAndTheUsersNames) {
    MatrixController c;
    const int dense = paramIndex("backbone.blocks.0.attention.dense1.weight");
    ASSERT_GE(dense, 0);
    QSignalSpy runs(&c, &MatrixController::runChanged);
    QSignalSpy cards(&c, &MatrixController::cardsChanged);
    const int rebuilds = c.cards().rebuilds();
    c.setRunDocument(s_run, dense);
    ASSERT_EQ(runs.count(), 1);
    EXPECT_FALSE(runs[0][0].toBool());  // a new run: the view fits the window again
    EXPECT_EQ(cards.count(), 1);
    EXPECT_EQ(c.cards().rebuilds(), rebuilds + 1);
    EXPECT_EQ(c.cards().run(), s_run);
    EXPECT_EQ(c.rankCount(), 8);
    EXPECT_EQ(c.cards().gridAxes().row, 0);
    EXPECT_EQ(c.cards().gridAxes().col, 1);
    EXPECT_EQ(c.cards().texts().caption(),
              (QStringList{QStringLiteral("backbone.blocks.0.attention.dense1.weight [64, 64]  ·  "
                                          "8 ranks = 2 stages × [2, 2]"),
                           QStringLiteral("Same colour = same slice (replicas).")}));
    EXPECT_EQ(c.cards().texts().toolTip(1),
              QStringLiteral("Rank 1 (stage 0, local rank 1)\n"
                             "dp = 0, mp = 1\n"
                             "File: rank_1/synth-2_250.ckpt (775.1\u00a0KiB)\n"
                             "Holds backbone.blocks.0.attention.dense1.weight[32:64, :]: "
                             "8.0\u00a0KiB\n"
                             "Same model slice on ranks 1, 3"));
    EXPECT_EQ(c.axisNames(), (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    EXPECT_TRUE(c.cards().userNames().isEmpty());

    // The current rank: one of the cards, or none.
    QSignalSpy current(&c, &MatrixController::currentRankChanged);
    QSignalSpy activated(&c, &MatrixController::rankActivated);
    c.setCurrentRank(8);
    EXPECT_EQ(c.currentRank(), -1);
    c.setCurrentRank(3);
    EXPECT_EQ(c.currentRank(), 3);
    c.activateRank(5);
    EXPECT_EQ(c.currentRank(), 5);
    ASSERT_EQ(current.count(), 2);
    EXPECT_EQ(current[1][0].toInt(), 5);
    ASSERT_EQ(activated.count(), 1);
    EXPECT_EQ(activated[0][0].toInt(), 5);
    QSignalSpy marked(&c, &MatrixController::markedRanksChanged);
    c.setMarkedRanks({1, 3});
    EXPECT_EQ(marked.count(), 1);
    EXPECT_EQ(c.markedRanks(), (std::vector<int>{1, 3}));

    // An axis renamed by the user, said once; the same name again says nothing; reset.
    QSignalSpy renamed(&c, &MatrixController::axisNamesChanged);
    c.renameAxis(1, QStringLiteral("model"));
    c.renameAxis(1, QStringLiteral("model"));
    ASSERT_EQ(renamed.count(), 1);
    const QStringList named{QStringLiteral("dp"), QStringLiteral("model")};
    EXPECT_EQ(renamed[0][0].toStringList(), named);
    EXPECT_EQ(c.cards().userNames(), named);
    EXPECT_EQ(c.cards().texts().legend(1).startsWith(QStringLiteral("model")), true)
        << c.cards().texts().legend(1).toStdString();
    c.resetAxisNames();
    ASSERT_EQ(renamed.count(), 2);
    EXPECT_EQ(renamed[1][0].toStringList(),
              (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    EXPECT_TRUE(c.cards().userNames().isEmpty());

    // The parameter shown already is not worked out again; another one is.
    const int before = c.cards().rebuilds();
    c.setParam(dense);
    EXPECT_EQ(c.cards().rebuilds(), before);
    c.setParam(-1);
    EXPECT_EQ(c.cards().rebuilds(), before + 1);
    EXPECT_EQ(c.cards().texts().caption().value(0), QStringLiteral("8 ranks = 2 stages × [2, 2]"));
    EXPECT_EQ(c.currentRank(), 5);  // a card still
}

TEST_F(MatrixControllerTest, ListsARanksTensorsAsItsFileHoldsThem) {
    MatrixController c;
    c.setRunDocument(s_run);
    QSignalSpy listed(&c, &MatrixController::rankListed);
    ASSERT_TRUE(c.showRank(s_run.get(), 1));
    EXPECT_EQ(listed.count(), 1);
    EXPECT_EQ(c.detailRank(), 1);
    const RankTensors& list = c.rankTensors();
    EXPECT_TRUE(list.readable);
    EXPECT_EQ(list.title, QStringLiteral("Rank 1: synth-2_250.ckpt"));
    EXPECT_EQ(list.bytes, QStringLiteral("775.1\u00a0KiB"));
    EXPECT_EQ(list.path, QString::fromStdString(s_run->files[1]->path()));
    ASSERT_EQ(list.rows.size(), 58u);
    EXPECT_EQ(list.rows.size(), s_run->files[1]->index().tensors.size());
    EXPECT_EQ(list.rows[0].name,
              QStringLiteral("backbone.embedding.word_embedding.embedding_table"));
    EXPECT_EQ(list.rows[0].shape, QStringLiteral("[512, 64]"));
    EXPECT_EQ(list.rows[0].size, QStringLiteral("128.0\u00a0KiB"));
    EXPECT_EQ(list.rows[2].name, QStringLiteral("backbone.blocks.0.layernorm1.gamma"));
    EXPECT_EQ(list.rows[2].shape, QStringLiteral("[64]"));
    EXPECT_EQ(list.rows[2].size, QStringLiteral("256\u00a0B"));
    EXPECT_EQ(list.rows.back().name, QStringLiteral("step_num"));
    EXPECT_EQ(list.rows.back().shape, QStringLiteral("[]"));
    EXPECT_EQ(list.rows.back().size, QStringLiteral("8\u00a0B"));

    // No such rank: nothing listed.
    ASSERT_TRUE(c.showRank(s_run.get(), 99));
    EXPECT_EQ(c.detailRank(), -1);
    EXPECT_TRUE(c.rankTensors().rows.empty());
    EXPECT_TRUE(c.rankTensors().title.isEmpty());
    c.showRank(s_run.get(), 2);
    c.clearRank();
    EXPECT_EQ(c.detailRank(), -1);
    EXPECT_EQ(listed.count(), 4);
}

// While a run's rank files are read its layouts are drawn (issue 35); the run then takes them
// over with the user's card, and the names the user gave it come back with either.
TEST_F(MatrixControllerTest, TheRunTakesOverItsLayoutsWithTheUsersView) {
    MatrixControllerNames c;
    c.path = QString::fromStdString(s_run->path);
    c.names = {QStringLiteral("data"), QStringLiteral("model")};
    const int dense = paramIndex("backbone.blocks.0.attention.dense1.weight");
    QSignalSpy given(&c, &MatrixController::given);
    QSignalSpy restored(&c, &MatrixController::axisNamesRestored);
    QSignalSpy runs(&c, &MatrixController::runChanged);
    const auto drawn = layouts();
    c.showPreview(drawn, nullptr, dense);
    EXPECT_EQ(c.preview(), drawn);
    EXPECT_EQ(c.cards().run(), drawn);
    EXPECT_EQ(c.asked, QStringList{c.path});
    ASSERT_EQ(given.count(), 1);
    EXPECT_TRUE(given[0][0].toBool());
    ASSERT_EQ(restored.count(), 1);
    EXPECT_EQ(restored[0][0].toStringList(), c.names);
    EXPECT_EQ(c.axisNames(), c.names);
    c.setCurrentRank(6);
    // No rank file is read yet: nothing to list.
    EXPECT_FALSE(c.showRank(drawn.get(), 1));
    EXPECT_EQ(c.detailRank(), -1);

    c.expectRun(s_run);
    EXPECT_TRUE(c.keepsView());
    EXPECT_EQ(c.preview(), nullptr);
    ASSERT_TRUE(c.giveRun(s_run, dense));
    EXPECT_EQ(c.cards().run(), s_run);
    ASSERT_EQ(runs.count(), 2);
    EXPECT_TRUE(runs[1][0].toBool());  // taken over: zoom and card kept
    EXPECT_EQ(c.currentRank(), 6);
    EXPECT_EQ(c.axisNames(), c.names);
    ASSERT_EQ(given.count(), 2);
    EXPECT_FALSE(given[1][0].toBool());
    EXPECT_TRUE(c.showRank(s_run.get(), 6));
    EXPECT_EQ(c.rankTensors().title, QStringLiteral("Rank 6: synth-2_250.ckpt"));
    c.doneTakingOver();
    EXPECT_FALSE(c.keepsView());

    // Another run: a view of its own, the default names, the list dropped.
    auto other = std::make_shared<RunDocument>(*s_run);
    other->path = "/elsewhere/run";
    c.expectRun(other);
    EXPECT_FALSE(c.keepsView());
    ASSERT_TRUE(c.giveRun(other, -1));
    EXPECT_FALSE(runs.last()[0].toBool());
    EXPECT_EQ(c.currentRank(), -1);
    EXPECT_EQ(c.asked.last(), QStringLiteral("/elsewhere/run"));
    EXPECT_EQ(c.axisNames(), (QStringList{QStringLiteral("dp"), QStringLiteral("mp")}));
    EXPECT_EQ(c.detailRank(), -1);
    EXPECT_EQ(restored.count(), 2);  // the second from the run taking over; none for the other
}

// The names the user gives are saved under the path of the run given to the inspector last
// (expectRun), as the panel saved them before the room had its controller: while the layouts of
// another run are drawn (issue 35) still under the run shown before, none without one; the
// room's list keeps the row of the parameter marked.
TEST_F(MatrixControllerTest, SavesTheUsersNamesUnderTheInspectorsRun) {
    MatrixController c;
    const QString path = QString::fromStdString(s_run->path);
    auto other = std::make_shared<RunDocument>(*s_run);
    other->path = "/elsewhere/other";
    for (auto& file : other->files) {
        file.reset();
    }
    const QString otherPath = QStringLiteral("/elsewhere/other");
    AxisNameStore::save(path, {});
    AxisNameStore::save(otherPath, {});
    const QStringList dp{QStringLiteral("dp"), QStringLiteral("mp")};

    // Drawn with no run given to the inspector (a matrix of another tab): nothing saved.
    c.setRunDocument(s_run);
    c.renameAxis(0, QStringLiteral("data"));
    EXPECT_TRUE(AxisNameStore::load(path).isEmpty());

    c.expectRun(s_run);
    ASSERT_TRUE(c.giveRun(s_run, -1));
    c.renameAxis(0, QStringLiteral("batch"));
    EXPECT_EQ(AxisNameStore::load(path), (QStringList{QStringLiteral("batch"), dp[1]}));

    // The layouts of another run drawn while it is read: its names go under the run shown.
    c.showPreview(other, s_run, -1);
    ASSERT_EQ(c.cards().run(), other);
    c.renameAxis(1, QStringLiteral("tensor"));
    EXPECT_EQ(AxisNameStore::load(path), (QStringList{dp[0], QStringLiteral("tensor")}));
    EXPECT_TRUE(AxisNameStore::load(otherPath).isEmpty());

    // That run given to the inspector: its own, even before its cards replace the layouts.
    c.expectRun(other);
    c.renameAxis(0, QStringLiteral("pipe"));
    EXPECT_EQ(AxisNameStore::load(otherPath),
              (QStringList{QStringLiteral("pipe"), QStringLiteral("tensor")}));
    EXPECT_EQ(AxisNameStore::load(path), (QStringList{dp[0], QStringLiteral("tensor")}));
    c.resetAxisNames();
    EXPECT_TRUE(AxisNameStore::load(otherPath).isEmpty());

    // Closed (none given), then the layouts of a run drawn: nothing saved.
    c.expectRun(nullptr);
    c.showPreview(other, nullptr, -1);
    c.renameAxis(0, QStringLiteral("late"));
    EXPECT_TRUE(AxisNameStore::load(otherPath).isEmpty());
    EXPECT_EQ(AxisNameStore::load(path), (QStringList{dp[0], QStringLiteral("tensor")}));
    AxisNameStore::save(path, {});

    // The list marks the row of the parameter named; marking another keeps the rank listed.
    c.expectRun(s_run);
    ASSERT_TRUE(c.giveRun(s_run, -1));
    QSignalSpy listed(&c, &MatrixController::rankListed);
    QSignalSpy marked(&c, &MatrixController::paramMarked);
    const QString dense = QStringLiteral("backbone.blocks.0.attention.dense1.weight");
    ASSERT_TRUE(c.showRank(s_run.get(), 2, dense));
    EXPECT_EQ(c.rankTensors().marked, dense);
    c.markParam(QStringLiteral("step_num"));
    EXPECT_EQ(c.detailRank(), 2);
    EXPECT_EQ(c.rankTensors().marked, QStringLiteral("step_num"));
    ASSERT_EQ(marked.count(), 1);
    EXPECT_EQ(marked[0][0].toString(), QStringLiteral("step_num"));
    EXPECT_EQ(listed.count(), 1);
    c.clearRank();
    EXPECT_EQ(c.rankTensors().marked, QString());
}
