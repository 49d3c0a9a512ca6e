// Prepare peer for the waterfall: the loop an engineer would write in C++ for a
// shortest-column waterfall (CHTCollectionViewWaterfallLayout's rules). The
// arithmetic is CollectionLayout's `WaterfallLayout` operation for operation:
// columns filled in section coordinates, then moved to the section's start.
#include "prepare_peers.h"

#include <cstddef>
#include <vector>

extern "C" LAYOUT_PEER_HOT_LOOP double layout_peer_waterfall_frames(
    const layout_peer_waterfall_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames) {
    const layout_peer_waterfall_configuration &c = *configuration;
    const int64_t columnCount = c.column_count;
    const double columnWidth =
        (c.bounds_width - c.inset_left - c.inset_right - static_cast<double>(columnCount - 1) * c.column_spacing) / static_cast<double>(columnCount);
    std::vector<double> heights(static_cast<std::size_t>(columnCount));
    std::vector<unsigned char> hasItem(static_cast<std::size_t>(columnCount));
    double cursor = 0;
    for (int64_t index = 0; index < section_count; ++index) {
        const layout_peer_section &section = sections[index];
        if (c.header_height > 0) {
            frames[0] = 0, frames[1] = cursor, frames[2] = c.bounds_width, frames[3] = c.header_height;
            frames += 4;
        }
        const double top = c.header_height + c.inset_top;
        heights.assign(heights.size(), top);
        hasItem.assign(hasItem.size(), 0);
        for (int64_t item = 0; item < section.count; ++item) {
            const double width = section.sizes_offset < 0 ? section.width : sizes[2 * (section.sizes_offset + item)];
            const double height = section.sizes_offset < 0 ? section.height : sizes[2 * (section.sizes_offset + item) + 1];
            const double scaled = height * columnWidth / width;
            int64_t shortest = 0;
            for (int64_t column = 1; column < columnCount; ++column) {
                if (heights[column] < heights[shortest]) shortest = column;
            }
            const double y = heights[shortest] + (hasItem[shortest] ? c.interitem_spacing : 0);
            heights[shortest] = y + scaled;
            hasItem[shortest] = 1;
            frames[0] = c.inset_left + static_cast<double>(shortest) * (columnWidth + c.column_spacing);
            frames[1] = cursor + y;
            frames[2] = columnWidth;
            frames[3] = scaled;
            frames += 4;
        }
        double tallest = heights.empty() ? 0 : heights[0];
        for (double columnHeight : heights) tallest = columnHeight > tallest ? columnHeight : tallest;
        cursor = cursor + (tallest + c.inset_bottom);
    }
    return cursor;
}
