/// Checks shared by every layout's `prepare`, producing the contract's errors
/// (a path and the problem). Paths name the engine's model: `bounds`,
/// `configuration` then a key, `section(i)` then a key.
public enum LayoutValidation {
    /// The most elements one prepared layout may hold: slots and keys are 32-bit.
    public static let maximumElementCount = Int(Int32.max) - 1

    /// Fails unless the collection view's size is finite and not negative.
    public static func checkBounds(_ size: Size) throws(LayoutError) {
        if let error = ItemSizes.sizeError(size, path: [.bounds]) { throw error }
    }

    /// Fails unless `value` is finite.
    public static func checkFinite(_ value: Double, path: LayoutPath) throws(LayoutError) {
        guard value.isFinite else { throw LayoutError(path: path, message: "must be finite, got \(value)") }
    }

    /// Fails unless `value` is finite and not negative.
    public static func checkLength(_ value: Double, path: LayoutPath) throws(LayoutError) {
        guard value.isFinite, value >= 0 else { throw LayoutError(path: path, message: "must be finite and >= 0, got \(value)") }
    }

    /// Fails unless `size` is finite and not negative.
    public static func checkSize(_ size: Size?, path: LayoutPath) throws(LayoutError) {
        guard let size else { return }
        if let error = ItemSizes.sizeError(size, path: path) { throw error }
    }

    /// Fails unless every inset is finite (insets may be negative).
    public static func checkInsets(_ insets: EdgeInsets?, path: LayoutPath) throws(LayoutError) {
        guard let insets, !insets.isFinite else { return }
        throw LayoutError(path: path, message: "every inset must be finite")
    }

    /// Fails when a section's sizes are invalid, prefixing the section to the path.
    public static func checkItems(_ items: ItemSizes, section: Int) throws(LayoutError) {
        if let error = items.validationError() { throw error.prefixed(by: [.section(section)]) }
    }

    /// Fails when `elements` exceeds what one prepared layout can hold.
    public static func checkElementCount(_ elements: Int) throws(LayoutError) {
        guard elements <= maximumElementCount else {
            throw LayoutError(path: [.key("sections")], message: "\(elements) elements exceed the engine's limit of \(maximumElementCount)")
        }
    }
}
