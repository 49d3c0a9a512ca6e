// Prepare peer for the flow layout: the loop an engineer would write in C++ to
// compute the frames of a vertical UICollectionViewFlowLayout (greedy lines,
// items centred in their line, justified lines but the last). The arithmetic
// is CollectionLayout's `FlowLineFiller` operation for operation, so that the
// frames compare equal to the last bit.
#include "prepare_peers.h"

namespace {

struct Sizes {
    const layout_peer_section &section;
    const double *sizes;

    double width(int64_t item) const { return section.sizes_offset < 0 ? section.width : sizes[2 * (section.sizes_offset + item)]; }
    double height(int64_t item) const { return section.sizes_offset < 0 ? section.height : sizes[2 * (section.sizes_offset + item) + 1]; }
};

inline double *put(double *frame, double x, double y, double width, double height) {
    frame[0] = x;
    frame[1] = y;
    frame[2] = width;
    frame[3] = height;
    return frame + 4;
}

}  // namespace

extern "C" LAYOUT_PEER_HOT_LOOP double layout_peer_flow_frames(
    const layout_peer_flow_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames) {
    const layout_peer_flow_configuration &c = *configuration;
    const double available = c.bounds_width - c.inset_left - c.inset_right;
    const double spacing = c.minimum_interitem_spacing;
    double cursor = 0;
    for (int64_t index = 0; index < section_count; ++index) {
        const Sizes items{sections[index], sizes};
        const int64_t count = sections[index].count;
        if (c.header_height > 0) frames = put(frames, 0, cursor, c.bounds_width, c.header_height);
        double lineStart = cursor + c.header_height + c.inset_top;
        double lineEnd = lineStart;
        for (int64_t first = 0; first < count;) {
            // Measure the line: an item joins while the packed length fits.
            double lineLength = items.width(first), itemsWidth = lineLength, lineHeight = items.height(first);
            int64_t end = first + 1;
            for (; end < count; ++end) {
                const double candidate = lineLength + spacing + items.width(end);
                if (!(candidate <= available)) break;
                lineLength = candidate;
                itemsWidth += items.width(end);
                if (items.height(end) > lineHeight) lineHeight = items.height(end);
            }
            // Place it: justified (one item centred), the section's last line leading.
            double x = c.inset_left, gap = spacing;
            if (end < count) {
                if (end - first == 1) {
                    x = c.inset_left + (available - itemsWidth) / 2;
                    gap = 0;
                } else {
                    gap = (available - itemsWidth) / static_cast<double>(end - first - 1);
                }
            }
            for (int64_t item = first; item < end; ++item) {
                const double width = items.width(item), height = items.height(item);
                frames = put(frames, x, lineStart + (lineHeight - height) / 2, width, height);
                x += width + gap;
            }
            lineEnd = lineStart + lineHeight;
            lineStart = lineEnd + c.minimum_line_spacing;
            first = end;
        }
        cursor = lineEnd + c.inset_bottom;
    }
    return cursor;
}
