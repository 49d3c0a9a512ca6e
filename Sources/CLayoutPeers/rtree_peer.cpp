// Peer `peer-rtree`: Boost.Geometry's R-tree, as an engineer would use it off
// the shelf (https://www.boost.org/doc/libs/1_74_0/libs/geometry/doc/html/geometry/spatial_indexes.html).
#include "layout_peers.h"

#include "strict_overlap.hpp"

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <boost/iterator/function_output_iterator.hpp>

#include <new>
#include <utility>
#include <vector>

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace {

using Point = bg::model::point<double, 2, bg::cs::cartesian>;
using Box = bg::model::box<Point>;
using Value = std::pair<Box, int32_t>;
using Tree = bgi::rtree<Value, bgi::rstar<16>>;

Box makeBox(double x, double y, double width, double height) {
    return Box(Point(x, y), Point(x + width, y + height));
}

// Applies the strict test to every value Boost reports and writes the slots
// that pass, counting past the capacity so the caller learns the size it needs.
struct StrictSink {
    const Box *rect;
    int32_t *slots;
    int64_t capacity;
    int64_t *found;

    void operator()(const Value &value) const {
        const Box &frame = value.first;
        if (!layout_peers::overlapsStrictly(
                frame.min_corner().get<0>(), frame.min_corner().get<1>(), frame.max_corner().get<0>(), frame.max_corner().get<1>(),
                rect->min_corner().get<0>(), rect->min_corner().get<1>(), rect->max_corner().get<0>(), rect->max_corner().get<1>())) {
            return;
        }
        if (*found < capacity) slots[*found] = value.second;
        ++*found;
    }
};

}  // namespace

struct layout_peer_rtree {
    Tree tree;
};

extern "C" layout_peer_rtree *layout_peer_rtree_create(const double *frames, int64_t count) {
    try {
        std::vector<Value> values;
        values.reserve(static_cast<size_t>(count));
        for (int64_t slot = 0; slot < count; ++slot) {
            const double *frame = frames + 4 * slot;
            values.emplace_back(makeBox(frame[0], frame[1], frame[2], frame[3]), static_cast<int32_t>(slot));
        }
        // The range constructor bulk-loads with Boost's packing algorithm
        // (top-down STR-like partitioning), the best tree Boost builds.
        return new layout_peer_rtree{Tree(values.begin(), values.end())};
    } catch (const std::bad_alloc &) {
        return nullptr;
    }
}

extern "C" int64_t layout_peer_rtree_query(
    const layout_peer_rtree *tree, double x, double y, double width, double height, int32_t *slots, int64_t capacity) {
    const Box rect = makeBox(x, y, width, height);
    int64_t found = 0;
    // Boost's `intersects` counts shared boundaries (closed boxes), a superset
    // of our positive-area overlap: every node it prunes holds no candidate of
    // ours either, and the sink drops the values that only touch the rect or
    // have no area, so the result is exactly `Rect.intersects`.
    tree->tree.query(bgi::intersects(rect), boost::iterators::make_function_output_iterator(StrictSink{&rect, slots, capacity, &found}));
    return found;
}

extern "C" void layout_peer_rtree_free(layout_peer_rtree *tree) { delete tree; }
