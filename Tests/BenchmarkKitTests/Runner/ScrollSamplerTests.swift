import Testing
@testable import BenchmarkHarness
@testable import BenchmarkKit

@Suite struct ScrollSamplerTests {
    /// One call of a variant's frame body: which variant, which frame, and the
    /// frame it was told came before.
    struct Call: Equatable {
        var variant: Int
        var frame: Int
        var previous: Int
    }

    /// The calls `ScrollSampler.sample` makes over `frameCount` frames with
    /// three variants, after the untimed warm-up passes, and its samples.
    func record(frameCount: Int) -> (calls: [Call], samples: [[Double]]) {
        var calls: [Call] = []
        let variants = (0..<3).map { variant in
            { (frame: Int, previous: Int) in calls.append(Call(variant: variant, frame: frame, previous: previous)) }
        }
        let samples = ScrollSampler.sample(Array(0..<frameCount), variants: variants)
        return (Array(calls.dropFirst(3 * frameCount)), samples)
    }

    @Test(arguments: [1, 31, 32, 33, 100])
    func everyVariantTimesEveryFrameOnce(frameCount: Int) {
        let (calls, samples) = record(frameCount: frameCount)
        #expect(samples.map(\.count) == [frameCount, frameCount, frameCount])
        let blocks = (frameCount + ScrollSampler.blockLength - 1) / ScrollSampler.blockLength
        // Each variant's turn in a block is one untimed replay, then the block's frames.
        #expect(calls.count == 3 * (frameCount + blocks))
    }

    @Test func eachFrameFollowsTheSameVariantsPreviousFrame() throws {
        let (calls, _) = record(frameCount: 100)
        var turns: [[Call]] = []
        for call in calls {
            if turns.last?.last?.variant == call.variant { turns[turns.count - 1].append(call) } else { turns.append([call]) }
        }
        #expect(turns.count == 3 * 4)
        for turn in turns {
            // An untimed replay of the frame before the block, then the block.
            let replay = turn[0], timed = turn.dropFirst()
            let blockStart = try #require(timed.first).frame
            #expect(blockStart % ScrollSampler.blockLength == 0)
            #expect(replay.frame == Swift.max(blockStart - 1, 0))
            #expect(timed.map(\.frame) == Array(blockStart..<Swift.min(blockStart + ScrollSampler.blockLength, 100)))
            #expect(turn.allSatisfy { $0.previous == Swift.max($0.frame - 1, 0) })
        }
    }

    @Test func blocksRotateWhichVariantGoesFirst() {
        let (calls, _) = record(frameCount: 100)
        // A turn is a run of one variant's calls.
        var turns: [Int] = []
        for call in calls where turns.last != call.variant { turns.append(call.variant) }
        #expect(turns == [0, 1, 2, 1, 2, 0, 2, 0, 1, 0, 1, 2])
    }
}
