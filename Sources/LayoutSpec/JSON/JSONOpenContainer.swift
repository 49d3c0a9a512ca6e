/// An array or object being read, on `JSONParser`'s explicit stack: where
/// its header goes on the tape (written when it closes, once its span is
/// known) and, for an array, whether its elements so far span equally many
/// entries (its stride, `JSONTapeEntry`).
struct JSONOpenContainer {
    /// `{` or `[`.
    let isObject: Bool
    /// The tape position of the header.
    let header: Int
    /// An array's entries per element so far: -1 before the first, 0 once two differ.
    private var stride = -1

    /// An open object or array whose header goes at tape position `header`.
    /// - Complexity: O(1)
    init(isObject: Bool, header: Int) {
        self.isObject = isObject
        self.header = header
    }

    /// Counts an array element of `extent` entries.
    /// - Complexity: O(1)
    mutating func addElement(extent: Int) {
        stride = stride == -1 || stride == extent ? extent : 0
    }

    /// The header of the closed container, `span` entries following it.
    /// - Complexity: O(1)
    func header(span: Int) -> UInt64 {
        if isObject { return JSONTapeEntry.container(.object, span: span) }
        return JSONTapeEntry.container(.array, span: span, stride: stride > 0 && stride <= JSONTapeEntry.maximumStride ? stride : 0)
    }
}
