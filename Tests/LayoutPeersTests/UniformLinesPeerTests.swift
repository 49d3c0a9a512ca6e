import CollectionLayout
import LayoutPeers
import LayoutWorkloads
import Testing

/// `peer-cpp-loop-uniform`'s peer (`FlowPreparePeer(repeatsUniformLines: true)`:
/// a uniform section's first line measured once and repeated) writes exactly
/// our flow's frames, and so exactly the every-line peer's: for every workload,
/// and for seeded random flows of mixed uniform and listed sections with
/// fractional sizes, spacings and insets, items as wide as the line, wider,
/// or exactly filling it.
@Suite("Flow prepare peer repeating uniform lines: the same frames as our flow")
struct UniformLinesPeerTests {
    /// A seeded SplitMix64, so that a failure names a layout that can be rebuilt.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// The differences between `peer`'s frames and height and `prepared`'s (at most five).
    func differences(_ peer: FlowPreparePeer, _ prepared: PreparedLayout) -> [String] {
        let (frames, height) = peer.frames()
        guard frames.count == prepared.frames.count else { return ["\(frames.count) frames, ours \(prepared.frames.count)"] }
        var found = zip(frames, prepared.frames).enumerated().filter { $0.element.0 != $0.element.1 }.prefix(5)
            .map { "slot \($0.offset): \($0.element.0) vs ours \($0.element.1)" }
        if height != prepared.contentSize.height { found.append("height \(height) vs ours \(prepared.contentSize.height)") }
        return found
    }

    @Test("Every workload as a flow", arguments: Workload.allCases)
    func workloads(workload: Workload) throws {
        for items in PreparePeerTests.sizes {
            let layout = workload.flowLayout(items: items, seed: 7)
            let prepared = try layout.prepare(boundsSize: Workload.phoneBounds, index: .linear)
            let peer = try #require(FlowPreparePeer(layout: layout, boundsSize: Workload.phoneBounds, repeatsUniformLines: true))
            #expect(peer.repeatsUniformLines)
            #expect(differences(peer, prepared).isEmpty, "\(workload) n=\(items): \(differences(peer, prepared))")
        }
    }

    /// A random size: fractional, sometimes exactly a third of `available`
    /// (lines filled to the last bit), sometimes wider than it (one item a line).
    func size(_ random: inout Generator, available: Double) -> Size {
        let width: Double
        switch Int.random(in: 0..<6, using: &random) {
        case 0: width = available / 3
        case 1: width = available + Double.random(in: 0...40, using: &random)
        case 2: width = available
        default: width = Double.random(in: 1...available / 1.5, using: &random)
        }
        return Size(width: width, height: Double.random(in: 0.5...200, using: &random))
    }

    @Test("Seeded random flows: uniform and listed sections, fractional everything")
    func randomFlows() throws {
        var repeatedSections = 0
        for seed in UInt64(0)..<200 {
            var random = Generator(state: seed &+ 14_000)
            var configuration = FlowLayout.Configuration()
            let bounds = Size(width: Double.random(in: 120...900, using: &random), height: 800)
            configuration.sectionInset = EdgeInsets(
                top: Double.random(in: 0...20, using: &random), left: Double.random(in: 0...30, using: &random),
                bottom: Double.random(in: 0...20, using: &random), right: Double.random(in: 0...30, using: &random))
            configuration.minimumLineSpacing = Double.random(in: 0...15, using: &random)
            configuration.minimumInteritemSpacing = Bool.random(using: &random) ? 0 : Double.random(in: 0...15, using: &random)
            if Bool.random(using: &random) { configuration.headerReferenceSize = Size(width: 0, height: Double.random(in: 1...50, using: &random)) }
            let available = bounds.width - configuration.sectionInset.left - configuration.sectionInset.right
            var uniformCounts: [Int: Int] = [:]
            let sections = (0..<Int.random(in: 1...5, using: &random)).map { index -> FlowLayout.Section in
                let count = Int.random(in: 0...300, using: &random)
                if Int.random(in: 0..<4, using: &random) == 0 {
                    return FlowLayout.Section(items: .list((0..<count).map { _ in size(&random, available: available) }))
                }
                uniformCounts[index] = count
                return FlowLayout.Section(items: .uniform(count: count, size: size(&random, available: available)))
            }
            let layout = FlowLayout(configuration: configuration, sections: sections)
            let prepared = try layout.prepare(boundsSize: bounds, index: .linear)
            let uniform = try #require(FlowPreparePeer(layout: layout, boundsSize: bounds, repeatsUniformLines: true))
            let everyLine = try #require(FlowPreparePeer(layout: layout, boundsSize: bounds))
            #expect(differences(uniform, prepared).isEmpty, "seed \(seed): \(differences(uniform, prepared))")
            #expect(uniform.frames().frames == everyLine.frames().frames, "seed \(seed): the two peers differ")
            // Sections whose lines were repeated: three or more lines.
            var slot = 0
            for (index, section) in sections.enumerated() {
                slot += configuration.headerReferenceSize.height > 0 ? 1 : 0
                let lines = Set(prepared.frames[slot..<slot + section.items.count].map(\.minY)).count
                if uniformCounts[index] != nil, lines >= 3 { repeatedSections += 1 }
                slot += section.items.count
            }
        }
        #expect(repeatedSections >= 200, "only \(repeatedSections) uniform sections of three or more lines")
    }
}
