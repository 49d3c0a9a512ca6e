/// An interactive movement in progress (UIKit's
/// `beginInteractiveMovementForItem(at:)` until `end`/`cancelInteractiveMovement()`).
public struct InteractiveMovement: Hashable, Sendable {
    /// Where the item was when the movement began.
    public var originalIndexPath: IndexPath
    /// Where the item is now: the layout shows it there while the finger moves.
    public var targetIndexPath: IndexPath
    /// The finger's position in content coordinates: the moving cell's centre.
    public var position: Point
}
