/// The orthogonal sections' declarations (`OrthogonalSectionDeclaration`),
/// kept as what differs from strip to strip: a query never reads them, only
/// `PreparedLayout.orthogonalSection(_:)` (which rebuilds one) and a scroll
/// offset's check (its largest offset) do.
///
/// A page of carousels declares the same few shapes again and again: one
/// behaviour, window and inset, and groups evenly spaced (closed-form
/// `OrthogonalGroupEdges`) of one pitch and length. Such a shape is kept
/// once, as a *template*; each strip keeps a `Record`: its template, its
/// group count, its content length and its last group's end (the section
/// and slots are its `OrthogonalStrip`'s). A declaration whose groups are
/// listed is its own template, whole.
///
/// Why: a whole declaration is 168 bytes a strip, 4.2 bytes per item of a
/// 10^6-item App Store page, where carousels repeat a few shapes; a record
/// is 24.
///
/// - Complexity: a declaration is rebuilt in O(1) (O(groups) copied when
///   listed); memory 24 bytes per strip plus one declaration per template.
struct OrthogonalDeclarationTable: Sendable {
    /// What a strip's declaration keeps beyond its template.
    struct Record: Sendable {
        /// The position of its template in `templates`.
        var template: Int32
        /// Its number of groups (closed form only).
        var groupCount: Int32
        /// Its content length (closed form only).
        var contentLength: Double
        /// Its last group's end (closed form only).
        var lastEnd: Double
    }

    /// What closed-form declarations share, compared bit for bit (`-0.0`
    /// and `0.0` are different templates, so each reads back as declared).
    private struct TemplateKey: Hashable {
        var behavior: OrthogonalScrollingBehavior
        var viewportStart: UInt64
        var viewportLength: UInt64
        var leadingInset: UInt64
        var first: UInt64
        var pitch: UInt64
        var length: UInt64
    }

    /// The distinct shapes: a closed-form declaration with its per-strip
    /// fields unused, or a listed one whole (but its section and slots).
    private(set) var templates: [OrthogonalSectionDeclaration] = []
    /// Each strip's record, in the order of `OrthogonalSections.strips`.
    private(set) var records: [Record] = []

    /// No declaration.
    init() {}

    /// The templates compared one by one before any is hashed: a page
    /// declares a handful of shapes, and comparing a few keys is cheaper
    /// than hashing one.
    private static let listedTemplateKeys = 16

    /// The table of `declarations`, in their order.
    /// - Complexity: O(S × listedTemplateKeys) (a comparison with each of
    ///   the first templates, then a hash when there are more).
    init(_ declarations: [OrthogonalSectionDeclaration]) {
        records.reserveCapacity(declarations.count)
        var firstKeys: [(key: TemplateKey, template: Int32)] = []
        var later: [TemplateKey: Int32] = [:]
        for declaration in declarations {
            guard case .arithmetic(let first, let pitch, let length, let lastEnd) = declaration.groupEdges.storage else {
                records.append(Record(template: Int32(templates.count), groupCount: 0, contentLength: 0, lastEnd: 0))
                templates.append(declaration)
                continue
            }
            let key = TemplateKey(
                behavior: declaration.behavior, viewportStart: declaration.viewportStart.bitPattern,
                viewportLength: declaration.viewportLength.bitPattern, leadingInset: declaration.leadingInset.bitPattern,
                first: first.bitPattern, pitch: pitch.bitPattern, length: length.bitPattern
            )
            let template: Int32
            if let found = firstKeys.first(where: { $0.key == key }) {
                template = found.template
            } else if firstKeys.count == Self.listedTemplateKeys, let found = later[key] {
                template = found
            } else {
                template = Int32(templates.count)
                templates.append(declaration)
                if firstKeys.count < Self.listedTemplateKeys { firstKeys.append((key, template)) } else { later[key] = template }
            }
            records.append(
                Record(
                    template: template, groupCount: Int32(truncatingIfNeeded: declaration.groupEdges.count),
                    contentLength: declaration.contentLength, lastEnd: lastEnd
                )
            )
        }
        templates = ElementKeyRecorder.trimmed(templates)
    }

    /// The declaration of strip `position`, of section `section` over `slots`.
    /// - Complexity: O(1) in closed form, O(groups) listed (the arrays' copy on write, not here).
    func declaration(at position: Int, section: Int, slots: Range<Int>) -> OrthogonalSectionDeclaration {
        let record = records[position]
        var declaration = templates[Int(record.template)]
        declaration.section = section
        declaration.slots = slots
        guard case .arithmetic(let first, let pitch, let length, _) = declaration.groupEdges.storage else { return declaration }
        declaration.contentLength = record.contentLength
        declaration.groupEdges = OrthogonalGroupEdges(first: first, pitch: pitch, length: length, lastEnd: record.lastEnd, count: Int(record.groupCount))
        return declaration
    }

    /// The largest scroll offset of strip `position` (its declaration's `maximumOffset`).
    /// - Complexity: O(1)
    func maximumOffset(at position: Int) -> Double {
        let record = records[position], template = templates[Int(record.template)]
        let contentLength = if case .arithmetic = template.groupEdges.storage { record.contentLength } else { template.contentLength }
        return Swift.max(0, contentLength - template.viewportLength)
    }

    /// The bytes held on the heap: the records, the templates and their listed group edges.
    /// - Complexity: O(templates)
    var heapBytes: Int {
        records.count * MemoryLayout<Record>.stride + templates.count * MemoryLayout<OrthogonalSectionDeclaration>.stride
            + templates.reduce(0) { $0 + $1.groupEdges.heapBytes }
    }
}
