import CollectionLayout
import LayoutSpec

/// libFuzzer target for the spec decoder (`scripts/fuzz.sh spec SECONDS`):
/// decodes any bytes as a spec; a spec that decodes, if small enough to
/// prepare in a fuzzer's memory, is prepared with every index strategy and
/// queried, and the strategies must agree. A trap, a sanitizer report or a
/// disagreement is a finding; a `SpecError` is the expected answer to bad input.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSpecDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let specification = try? LayoutSpecification(json: bytes), specification.itemCount <= 2_000 else { return 0 }
    var counts: [Int] = []
    for strategy in [IndexStrategy.linear, .sortedColumns, .intervalTree, .auto] {
        guard let prepared = try? specification.prepare(index: strategy) else { return 0 }
        let size = prepared.contentSize
        let rect = Rect(x: -10, y: size.height / 3, width: size.width + 20, height: size.height / 3 + 1)
        counts.append(ElementListing(elementsOf: prepared, in: rect).elements.count)
    }
    if Set(counts).count != 1 { fatalError("index strategies disagree: \(counts)") }
    return 0
}
