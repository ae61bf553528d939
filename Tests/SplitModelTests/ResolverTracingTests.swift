import Testing
@testable import SplitModel
import TestSupport

/// A resolver that does not trace resolves exactly as one that does, with no traces.
struct ResolverTracingTests {
    @Test("an untraced resolution is the traced one without its traces, along a random walk", arguments: [UInt64(5), 11])
    func untracedMatchesTraced(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var state = SplitEngine.initialState()
        var traced = 0
        for _ in 0..<1_500 {
            if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
            for trigger in [ResolutionTrigger.appearance, .resize, .request] {
                for mode in [nil] + DisplayMode.allCases.map(Optional.some) {
                    for mapBehavior in [true, false] {
                        var full = Resolver(state: state).resolve(trigger, preferred: mode, mapBehavior: mapBehavior)
                        let bare = Resolver(state: state, tracing: false).resolve(trigger, preferred: mode, mapBehavior: mapBehavior)
                        #expect(bare.traces.isEmpty)
                        if !full.traces.isEmpty { traced += 1 }
                        full.traces = []
                        #expect(bare == full, "seed \(seed): \(trigger) \(String(describing: mode)) in \(state.style), \(state.ruleSet)")
                    }
                }
            }
        }
        #expect(traced > 0)
    }

    @Test("leading decisions come first in the resolution's list and room for more changes nothing, along a random walk")
    func leadingAndRoomKeepTheDecisions() {
        var rng = SplitMix64(seed: 17)
        var state = SplitEngine.initialState()
        let leading = [Trace(.show2, .displayMode, Fact("preferred", .mode(.secondaryOnly))), Trace(.show3, .displayMode)]
        for _ in 0..<500 {
            if case .success(let outcome) = SplitEngine.apply(randomCommand(&rng, state: state), to: state) { state = outcome.state }
            for trigger in [ResolutionTrigger.appearance, .resize, .request] {
                for mode in [nil] + DisplayMode.allCases.map(Optional.some) {
                    let plain = Resolver(state: state).resolve(trigger, preferred: mode)
                    let led = Resolver(state: state).resolve(trigger, preferred: mode, leading: leading, room: 2)
                    #expect(led.traces == leading + plain.traces, "\(trigger) \(String(describing: mode)) in \(state.style)")
                    #expect(led.mode == plain.mode && led.behavior == plain.behavior && led.shape == plain.shape)
                    #expect(plain.traces.count <= Resolver.mostDecisions)
                    // Untraced, the leading decisions are left out as well.
                    #expect(Resolver(state: state, tracing: false).resolve(trigger, preferred: mode, leading: leading).traces.isEmpty)
                }
            }
        }
    }

    @Test("the mode a tap gives reads the traced resolution's mode")
    func modeAfterTappingMatches() throws {
        var state = SplitEngine.initialState()
        state = try SplitEngine.apply(.setStyle(.tripleColumn), to: state).get().state
        for width: Points in [700, 1000, 1366] {
            state = try SplitEngine.apply(.resize(width: width, height: nil), to: state).get().state
            for mode in DisplayMode.allCases {
                #expect(state.modeAfterTapping(mode) == Resolver(state: state).resolve(.request, preferred: mode, mapBehavior: false).mode)
            }
        }
    }
}
