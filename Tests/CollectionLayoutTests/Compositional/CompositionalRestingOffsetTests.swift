import CollectionLayout
import Testing

private typealias F = CompositionalFixtures

/// Where a drag of an orthogonal section comes to rest, per behaviour, with
/// hand-computed offsets (`OrthogonalRestingOffset`'s rules).
///
/// The carousel: five 300-point groups, 10 apart, between 10-point insets, in
/// a 400-point-wide view. Groups span 10-310, 320-620, 630-930, 940-1240 and
/// 1250-1550; the content is 1,560 long, so offsets run from 0 to 1,160.
/// Group-leading rests (a group's leading edge at the inset): 0, 310, 620,
/// 930, 1,240. Pages: 0, 400, 800, 1,200.
///
/// `groupPagingCentered` lays the same carousel out as UIKit does: the first
/// group starts at (400 - 300) / 2 = 50 and the content ends 50 after the
/// last group, the insets giving way. Groups span 50-350, 360-660, 670-970,
/// 980-1280 and 1290-1590; the content is 1,640 long, offsets run from 0 to
/// 1,240, and the centred rests (a group's centre at the window's, 200) are
/// 0, 310, 620, 930 and 1,240: every one centres a group.
@Suite("Compositional: resting offsets of orthogonal sections")
struct CompositionalRestingOffsetTests {
    func carousel(_ behavior: OrthogonalScrollingBehavior) throws -> PreparedLayout {
        let group = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(300), .absolute(100)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        var insets = DirectionalEdgeInsets.zero
        insets.leading = 10
        insets.trailing = 10
        let carousel = CollectionLayoutSection(group: group, contentInsets: insets, interGroupSpacing: 10, orthogonalScrollingBehavior: behavior)
        let list = CollectionLayoutSection(group: group)
        let layout = CompositionalLayout(sections: [5, 2].map { CompositionalLayout.Section(count: $0) }) { index, _ in index == 0 ? carousel : list }
        return try F.prepare(layout)
    }

    /// The rest of a drag from `start` proposing `proposed`, in section 0.
    func rest(_ prepared: PreparedLayout, from start: Double, proposed: Double) throws -> Double {
        try prepared.restingOrthogonalOffset(forSection: 0, from: start, proposed: proposed)
    }

    @Test func theDeclarationTheRestsComeFrom() throws {
        let declaration = try #require(try carousel(.continuous).orthogonalSection(0))
        #expect(declaration.groupStarts == [10, 320, 630, 940, 1250])
        #expect(declaration.groupEnds == [310, 620, 930, 1240, 1550])
        #expect(declaration.contentLength == 1560 && declaration.viewportLength == 400 && declaration.maximumOffset == 1160)
    }

    @Test func continuousRestsWhereTheDragCoasts() throws {
        let prepared = try carousel(.continuous)
        #expect(try rest(prepared, from: 0, proposed: 537) == 537)
        #expect(try rest(prepared, from: 300, proposed: -50) == 0)
        #expect(try rest(prepared, from: 300, proposed: 5000) == 1160)
    }

    @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroupStart() throws {
        let prepared = try carousel(.continuousGroupLeadingBoundary)
        #expect(try rest(prepared, from: 0, proposed: 400) == 310)
        #expect(try rest(prepared, from: 0, proposed: 465) == 310, "a tie (155 either way) goes to the smaller")
        #expect(try rest(prepared, from: 0, proposed: 900) == 930, "no limit on how many groups a drag passes")
        #expect(try rest(prepared, from: 0, proposed: 1230) == 1160, "the last group's rest (1,240) is past the end")
    }

    @Test func groupPagingMovesAtMostOneGroup() throws {
        let prepared = try carousel(.groupPaging)
        #expect(try rest(prepared, from: 0, proposed: 900) == 310, "930 is nearest, one group from 0 is 310")
        #expect(try rest(prepared, from: 310, proposed: 100) == 0)
        #expect(try rest(prepared, from: 620, proposed: 640) == 620)
        #expect(try rest(prepared, from: 930, proposed: 5000) == 1160)
    }

