/// Why the collection-view driver refused a call: UIKit raises an exception
/// (or crashes) for these; the driver returns them as values, with UIKit's
/// wording where UIKit has one, and leaves its state unchanged.
public enum CollectionViewError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The layout refused its data or bounds.
    case layout(LayoutError)
    /// After a batch update, a section holds a number of items its old count
    /// and the update do not account for (UIKit's "invalid number of items").
    case invalidItemCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)
    /// After a batch update, the number of sections does not add up.
    case invalidSectionCount(after: Int, before: Int, inserted: Int, deleted: Int)
    /// A batch update names a section or index path that does not exist, or
    /// names one twice in conflicting ways.
    case invalidUpdate(String)
    /// An index path whose section exists but holds fewer items.
    case itemOutOfRange(IndexPath, itemCount: Int)
    /// A section that does not exist.
    case sectionOutOfRange(Int, sectionCount: Int)
    /// Bounds that are not finite or have a negative size.
    case invalidBounds(Rect)
    /// A point that is not finite.
    case invalidPoint(Point)
    /// A cell reported a preferred size that is not finite or is negative.
    case invalidPreferredSize(IndexPath, Size)
    /// A cell's preferred size came back to a size it already had in the
    /// same self-sizing run: the sizes cycle and would never settle.
    case selfSizingOscillates(IndexPath, sizes: [Size])
    /// Cells still changed size after the most passes allowed.
    case selfSizingDidNotConverge(passes: Int, pending: [IndexPath])
    /// `updateInteractiveMovementTargetPosition`, `end` or `cancel` without a movement.
    case noInteractiveMovement
    /// A call that needs no movement in progress while one is.
    case interactiveMovementInProgress(IndexPath)

    /// The message, one line.
    /// - Complexity: O(length of the message)
    public var description: String {
        switch self {
        case .layout(let error):
            return error.description
        case let .invalidItemCount(section, after, before, inserted, deleted, movedIn, movedOut):
            return "Invalid update: invalid number of items in section \(section). The number of items contained in an existing section after the update (\(after)) must be equal to the number of items contained in that section before the update (\(before)), plus or minus the number of items inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
        case let .invalidSectionCount(after, before, inserted, deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (\(after)) must be equal to the number of sections contained in the collection view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
        case .invalidUpdate(let message):
            return "Invalid update: " + message
        case let .itemOutOfRange(indexPath, count):
            return "index path \(indexPath) is out of range: section \(indexPath.section) has \(count) item\(count == 1 ? "" : "s")"
        case let .sectionOutOfRange(section, count):
            return "section \(section) is out of range: the collection view has \(count) section\(count == 1 ? "" : "s")"
        case .invalidBounds(let bounds):
            return "bounds \(bounds) must be finite with a width and height >= 0"
        case .invalidPoint(let point):
            return "point (\(point.x), \(point.y)) must be finite"
        case let .invalidPreferredSize(indexPath, size):
            return "the preferred size of item \(indexPath) must be finite and >= 0, got \(size.width) x \(size.height)"
        case let .selfSizingOscillates(indexPath, sizes):
            return "self-sizing does not converge: item \(indexPath) cycles through sizes \(sizes.map { "\($0.width) x \($0.height)" }.joined(separator: ", "))"
        case let .selfSizingDidNotConverge(passes, pending):
            let shown = pending.prefix(5).map(\.description).joined(separator: ", ")
            return "self-sizing did not settle after \(passes) passes: \(pending.count) item\(pending.count == 1 ? "" : "s") still change size (\(shown)\(pending.count > 5 ? ", ..." : ""))"
        case .noInteractiveMovement:
            return "no interactive movement is in progress"
        case .interactiveMovementInProgress(let indexPath):
            return "an interactive movement of item \(indexPath) is in progress"
        }
    }
}
