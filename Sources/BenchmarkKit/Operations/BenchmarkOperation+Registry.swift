extension BenchmarkOperation {
    /// Every operation, in the order tables and charts show them. An
    /// operation joins the suite by one line here naming the
    /// `BenchmarkOperation` its own file defines.
    public static let allCases: [BenchmarkOperation] = [
        .prepare,
        .prepareReused,
        .querySlots,
        .queryAttributes,
        .queryRandom,
        .queryRandomAttributes,
        .scrollSlots,
        .scroll,
        .carouselScroll,
        .selfSize,
        .batchUpdate,
        .hitTest,
    ]
}
