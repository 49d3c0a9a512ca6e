extension CollectionViewSimulator {
    /// The item whose cell contains `point` (UIKit's `indexPathForItem(at:)`),
    /// the topmost where cells overlap; `nil` over empty space or headers. A
    /// point query through the offset tree and one section's index:
    /// O(log S + log(section) + k), not a scan.
    /// - Throws: `CollectionViewError.invalidPoint` for a point that is not finite.
    /// - Complexity: O(log S + log(section) + k) for the indexed strategies.
    public func indexPathForItem(at point: Point) throws(CollectionViewError) -> IndexPath? {
        var buffer = QueryBuffer()
        return try indexPathForItem(at: point, using: &buffer)
    }

    /// `indexPathForItem(at:)` with caller-owned scratch storage: no allocation once it has grown.
    /// - Throws: `CollectionViewError.invalidPoint` for a point that is not finite.
    /// - Complexity: O(log S + log(section) + k) for the indexed strategies.
    public func indexPathForItem(at point: Point, using buffer: inout QueryBuffer) throws(CollectionViewError) -> IndexPath? {
        guard point.x.isFinite, point.y.isFinite else { throw .invalidPoint(point) }
        return state.indexPathForItem(at: point, using: &buffer)
    }

    /// The index path the moving item would take if dropped at `point`
    /// (UIKit's `targetIndexPathForInteractivelyMovingItem(_:withPosition:)`):
    /// the item under the point, adjusted by `targetIndexPathForMove`; the
    /// current target over empty space, so the cell keeps following the finger
    /// without jumping. (Seed 004's gesture handler stops updating the position
    /// when the finger is over empty space, and its own capacity check blocks
    /// moves within a full section; here the position always follows and a
    /// policy belongs in `targetIndexPathForMove`.)
    /// - Throws: `.noInteractiveMovement`, `.invalidPoint`.
    /// - Complexity: that of `indexPathForItem(at:)`.
    public func targetIndexPathForMove(at point: Point) throws(CollectionViewError) -> IndexPath {
        guard let movement = interactiveMovement else { throw .noInteractiveMovement }
        guard let proposed = try indexPathForItem(at: point), proposed != movement.targetIndexPath else { return movement.targetIndexPath }
        return targetIndexPathForMove?(movement.originalIndexPath, movement.targetIndexPath, proposed) ?? proposed
    }

    /// Picks up the item at `indexPath`. Returns `false` when `canMoveItem` refuses.
    /// - Throws: `CollectionViewError` for an index path that does not exist or a
    ///   movement already in progress.
    /// - Complexity: O(log S)
    public mutating func beginInteractiveMovementForItem(at indexPath: IndexPath) throws(CollectionViewError) -> Bool {
        if let movement = interactiveMovement { throw .interactiveMovementInProgress(movement.targetIndexPath) }
        let attributes = try layoutAttributesForItem(at: indexPath)
        if let canMoveItem, !canMoveItem(indexPath) { return false }
        let frame = attributes.frame
        interactiveMovement = InteractiveMovement(
            originalIndexPath: indexPath, targetIndexPath: indexPath,
            position: Point(x: frame.minX + frame.width / 2, y: frame.minY + frame.height / 2)
        )
        return true
    }

    /// The finger moved to `point`: the moving cell follows it and, when the
    /// target index path changes, the item moves there in the data and the
    /// layout (one or two sections laid out again, as UIKit's live reordering).
    /// - Throws: `.noInteractiveMovement`, `.invalidPoint`, or an out-of-range
    ///   target from `targetIndexPathForMove`.
    /// - Complexity: the hit test, plus the sections concerned when the target changes.
    public mutating func updateInteractiveMovementTargetPosition(_ point: Point) throws(CollectionViewError) {
        guard var movement = interactiveMovement else { throw .noInteractiveMovement }
        let target = try targetIndexPathForMove(at: point)
        movement.position = point
        guard target != movement.targetIndexPath else {
            interactiveMovement = movement
            return
        }
        try moveItem(from: movement.targetIndexPath, to: target)
        movement.targetIndexPath = target
        interactiveMovement = movement
        statistics.interactiveMoves += 1
        try layoutVisibleElements()
    }

    /// Drops the item where it is: the move stays in the data and the layout.
    /// - Returns: the move, from the original index path to the final one (the
    ///   data source's `moveItemAt:to:`; equal paths when nothing moved).
    /// - Throws: `.noInteractiveMovement`.
    /// - Complexity: O(1): the move is already in the data and the layout.
    @discardableResult
    public mutating func endInteractiveMovement() throws(CollectionViewError) -> BatchUpdate.ItemMove {
        guard let movement = interactiveMovement else { throw .noInteractiveMovement }
        interactiveMovement = nil
        return BatchUpdate.ItemMove(from: movement.originalIndexPath, to: movement.targetIndexPath)
    }

    /// Puts the item back where it was before the movement began.
    /// - Throws: `.noInteractiveMovement`.
    /// - Complexity: the one or two sections concerned laid out again, and a layout pass.
    public mutating func cancelInteractiveMovement() throws(CollectionViewError) {
        guard let movement = interactiveMovement else { throw .noInteractiveMovement }
        if movement.targetIndexPath != movement.originalIndexPath {
            try moveItem(from: movement.targetIndexPath, to: movement.originalIndexPath)
        }
        interactiveMovement = nil
        try layoutVisibleElements()
    }

    /// The moving cell's attributes (UIKit's
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`): its
    /// target's attributes, centred on the finger, above every other element.
    /// `nil` when no movement is in progress.
    /// - Complexity: O(log S)
    public var interactivelyMovingItemAttributes: LayoutAttributes? {
        guard let movement = interactiveMovement,
              var attributes = state.attributesForItem(at: movement.targetIndexPath, visibleBounds: bounds)
        else { return nil }
        attributes.frame.origin = Point(x: movement.position.x - attributes.frame.width / 2, y: movement.position.y - attributes.frame.height / 2)
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    /// Moves one item in the data and the layout, as an invalidation naming both index paths.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) throws(CollectionViewError) {
        let before = state.contentSize[state.scrollAxis]
        do {
            try state.moveItem(from: source, to: destination)
        } catch {
            throw .layout(error)
        }
        var context = InvalidationContext()
        context.invalidatedItemIndexPaths = [source, destination]
        context.invalidatedSections = source.section == destination.section ? [source.section] : [source.section, destination.section]
        context.contentSizeAdjustment = state.contentSize[state.scrollAxis] - before
        lastInvalidation = context
    }
}
