extension CompositionalLayout {
    /// Lays out every section. (Being written on the `compositional-solver` branch.)
    public func prepare(boundsSize: Size, index: IndexStrategy) throws(LayoutError) -> PreparedLayout {
        throw LayoutError(path: "layout", message: "compositional prepare is not written yet")
    }
}
