@testable import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads
import Testing

/// `OneItemGroupMemo`: a section of one-item groups with estimated content,
/// laid out with the memo, gives bit for bit the frames, keys and end it gives
/// with every repetition solved, over seeded random one-item groups (every
/// arrangement that qualifies, badges, insets, edge spacing, estimated and
/// uniform dimensions; sections that scroll with the page, across it, and
/// across it with the first group centred) and data whose measured sizes repeat.
@Suite("Compositional: one-item groups solved once per measured size")
struct CompositionalOneItemMemoTests {
    /// A section's layout out of a builder: every slot's frame and key, and where it ends.
    struct Output: Equatable {
        var frames: [Rect]
        var keys: [ElementKey]
        var end: Double
    }

    /// Lays `sections` sections of `description` over `items` out from 20
    /// along `axis`, one placement for all of them (as a prepare keeps one
    /// per description: later sections find rows in the memo from their
    /// first), with the memo (`memo`) or with every repetition solved; also
    /// returns the memo afterwards.
    static func layOut(
        _ description: CollectionLayoutSection, items: ItemSizes, axis: Axis, bounds: Size, memo: Bool, sections: Int = 2
    ) -> (Result<Output, LayoutError>, OneItemGroupMemo?) {
        var builder = PreparedLayoutBuilder(scrollAxis: axis, boundsSize: bounds, strategy: .linear, laneCount: CompositionalLane.allCases.count)
        var scratch = SectionPlacement.Scratch()
        var placement = SectionPlacement(description: description, items: items, axis: axis, bounds: bounds)
        if !memo { placement.oneItemSolutions = nil }
        do throws(LayoutError) {
            var end = 20.0
            for _ in 0..<sections {
                builder.beginSection(itemCount: items.count)
                end = try placement.layOut(startingAt: end, scratch: &scratch, into: &builder)
            }
            let prepared = try builder.build(contentSize: Size(main: end, cross: bounds[axis.cross], mainAxis: axis))
            let output = Output(frames: prepared.frames, keys: prepared.frames.indices.map { prepared.key(ofSlot: $0) }, end: end)
            return (.success(output), placement.oneItemSolutions)
        } catch {
            return (.failure(error), placement.oneItemSolutions)
        }
    }

