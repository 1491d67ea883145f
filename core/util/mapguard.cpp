#include "mapguard.h"

#include <signal.h>
#include <sys/mman.h>
#include <unistd.h>

#include <array>
#include <atomic>
#include <mutex>
#include <vector>

namespace shardscope {
namespace {

// The signal handler reads the slots without a lock: they live in chunks that are allocated
// once and never freed, each field is an atomic, and `version` is odd while watch() or forget()
// changes the range (the handler skips a slot whose version is odd or changed as it read it).
struct Slot {
    std::atomic<uint32_t> version{0};
    std::atomic<uintptr_t> begin{0};
    std::atomic<uintptr_t> end{0};
    std::atomic<bool> cut{false};
};

void setRange(Slot& slot, uintptr_t begin, uintptr_t end) {
    slot.version.fetch_add(1, std::memory_order_acq_rel);  // odd: being changed
    slot.begin.store(begin, std::memory_order_release);
    slot.end.store(end, std::memory_order_release);
    slot.version.fetch_add(1, std::memory_order_acq_rel);
}

constexpr uint32_t kChunkSlots = 4096;
constexpr uint32_t kChunks = 1024;  // over four million maps at once

struct Registry {
    std::array<std::atomic<Slot*>, kChunks> chunks{};
    std::atomic<uint32_t> used{0};  // slots ever handed out: the handler looks at these
    std::mutex mutex;
    std::vector<uint32_t> free;
    uintptr_t pageSize = 4096;
    struct sigaction previous {};
};

Registry& registry() {
    static Registry* r = new Registry;  // never destroyed: the handler may run at exit
    return *r;
}

Slot* slotAt(const Registry& r, uint32_t index) {
    Slot* chunk = r.chunks[index / kChunkSlots].load(std::memory_order_acquire);
    return chunk == nullptr ? nullptr : chunk + index % kChunkSlots;
}

// Maps zero pages from the faulting page to the end of the watched map, so that the read that
// faulted and every later one see zeros instead of another SIGBUS.
bool patch(Registry& r, uintptr_t address) {
    const uint32_t used = r.used.load(std::memory_order_acquire);
    for (uint32_t i = 0; i < used; ++i) {
        Slot* slot = slotAt(r, i);
        if (slot == nullptr) {
            continue;
        }
        const uint32_t version = slot->version.load(std::memory_order_acquire);
        const uintptr_t begin = slot->begin.load(std::memory_order_acquire);
        const uintptr_t end = slot->end.load(std::memory_order_acquire);
        if ((version & 1u) != 0 || slot->version.load(std::memory_order_acquire) != version ||
            begin == 0 || address < begin || address >= end) {
            continue;
        }
        // Marked first: a thread that reads the zero pages without faulting, once they are
        // there, must find the mark when it asks.
        slot->cut.store(true, std::memory_order_seq_cst);
        const uintptr_t page = address & ~(r.pageSize - 1);
        const uintptr_t last = (end + r.pageSize - 1) & ~(r.pageSize - 1);
        void* p = mmap(reinterpret_cast<void*>(page), last - page, PROT_READ,
                       MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0);
        return p != MAP_FAILED;
    }
    return false;
}

void onSigbus(int signal, siginfo_t* info, void* context) {
    Registry& r = registry();
    // A fault raised by the memory access itself (not kill(), sigqueue() or tgkill()).
    const bool fault = info != nullptr && info->si_code > 0;
    if (fault && info->si_code == BUS_ADRERR &&
        patch(r, reinterpret_cast<uintptr_t>(info->si_addr))) {
        return;
    }
    const struct sigaction& before = r.previous;
    if ((before.sa_flags & SA_SIGINFO) != 0 && before.sa_sigaction != nullptr) {
        before.sa_sigaction(signal, info, context);
    } else if (before.sa_handler != SIG_DFL && before.sa_handler != SIG_IGN) {
        before.sa_handler(signal);
    } else if (fault || before.sa_handler == SIG_DFL) {
        // The default action: a fault happens again on return (an ignored fault is not
        // ignorable either), a sent signal is raised again; either ends the process.
        struct sigaction fallback {};
        fallback.sa_handler = SIG_DFL;
        sigemptyset(&fallback.sa_mask);
        sigaction(SIGBUS, &fallback, nullptr);
        if (!fault) {
            raise(SIGBUS);
        }
    }
    // A sent SIGBUS the process ignored before: still ignored.
}

void install(Registry& r) {
    r.pageSize = static_cast<uintptr_t>(sysconf(_SC_PAGESIZE));
    struct sigaction action {};
    action.sa_sigaction = onSigbus;
    action.sa_flags = SA_SIGINFO | SA_NODEFER;
    sigemptyset(&action.sa_mask);
    sigaction(SIGBUS, &action, &r.previous);
}

}  // namespace

uint32_t MapGuard::watch(const void* data, uint64_t size) {
    if (data == nullptr || size == 0) {
        return 0;
    }
    Registry& r = registry();
    static std::once_flag installed;
    std::call_once(installed, [&r] { install(r); });
    std::lock_guard lock(r.mutex);
    uint32_t index = 0;
    if (!r.free.empty()) {
        index = r.free.back();
        r.free.pop_back();
    } else {
        index = r.used.load(std::memory_order_relaxed);
        if (index >= kChunks * kChunkSlots) {
            return 0;
        }
        if (r.chunks[index / kChunkSlots].load(std::memory_order_relaxed) == nullptr) {
            r.chunks[index / kChunkSlots].store(new Slot[kChunkSlots], std::memory_order_release);
        }
        r.used.store(index + 1, std::memory_order_release);
    }
    Slot* slot = slotAt(r, index);
    const auto begin = reinterpret_cast<uintptr_t>(data);
    slot->cut.store(false, std::memory_order_relaxed);
    setRange(*slot, begin, begin + size);
    return index + 1;
}

void MapGuard::forget(uint32_t id) {
    if (id == 0) {
        return;
    }
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    setRange(*slotAt(r, id - 1), 0, 0);
    r.free.push_back(id - 1);
}

bool MapGuard::cut(uint32_t id) {
    if (id == 0) {
        return false;
    }
    const Slot* slot = slotAt(registry(), id - 1);
    return slot != nullptr && slot->cut.load(std::memory_order_acquire);
}

}  // namespace shardscope
