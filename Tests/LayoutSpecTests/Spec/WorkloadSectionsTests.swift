import CollectionLayout
import LayoutSpec
import LayoutWorkloads
import Testing

/// `"sections": {"workload": NAME, "items": N, "seed": S}`: the generated data
/// sets of `LayoutWorkloads`, exactly as the module generates them.
@Suite struct WorkloadSectionsTests {
    @Test(arguments: Workload.allCases)
    func flowSectionsAreTheWorkloads(_ workload: Workload) throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(
            sections: #"{"workload": "\#(workload.rawValue)", "items": 1234, "seed": 42}"#
        ))
        #expect(layout.sections.map(\.items) == workload.sections(items: 1234, seed: 42))
        #expect(layout.sections.allSatisfy { $0.inset == nil && $0.headerReferenceSize == nil && $0.minimumLineSpacing == nil })
    }

    @Test(arguments: Workload.allCases)
    func waterfallSectionsAreTheWorkloads(_ workload: Workload) throws {
        let layout = try SpecDocuments.waterfall(SpecDocuments.waterfall(
            sections: #"{"workload": "\#(workload.rawValue)", "items": 777, "seed": 9}"#
        ))
        #expect(layout.sections.map(\.items) == workload.sections(items: 777, seed: 9))
        #expect(layout.sections.allSatisfy { $0.columnCount == nil && $0.inset == nil })
    }

    @Test func seedDefaultsToZero() throws {
        let withoutSeed = try SpecDocuments.flow(SpecDocuments.spec(sections: #"{"workload": "feed", "items": 50}"#))
        let seedZero = try SpecDocuments.flow(SpecDocuments.spec(sections: #"{"items": 50, "seed": 0, "workload": "feed"}"#))
        #expect(withoutSeed.sections == seedZero.sections)
        #expect(withoutSeed.sections.map(\.items) == Workload.feed.sections(items: 50, seed: 0))
    }

    @Test func seedsChangeTheData() throws {
        let one = try SpecDocuments.flow(SpecDocuments.spec(sections: #"{"workload": "photos", "items": 50, "seed": 1}"#))
        let two = try SpecDocuments.flow(SpecDocuments.spec(sections: #"{"workload": "photos", "items": 50, "seed": 2}"#))
        #expect(one.sections != two.sections)
    }

    @Test func largestSeedIsAccepted() throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(sections: #"{"workload": "feed", "items": 3, "seed": 9007199254740992}"#))
        #expect(layout.sections.map(\.items) == Workload.feed.sections(items: 3, seed: 9_007_199_254_740_992))
    }

    @Test func zeroItemsMakeNoSections() throws {
        let layout = try SpecDocuments.flow(SpecDocuments.spec(sections: #"{"workload": "grid", "items": 0}"#))
        #expect(layout.sections.isEmpty)
    }

    /// The limit itself is accepted: a grid stores one size per section, so this is cheap.
    @Test func theItemLimitItselfIsAccepted() throws {
        let specification = try LayoutSpecification(json: SpecDocuments.spec(sections: #"{"workload": "grid", "items": 100000000}"#))
        #expect(specification.itemCount == Workload.maximumItemCount)
        let listed = try LayoutSpecification(json: SpecDocuments.spec(sections: #"[{"count": 60000000}, {"count": 40000000}]"#))
        #expect(listed.itemCount == Workload.maximumItemCount)
    }
}
