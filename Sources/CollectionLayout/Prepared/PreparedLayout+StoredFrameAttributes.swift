extension PreparedLayout {
    /// `appendAttributes` for a query whose candidates all keep their stored
    /// frames and are all results (no pinned element, no sticky card, no
    /// orthogonal section's content among them): the buffer's attributes are
    /// grown to its slots, then `writeAtStoredFrames` writes them. Attributes
    /// held beyond the slots are kept (reset like the others) for the
    /// closed-form cells to be written over, and dropped after them
    /// (`appendClosedFormCells`).
    ///
    /// Apart from `appendAttributes`, whose other cases keep every query
    /// rect and list pointer in its frame, so that this one costs the
    /// query a dozen instructions besides the writing: the slots are only
    /// read (no uniqueness test), and only the attributes are written.
    /// - Complexity: O(k) for k candidates.
    func appendAttributesAtStoredFrames(buffer: inout QueryBuffer) {
        let count = buffer.slots.count
        QueryBuffer.grow(&buffer.attributes, to: count)
        QueryBuffer.resetAppearance(of: &buffer.attributes, ifAdjusted: &buffer.mayHoldAdjustedAppearance)
        guard count > 0 else { return }
        buffer.slots.withUnsafeBufferPointer { slots in
        buffer.attributes.withUnsafeMutableBufferPointer { attributes in
        kinds.entries.withUnsafeBufferPointer { entries in
        frames.withUnsafeBufferPointer { frames in
            let slots = slots.baseAddress!, frames = frames.baseAddress!, results = attributes.baseAddress!
            let entries = UnsafeMutablePointer(mutating: entries.baseAddress!)
            Self.writeAtStoredFrames(slots: slots, 0..<count, keys: keyTable, frames: frames, entries: entries, into: results)
        }
        }
        }
        }
    }
}
