@testable import CollectionLayout
import LayoutTestSupport

/// A compositional layout prepared twice, with its trails implied by their
/// cells' frames (the default) and with every frame stored
/// (`impliesTrailFrames = false`), and the comparisons the implied-trail
/// tests make between the two.
enum ImpliedTrailPair {
    /// `layout` prepared for `bounds` with `index`, both ways.
    static func prepare(_ layout: CompositionalLayout, bounds: Size, index: IndexStrategy = .stripDirectory) throws -> (implied: PreparedLayout, stored: PreparedLayout) {
        var stored = layout
        stored.impliesTrailFrames = false
        var implied = layout
        implied.impliesTrailFrames = true
        return (try implied.prepare(boundsSize: bounds, index: index), try stored.prepare(boundsSize: bounds, index: index))
    }

    /// An element as the comparisons see it: its identity, and its frame's
    /// bits (so that a zero's sign counts).
    struct Element: Hashable, CustomStringConvertible {
        var category: ElementCategory, kind: ElementKind, indexPath: IndexPath, zIndex: Int
        var frame: [UInt64]

        init(_ attributes: LayoutAttributes) {
            (category, kind, indexPath, zIndex) = (attributes.category, attributes.kind, attributes.indexPath, attributes.zIndex)
            frame = [attributes.frame.minX, attributes.frame.minY, attributes.frame.width, attributes.frame.height].map(\.bitPattern)
        }

        var description: String { "\(category.name) \(kind) \(indexPath) \(frame.map { Double(bitPattern: $0) })" }
    }

    /// The elements of `attributes`, in the contract's output order.
    static func elements(_ attributes: [LayoutAttributes]) -> [Element] {
        attributes.sorted(by: LayoutAttributes.outputOrder).map(Element.init)
    }

    /// How `implied` differs from `stored`: its elements (every one, and
    /// each one's lookup), and its lookups' agreement with its storage.
    static func mismatches(_ implied: PreparedLayout, _ stored: PreparedLayout) -> [String] {
        var mismatches = LookupChecker.mismatches(in: implied)
        let found = elements(implied.allElements()), expected = elements(stored.allElements())
        if found != expected {
            let first = zip(found, expected).first { $0.0 != $0.1 }
            mismatches.append("\(found.count) elements, \(expected.count) stored; first difference \(first.map { "\($0.0) vs \($0.1)" } ?? "-")")
        }
        for slot in implied.frames.count..<implied.elementCount {
            let attributes = implied.attributes(ofSlot: slot, visibleBounds: implied.defaultVisibleBounds)
            let other = stored.attributesForSupplementaryElement(ofKind: attributes.kind, at: attributes.indexPath)
            if other.map(Element.init) != Element(attributes) { mismatches.append("slot \(slot): \(Element(attributes)), stored \(String(describing: other))") }
        }
        return mismatches
    }

    /// The number of badges and price tags of `prepared` (the App Store page's trails).
    static func trailElementCount(_ prepared: PreparedLayout) -> Int {
        prepared.allElements().filter { $0.category == .supplementary && ($0.kind == ElementKind("badge") || $0.kind == ElementKind("price")) }.count
    }

    /// The sections of `stored` (every frame stored) whose badges (the
    /// random specs' `badge…` and `groupBadge…` kinds after the cells) are
    /// items 0, 1, 2... of one kind and zIndex, no more than the cells, some
    /// cell of zIndex 0, each on a cell with an area, and whose frames the first badge's distance from
    /// its cell, added to each cell's origin, gives bit for bit: the trails
    /// prepare must imply. By section, the number of their elements.
    static func trailsTheDeltaReproduces(_ stored: PreparedLayout) -> [Int32: Int] {
        var trails: [Int32: Int] = [:]
        let keys = stored.materializedKeys()
        for section in 0..<stored.numberOfSections {
            let cells = stored.sectionSlots[section], first = Int(cells.firstItemSlot), count = Int(cells.itemCount)
            guard count > 0, (first..<first + count).contains(where: { keys[$0].zIndex == 0 }) else { continue }
            let badges = (first + count..<keys.count).filter {
                keys[$0].section == Int32(section) && stored.kinds[keys[$0].kindCode].category == .supplementary
                    && stored.kinds[keys[$0].kindCode].kind.rawValue.contains("adge")
            }
            guard let head = badges.first, badges.count <= count else { continue }
            let cell = stored.frames[first], badge = stored.frames[head]
            let reproduced = badges.enumerated().allSatisfy { item, slot in
                let key = keys[slot], frame = stored.frames[slot], on = stored.frames[first + item]
                let expected = Rect(x: on.minX + (badge.minX - cell.minX), y: on.minY + (badge.minY - cell.minY), width: badge.width, height: badge.height)
                return key.item == Int32(item) && key.kindCode == keys[head].kindCode && key.zIndex == keys[head].zIndex
                    && expected.isIdentical(to: frame) && !on.isEmpty
            }
            if reproduced { trails[Int32(section)] = badges.count }
        }
        return trails
    }
}
