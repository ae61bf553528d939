import Foundation
import Testing
@testable import SplitModel
import TestSupport

/// A seeded walk of pushes, pops and window changes over all three styles. Whenever the split is expanded, a copy is
/// collapsed and expanded again, and must come back with exactly the same stacks (COL-4, NAV-7, NAV-8); in the
/// classic style a second copy does it with collapseSecondary true and a separateSecondary answer (NAV-7, NAV-7a).
///
/// Replay one walk with `SPLITNAV_SEED=<seed> swift test --filter RoundTripWalk`; `SPLITNAV_STEPS=<n>` changes its length.
@Suite struct RoundTripWalkTests {
    static let defaultSeeds: [UInt64] = [3, 17, 0xC0FFEE]

    static var seeds: [UInt64] {
        guard let text = ProcessInfo.processInfo.environment["SPLITNAV_SEED"], let seed = RandomWalkTests.parseSeed(text) else {
            return defaultSeeds
        }
        return [seed]
    }

    @Test("collapsing and expanding a copy restores every stack", arguments: seeds)
    func walk(seed: UInt64) {
        var walker = RoundTripWalker(seed: seed)
        for _ in 0..<RandomWalkTests.steps {
            if let failure = walker.step() {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
        #expect(walker.roundTrips > RandomWalkTests.steps / 4, "seed \(seed): only \(walker.roundTrips) round trips")
        #expect(walker.classicRoundTrips > 0, "seed \(seed): the walk never checked the classic delegate answers")
        #expect(walker.stylesSeen.count == 3, "seed \(seed): styles seen \(walker.stylesSeen)")
    }
}

/// The stacks a round trip must keep: every column's stack and child, and UIKit's `viewControllers`.
struct StackPicture: Equatable, CustomStringConvertible {
    let stacks: [Column: [String]]
    let children: [Column: String]
    let viewControllers: [String]

    init(_ state: SplitState) {
        var stacks: [Column: [String]] = [:], children: [Column: String] = [:]
        for column in Column.allCases {
            stacks[column] = state.stack(of: column)
            children[column] = state.child(column)?.notation
        }
        self.stacks = stacks
        self.children = children
        viewControllers = state.viewControllers.map(\.notation)
    }

    var description: String {
        let columns = Column.allCases.map { "\($0.rawValue)=\(children[$0] ?? "nil") \(stacks[$0] ?? [])" }
        return "viewControllers \(viewControllers); " + columns.joined(separator: "; ")
    }
}

/// Walks pushes (fresh names), pops and window changes, with no delegate answers, and round-trips copies.
struct RoundTripWalker {
    let seed: UInt64
    var rng: SplitMix64
    var state = SplitEngine.initialState()
    var history: [String] = []
    var stepCount = 0
    var roundTrips = 0
    var classicRoundTrips = 0
    var stylesSeen: Set<Style> = []

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
    }

    /// Applies one random command, then round-trips a copy when expanded; returns a failure message, if any.
    mutating func step() -> String? {
        stepCount += 1
        let command = nextCommand()
        history.append(spelled(command))
        if case .success(let outcome) = SplitEngine.apply(command, to: state) { state = outcome.state }
        stylesSeen.insert(state.style)
        guard !state.isCollapsed else { return nil }
        // A classic split whose secondary was popped off while collapsed has none: its next expand pops the primary's
        // top into the secondary (NAV-7), so only a classic split with a secondary must survive a round trip unchanged.
        if state.style == .unspecified, state.controllers[.secondary] == nil { return nil }
        if let failure = checkRoundTrip(byResizing: stepCount % 2 == 1) { return failure }
        return state.style == .unspecified ? checkClassicAnswers() : nil
    }

    private mutating func nextCommand() -> Command {
        var names = NameSource(state: state)
        let columns: [Column?] = [nil, .primary, .supplementary, .secondary]
        switch rng.weighted([(30, 0), (14, 1), (18, 2), (8, 3), (10, 4), (3, 5), (4, 6)]) {
        case 0: return .push(.plain(names.fresh()), onto: rng.pick(columns))
        case 1: return .pop(rng.pick(columns))
        case 2: return .resize(width: rng.pick([400, 600, 639, 678, 700, 820, 954.5, 1000, 1180, 1366]), height: nil)
        case 3:
            let name = rng.pick(["iPad (A16)", "iPhone 16", "iPhone 16 Pro Max", "iPad Pro 12.9-inch", "iPad mini (A17 Pro)"])
            return .device(.preset(name), rng.pick(Orientation.allCases), .full)
        case 4: return .sizeClass(rng.pick(SizeClassOverride.allCases))
        case 5: return .rotate
        default: return .setStyle(rng.pick(Style.allCases))
        }
    }

    /// Collapses and expands a copy, by the size class or by a resize to 600 and back, and compares the stacks.
    private mutating func checkRoundTrip(byResizing: Bool) -> String? {
        let window = state.window
        let trip: [Command] = byResizing && window.sizeClassOverride == .auto
            ? [.resize(width: 600, height: nil), .resize(width: window.width, height: window.height)]
            : [.sizeClass(.compact), .sizeClass(window.sizeClassOverride)]
        let (collapsed, back) = run(trip, from: state)
        roundTrips += 1
        guard collapsed?.isCollapsed == true else { return failure("\(spelled(trip[0])) did not collapse", trip) }
        guard let back, !back.isCollapsed else { return failure("\(spelled(trip[1])) did not expand", trip) }
        let before = StackPicture(state), after = StackPicture(back)
        guard before != after else { return nil }
        return failure("the round trip changed the stacks\n  before: \(before)\n  after:  \(after)", trip)
    }

    /// Classic, with collapseSecondary true: the collapse keeps the primary alone; the expand installs separateSecondary's
    /// answer, or with no answer pops the primary's top, or else restores the dropped secondary (NAV-7, NAV-7a).
    private mutating func checkClassicAnswers() -> String? {
        guard let primary = state.controllers[.primary], let secondary = state.controllers[.secondary] else { return nil }
        var names = NameSource(state: state)
        let answer: ViewController? = rng.chance(0.5) ? .plain(names.fresh()) : nil
        let trip: [Command] = [.setDelegateAnswer(.collapseSecondary(true)),
                               .setDelegateAnswer(.separateSecondary(answer.map(AnswerController.controller))),
                               .sizeClass(.compact), .sizeClass(state.window.sizeClassOverride)]
        let (_, setUp) = run(Array(trip.prefix(2)), from: state)
        guard let setUp else { return failure("the delegate answers were refused", trip) }
        let (collapsed, back) = run(Array(trip.suffix(2)), from: setUp)
        classicRoundTrips += 1
        guard let collapsed, collapsed.isCollapsed else { return failure("the classic copy did not collapse", trip) }
        if collapsed.viewControllers != [primary] {
            return failure("collapseSecondary true: expected viewControllers [\(primary.notation)], got "
                + "\(collapsed.viewControllers.map(\.notation))", trip)
        }
        let expected: [ViewController]
        if let answer {
            expected = [primary, answer]
        } else if case .navigation(let entries) = primary, entries.count > 1 {
            expected = [.navigation(Array(entries.dropLast())), entries.last!]
        } else {
            expected = [primary, secondary]
        }
        guard let back, back.viewControllers == expected else {
            return failure("expected viewControllers \(expected.map(\.notation)) after the expand, got "
                + "\(back.map { $0.viewControllers.map(\.notation) } ?? ["refused"])", trip)
        }
        return nil
    }

    /// Applies two commands in turn; nil for a refused one.
    private func run(_ commands: [Command], from start: SplitState) -> (SplitState?, SplitState?) {
        var states: [SplitState] = []
        var current = start
        for command in commands {
            guard case .success(let outcome) = SplitEngine.apply(command, to: current) else { break }
            current = outcome.state
            states.append(current)
        }
        return (states.count > 0 ? states[0] : nil, states.count == commands.count && states.count > 1 ? states[1] : nil)
    }

    private func failure(_ what: String, _ trip: [Command]) -> String {
        return """
            seed \(seed) (replay: SPLITNAV_SEED=\(seed) swift test --filter RoundTripWalk), step \(stepCount): \(what)
            round trip on a copy: \(trip.map(spelled).joined(separator: "; "))
            \(lastCommands(history, 20))
            state:
            \(summary(state))
            """
    }
}
