import CollectionLayout
import LayoutTestSupport
import LayoutWorkloads

/// A data source whose items and sections carry identities, for random batch
/// updates: it draws an update and the data after it together, so the test
/// knows where every item went without asking the code under test.
///
/// The data after the update is built directly from UIKit's rules: old
/// sections that are neither deleted nor moved keep their order in the free
/// slots; within a section, the items that stay keep their order in the
/// positions not taken by inserts and moves in.
struct ItemIdentityModel {
    /// One item: its identity and the version of its content (a reload changes it).
    struct Item: Hashable {
        var id: Int
        var version = 0
    }

    /// One section: its identity and items.
    struct Section: Hashable {
        var id: Int
        var items: [Item]
    }

    var sections: [Section]
    var nextID = 0
    var generator: SeededGenerator

    init(seed: UInt64, sections count: Int) {
        generator = SeededGenerator(seed: seed)
        sections = []
        for _ in 0..<count { sections.append(makeSection()) }
    }

    mutating func makeSection() -> Section {
        let id = take()
        return Section(id: id, items: (0..<generator.int(in: 0...12)).map { _ in Item(id: take()) })
    }

    mutating func take() -> Int {
        nextID += 1
        return nextID
    }

    /// Draws a random valid update and applies it to the model.
    mutating func randomUpdate() -> BatchUpdate {
        var update = BatchUpdate()
        let old = sections
        // Section level: now and then a delete, a reload, a move, an insert.
        var deleted: Set<Int> = [], reloaded: Set<Int> = []
        for section in old.indices where generator.chance(0.08) { deleted.insert(section) }
        for section in old.indices where !deleted.contains(section) && generator.chance(0.06) { reloaded.insert(section) }
        let insertedCount = generator.chance(0.2) ? generator.int(in: 1...2) : 0
        let newCount = old.count - deleted.count + insertedCount
        var newSections = [Section?](repeating: nil, count: newCount)
        var freeSlots = Array(0..<newCount)
        for _ in 0..<insertedCount {
            let slot = freeSlots.remove(at: generator.int(in: 0...(freeSlots.count - 1)))
            newSections[slot] = makeSection()
            update.insertSections([slot])
        }
        let movable = old.indices.filter { !deleted.contains($0) && !reloaded.contains($0) }
        var movedFrom: Int?
        if let from = movable.randomElement(using: &generator), generator.chance(0.15), !freeSlots.isEmpty {
            let to = freeSlots.remove(at: generator.int(in: 0...(freeSlots.count - 1)))
            movedFrom = from
            newSections[to] = old[from]
            update.moveSection(from, toSection: to)
        }
        let remaining = old.indices.filter { !deleted.contains($0) && $0 != movedFrom }
        var newIndexOfOld: [Int: Int] = [:]
        for (oldIndex, slot) in zip(remaining, freeSlots) {
            newSections[slot] = reloaded.contains(oldIndex) ? Section(id: old[oldIndex].id, items: makeSection().items) : old[oldIndex]
            newIndexOfOld[oldIndex] = slot
        }
        if let movedFrom { newIndexOfOld[movedFrom] = update.movedSections[0].to }
        update.deleteSections(deleted.sorted())
        update.reloadSections(reloaded.sorted())
        var result = newSections.map { $0! }

        // Item level, in sections that survive whole.
        let stable = old.indices.filter { !deleted.contains($0) && !reloaded.contains($0) }
        let stableNew = stable.map { newIndexOfOld[$0]! }
        var staying: [Int: [Item]] = [:], arriving: [Int: [(Item, IndexPath?)]] = [:]
        for oldIndex in stable {
            let newIndex = newIndexOfOld[oldIndex]!
            for (item, value) in old[oldIndex].items.enumerated() {
                let path = IndexPath(item: item, section: oldIndex)
                switch generator.int(in: 0...19) {
                case 0, 1:
                    update.deleteItems(at: [path])
                case 2:
                    let target = stableNew.randomElement(using: &generator)!
                    arriving[target, default: []].append((value, path))
                case 3:
                    update.reloadItems(at: [path])
                    staying[newIndex, default: []].append(Item(id: value.id, version: value.version + 1))
                default:
                    staying[newIndex, default: []].append(value)
                }
            }
        }
        for newIndex in stableNew {
            var incoming = arriving[newIndex] ?? []
            for _ in 0..<(generator.chance(0.3) ? generator.int(in: 1...3) : 0) { incoming.append((Item(id: take()), nil)) }
            let stay = staying[newIndex] ?? []
            let count = stay.count + incoming.count
            var slots = Array(0..<count)
            var taken: [Int: (Item, IndexPath?)] = [:]
            for arrival in incoming {
                let slot = slots.remove(at: generator.int(in: 0...(slots.count - 1)))
                taken[slot] = arrival
            }
            var rest = stay.makeIterator()
            result[newIndex].items = (0..<count).map { slot in
                guard let (item, source) = taken[slot] else { return rest.next()! }
                let path = IndexPath(item: slot, section: newIndex)
                if let source { update.moveItem(at: source, to: path) } else { update.insertItems(at: [path]) }
                return item
            }
        }
        sections = result
        return update
    }

    /// Where each old item went, by identity: `nil` for deleted items and
    /// items of deleted or reloaded sections.
    static func expectedNewPaths(old: [Section], new: [Section], reloadedSections: Set<Int>) -> [IndexPath: IndexPath?] {
        var positions: [Int: IndexPath] = [:]
        for (section, value) in new.enumerated() {
            for (item, element) in value.items.enumerated() { positions[element.id] = IndexPath(item: item, section: section) }
        }
        var expected: [IndexPath: IndexPath?] = [:]
        for (section, value) in old.enumerated() {
            for (item, element) in value.items.enumerated() {
                expected[IndexPath(item: item, section: section)] = reloadedSections.contains(section) ? nil : positions[element.id]
            }
        }
        return expected
    }
}
