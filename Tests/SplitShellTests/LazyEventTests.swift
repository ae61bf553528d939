import SplitModel
import Testing
import TestSupport
@testable import SplitShell

/// With `events off` a command's events are worked out only when an assertion asks, from the state it ran on: they
/// must be exactly the ones `events on` records as the command runs.
@Suite struct LazyEventTests {
    static let commands = ["width 700", "setStyle tripleColumn", "hide primary", "show supplementary", "sizeClass compact",
                           "push Detail", "sizeClass auto", "tap displayModeButton", "device iPhone 16", "rotate", "relaunch",
                           "showDetailViewController D", "width 1200", "undo", "setPreferredDisplayMode oneOverSecondary",
                           "reset", "setViewController Primary for secondary", "setViewController X1 for secondary",
                           "setViewController nil for supplementary", "pop", "present Pop1", "dismiss", "show inspector",
                           "setPreferredPrimaryColumnWidth 300", "setPreferredPrimaryColumnWidth automatic",
                           "expectRefused setViewController Secondary for primary", "get width", "os 18", "os 26", "width 700"]

    /// The lazy session keeps the state a command ran on where it keeps it anyway: the current state when the command
    /// changed nothing, the newest undo entry when it changed the state, or a copy of its own with no undo ring. A
    /// ring of 1, 2 or 3 wraps around at once, and repeated commands change nothing.
    @Test(arguments: [0, 1, 2, 3, Session.defaultUndoLimit])
    func eventsWorkedOutLaterAreTheEventsRecordedAsItRan(undoLimit: Int) {
        var recording = Session(undoLimit: undoLimit)
        _ = recording.execute("events on")
        var lazy = Session(undoLimit: undoLimit)
        var random = SplitMix64(seed: 16)
        var compared = 0
        for _ in 0..<300 {
            let line = random.pick(Self.commands)
            let recorded = recording.execute(line)
            let later = lazy.execute(line)
            #expect(recorded.error == later.error, "\(line)")
            #expect(recording.lastEvents == lazy.lastEvents, "\(line)")
            compared += recording.lastEvents.count
        }
        #expect(compared > 100, "the walk fired too few events to compare")
    }

    /// A session that goes quiet and loud again at random stays in step with one that never does: its state is the
    /// same, a loud command's response is the same, and a quiet one has no summary and no notes. The events worked out
    /// later for it, and what event assertions say, match a recording session's, whatever the undo ring holds.
    @Test(arguments: [0, 1, 3, Session.defaultUndoLimit])
    func quietSwitchingKeepsResponsesAndEvents(undoLimit: Int) {
        var compared = 0
        for seed in UInt64(1)...UInt64(4) {
            var recording = Session(undoLimit: undoLimit)
            _ = recording.execute("events on")
            var toggled = Session(undoLimit: undoLimit)
            var loud = Session(undoLimit: undoLimit)
            var random = SplitMix64(seed: seed)
            for _ in 0..<250 {
                let line = random.pick(Self.commands)
                if random.below(7) == 0 { toggled.quiet.toggle() }
                _ = recording.execute(line)
                let response = toggled.execute(line)
                let reference = loud.execute(line)
                #expect(toggled.state == loud.state, "\(seed) \(line)")
                if toggled.quiet {
                    #expect(response.changes.isPlainlyEmpty && !response.lines.contains { $0.kind == .note }, "\(seed) \(line)")
                } else {
                    #expect(response == reference, "\(seed) \(line)")
                }
                if random.below(3) == 0 {
                    #expect(recording.lastEvents == toggled.lastEvents, "\(seed) \(line)")
                    compared += recording.lastEvents.count
                }
                if random.below(5) == 0 {
                    let probe = random.pick(["expectEvent didShow", "expectNoEvent didShow", "expectEventCount 0 willShow"])
                    #expect(recording.execute(probe).error == toggled.execute(probe).error, "\(seed) \(probe)")
                    _ = loud.execute(probe)
                }
            }
        }
        #expect(compared > 100, "the walks fired too few events to compare")
    }
}
