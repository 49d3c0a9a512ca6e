/// A case in a result file that this build does not know: a layout,
/// workload, strategy, operation or position it has no definition of (an
/// operation removed or renamed since the file was written, a peer this
/// build lacks). Result files key cases by name, so such a case is kept by
/// name and field texts: `compare` lists it as only in its file, instead of
/// refusing the whole file as corrupt.
public struct UnknownCase: Error, Sendable, Equatable, CustomStringConvertible {
    /// The case's name, as the file gives it.
    public var name: String
    /// The case's fields as the file gives them (`layout`, `operation`...).
    public var fields: [String: String]
    /// The first field whose value this build does not know, e.g. `operation 'query-hot'`.
    public var unknownField: String

    /// Creates an unknown case.
    public init(name: String, fields: [String: String], unknownField: String) {
        self.name = name
        self.fields = fields
        self.unknownField = unknownField
    }

    /// The value of a filterable field, as text (`-` when the file has none), for `CaseFilter`.
    public func value(of field: CaseFilter.Field) -> String {
        field == .name ? name : fields[field.rawValue] ?? "-"
    }

    /// `case NAME: unknown FIELD`.
    public var description: String { "case \(name): unknown \(unknownField)" }
}
