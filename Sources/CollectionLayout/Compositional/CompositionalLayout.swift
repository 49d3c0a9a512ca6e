/// UIKit's `UICollectionViewCompositionalLayout`: items make
/// groups, groups nest, a section repeats its group until its items are
/// placed, and sections stack along the scroll axis, each possibly scrolling
/// across it (orthogonal sections).
///
/// The description (`sectionProvider`, `configuration`) says how; the data
/// (`sections`) says how many items each section has and, for items whose
/// size is estimated, what self-sizing measured.
///
/// Prepare solves each section's group once into a template and places the
/// repetitions arithmetically (a group with estimated content is solved per
/// repetition); frames are stored and indexed as for every other layout.
/// Pinned boundary items move at query time, and each orthogonal section's
/// content is indexed on its own, so setting its scroll offset
/// (`PreparedLayout.setOrthogonalScrollOffset`) needs no new prepare.
public struct CompositionalLayout: CollectionLayout {
    /// Where the section descriptions come from (UIKit's two initialisers).
    public enum SectionProvider: Sendable {
        /// Every section has this description (`init(section:)`).
        case single(CollectionLayoutSection)
        /// Section `i` is described by the closure's answer for `i` and the
        /// environment (`init(sectionProvider:)`). It must be a pure function.
        case provider(@Sendable (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection)
    }

    /// One section's data: its items' measured sizes.
    ///
    /// On an estimated axis an item takes the length its entry gives, or its
    /// estimate while that length is 0 (not measured yet: a size of zero is
    /// how data says "unmeasured"); on every other axis the entry is ignored.
    /// `.uniform(count: n, size: .zero)` is a section of `n` unmeasured items.
    public struct Section: LayoutSection {
        /// The items' measured sizes (zero: not measured).
        public var items: ItemSizes { didSet { itemCount = items.count } }

        /// `items.count`, kept beside the sizes: a batch update reads every
        /// section's count (`CompositionalLayout.itemCounts(of:)`), and a
        /// list's count lives in its array's heap header, one cache miss per
        /// section, where this one is read in order with the sections.
        private(set) var itemCount: Int

        /// A section of `items`.
        public init(items: ItemSizes) {
            self.items = items
            self.itemCount = items.count
        }

        /// A section of `count` unmeasured items.
        public init(count: Int) { self.init(items: .uniform(count: count, size: .zero)) }
    }

    /// Layout-wide values.
    public var configuration: CompositionalLayoutConfiguration
    /// The section descriptions.
    public var sectionProvider: SectionProvider
    /// The data: one entry per section.
    public var sections: [Section]
    /// Whether a section's badges, one per cell, are held without frames
    /// when their cells' frames imply them bit for bit (`ImpliedTrails`),
    /// or stored like every other element (the default): the same
    /// elements, frames and query results either way, which the tests
    /// compare. A choice of memory against query time: on the 10^6-item
    /// App Store page, implied trails keep 58.4 bytes per item instead of
    /// 78.2 and prepare in 19% fewer instructions, but each rect query
    /// runs about twice the instructions (every candidate of the widened
    /// rect tested again, each trail element computed;
    /// `results/appstore-memory-5/`), which loses the page's lead over an
    /// R-tree along a scroll. The spec's `"impliedTrailFrames": true`.
    public var impliesTrailFrames = false

    /// A layout whose sections all follow `section`.
    public init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration = .init(), sections: [Section]) {
        self.sectionProvider = .single(section)
        self.configuration = configuration
        self.sections = sections
    }

    /// A layout whose section `i` follows `sectionProvider(i, environment)`.
    public init(
        configuration: CompositionalLayoutConfiguration = .init(), sections: [Section],
        sectionProvider: @escaping @Sendable (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection
    ) {
        self.sectionProvider = .provider(sectionProvider)
        self.configuration = configuration
        self.sections = sections
    }

    /// The environment a section provider is called with for a collection view of `boundsSize`.
    /// - Complexity: O(1)
    public func environment(boundsSize: Size) -> CollectionLayoutEnvironment {
        CollectionLayoutEnvironment(container: .init(contentSize: boundsSize))
    }

    /// The description of section `index`.
    /// - Complexity: O(1), plus the provider's cost.
    public func sectionDescription(at index: Int, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection {
        switch sectionProvider {
        case .single(let section): section
        case .provider(let provider): provider(index, environment)
        }
    }

    /// The strip directory: sections of different shapes overlap along the
    /// scroll axis only by a short band, and what spans a section (its
    /// background, a pinned header's envelope) goes to its long side (see
    /// `StripDirectoryIndex`).
    public var preferredIndexStrategy: IndexStrategy { .stripDirectory }

    /// Only a new size moves anything: pinned items and orthogonal offsets
    /// are resolved at query time.
    /// - Complexity: O(1)
    public func shouldInvalidate(forBoundsChange newBounds: Rect, from oldBounds: Rect) -> Bool {
        newBounds.size != oldBounds.size
    }
}
