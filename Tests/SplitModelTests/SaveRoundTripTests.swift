import Foundation
import Testing
@testable import SplitModel
import SplitShell
import TestSupport

/// `save` round trips: a seeded walk of shell lines; at every step the saved script, run in a fresh session, must give
/// an equal state (the whole value, what no `get` shows included), and both sessions must then answer 20 further
/// random lines alike. On sampled states, leaving out any one line of the script must change the state rebuilt.
///
/// Replay one walk with `SPLITNAV_SEED=<seed> swift test --filter SaveRoundTrip`; `SPLITNAV_SAVE_STEPS=<n>` changes its length.
@Suite struct SaveRoundTripTests {
    static let defaultSeeds: [UInt64] = [11, 0x5A7E, 2026]

    static var seeds: [UInt64] {
        guard let text = ProcessInfo.processInfo.environment["SPLITNAV_SEED"], let seed = RandomWalkTests.parseSeed(text) else {
            return defaultSeeds
        }
        return [seed]
    }

    static var steps: Int {
        ProcessInfo.processInfo.environment["SPLITNAV_SAVE_STEPS"].flatMap { Int($0) } ?? 700
    }

    /// How often (in steps) the two sessions go on for 20 more lines: every step by default, as each state must give the
    /// same output afterwards; a larger number makes a quick local run. Every step's state is rebuilt and compared.
    static var furtherEvery: Int {
        ProcessInfo.processInfo.environment["SPLITNAV_SAVE_FURTHER_EVERY"].flatMap { Int($0) }.map { max(1, $0) } ?? 1
    }

