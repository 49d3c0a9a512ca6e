/// The templates one `SectionPlacement` has used, held by their serial
/// number in the prepare's `GroupTemplateCache`: a section of a description
/// seen before finds its group's template without comparing groups.
///
/// A placement's group and content area are the same for every section it
/// lays out, so a template it was given answers every later lookup with a
/// limit it matches (the whole group's template: any limit from its item
/// count on; a cut one: its own limit) for as long as the cache keeps it.
/// What it returns is what `GroupTemplateCache.kept` would return, or a
/// template equal to it: every template matching a lookup is the solve of
/// the same group in the same area with the same items.
///
/// Why: the cache's lookup compares the group by value (its arrays, sizes
/// and spacings) and copies it to pass it, per section; on the App Store
/// page that and the copies were about 5% of a prepare.
///
/// - Precondition: used with one `GroupTemplateCache` only (a prepare's
///   placements share its scratch, a section's layout makes both afresh).
struct TemplateMemo {
    /// The whole group's template: its serial number and item count.
    private var whole: (serial: Int, itemCount: Int)?
    /// Cut templates (a section's last, short repetition): serial number by limit.
    private var cut: [(limit: Int, serial: Int)] = []

    /// The most cut templates remembered; the oldest is forgotten first.
    static let cutCapacity = 4

    /// The index in `cache.entries` of a remembered template for `limit`
    /// items, or `nil`.
    /// - Complexity: O(cutCapacity)
    func index(limit: Int, in cache: GroupTemplateCache) -> Int? {
        if let whole, limit >= whole.itemCount, let index = cache.index(ofSerial: whole.serial) { return index }
        for entry in cut where entry.limit == limit {
            return cache.index(ofSerial: entry.serial)
        }
        return nil
    }

    /// Remembers the template at `index` in `cache.entries`, found for `limit` items.
    /// - Complexity: O(cutCapacity)
    mutating func remember(index: Int, limit: Int, in cache: GroupTemplateCache) {
        let serial = cache.serial(ofEntryAt: index)
        let shape = cache.shape(ofEntryAt: index)
        if shape.isWhole {
            whole = (serial, shape.itemCount)
            return
        }
        if let known = cut.firstIndex(where: { $0.limit == limit }) {
            cut[known].serial = serial
            return
        }
        if cut.count == Self.cutCapacity { cut.removeFirst() }
        cut.append((limit, serial))
    }
}
