/// A binary min-heap in an array (Williams, 1964): the smallest element in
/// O(1), insertion and removal of the smallest in O(log n). The overlap
/// column assignment keeps its free columns and its busy columns in two.
struct MinimumHeap<Element: Comparable> {
    private var elements: [Element] = []

    /// Whether the heap is empty.
    var isEmpty: Bool { elements.isEmpty }

    /// The smallest element, or `nil`.
    /// - Complexity: O(1)
    var minimum: Element? { elements.first }

    /// Adds `element`.
    /// - Complexity: O(log n)
    mutating func insert(_ element: Element) {
        elements.append(element)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard elements[child] < elements[parent] else { break }
            elements.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the smallest element, or `nil` when empty.
    /// - Complexity: O(log n)
    mutating func removeMinimum() -> Element? {
        guard let last = elements.popLast() else { return nil }
        guard !elements.isEmpty else { return last }
        let smallest = elements[0]
        elements[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var least = parent
            if left < elements.count, elements[left] < elements[least] { least = left }
            if right < elements.count, elements[right] < elements[least] { least = right }
            guard least != parent else { break }
            elements.swapAt(parent, least)
            parent = least
        }
        return smallest
    }

    /// Empties the heap, keeping its storage.
    /// - Complexity: O(n)
    mutating func removeAll() { elements.removeAll(keepingCapacity: true) }
}
