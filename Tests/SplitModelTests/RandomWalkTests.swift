import Foundation
import Testing
@testable import SplitModel
import TestSupport

/// A seeded random walk of commands from the start-up state, checking every invariant after every step.
///
/// Replay one walk with `SPLITNAV_SEED=<seed> swift test --filter RandomWalk` (decimal or 0x-hex);
/// `SPLITNAV_STEPS=<n>` changes the walk's length.
@Suite struct RandomWalkTests {
    static let defaultSeeds: [UInt64] = [1, 2, 42, 0xDEAD_BEEF]

    /// The seeds to walk: `SPLITNAV_SEED` alone when it is set, else the default seeds.
    static var seeds: [UInt64] {
        guard let text = ProcessInfo.processInfo.environment["SPLITNAV_SEED"], let seed = parseSeed(text) else { return defaultSeeds }
        return [seed]
    }

    static var steps: Int {
        ProcessInfo.processInfo.environment["SPLITNAV_STEPS"].flatMap { Int($0) } ?? 10_000
    }

    static func parseSeed(_ text: String) -> UInt64? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") { return UInt64(trimmed.dropFirst(2), radix: 16) }
        return UInt64(trimmed)
    }

    @Test("a random walk keeps every invariant", arguments: seeds)
    func walk(seed: UInt64) {
        var walker = Walker(seed: seed)
        for _ in 0..<Self.steps {
            let findings = walker.step()
            for finding in findings {
                Issue.record(Comment(rawValue: walker.report(finding)))
            }
            // Stop at the first violation: the states after it would only repeat it.
            if !findings.isEmpty { return }
        }
        #expect(walker.accepted > Self.steps / 3, "seed \(seed): only \(walker.accepted) of \(Self.steps) commands were accepted")
    }

    @Test("the walk replays: the same seed gives the same commands and states")
    func deterministic() {
        var first = Walker(seed: 7), second = Walker(seed: 7)
        for _ in 0..<300 {
            _ = first.step()
            _ = second.step()
        }
        #expect(first.history == second.history)
        #expect(first.state == second.state)
    }
}

/// One violation found at a step.
struct WalkFinding: Sendable {
    let step: Int
    let violation: String
    let before: SplitState
    let after: SplitState?
}

/// Walks the engine one random command at a time and checks what each step did.
struct Walker {
    let seed: UInt64
    var rng: SplitMix64
    var state = SplitEngine.initialState()
    var history: [String] = []
    var stepCount = 0
    var accepted = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
    }

    /// Applies one random command and returns what went wrong, if anything.
    mutating func step() -> [WalkFinding] {
        stepCount += 1
        let before = state
        let command = randomCommand(&rng, state: before)
        history.append(spelled(command))
        switch SplitEngine.apply(command, to: before) {
        case .failure(let error):
            var findings: [WalkFinding] = []
            // States are values: a refusal hands back nothing, and the caller's state is untouched.
            if state != before { findings.append(finding("refused (\(error)) yet the state changed", before, state)) }
            if case .failure(let again) = SplitEngine.apply(command, to: before), "\(again)" == "\(error)" {} else {
                findings.append(finding("a refusal (\(error)) is not deterministic", before, nil))
            }
            return findings
        case .success(let outcome):
            accepted += 1
            state = outcome.state
            let violations = checkInvariants(outcome.state) + checkTransition(command, from: before, to: outcome)
                + idempotenceViolations(command, outcome.state)
            return violations.map { finding($0, before, outcome.state) }
        }
    }

    /// Setting what is already set changes nothing: a setter, a window change, a style or rule-set switch, a
    /// delegate answer and `relaunch`, applied a second time, leave the state as the first left it (the decisions'
    /// traces aside). Taps, swipes, show/hide, rotate, the show… actions and navigation (push, pop, present, dismiss)
    /// are not setters and are left out.
    func idempotenceViolations(_ command: Command, _ state: SplitState) -> [String] {
        switch command {
        case .tap, .swipe, .show, .hide, .rotate, .showViewController, .showDetailViewController, .push, .pop, .present, .dismiss,
             .presentFrom, .dismissFrom:
            return []
        case .relaunch, .setStyle, .ruleSet, .resize, .device, .sizeClass:
            // Presenting again in a compact window asks the classic delegate for a new primary each time: an app
            // that answers with a controller swaps it in on every collapse, so a second relaunch may differ.
            if state.style == .unspecified,
               state.delegate.primaryViewControllerForCollapsing != nil || state.delegate.primaryViewControllerForExpanding != nil {
                return []
            }
        case .setViewController(.plain?, for: .secondary) where state.ruleSet == .ios18:
            // NAV-2a: under iOS 18 a plain controller assigned to the secondary is pushed, so a second time is a second push.
            return []
        default: break
        }
        switch SplitEngine.apply(command, to: state) {
        case .failure(let error):
            return ["IDEMPOTENT: \(spelled(command)) was accepted once, then refused: \(error)"]
        case .success(let again):
            var first = state, second = again.state
            first.decisions = []
            second.decisions = []
            guard first != second else { return [] }
            func picture(_ state: SplitState) -> String {
                let controllers = Column.allCases.compactMap { column in state.controllers[column].map { "\(column)=\($0.notation)" } }
                let kept = state.keptSecondary.map { " kept \($0.notation)" } ?? ""
                return "mode \(state.displayMode), collapsed \(state.isCollapsed), \(controllers.joined(separator: " "))\(kept)"
            }
            return ["IDEMPOTENT: \(spelled(command)) applied again changed the state: \(picture(state)) -> \(picture(again.state))"]
        }
    }

    private func finding(_ violation: String, _ before: SplitState, _ after: SplitState?) -> WalkFinding {
        WalkFinding(step: stepCount, violation: violation, before: before, after: after)
    }

    /// The failure message: seed, step, the last commands, and the state before and after.
    func report(_ finding: WalkFinding) -> String {
        var text = """
            seed \(seed) (replay: SPLITNAV_SEED=\(seed)), step \(finding.step): \(finding.violation)
            \(lastCommands(history, 15))
            state before step \(finding.step):
            \(summary(finding.before))
            """
        if let after = finding.after { text += "\nstate after:\n\(summary(after))" }
        return text
    }
}
