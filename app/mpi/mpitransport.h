#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace shardscope::mpi {

// The few MPI calls the job makes, all on MPI_COMM_WORLD from the main thread, moving strings
// (the messages of core/cluster/jobmessages.h). Errors are returned, not fatal: a dead peer
// must not take the reporting process down with it before it has said what happened.
enum Tag : int { kProgress = 1, kDone = 2, kStop = 3, kFinal = 4 };

class Transport {
public:
    Transport(int* argc, char*** argv);  // MPI_Init_thread (funneled)
    ~Transport();                        // MPI_Finalize unless abandon() was called
    Transport(const Transport&) = delete;
    Transport& operator=(const Transport&) = delete;

    int process() const { return m_process; }
    int size() const { return m_size; }

    // Every process's string, at process 0 (empty elsewhere).
    std::vector<std::string> gather(const std::string& mine) const;
    // Process 0's string, everywhere.
    std::string broadcast(const std::string& fromRoot) const;
    void send(int to, Tag tag, const std::string& text) const;
    // A waiting message with this tag (from `from`, or any process when -1): (sender, text).
    std::optional<std::pair<int, std::string>> poll(Tag tag, int from = -1) const;

    // The job is being torn down (a peer died): skip MPI_Finalize, which would wait for it.
    void abandon() { m_abandoned = true; }

private:
    int m_process = 0;
    int m_size = 1;
    bool m_abandoned = false;
};

}  // namespace shardscope::mpi
