// Rank tables and partial conversions through the CLI: `inspect` of a rank table, `plan` and
// `convert` with --ranks, --rank-table and --host, reading only the minimal sources.
#include <gtest/gtest.h>
#include <unistd.h>

#include <climits>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "../core/corpusfile.h"
#include "../core/testutil.h"
#include "formats/ranktable.h"
#include "formats/ranktablefiles.h"
#include "testpaths.h"

namespace shardscope {
namespace {

using nlohmann::json;
namespace fs = std::filesystem;

using test::cli;

// An 8-card pipeline run with optimizer sharding and the strategy of the network on 6 cards,
// and a rank table placing those 6 cards on two servers.
struct Cluster {
    test::TempDir dir;
    std::string strategies;
    Cluster() {
        int status = -1;
        cli("synth --out " + dir.file("src") + " --preset tiny --opt-shard 2", &status);
        EXPECT_EQ(status, 0);
        cli("synth --out " + dir.file("dst6") + " --preset tiny --dp 3 --mp 1 --pp 2", &status);
        EXPECT_EQ(status, 0);
        strategies = " --src-strategy " + dir.file("src/strategy.ckpt") + " --dst-strategy " +
                     dir.file("dst6/strategy.ckpt");
        test::writeFile(dir.file("table.json"), R"({"version": "1.0", "server_count": "2",
            "server_list": [
              {"server_id": "node_a", "device": [{"device_id": "0", "rank_id": "0"},
                 {"device_id": "1", "rank_id": "1"}, {"device_id": "2", "rank_id": "2"}]},
              {"server_id": "node_b", "device": [{"device_id": "0", "rank_id": "3"},
                 {"device_id": "1", "rank_id": "4"}, {"device_id": "2", "rank_id": "5"}]}],
            "status": "completed"})");
    }
    std::string file(int rank, const std::string& out) const {
        return dir.file(out + "/rank_" + std::to_string(rank) + "/checkpoint_" +
                        std::to_string(rank) + ".ckpt");
    }
};

std::vector<std::string> rankFolders(const std::string& dir) {
    std::vector<std::string> out;
    for (const auto& e : fs::directory_iterator(dir)) {
        out.push_back(e.path().filename().string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

TEST(CliCluster, InspectARankTable) {
    int status = -1;
    const std::string text = cli("inspect " + test::realFixture("rank_table_16pcs.json"), &status);
    EXPECT_EQ(status, 0);
    EXPECT_NE(text.find("SERVER       ADDRESS  CARDS  RANKS  DEVICE IDS\n"
                        "10.*.*.* #0  -            8  0-7    0-7\n"
                        "10.*.*.* #1  -            8  8-15   0-7\n"),
              std::string::npos)
        << text;
    const json j = json::parse(
        cli("inspect --json " + test::realFixture("rank_table_cross_cluster_16pcs.json"), &status));
    EXPECT_EQ(status, 0);
    EXPECT_EQ(j["format"], "rank-table");
    EXPECT_EQ(j["server_count"], 2);
    EXPECT_EQ(j["servers"][1]["server_id"], "server_1_10.*.*.*");
    EXPECT_EQ(j["servers"][1]["ip"], "10.*.*.*");
    EXPECT_EQ(j["servers"][1]["ranks"].size(), 8u);
}

TEST(CliCluster, BrokenRankTablesGiveOneLine) {
    const auto cases = test::readCorpus(test::dataPath("ranktable/expected.tsv"));
    size_t tables = 0;
    for (const test::CorpusCase& c : cases) {
        const std::string path = test::dataPath("ranktable/" + c.file);
        if (!looksLikeRankTable(path)) {
            continue;  // read as a strategy (the expected.tsv header says which)
        }
        ++tables;
        SCOPED_TRACE(c.file);
        int status = -1;
        const std::string err = cli("inspect '" + path + "' 2>&1 >/dev/null", &status);
        EXPECT_EQ(status, c.exitStatus);
        EXPECT_EQ(err, "shardscope-cli: " + path + ": " + c.message + "\n");
    }
    EXPECT_EQ(tables, cases.size() - 3);
}

TEST(CliCluster, PlanSomeRanksAndPerHostTotals) {
    Cluster c;
    int status = -1;
    const json some = json::parse(
        cli("plan --src " + c.dir.file("src") + c.strategies + " --ranks 4-5,0 --json", &status));
    EXPECT_EQ(status, 0);
    ASSERT_EQ(some["ranks"].size(), 3u);
    EXPECT_EQ(some["ranks"][1]["rank"], 4);
    EXPECT_EQ(some["ranks"][1]["sources"], json::parse("[4, 5, 6, 7]"));
    EXPECT_FALSE(some.contains("hosts"));
    const json hosts =
        json::parse(cli("plan --src " + c.dir.file("src") + c.strategies + " --rank-table " +
                            c.dir.file("table.json") + " --host-bandwidth 1MB --json",
                        &status));
    EXPECT_EQ(status, 0);
    ASSERT_EQ(hosts["ranks"].size(), 6u);
    EXPECT_EQ(hosts["ranks"][4]["host"], "node_b");
    ASSERT_EQ(hosts["hosts"].size(), 2u);
    EXPECT_EQ(hosts["hosts"][1]["host"], "node_b");
    EXPECT_EQ(hosts["hosts"][1]["ranks"], json::parse("[3, 4, 5]"));
    const uint64_t written = hosts["ranks"][3]["bytes_written"].get<uint64_t>() +
                             hosts["ranks"][4]["bytes_written"].get<uint64_t>() +
                             hosts["ranks"][5]["bytes_written"].get<uint64_t>();
    EXPECT_EQ(hosts["hosts"][1]["bytes_written"], written);
    const double seconds =
        static_cast<double>(hosts["hosts"][1]["bytes_read"].get<uint64_t>() + written) / 1e6;
    EXPECT_DOUBLE_EQ(hosts["hosts"][1]["seconds"].get<double>(), seconds);
    EXPECT_GE(hosts["host_balance"].get<double>(), 1.0);
    EXPECT_EQ(hosts["mpirun"],
              "mpirun --bind-to none -np 2 --host node_a:1,node_b:1 --map-by ppr:1:node "
              "shardscope-mpi convert "
              "--src " +
                  c.dir.file("src") + " --dst DST" + c.strategies + " --rank-table " +
                  c.dir.file("table.json") + " --verify");
    // The command line carries the conversion planned here (one ConvertSpec): its format,
    // prefix, CRC and redundancy, not only the folders.
    const json same =
        json::parse(cli("plan --src " + c.dir.file("src") + c.strategies + " --rank-table " +
                            c.dir.file("table.json") +
                            " --format safetensors --prefix net_ --crc --remove-redundancy --json",
                        &status));
    EXPECT_EQ(status, 0);
    EXPECT_EQ(same["mpirun"],
              "mpirun --bind-to none -np 2 --host node_a:1,node_b:1 --map-by ppr:1:node "
              "shardscope-mpi convert "
              "--src " +
                  c.dir.file("src") + " --dst DST" + c.strategies +
                  " --prefix net_ --format safetensors --rank-table " + c.dir.file("table.json") +
                  " --verify --crc --remove-redundancy");
    const std::string bad =
        cli("plan --src " + c.dir.file("src") + c.strategies + " --ranks 2-9 2>&1", &status);
    EXPECT_EQ(status, 2);
    EXPECT_EQ(bad,
              "shardscope-cli: rank list '2-9': rank 9 is out of range: the destination has 6 "
              "ranks\n");
    cli("plan --src " + c.dir.file("src") + c.strategies + " --host node_a 2>&1", &status);
    EXPECT_EQ(status, 2);  // --host needs --rank-table
}

TEST(CliCluster, ConvertSomeRanksFromTheirSourcesAlone) {
    Cluster c;
    int status = -1;
    const std::string all = cli("convert --src " + c.dir.file("src") + c.strategies + " --dst " +
                                    c.dir.file("all") + " 2>&1",
                                &status);
    ASSERT_EQ(status, 0) << all;
    // Stage 1 of the destination (ranks 3-5) reads stage 1 of the source (ranks 4-7): with the
    // other folders gone, those ranks still convert, byte for byte as in the whole conversion.
    for (int g = 0; g < 4; ++g) {
        fs::remove_all(c.dir.file("src/rank_" + std::to_string(g)));
    }
    const std::string out = cli("convert --src " + c.dir.file("src") + c.strategies + " --dst " +
                                    c.dir.file("part") + " --ranks 3-5 --verify 2>&1",
                                &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_NE(out.find("wrote 3 files"), std::string::npos) << out;
    EXPECT_EQ(out.find("warning"), std::string::npos) << out;
    EXPECT_EQ(rankFolders(c.dir.file("part")),
              (std::vector<std::string>{"rank_3", "rank_4", "rank_5", "shardscope-conversion.json",
                                        "strategy", "strategy.ckpt"}));
    for (int r = 3; r < 6; ++r) {
        EXPECT_EQ(test::readFile(c.file(r, "part")), test::readFile(c.file(r, "all"))) << r;
    }
    // Rank 0 needs the removed folders: MindSpore's message, nothing written.
    const std::string missing = cli("convert --src " + c.dir.file("src") + c.strategies +
                                        " --dst " + c.dir.file("none") + " --ranks 0 2>&1",
                                    &status);
    EXPECT_EQ(status, 1);
    EXPECT_NE(missing.find("error: The checkpoint file of rank0 is needed for converting "
                           "rank0's checkpoint, but it is missing."),
              std::string::npos)
        << missing;
    EXPECT_FALSE(fs::exists(c.dir.file("none")));
}

TEST(CliCluster, ConvertTheRanksOfOneHost) {
    Cluster c;
    int status = -1;
    cli("convert --src " + c.dir.file("src") + c.strategies + " --dst " + c.dir.file("all"),
        &status);
    ASSERT_EQ(status, 0);
    for (int g = 0; g < 4; ++g) {
        fs::remove_all(c.dir.file("src/rank_" + std::to_string(g)));
    }
    const std::string table = " --rank-table " + c.dir.file("table.json");
    const std::string out = cli("convert --src " + c.dir.file("src") + c.strategies + table +
                                    " --host node_b --dst " + c.dir.file("b") + " 2>&1",
                                &status);
    ASSERT_EQ(status, 0) << out;
    EXPECT_EQ(
        out.substr(0, out.find('\n')),
        "host 'node_b' (server #1 of " + c.dir.file("table.json") + "): destination ranks 3-5");
    EXPECT_EQ(rankFolders(c.dir.file("b")),
              (std::vector<std::string>{"rank_3", "rank_4", "rank_5", "shardscope-conversion.json",
                                        "strategy", "strategy.ckpt"}));
    for (int r = 3; r < 6; ++r) {
        EXPECT_EQ(test::readFile(c.file(r, "b")), test::readFile(c.file(r, "all"))) << r;
    }
    // Without --host this machine is looked up by name and address, and is none of them.
    char name[HOST_NAME_MAX + 1] = {};
    gethostname(name, sizeof name - 1);
    const std::string none = cli("convert --src " + c.dir.file("src") + c.strategies + table +
                                     " --dst " + c.dir.file("x") + " 2>&1",
                                 &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(none.rfind("shardscope-cli: " + c.dir.file("table.json") +
                             ": this machine is none of the table's servers ('node_a', "
                             "'node_b'): tried host name '" +
                             name + "', addresses ",
                         0),
              0u)
        << none;
    EXPECT_NE(none.find("127.0.0.1"), std::string::npos) << none;
    EXPECT_EQ(none.substr(none.size() - 24), "; give --host SERVER_ID\n") << none;
    EXPECT_FALSE(fs::exists(c.dir.file("x")));
    // A table for another card count is refused before anything is read.
    const std::string wrong =
        cli("convert --src " + c.dir.file("src") + c.strategies + " --rank-table " +
                test::realFixture("rank_table_8pcs.json") + " --dst " + c.dir.file("x") + " 2>&1",
            &status);
    EXPECT_EQ(status, 1);
    EXPECT_EQ(wrong, "shardscope-cli: " + test::realFixture("rank_table_8pcs.json") +
                         ": the rank table has 8 ranks but the destination has 6; give the "
                         "table of the job that will load the converted files\n");
}

}  // namespace
}  // namespace shardscope

namespace shardscope {
namespace {

// Issue 34 #10: a template's placeholders are said once, and no host line is made from them.
TEST(CliCluster, ATemplateRankTableIsRefusedWhereHostsAreUsed) {
    test::TempDir dir;
    int status = -1;
    cli("synth --out " + dir.file("src") + " --preset tiny --hidden 32 --vocab 128", &status);
    ASSERT_EQ(status, 0);
    const std::string table = test::dataPath("ranktable/template_placeholders.json");
    const std::string sentence =
        "the table is a template: server_id '[server_id_A]', server_id '[server_id_B]', "
        "device_ip 'xxx.yyy.zzz.www' are placeholders where an address belongs; fill in the real "
        "addresses before the table places ranks on hosts";
    const auto plan = test::cliOutput("plan --src " + dir.file("src") + " --dst-strategy " +
                                      dir.file("src/strategy.ckpt") + " --rank-table " + table);
    EXPECT_EQ(plan.status, 1);
    EXPECT_EQ(plan.text, "shardscope-cli: " + table + ": " + sentence + "\n");
    const auto inspect = test::cliOutput("inspect " + table);
    EXPECT_EQ(inspect.status, 0) << inspect.text;
    EXPECT_NE(inspect.text.find(sentence), std::string::npos) << inspect.text;
    EXPECT_EQ(inspect.text.find("[server_id_A]:1"), std::string::npos) << inspect.text;
}

}  // namespace
}  // namespace shardscope
