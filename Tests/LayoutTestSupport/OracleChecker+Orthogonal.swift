import CollectionLayout

/// The oracle's checks of orthogonal sections: every strategy scrolled to
/// the same offsets declares the same sections, and places their content
/// where the documented rule puts it.
extension OracleChecker {
    /// Sets `offsets` (by section) on `prepared`.
    /// - Returns: one line per offset the layout refused.
    /// - Complexity: O(S)
    func scroll(_ prepared: inout PreparedLayout, to offsets: [Int: Double], strategy: IndexStrategy, label: String) -> [String] {
        var mismatches: [String] = []
        for (section, offset) in offsets.sorted(by: { $0.key < $1.key }) {
            do throws(LayoutError) {
                try prepared.setOrthogonalScrollOffset(offset, forSection: section)
            } catch {
                mismatches.append("\(label)\(strategy): setting offset \(offset) of section \(section) threw \(error)")
            }
        }
        return mismatches
    }

    /// Differences in the orthogonal sections: which sections, their slots,
    /// their largest offset and their current offset.
    /// - Complexity: O(S)
    func orthogonalMismatches(_ candidate: PreparedLayout, _ reference: PreparedLayout, strategy: IndexStrategy, label: String) -> [String] {
        guard candidate.orthogonalSectionIndices == reference.orthogonalSectionIndices else {
            return ["\(label)\(strategy): orthogonal sections \(candidate.orthogonalSectionIndices), .linear has \(reference.orthogonalSectionIndices)"]
        }
        var mismatches: [String] = []
        for section in reference.orthogonalSectionIndices {
            let found = candidate.orthogonalSection(section), expected = reference.orthogonalSection(section)
            if found?.slots != expected?.slots || found?.maximumOffset != expected?.maximumOffset || found?.groupStarts != expected?.groupStarts {
                mismatches.append("\(label)\(strategy): orthogonal section \(section) declares \(String(describing: found)), .linear \(String(describing: expected))")
            }
            if candidate.orthogonalScrollOffset(forSection: section) != reference.orthogonalScrollOffset(forSection: section) {
                mismatches.append("\(label)\(strategy): orthogonal section \(section) is at \(String(describing: candidate.orthogonalScrollOffset(forSection: section)))")
            }
        }
        return mismatches
    }

    /// Elements whose frame (`frame(ofSlot:visibleBounds:)`, the frame of
    /// every attribute) is not their real frame by the oracle's rule, at the
    /// default visible bounds: for orthogonal content, its stored frame moved
    /// by its section's offset.
    /// - Complexity: O(n)
    func realFrameMismatches(_ prepared: PreparedLayout, strategy: IndexStrategy, label: String) -> [String] {
        let visible = prepared.defaultVisibleBounds
        let real = PreparedLayoutOracle.realFrames(of: prepared, visibleBounds: visible)
        guard let slot = real.indices.first(where: { !Self.same(prepared.frame(ofSlot: $0, visibleBounds: visible), real[$0]) }) else { return [] }
        return ["\(label)\(strategy): slot \(slot) is placed at \(prepared.frame(ofSlot: slot, visibleBounds: visible)), its real frame is \(real[slot]) (stored \(slot < prepared.frames.count ? "\(prepared.frames[slot])" : "implied"))"]
    }
}
