#pragma once

// Where the tests find their data and the programs they run. The paths are absolute and differ
// from one checkout to another, so they are compiled into one small generated file per build
// (testpaths.cpp, tests/CMakeLists.txt) and never into the test files themselves: a compiler
// cache shared between checkouts (a developer's and CI's fresh clone) then serves every test
// file to both. Each macro is a `const char*` expression, not a string literal.

namespace shardscope::testpaths {

const char* testData();     // tests/data
const char* testScripts();  // tests/python
const char* protoDir();     // core/proto
const char* tsDir();        // translations
const char* qmDir();        // the .qm files built with the app
const char* cli();          // shardscope-cli
const char* faultfs();      // the fault-injection shim
const char* gui();          // shardscope ("" without the GUI)
const char* mpi();          // shardscope-mpi ("" without MPI)

}  // namespace shardscope::testpaths

#define SHARDSCOPE_TEST_DATA ::shardscope::testpaths::testData()
#define SHARDSCOPE_TEST_SCRIPTS ::shardscope::testpaths::testScripts()
#define SHARDSCOPE_PROTO_DIR ::shardscope::testpaths::protoDir()
#define SHARDSCOPE_TS_DIR ::shardscope::testpaths::tsDir()
#define SHARDSCOPE_QM_DIR ::shardscope::testpaths::qmDir()
#define SHARDSCOPE_CLI ::shardscope::testpaths::cli()
#define SHARDSCOPE_FAULTFS ::shardscope::testpaths::faultfs()
#define SHARDSCOPE_GUI ::shardscope::testpaths::gui()
#define SHARDSCOPE_MPI ::shardscope::testpaths::mpi()
