import Testing
@testable import SplitModel
import TestSupport

/// Sweeps that share results between widths of one threshold band against sweeps that run the engine at every size.
@Suite struct SweepBandTests {
    /// A random sweep of a state: either side, a random span and step, at most a few thousand samples.
    static func randomSweep(_ state: SplitState, _ rng: inout SplitMix64) -> (WindowSide, Points, Points, Points) {
        let side: WindowSide = rng.next() % 4 == 0 ? .height : .width
        let steps: [Points] = [0.25, 0.5, 1, 1.75, 3.7, 25]
        let step = steps[Int(rng.next() % UInt64(steps.count))]
        let from = 1 + Double(rng.next() % 1200) + Double(rng.next() % 4) / 4
        let span = Double(10 + rng.next() % 2400) * min(1, step * 1500 / 2400)
        return (side, from, from + span, step)
    }

    static func compare(_ state: SplitState, _ side: WindowSide, _ from: Points, _ to: Points, _ step: Points, _ label: String) {
        let shared = state.sweep(side, from: from, to: to, step: step, memoizing: true)
        let plain = state.sweep(side, from: from, to: to, step: step, memoizing: false)
        #expect(shared == plain, "\(label): sweep \(side) \(from) \(to) step \(step)")
    }

    @Test func bandsChangeNoSweepOfARandomState() {
        var banded = 0
        for seed in UInt64(1)...12 {
            var rng = SplitMix64(seed: seed)
            var state = SplitEngine.initialState()
            for step in 1...120 {
                if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
                guard step % 20 == 0 else { continue }
                if WidthBands.thresholds(of: state) != nil { banded += 1 }
                let (side, from, to, by) = Self.randomSweep(state, &rng)
                Self.compare(state, side, from, to, by, "seed \(seed) step \(step)")
            }
        }
        // The walks must reach states the bands apply to, or this compares nothing but the fallback.
        #expect(banded >= 20, "only \(banded) states with bands")
    }

    @Test func bandsChangeNoSweepOfChosenWidths() {
        var rng = SplitMix64(seed: 7)
        let styles: [Command] = [.setStyle(.tripleColumn), .setStyle(.doubleColumn), .setStyle(.unspecified), .setStyle(.tripleColumn)]
        let widths: [Points] = [0, 120, 240, 300, 333.3, 464, 500, 700]
        for index in 0..<40 {
            var commands = [styles[index % styles.count], .ruleSet(index % 3 == 0 ? .ios18 : .ios26)]
            commands.insert(index % 5 == 0 ? .sizeClass(.regular) : .rotate, at: 0)
            for column in [Column.primary, .supplementary, .inspector, .secondary] {
                for kind in [WidthKind.preferred, .minimum, .maximum] where rng.next() % 3 == 0 {
                    let value = widths[Int(rng.next() % UInt64(widths.count))] + Double(rng.next() % 3) / 3
                    commands.append(.setWidth(WidthProperty(kind, of: column), .value(value)))
                }
            }
            let modes: [DisplayMode] = [.automatic, .oneBesideSecondary, .twoBesideSecondary, .twoDisplaceSecondary, .oneOverSecondary, .twoOverSecondary]
            commands.append(.setPreferredDisplayMode(modes[Int(rng.next() % UInt64(modes.count))]))
            if rng.next() % 2 == 0 { commands.append(.setPrimaryBackgroundStyle(rng.next() % 2 == 0 ? .none : .sidebar)) }
            if rng.next() % 2 == 0 { commands.append(.show(.inspector)) }
            var state = SplitEngine.initialState()
            for command in commands {
                if case .success(let outcome) = SplitEngine.apply(command, to: state) { state = outcome.state }
            }
            let (side, from, to, by) = Self.randomSweep(state, &rng)
            Self.compare(state, side, from, to, by, "\(commands)")
        }
    }
}
