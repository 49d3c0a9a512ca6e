import CollectionLayout
import LayoutTestSupport
import Testing

/// One way to break a layout's input and the refusal expected: the path in
/// the model's terms (`LayoutPath.description`) and the message, whole or a
/// phrase of it. Each layout's validation tests list these.
struct ValidationCase<Layout: CollectionLayout>: CustomTestStringConvertible, Sendable {
    /// What is broken.
    var name: String
    /// The expected path, as `LayoutPath.description` reads it (`""`: none).
    var path: String
    /// The expected message, or a phrase of it when `wholeMessage` is false.
    var message: String
    /// Whether `message` is the whole message.
    var wholeMessage: Bool
    /// The bounds to prepare in, when not the suite's.
    var boundsSize: Size?
    /// Breaks the layout.
    var configure: @Sendable (inout Layout) -> Void

    var testDescription: String { name }

    /// A case whose refusal has exactly `message`.
    init(name: String, path: String, message: String, boundsSize: Size? = nil, configure: @escaping @Sendable (inout Layout) -> Void) {
        self.name = name
        self.path = path
        self.message = message
        self.wholeMessage = true
        self.boundsSize = boundsSize
        self.configure = configure
    }

    /// A case whose refusal's message contains `phrase`.
    init(name: String, path: String, phrase: String, boundsSize: Size? = nil, configure: @escaping @Sendable (inout Layout) -> Void) {
        self.init(name: name, path: path, message: phrase, boundsSize: boundsSize, configure: configure)
        self.wholeMessage = false
    }

    /// Breaks `layout` and checks that `prepare` in `boundsSize` (unless the
    /// case gives its own) refuses it with the expected path and message,
    /// `PATH: MESSAGE` when printed, and that every index strategy refuses it
    /// alike (`OracleChecker`).
    func checkRefusal(of layout: Layout, boundsSize suiteBounds: Size = Size(width: 300, height: 600)) {
        var layout = layout
        configure(&layout)
        let broken = layout
        let bounds = boundsSize ?? suiteBounds
        let error = #expect(throws: LayoutError.self) {
            _ = try broken.prepare(boundsSize: bounds, index: .auto)
        }
        guard let error else { return }
        #expect(error.path.description == path)
        #expect(wholeMessage ? error.message == message : error.message.contains(message), "message: \(error.message)")
        #expect(error.description == (path.isEmpty ? error.message : "\(path): \(error.message)"))
        let report = OracleChecker().check(boundsSize: bounds, queries: [], makeLayout: { broken })
        #expect(report.error == error)
        #expect(report.mismatches.isEmpty, "\(report.mismatches)")
    }
}
