extension FlowLayout {
    /// Refuses what cannot be laid out: non-finite or negative sizes, non-finite
    /// spacings or insets, more elements than the engine holds.
    /// - Complexity: O(n) for sections that list their sizes, O(sections) otherwise.
    func validate(boundsSize: Size) throws(LayoutError) {
        try validateConfiguration(boundsSize: boundsSize)
        var elements = 0
        for index in sections.indices {
            try validateSection(at: index)
            elements += sections[index].items.count + 2
        }
        try LayoutValidation.checkElementCount(elements)
    }

    /// Refuses bad bounds and bad layout-wide values (every section depends on them).
    /// - Complexity: O(1)
    public func validateConfiguration(boundsSize: Size) throws(LayoutError) {
        try LayoutValidation.checkBounds(boundsSize)
        let c = configuration
        try LayoutValidation.checkSize(c.itemSize, path: [.configuration, .key("itemSize")])
        try LayoutValidation.checkSize(c.estimatedItemSize, path: [.configuration, .key("estimatedItemSize")])
        try LayoutValidation.checkFinite(c.minimumLineSpacing, path: [.configuration, .key("minimumLineSpacing")])
        try LayoutValidation.checkFinite(c.minimumInteritemSpacing, path: [.configuration, .key("minimumInteritemSpacing")])
        try LayoutValidation.checkSize(c.headerReferenceSize, path: [.configuration, .key("headerReferenceSize")])
        try LayoutValidation.checkSize(c.footerReferenceSize, path: [.configuration, .key("footerReferenceSize")])
        try LayoutValidation.checkInsets(c.sectionInset, path: [.configuration, .key("sectionInset")])
    }

    /// Refuses bad values of section `index` (its sizes and overrides).
    /// - Complexity: O(items) when the section lists its sizes, O(1) otherwise.
    func validateSection(at index: Int) throws(LayoutError) {
        let section = sections[index]
        var path: LayoutPath { [.section(index)] }
        try LayoutValidation.checkItems(section.items, section: index)
        // The paths are built only for the overrides a section has: a million
        // items in closed form are a thousand sections validated per prepare.
        if section.inset != nil { try LayoutValidation.checkInsets(section.inset, path: path + .key("inset")) }
        if section.headerReferenceSize != nil { try LayoutValidation.checkSize(section.headerReferenceSize, path: path + .key("headerReferenceSize")) }
        if section.footerReferenceSize != nil { try LayoutValidation.checkSize(section.footerReferenceSize, path: path + .key("footerReferenceSize")) }
        if let spacing = section.minimumLineSpacing { try LayoutValidation.checkFinite(spacing, path: path + .key("minimumLineSpacing")) }
        if let spacing = section.minimumInteritemSpacing { try LayoutValidation.checkFinite(spacing, path: path + .key("minimumInteritemSpacing")) }
    }
}
