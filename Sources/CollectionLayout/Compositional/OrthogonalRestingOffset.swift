/// Where a drag of an orthogonal section's content comes to rest: UIKit's
/// `targetContentOffset` for each `OrthogonalScrollingBehavior`, given the
/// offset the drag started at and the offset it would coast to.
///
/// Every result lies in `0...maximumOffset` (the content cannot rest past
/// its ends). With `p` the proposed and `s` the starting offset:
/// - `continuous`: `p`.
/// - `continuousGroupLeadingBoundary`: the group-leading rest nearest `p`, a
///   group-leading rest being `groupStart - leadingInset - viewportStart`
///   (the group's leading edge at the section's leading inset).
/// - `paging`: pages are multiples of the window's length; the page nearest
///   `p`, but at most one page from the page nearest `s`.
/// - `groupPaging`: the group-leading rest nearest `p`, at most one group
///   from the one nearest `s`.
/// - `groupPagingCentered`: likewise with rests that centre a group in the
///   window: `groupCentre - viewportStart - viewportLength / 2`.
/// Ties go to the smaller offset.
public struct OrthogonalRestingOffset: Sendable {
    /// The section's scrolling content.
    public let declaration: OrthogonalSectionDeclaration

    /// The rules for `declaration`.
    public init(_ declaration: OrthogonalSectionDeclaration) {
        self.declaration = declaration
    }

    /// Where a drag from `start` proposing `proposed` rests.
    /// - Complexity: O(log g) for g groups.
    public func offset(from start: Double, proposed: Double) -> Double {
        let d = declaration
        switch d.behavior {
        case .none, .continuous:
            return clamp(proposed)
        case .continuousGroupLeadingBoundary:
            return clamp(nearestRest(to: proposed, count: d.groupCount, rest: leadingRest))
        case .groupPaging:
            return clamp(pagedRest(from: start, proposed: proposed, count: d.groupCount, rest: leadingRest))
        case .groupPagingCentered:
            return clamp(pagedRest(from: start, proposed: proposed, count: d.groupCount, rest: centredRest))
        case .paging:
            guard d.viewportLength > 0 else { return clamp(proposed) }
            let pageCount = Int((d.maximumOffset / d.viewportLength).rounded(.up)) + 1
            return clamp(pagedRest(from: start, proposed: proposed, count: pageCount) { Double($0) * d.viewportLength })
        }
    }

    /// The offset that puts group `group`'s leading edge at the leading inset.
    func leadingRest(_ group: Int) -> Double {
        declaration.groupStart(at: group) - declaration.leadingInset - declaration.viewportStart
    }

    /// The offset that centres group `group` in the window.
    func centredRest(_ group: Int) -> Double {
        let d = declaration
        return (d.groupStart(at: group) + d.groupEnd(at: group)) / 2 - d.viewportStart - d.viewportLength / 2
    }

    func clamp(_ offset: Double) -> Double {
        Swift.min(Swift.max(offset, 0), declaration.maximumOffset)
    }

    /// The index of the rest nearest `target` among `rest(0) ... rest(count - 1)`
    /// (non-decreasing), ties to the smaller; `nil` when there is none.
    func nearestIndex(to target: Double, count: Int, rest: (Int) -> Double) -> Int? {
        guard count > 0 else { return nil }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            if rest(mid) < target { low = mid + 1 } else { high = mid }
        }
        if low == count { return count - 1 }
        if low > 0, target - rest(low - 1) <= rest(low) - target { return low - 1 }
        return low
    }

    func nearestRest(to target: Double, count: Int, rest: (Int) -> Double) -> Double {
        nearestIndex(to: target, count: count, rest: rest).map(rest) ?? target
    }

    /// The rest nearest `proposed`, at most one step from the rest nearest `start`.
    func pagedRest(from start: Double, proposed: Double, count: Int, rest: (Int) -> Double) -> Double {
        guard let origin = nearestIndex(to: clamp(start), count: count, rest: rest),
              let target = nearestIndex(to: proposed, count: count, rest: rest)
        else { return proposed }
        return rest(Swift.min(Swift.max(target, origin - 1), origin + 1))
    }
}
