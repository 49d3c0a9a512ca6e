extension PreparedLayout {
    /// `appendAttributes` for a query whose candidates all keep their stored
    /// frames and are all results (no pinned element, no sticky card, no
    /// orthogonal section's content among them): the buffer's attributes are
    /// sized to its slots, then `writeAtStoredFrames` writes them.
    ///
    /// Apart from `appendAttributes`, whose other cases keep every query
    /// rect and list pointer in its frame, so that this one costs the
    /// query a dozen instructions besides the writing: the slots are only
    /// read (no uniqueness test), and only the attributes are written.
    /// - Complexity: O(k) for k candidates.
    func appendAttributesAtStoredFrames(buffer: inout QueryBuffer) {
        let count = buffer.slots.count
        let held = buffer.attributes.count
        if held < count {
            let blank = LayoutAttributes(category: .cell, kind: .cell, indexPath: IndexPath(item: 0, section: 0), frame: Rect(x: 0, y: 0, width: 0, height: 0))
            buffer.attributes.append(contentsOf: repeatElement(blank, count: count - held))
        } else if held > count {
            buffer.attributes.removeLast(held - count)
        }
        if buffer.mayHoldAdjustedAppearance {
            for position in buffer.attributes.indices { buffer.attributes[position].resetAppearance() }
            buffer.mayHoldAdjustedAppearance = false
        }
        guard count > 0 else { return }
        buffer.slots.withUnsafeBufferPointer { slots in
        buffer.attributes.withUnsafeMutableBufferPointer { attributes in
        kinds.entries.withUnsafeBufferPointer { entries in
        frames.withUnsafeBufferPointer { frames in
            Self.writeAtStoredFrames(
                slots: slots.baseAddress!, 0..<count, keys: keyTable, frames: frames.baseAddress!,
                entries: UnsafeMutablePointer(mutating: entries.baseAddress!), into: attributes.baseAddress!
            )
        }
        }
        }
        }
    }
}
