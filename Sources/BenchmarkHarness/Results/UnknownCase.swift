/// A case in a result file that this build does not know: one the suite's
/// case type refuses to decode (in the layout suite, a layout, workload,
/// strategy, operation or position it has no definition of: an operation
/// removed or renamed since the file was written, a peer this build lacks). Result files key cases by name, so such a case is kept by
/// name and field texts: `compare` lists it as only in its file, instead of
/// refusing the whole file as corrupt, and `merge` pools and writes its
/// samples (`record`) like any other case's.
public struct UnknownCase: Error, Sendable, Equatable, CustomStringConvertible {
    /// The case's name, as the file gives it.
    public var name: String
    /// The case's fields as the file gives them (`layout`, `operation`...).
    public var fields: [String: String]
    /// The first field whose value this build does not know, e.g. `operation 'query-hot'`.
    public var unknownField: String
    /// Everything the file holds for the case, with the case as plain data
    /// (set by `ResultSet`'s reader; `nil` in the error the case's
    /// decoder throws, which does not see the samples).
    public var record: MeasuredCase<CaseDescriptor>?

    /// Creates an unknown case.
    public init(name: String, fields: [String: String], unknownField: String, record: MeasuredCase<CaseDescriptor>? = nil) {
        self.name = name
        self.fields = fields
        self.unknownField = unknownField
        self.record = record
    }

    /// `case NAME: unknown FIELD`.
    public var description: String { "case \(name): unknown \(unknownField)" }
}