    /// A random one-item group whose repetitions are solved one by one.
    static func oneItemGroup(_ generator: inout SeededGenerator) -> CollectionLayoutGroup {
        let axis = generator.pick(Axis.allCases)
        func fixed(_ generator: inout SeededGenerator) -> CollectionLayoutDimension {
            generator.pick([.fractionalWidth(generator.pick([0.4, 0.6, 1])), .fractionalHeight(0.1), .absolute(generator.length(in: 20...150))])
        }
        func acrossDimension(_ generator: inout SeededGenerator, estimated: Bool) -> CollectionLayoutDimension {
            guard estimated else { return fixed(&generator) }
            return generator.chance(0.8) ? .estimated(generator.length(in: 20...90)) : .uniformAcrossSiblings(estimate: generator.length(in: 20...90))
        }
        let estimatedItem = generator.chance(0.8)
        let along = fixed(&generator), across = acrossDimension(&generator, estimated: estimatedItem)
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: .init(widthDimension: .absolute(12), heightDimension: .fractionalHeight(0.3)), elementKind: ElementKind("badge"),
            containerAnchor: CollectionLayoutAnchor(edges: generator.pick([.top, [.bottom, .trailing], .leading]))
        )
        let item = CollectionLayoutItem(
            layoutSize: axis == .horizontal ? .init(widthDimension: along, heightDimension: across) : .init(widthDimension: across, heightDimension: along),
            contentInsets: generator.chance(0.3) ? .init(top: 2, leading: 3, bottom: 4, trailing: 1) : .zero,
            edgeSpacing: generator.chance(0.3) ? .init(leading: .flexible(2), top: .fixed(3), trailing: .fixed(1), bottom: .flexible(0)) : nil,
            supplementaryItems: generator.chance(0.4) ? [badge] : []
        )
        let groupAcross: CollectionLayoutDimension = estimatedItem ? (generator.chance(0.5) ? .estimated(60) : .absolute(generator.length(in: 40...200))) : .estimated(60)
        let groupAlong: CollectionLayoutDimension = generator.pick([.fractionalWidth(1), .fractionalHeight(0.2), .absolute(generator.length(in: 150...400))])
        let size = axis == .horizontal ? CollectionLayoutSize(widthDimension: groupAlong, heightDimension: groupAcross) : CollectionLayoutSize(widthDimension: groupAcross, heightDimension: groupAlong)
        let arrangement: CollectionLayoutGroup.Arrangement = switch generator.int(in: 0...2) {
        case 0: .subitems([.item(item)], axis: axis)
        case 1: .equalSubitems(.item(item), count: 1, axis: axis)
        default: .repeatingSubitem(.item(item), count: 1, axis: axis)
        }
        return CollectionLayoutGroup(
            layoutSize: size, arrangement: arrangement, interItemSpacing: generator.chance(0.3) ? .fixed(4) : nil,
            contentInsets: generator.chance(0.3) ? .init(top: 1, leading: 2, bottom: 3, trailing: 4) : .zero,
            supplementaryItems: generator.chance(0.3) ? [badge] : []
        )
    }

    @Test("Memoised and solved one by one agree bit for bit", arguments: 0..<4)
    func agreesWithSolving(batch: Int) {
        var generator = SeededGenerator(seed: 0x0E17E_0000 + UInt64(batch))
        var states: [OneItemGroupMemo.State?] = []
        var compared = 0, kept = 0
        for _ in 0..<60 {
            let axis = generator.pick(Axis.allCases)
            let bounds = Size(width: generator.length(in: 250...500), height: generator.length(in: 400...900))
            let group = Self.oneItemGroup(&generator)
            let description = CollectionLayoutSection(
                group: group, contentInsets: .init(top: 4, leading: 8, bottom: 4, trailing: 8), interGroupSpacing: generator.pick([0, 1, 6]),
                orthogonalScrollingBehavior: generator.chance(0.3) ? generator.pick([.continuous, .groupPagingCentered]) : .none
            )
            let pool = (0..<generator.int(in: 1...6)).map { _ in
                generator.chance(0.2) ? Size.zero : Size(width: generator.length(in: 10...120), height: generator.length(in: 10...120))
            }
            let count = generator.int(in: 1...(OneItemGroupMemo.warmUpSolves * 3))
            let items = ItemSizes.list((0..<count).map { _ in generator.pick(pool) })
            let (memoised, memo) = Self.layOut(description, items: items, axis: axis, bounds: bounds, memo: true)
            let (solved, _) = Self.layOut(description, items: items, axis: axis, bounds: bounds, memo: false)
            states.append(memo?.state)
            kept += memo?.keptCount ?? 0
            switch (memoised, solved) {
            case (.success(let a), .success(let b)):
                compared += 1
                #expect(a == b, "batch \(batch): a memoised section differs from the solved one (group \(group))")
            case (.failure(let a), .failure(let b)):
                #expect(a.description == b.description, "batch \(batch): different errors")
            default:
                Issue.record("batch \(batch): one layout failed, the other did not: \(memoised) vs \(solved)")
            }
        }
        #expect(compared >= 40, "batch \(batch): only \(compared) sections laid out")
        #expect(states.filter { $0 == .on }.count >= 20, "batch \(batch): the memo was on in \(states.filter { $0 == .on }.count) sections")
        #expect(kept >= 20, "batch \(batch): \(kept) solutions kept in all")
    }

    @Test("Which groups qualify: one item child, its length along the group's axis not estimated")
    func qualifying() {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = CollectionLayoutItem(layoutSize: row)
        #expect(OneItemGroupMemo(group: .horizontal(layoutSize: row, subitems: [.item(item)]))?.state == .unknown)
        #expect(OneItemGroupMemo(group: .horizontal(layoutSize: row, subitem: .item(item), count: 1))?.state == .on)
        #expect(OneItemGroupMemo(group: .horizontal(layoutSize: row, subitem: .item(item), count: 2)) == nil)
        #expect(OneItemGroupMemo(group: .horizontal(layoutSize: row, subitems: [.item(item), .item(item)])) == nil)
        // Along its vertical group, the row's height is estimated: how many fit depends on the sizes.
        #expect(OneItemGroupMemo(group: .vertical(layoutSize: row, subitems: [.item(item)])) == nil)
        let nested = CollectionLayoutGroup.horizontal(layoutSize: row, subitems: [.item(item)])
        #expect(OneItemGroupMemo(group: .horizontal(layoutSize: row, subitems: [.group(nested)])) == nil)
    }

    @Test("Whole-point sizes spread over the slots: a list's measured heights do not evict each other")
    func spread() throws {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(88))
        let memo = try #require(OneItemGroupMemo(group: .horizontal(layoutSize: row, subitems: [.item(CollectionLayoutItem(layoutSize: row))])))
        let heights = [0.0] + (56...220).map(Double.init)
        let slots = Set(heights.map { memo.lookUp(Size(width: 0, height: $0)).slot })
        // 166 keys thrown into 256 slots at random would fill about 122.
        #expect(slots.count >= 110, "166 heights share \(slots.count) slots")
    }

    @Test("A listed item that fits twice turns the memo off; the App Store page's rows turn it on and, after the warm-up, keep one solution per height")
    func settles() {
        let row = CollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .estimated(44))
        let pair = CollectionLayoutSection(group: .horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(250), heightDimension: .estimated(44)), subitems: [.item(CollectionLayoutItem(layoutSize: row))]))
        let bounds = Size(width: 390, height: 844)
        let sizes = ItemSizes.list((0..<9).map { Size(width: 0, height: Double(40 + $0 % 3)) })
        #expect(Self.layOut(pair, items: sizes, axis: .vertical, bounds: bounds, memo: true).1?.state == .off)
        let list = AppStorePage.sectionDescription(.list)
        let short = Self.layOut(list, items: sizes, axis: .vertical, bounds: bounds, memo: true, sections: 1).1
        #expect(short?.state == .on && short?.keptCount == 0, "a short section keeps nothing (warm-up)")
        let rows = ItemSizes.list((0..<(OneItemGroupMemo.warmUpSolves + 100)).map { Size(width: 0, height: Double(40 + $0 % 3)) })
        let long = Self.layOut(list, items: rows, axis: .vertical, bounds: bounds, memo: true, sections: 1).1
        // The warm-up solves every row; after it, each of the 3 heights is solved once and kept, the other rows reuse them.
        #expect(long?.keptCount == 3 && long?.solves == OneItemGroupMemo.warmUpSolves + 3)
    }
}
