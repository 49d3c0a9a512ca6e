import CollectionLayout
import LayoutPeers

extension BenchmarkStrategy {
    /// The layouts the prepare peers compute: the flow grid and the photos
    /// waterfall (`FlowPreparePeer`, `WaterfallPreparePeer`).
    static let preparePeerLayouts = BenchmarkOperation.LayoutRequirement(lacks: "no C++ loop computes its frames (flow and waterfall only)") {
        $0 == .flow || $0 == .waterfall
    }

    /// `peer-cpp-loop`: a C++ -O2 loop computing the same frames as our
    /// prepare, frames only (no keys, no index), into a new array each
    /// prepare, so its page faults are paid as ours are. Every prepare of a
    /// flow or waterfall is compared with it (`vs C++ loop`): the yardstick
    /// of issue 14's "at most 2x the C++ loop".
    public static let peerCppLoop = BenchmarkStrategy(
        name: "peer-cpp-loop", kind: .preparePeer(make: makePreparePeer, reusesStorage: false), referenceLabel: "C++ loop", layouts: preparePeerLayouts
    )

    /// `peer-cpp-loop-reused`: the same loop writing every prepare into one
    /// buffer allocated beforehand: what a second prepare costs when its
    /// storage is reused (UIKit's `invalidateLayout` then `prepare`), no page faults.
    public static let peerCppLoopReused = BenchmarkStrategy(
        name: "peer-cpp-loop-reused", kind: .preparePeer(make: makePreparePeer, reusesStorage: true), layouts: preparePeerLayouts
    )

    /// The prepare peer of `layout` for the benchmark's bounds, or `nil` for a
    /// layout no peer models. Every prepare-peer strategy makes its peer with
    /// this one function (`CaseFixture` makes and checks it once for all).
    /// - Complexity: O(listed item sizes)
    @Sendable static func makePreparePeer(_ layout: any CollectionLayout) -> (any PreparePeer)? {
        switch layout {
        case let flow as FlowLayout: FlowPreparePeer(layout: flow, boundsSize: CaseFixture.boundsSize)
        case let waterfall as WaterfallLayout: WaterfallPreparePeer(layout: waterfall, boundsSize: CaseFixture.boundsSize)
        default: nil
        }
    }
}