    @Test func groupPagingCenteredStartsWithTheFirstGroupCentred() throws {
        let prepared = try carousel(.groupPagingCentered)
        let declaration = try #require(prepared.orthogonalSection(0))
        #expect(declaration.groupStarts == [50, 360, 670, 980, 1290])
        #expect(declaration.groupEnds == [350, 660, 970, 1280, 1590])
        #expect(declaration.contentLength == 1640 && declaration.maximumOffset == 1240 && declaration.leadingInset == 50)
        #expect(prepared.cellFrames(section: 0).first == rect(50, 0, 300, 100), "at rest the first group is centred in the 400-point window")
        #expect(prepared.cellFrames(section: 1).first == rect(0, 100, 300, 100), "a section that does not scroll orthogonally keeps its place")
    }

    @Test func groupPagingCenteredCentresAGroupOneAtATime() throws {
        let prepared = try carousel(.groupPagingCentered)
        #expect(try rest(prepared, from: 0, proposed: 900) == 310, "930 is nearest, one group from 0 is 310")
        #expect(try rest(prepared, from: 310, proposed: 2000) == 620)
        #expect(try rest(prepared, from: 0, proposed: 150) == 0)
        #expect(try rest(prepared, from: 0, proposed: 155) == 0, "a tie (155 either way) goes to the smaller")
        #expect(try rest(prepared, from: 930, proposed: 5000) == 1240, "the last group's rest is the end: it centres the last group")
        #expect(try rest(prepared, from: 310, proposed: -100) == 0, "the first group's rest is the start")
    }

    @Test func groupPagingCenteredCentresGroupsOfDifferentWidths() throws {
        // Section 0: three 100-point groups from (400 - 100) / 2 = 150, the
        // content ending 150 after the last; section 1: two 200-point groups
        // from (400 - 200) / 2 = 100, the content ending 100 after the last.
        let narrow = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(100), .absolute(50)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let wide = CollectionLayoutGroup.horizontal(layoutSize: F.size(.absolute(200), .absolute(50)), subitems: [F.item(.fractionalWidth(1), .fractionalHeight(1))])
        let section = CollectionLayoutSection(group: narrow, orthogonalScrollingBehavior: .groupPagingCentered)
        let wideSection = CollectionLayoutSection(group: wide, orthogonalScrollingBehavior: .groupPagingCentered)
        let layout = CompositionalLayout(sections: [3, 2].map { CompositionalLayout.Section(count: $0) }) { index, _ in index == 0 ? section : wideSection }
        let prepared = try F.prepare(layout)
        let first = try #require(prepared.orthogonalSection(0))
        #expect(first.groupStarts == [150, 250, 350] && first.contentLength == 600 && first.maximumOffset == 200)
        let second = try #require(prepared.orthogonalSection(1))
        #expect(second.groupStarts == [100, 300] && second.contentLength == 600 && second.maximumOffset == 200)
        #expect(try prepared.restingOrthogonalOffset(forSection: 1, from: 0, proposed: 150) == 200, "group 1's centre, 400, at the window's 200")
    }

    @Test func pagingMovesAtMostOnePage() throws {
        let prepared = try carousel(.paging)
        #expect(try rest(prepared, from: 0, proposed: 350) == 400)
        #expect(try rest(prepared, from: 0, proposed: 1000) == 400, "800 is nearest (a tie with 1,200), one page from 0 is 400")
        #expect(try rest(prepared, from: 800, proposed: 1100) == 1160, "page 1,200 is past the end")
    }

    @Test func aSectionThatDoesNotScrollOrthogonallyOrAnInfiniteOffsetIsRefused() throws {
        let prepared = try carousel(.paging)
        #expect(throws: LayoutError(path: [.section(1)], message: "the section does not scroll orthogonally")) {
            try prepared.restingOrthogonalOffset(forSection: 1, from: 0, proposed: 10)
        }
        #expect(throws: LayoutError.self) { try prepared.restingOrthogonalOffset(forSection: 0, from: 0, proposed: .nan) }
    }
}
