import CollectionLayout
import Foundation
import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct BenchmarkCaseTests {
    @Test func namesSayEveryFieldButTheSeed() {
        let query = BenchmarkCase(layout: .flow, strategy: .intervalTree, operation: .queryAttributes, position: .middle, items: 1_000_000)
        #expect(query.name == "flow/grid/query-attributes/middle/interval-tree/n=1000000")
        #expect(query.variantGroup == "flow/grid/query-attributes/middle/n=1000000")
        let prepare = BenchmarkCase(layout: .waterfall, strategy: .linear, operation: .prepare, items: 100, seed: 9)
        #expect(prepare.name == "waterfall/photos/prepare/linear/n=100")
    }

    @Test func calendarCasesNameTheMeetingsWorkload() throws {
        let query = BenchmarkCase(layout: .calendarWeek, strategy: .intervalTree, operation: .querySlots, position: .top, items: 1_000)
        #expect(query.name == "calendarWeek/meetings/query-slots/top/interval-tree/n=1000")
        #expect(try BenchmarkCase(name: query.name) == query)
        #expect(throws: BenchmarkCase.NameError(description: "layout calendarWeek cannot lay out workload 'photos' in case name 'calendarWeek/photos/prepare/linear/n=5' (it takes meetings)")) {
            try BenchmarkCase(name: "calendarWeek/photos/prepare/linear/n=5")
        }
        #expect(LayoutFamily.allCases.allSatisfy { $0.accepts($0.defaultWorkload) })
        #expect(LayoutFamily.flow.accepts(.meetings) && !LayoutFamily.calendarWeek.accepts(.grid))
    }

    @Test func namesOfOperationsALayoutDoesNotRunAreRefused() throws {
        let carousel = BenchmarkCase(layout: .compositional, strategy: .linear, operation: .carouselScroll, items: 100)
        #expect(carousel.name == "compositional/appStore/carousel-scroll/linear/n=100")
        #expect(try BenchmarkCase(name: carousel.name) == carousel)
        #expect(throws: BenchmarkCase.NameError(description: "layout compositionalPhotos has no carousel: carousel-scroll in case name 'compositionalPhotos/photoGrid/carousel-scroll/linear/n=100' runs on compositional, compositionalImpliedTrails")) {
            try BenchmarkCase(name: "compositionalPhotos/photoGrid/carousel-scroll/linear/n=100")
        }
        #expect(throws: BenchmarkCase.NameError(description: "layout stickyCards has no collection-view driver: hit-test in case name 'stickyCards/cards/hit-test/linear/n=100' runs on flow, waterfall, compositional, compositionalPhotos")) {
            try BenchmarkCase(name: "stickyCards/cards/hit-test/linear/n=100")
        }
    }

    @Test func jsonRoundTripKeepsEveryField() throws {
        let original = BenchmarkCase(layout: .waterfall, strategy: .sortedColumns, operation: .querySlots, position: .bottom, items: 12_345, seed: 77)
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(BenchmarkCase.self, from: data) == original)
    }

    @Test func decodingSetsUnknownNamesApartAndRefusesMissingPositions() {
        // An unknown name is not corruption: the result file keeps the case aside by name (`UnknownCase`).
        let unknown = #"{"name":"flow/grid/prepare/r-tree/n=1","layout":"flow","workload":"grid","strategy":"r-tree","operation":"prepare","items":1,"seed":1}"#
        #expect(throws: UnknownCase(
            name: "flow/grid/prepare/r-tree/n=1", fields: ["layout": "flow", "workload": "grid", "strategy": "r-tree", "operation": "prepare", "items": "1", "seed": "1"],
            unknownField: "strategy 'r-tree'"
        )) { try JSONDecoder().decode(BenchmarkCase.self, from: Data(unknown.utf8)) }
        let noPosition = #"{"layout":"flow","workload":"grid","strategy":"linear","operation":"query-slots","items":1,"seed":1}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BenchmarkCase.self, from: Data(noPosition.utf8)) }
    }

    @Test func quickSuiteIsTheFullSuiteAtSmallSizes() {
        let full = Set(BenchmarkSuite.full().cases.map(\.name))
        let quick = BenchmarkSuite.quick().cases
        #expect(!quick.isEmpty && quick.allSatisfy { full.contains($0.name) && $0.items <= 1_000 })
        #expect(BenchmarkSuite.quick().sampling.samples < BenchmarkSuite.full().sampling.samples)
    }
}
