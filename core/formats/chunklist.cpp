#include "chunklist.h"

namespace shardscope {

void ChunkList::push_back(ByteRange range) {
    if (size() == 0) {
        m_one = range;
        return;
    }
    if (m_more.empty()) {
        m_more.push_back(m_one);
    }
    m_more.push_back(range);
}

}  // namespace shardscope
