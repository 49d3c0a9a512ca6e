// Peer `peer-sorted-scan`: the simple cache-friendly structure an engineer
// would write in twenty lines. Frames sorted by main-axis start, the starts in
// their own contiguous array; a query binary-searches the first start at or
// past the rect's main-axis end, then scans back while an element that long
// could still reach the rect: no element is longer than `longest`.
#include "layout_peers.h"

#include "strict_overlap.hpp"

#include <algorithm>
#include <new>
#include <numeric>
#include <vector>

namespace {

// An element in start order: what the scan reads after the start.
struct Entry {
    double mainEnd;
    double crossMin;
    double crossMax;
    int32_t slot;
};

}  // namespace

struct layout_peer_sorted_scan {
    std::vector<double> starts;
    std::vector<Entry> entries;
    double longest = 0;
    bool vertical = true;
};

extern "C" layout_peer_sorted_scan *layout_peer_sorted_scan_create(const double *frames, int64_t count, int vertical) {
    try {
        auto *scan = new layout_peer_sorted_scan;
        scan->vertical = vertical != 0;
        const int main = scan->vertical ? 1 : 0, cross = 1 - main;
        std::vector<int32_t> order(static_cast<size_t>(count));
        std::iota(order.begin(), order.end(), 0);
        std::sort(order.begin(), order.end(), [&](int32_t a, int32_t b) {
            const double startA = frames[4 * static_cast<int64_t>(a) + main], startB = frames[4 * static_cast<int64_t>(b) + main];
            return startA < startB || (startA == startB && a < b);
        });
        scan->starts.reserve(order.size());
        scan->entries.reserve(order.size());
        for (int32_t slot : order) {
            const double *frame = frames + 4 * static_cast<int64_t>(slot);
            scan->starts.push_back(frame[main]);
            scan->entries.push_back(Entry{frame[main] + frame[2 + main], frame[cross], frame[cross] + frame[2 + cross], slot});
            scan->longest = std::max(scan->longest, frame[2 + main]);
        }
        return scan;
    } catch (const std::bad_alloc &) {
        return nullptr;
    }
}

extern "C" int64_t layout_peer_sorted_scan_query(
    const layout_peer_sorted_scan *scan, double x, double y, double width, double height, int32_t *slots, int64_t capacity) {
    const double mainMin = scan->vertical ? y : x, mainMax = scan->vertical ? y + height : x + width;
    const double crossMin = scan->vertical ? x : y, crossMax = scan->vertical ? x + width : y + height;
    const double *starts = scan->starts.data();
    const Entry *entries = scan->entries.data();
    // Elements from `index` on start at or past the rect's main-axis end: none overlaps it.
    size_t index = static_cast<size_t>(std::lower_bound(starts, starts + scan->starts.size(), mainMax) - starts);
    int64_t found = 0;
    // An element ends at `start + its length` <= `start + longest` (rounding is
    // monotonic), so once `start + longest <= mainMin` no earlier one reaches the rect.
    while (index > 0 && starts[index - 1] + scan->longest > mainMin) {
        --index;
        const Entry &entry = entries[index];
        if (layout_peers::overlapsStrictly(starts[index], entry.crossMin, entry.mainEnd, entry.crossMax, mainMin, crossMin, mainMax, crossMax)) {
            if (found < capacity) slots[found] = entry.slot;
            ++found;
        }
    }
    return found;
}

extern "C" void layout_peer_sorted_scan_free(layout_peer_sorted_scan *scan) { delete scan; }
