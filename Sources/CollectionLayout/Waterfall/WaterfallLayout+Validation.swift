extension WaterfallLayout {
    /// Refuses what cannot be laid out: column counts below 1 or above
    /// `maximumColumnCount`, columns with negative width, items without a
    /// positive width (no aspect ratio), non-finite values.
    /// - Complexity: O(n) for sections that list their sizes, O(sections) otherwise.
    func validate(boundsSize: Size) throws(LayoutError) {
        try validate(boundsSize: boundsSize, readingSizes: true)
    }

    /// `validate(boundsSize:)`, or without reading the item sizes.
    /// - Complexity: O(n) when reading listed sizes, O(sections) otherwise.
    private func validate(boundsSize: Size, readingSizes: Bool) throws(LayoutError) {
        try validateConfiguration(boundsSize: boundsSize)
        var elements = 0
        for index in sections.indices {
            if readingSizes {
                try validateSection(at: index, boundsSize: boundsSize)
            } else {
                try validateSectionValues(at: index, boundsSize: boundsSize)
            }
            elements += sections[index].items.count + 2
        }
        try LayoutValidation.checkElementCount(elements)
    }

    /// Refuses bad bounds and bad layout-wide values (every section depends on them).
    /// - Complexity: O(1)
    public func validateConfiguration(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        let c = configuration
        try LayoutValidation.checkFinite(c.columnSpacing, path: [.configuration, .key("columnSpacing")])
        try LayoutValidation.checkFinite(c.interitemSpacing, path: [.configuration, .key("interitemSpacing")])
        try LayoutValidation.checkInsets(c.sectionInset, path: [.configuration, .key("sectionInset")])
        try LayoutValidation.checkLength(c.headerHeight, path: [.configuration, .key("headerHeight")])
        try LayoutValidation.checkLength(c.footerHeight, path: [.configuration, .key("footerHeight")])
        try Self.checkColumnCount(c.columnCount, path: [.configuration, .key("columnCount")])
    }

    /// Refuses bad values of section `index`: its sizes, its overrides, and
    /// columns that do not fit in the bounds.
    /// - Complexity: O(items) when the section lists its sizes, O(1) otherwise.
    func validateSection(at index: Int, boundsSize: Size) throws(LayoutError) {
        let items = sections[index].items
        // A section whose sizes all pass is read once, not by both checks.
        let sizesPass = Self.sizesPassBothChecks(items)
        if !sizesPass { try LayoutValidation.checkItems(items, section: index) }
        try validateSectionValues(at: index, boundsSize: boundsSize)
        if !sizesPass { try Self.checkAspectRatios(items, path: { [.section(index)] }) }
    }

    /// Refuses what `validate(boundsSize:)` refuses, reading no item size:
    /// what `prepare` checks before it lays anything out, leaving each
    /// section's sizes to `validateSectionSizes` right before the section is
    /// laid out (they are then read from the cache, not twice from memory).
    /// The error, when there is one, is `validate(boundsSize:)`'s: the one
    /// found first here may come after a size error in that order.
    /// - Complexity: O(sections)
    func validateAllButSizes(boundsSize: Size) throws(LayoutError) {
        do {
            try validate(boundsSize: boundsSize, readingSizes: false)
        } catch {
            try validate(boundsSize: boundsSize)
            throw error
        }
    }

    /// Refuses bad item sizes of section `index`, as `validateSection` does
    /// (its other values known to be valid).
    /// - Complexity: O(items) when the section lists its sizes, O(1) otherwise.
    func validateSectionSizes(at index: Int) throws(LayoutError) {
        let items = sections[index].items
        guard !Self.sizesPassBothChecks(items) else { return }
        try LayoutValidation.checkItems(items, section: index)
        try Self.checkAspectRatios(items, path: { [.section(index)] })
    }

    /// Refuses bad values of section `index` other than its item sizes: its
    /// overrides, and columns that do not fit in the bounds.
    /// - Complexity: O(1)
    private func validateSectionValues(at index: Int, boundsSize: Size) throws(LayoutError) {
        let section = sections[index]
        // The paths are built only for the overrides a section has (an array
        // each): a million photos are two thousand sections validated per prepare.
        var path: LayoutPath { [.section(index)] }
        if let count = section.columnCount { try Self.checkColumnCount(count, path: path + .key("columnCount")) }
        if section.inset != nil { try LayoutValidation.checkInsets(section.inset, path: path + .key("inset")) }
        if let value = section.columnSpacing { try LayoutValidation.checkFinite(value, path: path + .key("columnSpacing")) }
        if let value = section.interitemSpacing { try LayoutValidation.checkFinite(value, path: path + .key("interitemSpacing")) }
        if let value = section.headerHeight { try LayoutValidation.checkLength(value, path: path + .key("headerHeight")) }
        if let value = section.footerHeight { try LayoutValidation.checkLength(value, path: path + .key("footerHeight")) }
        let resolved = ResolvedSection(section, configuration)
        let width = resolved.columnWidth(boundsWidth: boundsSize.width)
        guard width.isFinite, width >= 0 else {
            throw LayoutError(
                path: section.columnCount == nil ? [.configuration, .key("columnCount")] : path + .key("columnCount"),
                message: "\(resolved.columnCount) columns with spacing \(resolved.columnSpacing) do not fit in width \(boundsSize.width) (column width \(width))"
            )
        }
    }

    static func checkColumnCount(_ count: Int, path: LayoutPath) throws(LayoutError) {
        guard count >= 1, count <= maximumColumnCount else {
            throw LayoutError(path: path, message: "must be between 1 and \(maximumColumnCount), got \(count)")
        }
    }

    /// Whether `items` lists sizes that `LayoutValidation.checkItems` and
    /// `checkAspectRatios` both accept (each finite, not negative, of positive
    /// width), found in one pass; `false` for uniform sizes, which those
    /// checks take in O(1).
    /// - Complexity: O(items)
    static func sizesPassBothChecks(_ items: ItemSizes) -> Bool {
        guard case .list(let sizes) = items else { return false }
        return sizes.withUnsafeBufferPointer { ItemSizes.allFiniteAndNotNegative($0, positiveWidth: true) }
    }

    /// An item's height is `height * columnWidth / width`: a width of 0 has no aspect ratio.
    /// - Parameter path: the section's path, built only for an error.
    static func checkAspectRatios(_ items: ItemSizes, path: () -> LayoutPath) throws(LayoutError) {
        switch items {
        case .uniform(let count, let size):
            if count > 0, !(size.width > 0) {
                throw LayoutError(path: path() + .uniformItemSize, message: "width must be > 0 in a waterfall (items are sized by aspect ratio)")
            }
        case .list(let sizes):
            for (item, size) in sizes.enumerated() where !(size.width > 0) {
                throw LayoutError(path: path() + .item(item), message: "width must be > 0 in a waterfall (items are sized by aspect ratio)")
            }
        }
    }
}
