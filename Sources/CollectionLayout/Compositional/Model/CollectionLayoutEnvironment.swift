/// What a section provider or a custom group is told about where it is laid
/// out (UIKit's `NSCollectionLayoutEnvironment` and its `container`).
public struct CollectionLayoutEnvironment: Hashable, Sendable {
    /// The container's size and insets (UIKit's `NSCollectionLayoutContainer`).
    public struct Container: Hashable, Sendable {
        /// The container's full size.
        public var contentSize: Size
        /// Insets of the area content is laid out in.
        public var contentInsets: DirectionalEdgeInsets

        /// Creates a container.
        public init(contentSize: Size, contentInsets: DirectionalEdgeInsets = .zero) {
            self.contentSize = contentSize
            self.contentInsets = contentInsets
        }

        /// The size minus the insets (UIKit's `effectiveContentSize`).
        /// - Complexity: O(1)
        public var effectiveContentSize: Size {
            Size(
                width: contentSize.width - contentInsets.leading - contentInsets.trailing,
                height: contentSize.height - contentInsets.top - contentInsets.bottom
            )
        }
    }

    /// The container: the collection view for a section provider, the
    /// group's own size for a custom group.
    public var container: Container

    /// Creates an environment.
    public init(container: Container) {
        self.container = container
    }
}
