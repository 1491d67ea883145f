#include "mpitransport.h"

#include <mpi.h>

#include <cstdint>

namespace shardscope::mpi {

Transport::Transport(int* argc, char*** argv) {
    int provided = 0;
    MPI_Init_thread(argc, argv, MPI_THREAD_FUNNELED, &provided);
    MPI_Comm_set_errhandler(MPI_COMM_WORLD, MPI_ERRORS_RETURN);
    MPI_Comm_rank(MPI_COMM_WORLD, &m_process);
    MPI_Comm_size(MPI_COMM_WORLD, &m_size);
}

Transport::~Transport() {
    if (!m_abandoned) {
        MPI_Finalize();
    }
}

std::vector<std::string> Transport::gather(const std::string& mine) const {
    const int length = static_cast<int>(mine.size());
    std::vector<int> lengths(m_process == 0 ? static_cast<size_t>(m_size) : 0);
    MPI_Gather(&length, 1, MPI_INT, lengths.data(), 1, MPI_INT, 0, MPI_COMM_WORLD);
    std::vector<int> offsets(lengths.size(), 0);
    int total = 0;
    for (size_t i = 0; i < lengths.size(); ++i) {
        offsets[i] = total;
        total += lengths[i];
    }
    std::string all(static_cast<size_t>(total), '\0');
    MPI_Gatherv(mine.data(), length, MPI_CHAR, all.data(), lengths.data(), offsets.data(), MPI_CHAR,
                0, MPI_COMM_WORLD);
    std::vector<std::string> out;
    for (size_t i = 0; i < lengths.size(); ++i) {
        out.push_back(all.substr(static_cast<size_t>(offsets[i]), static_cast<size_t>(lengths[i])));
    }
    return out;
}

std::string Transport::broadcast(const std::string& fromRoot) const {
    uint64_t length = fromRoot.size();
    MPI_Bcast(&length, 1, MPI_UINT64_T, 0, MPI_COMM_WORLD);
    std::string out = m_process == 0 ? fromRoot : std::string(length, '\0');
    MPI_Bcast(out.data(), static_cast<int>(length), MPI_CHAR, 0, MPI_COMM_WORLD);
    return out;
}

void Transport::send(int to, Tag tag, const std::string& text) const {
    MPI_Send(text.data(), static_cast<int>(text.size()), MPI_CHAR, to, tag, MPI_COMM_WORLD);
}

std::optional<std::pair<int, std::string>> Transport::poll(Tag tag, int from) const {
    int flag = 0;
    MPI_Status status;
    if (MPI_Iprobe(from < 0 ? MPI_ANY_SOURCE : from, tag, MPI_COMM_WORLD, &flag, &status) !=
            MPI_SUCCESS ||
        flag == 0) {
        return std::nullopt;
    }
    int count = 0;
    MPI_Get_count(&status, MPI_CHAR, &count);
    std::string text(static_cast<size_t>(count), '\0');
    MPI_Recv(text.data(), count, MPI_CHAR, status.MPI_SOURCE, tag, MPI_COMM_WORLD,
             MPI_STATUS_IGNORE);
    return std::pair{status.MPI_SOURCE, std::move(text)};
}

}  // namespace shardscope::mpi
