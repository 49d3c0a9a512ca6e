#ifndef LAYOUT_BENCH_STRICT_OVERLAP_HPP
#define LAYOUT_BENCH_STRICT_OVERLAP_HPP

// The contract's positive-area overlap, computed exactly as CollectionLayout's
// `Rect.intersects`: the larger of the minima below the smaller of the maxima
// on both axes, so edges that touch and rects without area never intersect.
// The maxima are `origin + size`, the same double Swift computes.

#include <algorithm>

namespace layout_peers {

inline bool overlapsStrictly(double minX, double minY, double maxX, double maxY,
                             double rectMinX, double rectMinY, double rectMaxX, double rectMaxY) {
    return std::max(minX, rectMinX) < std::min(maxX, rectMaxX) && std::max(minY, rectMinY) < std::min(maxY, rectMaxY);
}

}  // namespace layout_peers

#endif
