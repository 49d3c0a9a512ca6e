extension PreparedLayoutBuilder {
    /// Starts a build that writes into the buffers of `storage` (a previous
    /// prepare's, moved out of it): frames, keys, the section table and
    /// lookups are appended where the previous prepare's were, so a prepare
    /// of the same size grows none of them and touches no new page.
    /// - Parameters: as `init(scrollAxis:boundsSize:strategy:laneCount:expectedElements:streamsIndex:)`;
    ///   `expectedElements` past the frames' capacity grows them once.
    /// - Complexity: O(1) plus the destruction of the buffers' old elements
    ///   (trivial for frames and keys).
    init(
        scrollAxis: Axis, boundsSize: Size, strategy: IndexStrategy, laneCount: Int? = nil, expectedElements: Int = 0,
        streamsIndex: Bool = false, reusing storage: inout PreparedLayoutStorage
    ) {
        self.init(scrollAxis: scrollAxis, boundsSize: boundsSize, strategy: strategy, laneCount: laneCount, streamsIndex: streamsIndex)
        frames = storage.frames.takeEmptied()
        frames.reserveCapacity(expectedElements)
        keys = ElementKeyRecorder(reusing: &storage)
        sectionSlots = storage.sectionSlots.takeEmptied()
        swap(&lookup, &storage.lookup)
        lookup.removeAll(keepingCapacity: true)
        if streamedDirectory != nil {
            var directory: [Int32] = []
            swap(&directory, &storage.stripDirectory)
            streamedDirectory = StreamedStripDirectory(axis: scrollAxis, reusing: directory)
        }
    }
}
