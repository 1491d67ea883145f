// With a rank table, the device matrix names each card's server, frames each server's cards,
// and the explanation says whether the selected parameter's model-parallel groups cross
// servers (issue 13).
#include <gtest/gtest.h>

#include <string_view>

#include "formats/ranktable.h"
#include "inspect/rundocument.h"
#include "matrixtestrun.h"
#include "widgets/models/common/explaintext.h"
#include "widgets/models/matrix/matrixtexts.h"
#include "widgets/models/matrix/serverframes.h"
#include "widgets/models/migration/hostplantext.h"

using namespace shardscope;

namespace {

// HCCL template 1: `perServer` cards on each of 16 / perServer servers named host-0, host-1...
RankTable table(int perServer) {
    std::string json = R"({"version": "1.0", "status": "completed", "server_list": [)";
    for (int s = 0; s < 16 / perServer; ++s) {
        json += (s ? "," : "") + std::string(R"({"server_id": "host-)") + std::to_string(s) +
                R"(", "device": [)";
        for (int d = 0; d < perServer; ++d) {
            const int rank = s * perServer + d;
            json += (d ? "," : "") + std::string(R"({"device_id": ")") + std::to_string(d) +
                    R"(", "device_ip": "192.168.0.)" + std::to_string(rank) + R"(", "rank_id": ")" +
                    std::to_string(rank) + R"("})";
        }
        json += "]}";
    }
    json += "]}";
    const auto* bytes = reinterpret_cast<const uint8_t*>(json.data());
    auto parsed = parseRankTable({bytes, json.size()}, "rank_table.json");
    EXPECT_TRUE(parsed) << parsed.error().describe();
    return std::move(parsed).value();
}

std::shared_ptr<const RunDocument> placed(int perServer) {
    auto run = matrixTestRun();
    run->rankTablePath = "/runs/job/rank_table.json";
    run->rankTable = std::make_shared<const RankTable>(table(perServer));
    return run;
}

// Both stages side by side, dp as rows, mp as columns.
MatrixGeometry twoByFourGrid() {
    MatrixGeometry::Params params;
    params.devMatrix = {2, 4};
    params.rowAxis = 0;
    params.colAxis = 1;
    params.stages = 2;
    return MatrixGeometry(params);
}

}  // namespace

TEST(ServerTexts, TooltipCaptionAndFramesNameTheServers) {
    const MatrixTexts texts(placed(4), 0, {});
    EXPECT_EQ(texts.server(5), 1);
    EXPECT_TRUE(texts.toolTip(5).contains(QStringLiteral("Server host-1, device 1")))
        << texts.toolTip(5).toStdString();
    const QStringList caption = texts.caption();
    ASSERT_EQ(caption.size(), 3);
    EXPECT_EQ(caption[2], QStringLiteral("Frames = servers in rank_table.json: host-0 (ranks 0–3), "
                                         "host-1 (ranks 4–7), host-2 (ranks 8–11), host-3 "
                                         "(ranks 12–15)."));

    // Each server's four cards fill one row of a 2 x 4 panel: one frame per server.
    const MatrixGeometry geometry = twoByFourGrid();
    const auto frames = ServerFrames::of(geometry, texts);
    ASSERT_EQ(frames.size(), 4u);
    EXPECT_EQ(frames[1], geometry.cellRect(4).united(geometry.cellRect(7)));

    const MatrixTexts unplaced(matrixTestRun(), 0, {});
    EXPECT_EQ(unplaced.server(5), -1);
    EXPECT_EQ(unplaced.caption().size(), 2);
    EXPECT_TRUE(ServerFrames::of(geometry, unplaced).empty());
}

TEST(ServerTexts, ManyServersAreNamedByTheTooltipsOnly) {
    const MatrixTexts texts(placed(2), -1, {});
    EXPECT_EQ(texts.caption().value(2),
              QStringLiteral("Frames = servers (8 servers in rank_table.json; hover a card for "
                             "its server)."));
    // Two cards per server: runs of two in each grid row.
    const MatrixGeometry geometry = twoByFourGrid();
    EXPECT_EQ(ServerFrames::of(geometry, texts).size(), 8u);
}

TEST(ServerTexts, TheExplanationSaysWhetherModelParallelGroupsCrossServers) {
    // "w" is cut along mp (axis 1): groups {0,1,2,3} and {4,5,6,7}.
    const auto inside = placed(4);
    const QString stays = ExplainText::forParam(*inside, inside->params[0]);
    EXPECT_TRUE(stays.contains(QStringLiteral(
        "Each of its 2 model-parallel groups stays on one server, so the slices are exchanged "
        "over the fast links inside a machine.")))
        << stays.toStdString();

    const auto across = placed(2);
    const QString crosses = ExplainText::forParam(*across, across->params[0]);
    EXPECT_TRUE(crosses.contains(QStringLiteral(
        "2 of its 2 model-parallel groups span servers (up to 2; ranks 0–3 are on host-0, "
        "host-1): every step exchanges those slices over the slower links between machines.")))
        << crosses.toStdString();

    // Replicated: nothing is exchanged, nothing said; without a table, nothing either.
    EXPECT_FALSE(
        ExplainText::forParam(*across, across->params[1]).contains(QStringLiteral("server")));
    const auto none = matrixTestRun();
    EXPECT_FALSE(ExplainText::forParam(*none, none->params[0]).contains(QStringLiteral("server")));
}

TEST(ServerTexts, WhatEachServerDoesInAPlan) {
    std::vector<HostTotals> totals(3);
    totals[0] = {0, "node_0", {0, 1}, 3u << 20, 2u << 20, 2.5};
    totals[1] = {1, "node_1", {2, 3}, 1u << 20, 1u << 20, 1.0};
    totals[2] = {-1, "", {4}, 0, 1u << 20, 0};
    EXPECT_EQ(HostPlanText::summary(totals, 2e9),
              QStringLiteral(
                  "2 servers write the target ranks; the busiest, node_0, reads 3.0\u00A0"
                  "MiB and writes 2.0\u00A0MiB (about 3 s at 2.00\u00A0GB/\u2060s). Balance: the "
                  "busiest server writes 1.33 × the mean. 1 target rank is not in the "
                  "rank table: no server writes it."));
    EXPECT_DOUBLE_EQ(hostBalance(totals), 2.0 / 1.5);  // the unplaced ranks are no server
    totals.pop_back();
    EXPECT_EQ(
        HostPlanText::summary(totals, 0),
        QStringLiteral("2 servers write the target ranks; the busiest, node_0, reads 3.0\u00A0"
                       "MiB and writes 2.0\u00A0MiB. Balance: the busiest server writes 1.33 × "
                       "the mean."));
}
