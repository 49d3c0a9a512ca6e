#ifndef LAYOUT_BENCH_PEERS_H
#define LAYOUT_BENCH_PEERS_H

// The benchmark's C++ peers behind a plain C interface, so that Swift calls
// them without C++ interoperability: opaque handles built from arrays of
// frames, rect queries into a buffer the caller owns, and an explicit free.
//
// Frames are `count` rects of four doubles each, `{x, y, width, height}` (the
// memory layout of CollectionLayout's `Rect`), with non-negative sizes.
// A query returns exactly the slots whose frame shares a region of positive
// area with the rect (touching edges do not count, a rect without area finds
// nothing): the contract of `Rect.intersects` and of every index strategy.

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Boost.Geometry's `rtree` (R*-tree, at most 16 values per node) bulk-loaded
/// with its packing constructor.
typedef struct layout_peer_rtree layout_peer_rtree;

/// Builds the R-tree over `frames`; returns NULL only when memory runs out.
layout_peer_rtree *layout_peer_rtree_create(const double *frames, int64_t count);

/// Writes the slots of the frames that intersect the rect to `slots` (at most
/// `capacity` of them, in no particular order) and returns how many intersect:
/// a result above `capacity` means the buffer was too small.
int64_t layout_peer_rtree_query(
    const layout_peer_rtree *tree, double x, double y, double width, double height, int32_t *slots, int64_t capacity);

/// Frees the R-tree (NULL is ignored).
void layout_peer_rtree_free(layout_peer_rtree *tree);

/// A flat array of frames sorted by main-axis start, the starts in their own
/// contiguous array: a binary search, then a backward scan bounded by the
/// longest element's main-axis length.
typedef struct layout_peer_sorted_scan layout_peer_sorted_scan;

/// Builds the sorted array over `frames`, sorted along y when `vertical` is
/// non-zero, along x otherwise; returns NULL only when memory runs out.
layout_peer_sorted_scan *layout_peer_sorted_scan_create(const double *frames, int64_t count, int vertical);

/// As `layout_peer_rtree_query`.
int64_t layout_peer_sorted_scan_query(
    const layout_peer_sorted_scan *scan, double x, double y, double width, double height, int32_t *slots, int64_t capacity);

/// Frees the sorted array (NULL is ignored).
void layout_peer_sorted_scan_free(layout_peer_sorted_scan *scan);

#ifdef __cplusplus
}
#endif

#endif
