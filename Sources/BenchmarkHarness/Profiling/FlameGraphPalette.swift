/// Frame colours that depend only on the frame's name, so that a function has
/// the same colour in every graph and every run: warm colours (reds, oranges,
/// yellows, as in Brendan Gregg's original flame graphs) for named functions,
/// greys for frames without a symbol (`[unknown]`, `[libc.so.6]`) and for the
/// root.
///
/// The hash is 64-bit FNV-1a (Fowler, Noll and Vo,
/// http://www.isthe.com/chongo/tech/comp/fnv/), not `Hasher`, which is seeded
/// randomly per process.
enum FlameGraphPalette {
    /// An `rgb(r,g,b)` colour for a frame named `name`.
    /// - Complexity: O(length of `name`)
    static func color(for name: String, isRoot: Bool = false) -> String {
        if isRoot { return "rgb(200,200,200)" }
        let hash = fnv1a(name)
        let first = Int(hash & 0xFFFF), second = Int((hash >> 16) & 0xFFFF), third = Int((hash >> 32) & 0xFFFF)
        if name.hasPrefix("[") {
            let grey = 170 + first % 50
            return "rgb(\(grey),\(grey),\(grey + 10))"
        }
        return "rgb(\(205 + first % 51),\(second % 231),\(third % 56))"
    }

    /// 64-bit FNV-1a of the UTF-8 bytes of `text`.
    /// - Complexity: O(length of `text`)
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        return hash
    }
}
