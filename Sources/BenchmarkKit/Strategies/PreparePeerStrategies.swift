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

    /// The layouts `peer-cpp-loop-uniform` computes: the flow grid only.
    static let uniformLinesPeerLayouts = BenchmarkOperation.LayoutRequirement(lacks: "no C++ loop repeats its uniform lines (flow only)") {
        $0 == .flow
    }

    /// `peer-cpp-loop-uniform`: `peer-cpp-loop` (new storage each prepare;
    /// in `prepare-reused`, one buffer allocated beforehand) reading a flow's
    /// sizes as our flow does: a section of one size has its first line
    /// measured once and repeated, where `peer-cpp-loop` measures every line
    /// from its items' sizes. The like-for-like C++ figure for a uniform grid.
    public static let peerCppLoopUniform = BenchmarkStrategy(
        name: "peer-cpp-loop-uniform", kind: .preparePeer(make: makeUniformLinesPreparePeer, reusesStorage: false),
        layouts: uniformLinesPeerLayouts
    )

    /// The prepare peer of `layout` for the benchmark's bounds, or `nil` for a
    /// layout no peer models: the peer of `peer-cpp-loop` and
    /// `peer-cpp-loop-reused` (`CaseFixture` makes and checks each strategy's peer).
    /// - Complexity: O(listed item sizes)
    @Sendable static func makePreparePeer(_ layout: any CollectionLayout) -> (any PreparePeer)? {
        switch layout {
        case let flow as FlowLayout: FlowPreparePeer(layout: flow, boundsSize: CaseFixture.boundsSize)
        case let waterfall as WaterfallLayout: WaterfallPreparePeer(layout: waterfall, boundsSize: CaseFixture.boundsSize)
        default: nil
        }
    }

    /// `peer-cpp-loop-uniform`'s peer of `layout` (a flow that repeats its
    /// uniform lines), or `nil` for any other layout.
    /// - Complexity: O(listed item sizes)
    @Sendable static func makeUniformLinesPreparePeer(_ layout: any CollectionLayout) -> (any PreparePeer)? {
        guard let flow = layout as? FlowLayout else { return nil }
        return FlowPreparePeer(layout: flow, boundsSize: CaseFixture.boundsSize, repeatsUniformLines: true)
    }
}
