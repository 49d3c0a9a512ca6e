import CollectionLayout
import Foundation
import Testing
@testable import BenchmarkKit

@Suite struct BenchmarkCaseTests {
    @Test func namesSayEveryFieldButTheSeed() {
        let query = BenchmarkCase(layout: .flow, strategy: .intervalTree, operation: .queryAttributes, position: .middle, items: 1_000_000)
        #expect(query.name == "flow/grid/query-attributes/middle/interval-tree/n=1000000")
        #expect(query.variantGroup == "flow/grid/query-attributes/middle/n=1000000")
        let prepare = BenchmarkCase(layout: .waterfall, strategy: .linear, operation: .prepare, items: 100, seed: 9)
        #expect(prepare.name == "waterfall/photos/prepare/linear/n=100")
    }

    @Test func jsonRoundTripKeepsEveryField() throws {
        let original = BenchmarkCase(layout: .waterfall, strategy: .sortedColumns, operation: .querySlots, position: .bottom, items: 12_345, seed: 77)
        let data = try JSONEncoder().encode(original)
        #expect(try JSONDecoder().decode(BenchmarkCase.self, from: data) == original)
    }

    @Test func decodingRefusesUnknownNamesAndMissingPositions() {
        let unknown = #"{"layout":"flow","workload":"grid","strategy":"r-tree","operation":"prepare","items":1,"seed":1}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(BenchmarkCase.self, from: Data(unknown.utf8)) }
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
