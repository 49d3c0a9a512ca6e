import CollectionLayout

extension Workload {
    /// The workload's data as a compositional layout takes it: for `appStore`
    /// and `photoGrid` their own (`AppStorePage.sections`, with unmeasured list
    /// rows; `PhotoGridPage.sections`, counts only); for every other workload
    /// its item sizes, as measured sizes.
    /// - Precondition: `0 <= items <= maximumItemCount`.
    /// - Complexity: O(items)
    public func compositionalSections(items: Int, seed: UInt64) -> [CompositionalLayout.Section] {
        switch self {
        case .appStore: AppStorePage(items: items, seed: seed).sections
        case .photoGrid: PhotoGridPage(items: items, seed: seed).sections
        default: sections(items: items, seed: seed).map { CompositionalLayout.Section(items: $0) }
        }
    }

    /// The App Store page (`AppStorePage.layout`) over the workload's
    /// compositional sections: with `appStore`, the page it was generated
    /// for; with another workload, its sections in the page's four kinds.
    /// - Complexity: O(items)
    public func appStoreLayout(items: Int, seed: UInt64) -> CompositionalLayout {
        AppStorePage.layout(sections: compositionalSections(items: items, seed: seed))
    }

    /// The photo grid (`PhotoGridPage.layout`) over the workload's
    /// compositional sections: with `photoGrid`, its days; with another
    /// workload, its sections as days.
    /// - Complexity: O(items)
    public func photoGridLayout(items: Int, seed: UInt64) -> CompositionalLayout {
        PhotoGridPage.layout(sections: compositionalSections(items: items, seed: seed))
    }
}