    @Test("a saved script rebuilds the state and the session goes on alike", arguments: seeds)
    func walk(seed: UInt64) {
        var walker = SaveWalker(seed: seed)
        for step in 1...Self.steps {
            walker.step()
            if let failure = walker.checkRoundTrip(minimality: step % 25 == 0, further: step % Self.furtherEvery == 0) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
        #expect(walker.restoreLines > 0, "seed \(seed): no script needed a restore line")
        #expect(walker.minimalityChecks > 0, "seed \(seed): no script was checked line by line")
        #expect(walker.conditionalAnswers > 0, "seed \(seed): the walk never saved a conditional delegate answer")
        #expect(walker.orientationAnswers > 0, "seed \(seed): the walk never saved an orientation answer")
    }

    @Test func theFreshStateSavesNoCommand() {
        let lines = SaveScript.lines(for: SplitEngine.initialState())
        #expect(!lines.isEmpty && lines.allSatisfy { $0.hasPrefix("#") })
    }

    @Test func thePlacedButtonItemIsSavedAndRebuilt() throws {
        var session = Session()
        for line in ["setStyle unspecified", "placeDisplayModeButtonItem secondary", "tap displayModeButton"] {
            #expect(session.execute(line).error == nil, "\(line)")
        }
        let lines = SaveScript.lines(for: session.state)
        #expect(lines.contains("placeDisplayModeButtonItem secondary"), "\(lines)")
        var rebuilt = Session()
        for line in lines where !line.hasPrefix("#") { #expect(rebuilt.execute(line).error == nil, "\(line)") }
        #expect(rebuilt.state == session.state)
        #expect(rebuilt.state.layout.buttons.map(\.bar) == [.secondary])
    }

    @Test func savingTheSameStateWritesTheSameScript() {
        var session = Session()
        for line in ["device \"iPhone 16\"", "setStyle tripleColumn", "tap displayModeButton", "width 900", "tap displayModeButton"] {
            _ = session.execute(line)
        }
        #expect(SaveScript.lines(for: session.state) == SaveScript.lines(for: session.state))
        #expect(SaveScript.lines(for: session.state).contains { $0.hasPrefix("restore ") })
    }

    @Test func aRestoreLineReadsBackAsWritten() throws {
        var session = Session()
        for line in ["setStyle tripleColumn", "tap displayModeButton", "push \"Two Words\" onto primary"] {
            _ = session.execute(line)
        }
        let parts = StatePart.differences(from: SplitEngine.initialState(), to: session.state)
        #expect(!parts.isEmpty)
        #expect(try StatePartText.parse(StatePartText.text(parts)) == parts)
    }

    @Test func everyKindOfFactReadsBackAsWritten() throws {
        let facts = [Fact("needed", .points(954.5)), Fact("mode", .mode(.twoOverSecondary)), Fact("behavior", .behavior(.overlay)),
                     Fact("column", .column(.inspector)), Fact("when", .word("secondary Two Words")),
                     Fact("window safe area", .insets(SafeAreaInsets(top: 59, left: 0, bottom: 34.5, right: 0)))]
        let parts = [StatePart.decisions([Trace(.wid11, .frame(.secondary), facts)])]
        #expect(try StatePartText.parse(StatePartText.text(parts)) == parts)
    }

    @Test func aBadRestoreLineIsOneErrorAndChangesNothing() {
        var session = Session()
        let before = session.state
        for line in ["restore mode sideways", "restore decisions 2 MODE-5", "restore controllers 1 primary nav[", "restore kept %G1"] {
            let response = session.execute(line)
            #expect(response.error != nil, "\(line)")
            #expect(session.state == before, "\(line)")
        }
    }
}

/// A walk through a session by the lines the shell reads, with the answers the command generator leaves out
/// (conditional delegate answers).
struct SaveWalker {
    let seed: UInt64
    var rng: SplitMix64
    var session = Session(undoLimit: 0)
    var history: [String] = []
    var restoreLines = 0
    var minimalityChecks = 0
    var conditionalAnswers = 0
    var orientationAnswers = 0

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        session.quiet = true
    }

    mutating func step() {
        let line = nextLine(&rng, state: session.state)
        history.append(line)
        _ = session.execute(line)
    }

    /// A random line: mostly the command generator's, sometimes a conditional delegate answer.
    func nextLine(_ rng: inout SplitMix64, state: SplitState) -> String {
        guard rng.chance(0.04) else { return spelled(randomCommand(&rng, state: state)) }
        let names = NameSource(state: state).used + ["Nobody"]
        let name = rng.pick(names)
        switch rng.below(4) {
        case 0: return "delegate collapseSecondary \(rng.chance(0.5)) when secondary \(name)"
        case 1: return "delegate showDetail \(rng.chance(0.5)) when vc \(name)"
        case 2: return "delegate show \(rng.chance(0.5)) when vc \(name)"
        default: return "delegate separateSecondary \(rng.chance(0.5) ? "nil" : "V\(rng.int(in: 900...999))") when primary \(name)"
        }
    }

    /// Saves the state, runs the script in a fresh session and compares; then 20 more lines in both sessions.
    mutating func checkRoundTrip(minimality: Bool, further: Bool) -> String? {
        let state = session.state
        let script = SaveScript.lines(for: state)
        if script.contains(where: { $0.hasPrefix("restore ") }) { restoreLines += 1 }
        if !state.delegate.conditional.isEmpty { conditionalAnswers += 1 }
        if state.delegate.supportedInterfaceOrientations != nil || state.delegate.preferredInterfaceOrientationForPresentation != nil {
            orientationAnswers += 1
        }
        let commands = script.filter { !$0.hasPrefix("#") }
        // Every line is read back as the shell reads it; the state is rebuilt by the engine alone (no appearance
        // callbacks to work out), and by a fresh session where the two sessions go on.
        var parsed: [Command] = []
        for line in commands {
            guard case .engine(let command)? = try? Parser.parse(line) else { return failure("the saved line '\(line)' does not parse", script) }
            parsed.append(command)
        }
        var rebuiltState = SplitEngine.initialState()
        for (line, command) in zip(commands, parsed) {
            switch SplitEngine.apply(command, to: rebuiltState, recordingEvents: false) {
            case .success(let outcome): rebuiltState = outcome.state
            case .failure(let error): return failure("the saved line '\(line)' was refused: \(error)", script)
            }
        }
        guard rebuiltState == state else {
            return failure("the script rebuilt a different state\n" + differences(rebuiltState, state), script)
        }
        if minimality {
            minimalityChecks += 1
            for index in parsed.indices {
                var without = parsed
                without.remove(at: index)
                if SaveScript.run(without, from: SplitEngine.initialState()) == state {
                    return failure("the script rebuilds the state without line '\(commands[index])'", script)
                }
            }
        }
        guard further else { return nil }
        var rebuilt = Session(undoLimit: 0)
        for line in commands {
            if let error = rebuilt.execute(line).error { return failure("the saved line '\(line)' failed in a session: \(error)", script) }
        }
        guard rebuilt.state == state else { return failure("the script run in a session rebuilt a different state", script) }
        var original = session
        original.quiet = false
        var furtherRNG = rng
        for count in 1...20 {
            let line = nextLine(&furtherRNG, state: original.state)
            let expected = original.execute(line), actual = rebuilt.execute(line)
            guard expected.printedLines == actual.printedLines, expected.error == actual.error, original.state == rebuilt.state else {
                return failure("further line \(count), '\(line)', went differently after the rebuild:\n  expected "
                    + "\(expected.printedLines.map(\.text)) \(String(describing: expected.error))\n  got      "
                    + "\(actual.printedLines.map(\.text)) \(String(describing: actual.error))", script)
            }
        }
        return nil
    }

    private func differences(_ got: SplitState, _ expected: SplitState) -> String {
        let parts = StatePart.differences(from: got, to: expected)
        var lines = parts.map { "  restore would still set: \(StatePartText.text([$0]))" }
        if got.window != expected.window { lines.append("  window \(got.window) != \(expected.window)") }
        if got.properties != expected.properties { lines.append("  properties \(got.properties) != \(expected.properties)") }
        if got.delegate != expected.delegate { lines.append("  delegate \(got.delegate) != \(expected.delegate)") }
        if got.style != expected.style || got.ruleSet != expected.ruleSet { lines.append("  style or os differ") }
        if got.isCollapsed != expected.isCollapsed { lines.append("  isCollapsed differs") }
        return lines.joined(separator: "\n")
    }

    private func failure(_ what: String, _ script: [String]) -> String {
        """
        seed \(seed) (replay: SPLITNAV_SEED=\(seed) swift test --filter SaveRoundTrip), step \(history.count): \(what)
        saved script:
        \(script.map { "  " + $0 }.joined(separator: "\n"))
        \(lastCommands(history, 20))
        """
    }
}
