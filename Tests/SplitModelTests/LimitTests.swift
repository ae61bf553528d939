import Testing
@testable import SplitModel

/// splitnav's own limit on how many view controllers a split holds (not UIKit's: it keeps every command fast).
struct LimitTests {
    @Test("the controller after the limit is refused and nothing changes")
    func pushesStopAtTheLimit() throws {
        var state = SplitEngine.initialState()
        let held = 2  // Primary and Secondary
        for index in 0..<(SplitState.controllerLimit - held) {
            state = try SplitEngine.apply(.push(.plain("V\(index)"), onto: .secondary), to: state).get().state
        }
        #expect(state.stack(of: .secondary).count == SplitState.controllerLimit - 1)
        let refused = SplitEngine.apply(.push(.plain("OneTooMany"), onto: .primary), to: state)
        #expect(throws: SplitError.tooManyControllers(limit: SplitState.controllerLimit)) { try refused.get() }
        // Replacing a column frees its names: a new secondary fits again.
        let replaced = try SplitEngine.apply(.setViewController(.plain("Fresh"), for: .secondary), to: state).get().state
        #expect(replaced.stack(of: .secondary) == ["Fresh"])
    }

    @Test("a classic pair larger than the limit is refused")
    func classicPairsStopAtTheLimit() throws {
        let classic = try SplitEngine.apply(.setStyle(.unspecified), to: SplitEngine.initialState()).get().state
        let big = ViewController.navigation((0...SplitState.controllerLimit).map { .plain("V\($0)") })
        #expect(throws: SplitError.tooManyControllers(limit: SplitState.controllerLimit)) {
            try SplitEngine.apply(.setViewControllers([big]), to: classic).get()
        }
    }
}
