// Prepare peer for the flow layout: the loop an engineer would write in C++ to
// compute the frames of a vertical UICollectionViewFlowLayout (greedy lines,
// items centred in their line, justified lines but the last). The arithmetic
// is CollectionLayout's `FlowLineFiller` operation for operation, so that the
// frames compare equal to the last bit.
//
// Two entry points share the loop: `layout_peer_flow_frames` measures every
// line from its items' sizes, and `layout_peer_flow_frames_uniform` does the
// same for sections with listed sizes but, for a section of one size, measures
// its first line once and repeats it (the columns' x positions summed once into
// a table, each line's cells written from it), as `FlowLineFiller`'s
// `placeUniformLines` does and as one would write a uniform grid by hand.
#include "prepare_peers.h"

#include <cstddef>
#include <vector>

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

/// Writes `lines` full lines of a uniform section from `lineStart`, each cell
/// at the x positions of `columns`, and returns the frame after the last one
/// written; `lineEnd` is then where the last line ends, `lineStart` the next one's.
inline double *put_uniform_lines(double *frames, int64_t lines, const double *columns, int64_t columnCount, double width,
                                 double height, double lineHeight, double lineSpacing, double &lineStart, double &lineEnd) {
    for (int64_t line = 0; line < lines; ++line) {
        const double y = lineStart + (lineHeight - height) / 2;
        for (int64_t column = 0; column < columnCount; ++column) frames = put(frames, columns[column], y, width, height);
        lineEnd = lineStart + lineHeight;
        lineStart = lineEnd + lineSpacing;
    }
    return frames;
}

/// The loop of both entry points; `UniformLines` chooses how a uniform section's lines are made.
template <bool UniformLines>
inline __attribute__((always_inline)) double flow_frames(
    const layout_peer_flow_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames) {
    const layout_peer_flow_configuration &c = *configuration;
    const double available = c.bounds_width - c.inset_left - c.inset_right;
    const double spacing = c.minimum_interitem_spacing;
    double cursor = 0;
    std::vector<double> uniformColumns;
    for (int64_t index = 0; index < section_count; ++index) {
        const Sizes items{sections[index], sizes};
        const int64_t count = sections[index].count;
        if (c.header_height > 0) frames = put(frames, 0, cursor, c.bounds_width, c.header_height);
        double lineStart = cursor + c.header_height + c.inset_top;
        double lineEnd = lineStart;
        int64_t first = 0;
        if (UniformLines && sections[index].sizes_offset < 0 && count > 0) {
            // Measure the first line as below; every line but the last is the same.
            const double width = items.width(0), height = items.height(0);
            double lineLength = width, itemsWidth = width;
            int64_t columnCount = 1;
            for (; columnCount < count; ++columnCount) {
                const double candidate = lineLength + spacing + width;
                if (!(candidate <= available)) break;
                lineLength = candidate;
                itemsWidth += width;
            }
            const int64_t repeated = (count - 1) / columnCount;
            if (repeated > 0) {
                double x = c.inset_left, gap;
                if (columnCount == 1) {
                    x = c.inset_left + (available - itemsWidth) / 2;
                    gap = 0;
                } else {
                    gap = (available - itemsWidth) / static_cast<double>(columnCount - 1);
                }
                uniformColumns.resize(static_cast<std::size_t>(columnCount));
                for (int64_t column = 0; column < columnCount; ++column) {
                    uniformColumns[static_cast<std::size_t>(column)] = x;
                    x += width + gap;
                }
                frames = put_uniform_lines(frames, repeated, uniformColumns.data(), columnCount, width, height, height, c.minimum_line_spacing, lineStart, lineEnd);
                first = repeated * columnCount;
            }
        }
        for (; first < count;) {
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

}  // namespace

extern "C" LAYOUT_PEER_HOT_LOOP double layout_peer_flow_frames(
    const layout_peer_flow_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames) {
    return flow_frames<false>(configuration, sections, section_count, sizes, frames);
}

extern "C" LAYOUT_PEER_HOT_LOOP double layout_peer_flow_frames_uniform(
    const layout_peer_flow_configuration *configuration, const layout_peer_section *sections, int64_t section_count,
    const double *sizes, double *frames) {
    return flow_frames<true>(configuration, sections, section_count, sizes, frames);
}
