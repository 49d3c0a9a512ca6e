#ifndef LAYOUT_BENCH_PREPARE_PEERS_H
#define LAYOUT_BENCH_PREPARE_PEERS_H

// The benchmark's `prepare` peers: plain C++ loops computing the frames of a
// vertical flow layout and of a shortest-column waterfall from the same inputs
// CollectionLayout's `FlowLayout` and `WaterfallLayout` get, in the same slot
// order (per section: the header, then the items), written to a buffer of
// `{x, y, width, height}` quadruples the caller owns. Frames only: no keys, no
// index, no validation (the inputs are the benchmark's valid workloads).

#include <stdint.h>

/// Put on the peers' definitions: each starts on a 64-byte boundary (a cache
/// line, the front end's fetch window), so its loops sit at the same offsets
/// in every binary and the peer's time does not move with unrelated code
/// linked before it (at the default 16-byte alignment it moved by up to 11%:
/// results/prepare-peer-alignment).
#if defined(__GNUC__) || defined(__clang__)
#define LAYOUT_PEER_HOT_LOOP __attribute__((aligned(64)))
#else
#define LAYOUT_PEER_HOT_LOOP
#endif

#ifdef __cplusplus
extern "C" {
#endif

/// One section's item sizes, as CollectionLayout's `ItemSizes`: `count` items
/// of size `{width, height}` when `sizes_offset` is negative (uniform), else
/// `count` `{width, height}` pairs from pair `sizes_offset` of the sizes array.
typedef struct layout_peer_section {
    int64_t count;
    int64_t sizes_offset;
    double width;
    double height;
} layout_peer_section;

/// The flow layout the peer computes: vertical, a full-width header of
/// `header_height` per section (none when 0), no footers, lines justified
/// except each section's last, which is leading (UIKit's defaults).
typedef struct layout_peer_flow_configuration {
    double bounds_width;
    double header_height;
    double inset_top, inset_left, inset_bottom, inset_right;
    double minimum_line_spacing;
    double minimum_interitem_spacing;
} layout_peer_flow_configuration;

/// The waterfall the peer computes: `column_count` equal columns per section,
/// each item to the shortest column (ties to the smaller index), its height
/// scaled from its aspect ratio; a full-width header per section, no footers.
typedef struct layout_peer_waterfall_configuration {
    double bounds_width;
    double header_height;
    double inset_top, inset_left, inset_bottom, inset_right;
    int64_t column_count;
    double column_spacing;
    double interitem_spacing;
} layout_peer_waterfall_configuration;

/// Writes the flow layout's frames to `frames` (4 doubles per element; room for
/// every item plus a header per section when `header_height > 0`) and returns
/// the content height.
double layout_peer_flow_frames(
    const layout_peer_flow_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames);

/// As `layout_peer_flow_frames`, but a section of one size (`sizes_offset`
/// negative) has its first line measured once and repeated for every line but
/// its last, as CollectionLayout's flow does: the same frames, bit for bit.
double layout_peer_flow_frames_uniform(
    const layout_peer_flow_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames);

/// As `layout_peer_flow_frames`, for the waterfall.
double layout_peer_waterfall_frames(
    const layout_peer_waterfall_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames);

#ifdef __cplusplus
}
#endif

#endif
